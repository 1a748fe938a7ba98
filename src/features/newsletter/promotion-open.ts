// The newsletter promotion when its 5 s have passed (promotion.ts runs the timer): whether it is due
// today and for this shopper, then open it. Loaded when the timer fires, so the customer queries
// and the daily cookie's code stay off the first screen.
import type { QueryClient } from '@tanstack/react-query'
import { cookieNames, readCookie, writeCookie } from '@/lib/cookies'
import { customerQueries } from '@/api/aspos/customer'
import { modalOpened, useModalStore } from '@/stores/modal-store'
import { isSubscribedOnThisDevice } from './subscribed-here'

const NEWSLETTER_COOKIE = cookieNames.newsletterSeen
/** How often a busy shopper is looked at again. */
const QUIET_CHECK_MS = 1000

/** A menu or dropdown that is open: the search suggestions, the account menu, the category menu. */
const OPEN_MENU =
  '[role="combobox"][aria-expanded="true"], [aria-haspopup][aria-expanded="true"], nav [aria-expanded="true"], .dropdown-menu.show'
/** A field the shopper may be typing in. */
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]'

/** Whether an element shows (not hidden by `visibility` or `display`, its own or inherited). */
function shows(el: Element): boolean {
  if (typeof el.checkVisibility === 'function')
    return el.checkVisibility({ visibilityProperty: true })
  return getComputedStyle(el).visibility !== 'hidden'
}

/**
 * The shopper is in the middle of something: in a field, with a menu or dropdown open, or with
 * another modal (ours or any dialog) open. The promotion waits for a quiet moment instead.
 */
export function shopperIsBusy(doc: Document = document): boolean {
  const active = doc.activeElement
  if (active instanceof HTMLElement && active.matches(FIELD)) return true
  if (doc.querySelector(OPEN_MENU)) return true
  // A dialog counts while it shows: the phone menu's panel stays built, unseen, while closed.
  const dialogs = doc.querySelectorAll('dialog[open], [role="dialog"][aria-modal="true"]')
  if ([...dialogs].some(shows)) return true
  return useModalStore.getState().active !== null
}

/** Resolves at the first quiet moment (true), or with false once `cancelled` says so. */
function quietMoment(cancelled: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (cancelled()) resolve(false)
      else if (!shopperIsBusy()) resolve(true)
      else setTimeout(check, QUIET_CHECK_MS)
    }
    check()
  })
}

/**
 * Opens the promotion unless it was shown today, the shopper subscribed on this device, or (for a
 * logged-in customer) the account says subscribed or cannot be read. It waits for a quiet moment
 * (shopperIsBusy) and opens only then, so it never takes the focus from a field the shopper is in.
 */
export async function openPromotionIfDue({
  queryClient,
  loggedIn,
  cancelled,
}: {
  queryClient: QueryClient
  loggedIn: boolean
  /** The shopper left the page (or logged in or out) while this was on its way. */
  cancelled: () => boolean
}): Promise<void> {
  if (readCookie(NEWSLETTER_COOKIE) || isSubscribedOnThisDevice()) return
  if (loggedIn) {
    const customer = await queryClient.fetchQuery(customerQueries.detail()).catch(() => null)
    // Unknown choice (the call failed) counts as 'do not bother'.
    if (!customer || customer.newsletter) return
  }
  if (!(await quietMoment(cancelled))) return
  // Checked again after the wait, in the same task as the opening: nothing can slip in between.
  if (cancelled() || readCookie(NEWSLETTER_COOKIE) || isSubscribedOnThisDevice() || shopperIsBusy())
    return
  writeCookie(NEWSLETTER_COOKIE, '1', 1)
  modalOpened('newsletter')
}

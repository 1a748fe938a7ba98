// The newsletter promotion when its 5 s have passed (promotion.ts runs the timer): whether it is due
// today and for this shopper, then open it. Loaded when the timer fires, so the customer queries
// and the daily cookie's code stay off the first screen.
import type { QueryClient } from '@tanstack/react-query'
import { cookieNames, readCookie, writeCookie } from '@/lib/cookies'
import { customerQueries } from '@/api/aspos/customer'
import { modalOpened, useModalStore } from '@/stores/modal-store'
import { isSubscribedOnThisDevice } from './subscribed-here'
import { shopperIsTapping } from './shopper-taps'

const NEWSLETTER_COOKIE = cookieNames.newsletterSeen
/** How often a busy shopper is looked at again. */
const QUIET_CHECK_MS = 1000

/**
 * The page's own newsletter prompts: the footer's form (every page) and any other subscription
 * form. One prompt at a time: while one is in view, the modal does not join it.
 */
const PAGE_PROMPT = '.footer-newsletter, .newsletter-form'

/** A menu or dropdown that is open: the search suggestions, the account menu, the category menu. */
const OPEN_MENU =
  '[role="combobox"][aria-expanded="true"], [aria-haspopup][aria-expanded="true"], nav [aria-expanded="true"], .dropdown-menu.show'
/** A field the shopper may be typing in. */
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]'

/** A modal dialog, ours or any other. */
const DIALOG = 'dialog[open], [role="dialog"][aria-modal="true"]'

/**
 * Whether a dialog is on screen. A closed panel may stay in the page, hidden (the phone menu's is
 * built ahead and kept, decision 020): that is no open dialog, or the promotion never opened on a
 * phone.
 */
function isShown(element: Element): boolean {
  if (typeof element.checkVisibility === 'function')
    return element.checkVisibility({ visibilityProperty: true })
  return getComputedStyle(element).visibility !== 'hidden'
}

/** A newsletter form of the page itself (not one in a dialog) shows within the viewport. */
export function pagePromptInView(doc: Document = document): boolean {
  const height = doc.defaultView?.innerHeight ?? 0
  return [...doc.querySelectorAll(PAGE_PROMPT)].some((element) => {
    // The modal's own form (its dialog open or not) is the promotion itself.
    if (element.closest('dialog, [role="dialog"]') || !isShown(element)) return false
    const box = element.getBoundingClientRect()
    return box.height > 0 && box.bottom > 0 && box.top < height
  })
}

/**
 * The shopper is in the middle of something: tapping, in a field, with a menu or dropdown open, or
 * with another modal (ours or any dialog) open; or the page's own newsletter form is in view. The
 * promotion waits for a quiet moment instead.
 */
export function shopperIsBusy(doc: Document = document): boolean {
  if (shopperIsTapping()) return true
  if (pagePromptInView(doc)) return true
  const active = doc.activeElement
  if (active instanceof HTMLElement && active.matches(FIELD)) return true
  if (doc.querySelector(OPEN_MENU)) return true
  if ([...doc.querySelectorAll(DIALOG)].some(isShown)) return true
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

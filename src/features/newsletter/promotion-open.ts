// The newsletter promotion when its 5 s have passed (promotion.ts runs the timer): whether it is due
// today and for this shopper, then open it. Loaded when the timer fires, so the customer queries
// and the daily cookie's code stay off the first screen.
import type { QueryClient } from '@tanstack/react-query'
import Cookies from 'js-cookie'
import { customerQueries } from '@/api/aspos/customer'
import { modalOpened, useModalStore } from '@/stores/modal-store'
import { isSubscribedOnThisDevice } from './subscribed-here'

const NEWSLETTER_COOKIE = 'newsletter-modal-seen'

/**
 * Opens the promotion unless it was shown today, the shopper subscribed on this device, another
 * modal is open, or (for a logged-in customer) the account says subscribed or cannot be read.
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
  if (Cookies.get(NEWSLETTER_COOKIE) || isSubscribedOnThisDevice()) return
  if (loggedIn) {
    const customer = await queryClient.fetchQuery(customerQueries.detail()).catch(() => null)
    // Unknown choice (the call failed) counts as 'do not bother'.
    if (!customer || customer.newsletter) return
  }
  if (cancelled() || Cookies.get(NEWSLETTER_COOKIE) || isSubscribedOnThisDevice()) return
  // Never push over another modal or the mobile menu.
  if (useModalStore.getState().active) return
  Cookies.set(NEWSLETTER_COOKIE, '1', { expires: 1, sameSite: 'Lax', path: '/' })
  modalOpened('newsletter')
}

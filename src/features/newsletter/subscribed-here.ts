// Whether the shopper subscribed to the newsletter on this device: the one mark every newsletter
// form sets and the promotion reads (its timer in promotion.ts, its checks in promotion-open.ts).
import { readStorage, writeStorage } from '@/lib/storage'

/** Set on this device once the shopper subscribed (promo, footer, newsletter page or account). */
const NEWSLETTER_SUBSCRIBED_KEY = 'newsletter-subscribed'

export function isSubscribedOnThisDevice(): boolean {
  return readStorage(NEWSLETTER_SUBSCRIBED_KEY) === '1'
}

/** The shopper subscribed: the promotion never opens again on this device. */
export function newsletterSubscribed(): void {
  writeStorage(NEWSLETTER_SUBSCRIBED_KEY, '1')
}

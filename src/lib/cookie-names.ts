// The shop's cookies, by name: apart from cookies.ts so the head boot script can read the consent
// cookie's name without js-cookie.
export const cookieNames = {
  /** 'accepted' | 'rejected': the visitor's cookie choice (180 days). */
  consent: 'cookie-consent',
  /** The newsletter promotion was shown today. */
  newsletterSeen: 'newsletter-modal-seen',
} as const

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames]

/** Whether the page has a cookie of this name (no js-cookie: the head boot script uses it). */
export function hasCookie(name: CookieName, cookies = document.cookie): boolean {
  return cookies.split('; ').some((pair) => pair.startsWith(`${name}=`))
}

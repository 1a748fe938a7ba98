// The one way the shop sets and reads its cookies (js-cookie underneath): every cookie is
// `SameSite=Lax` and `path=/`, and `Secure` whenever the page is served over https, so none can
// travel over plain http or with a cross-site request. OWASP ASVS 5.0 3.3.1.
import Cookies from 'js-cookie'
import { cookieNames, type CookieName } from './cookie-names'

export { cookieNames, type CookieName }

/** The attributes every cookie of the shop is written with. */
export function cookieAttributes(
  days: number,
  protocol = globalThis.location?.protocol ?? '',
): Cookies.CookieAttributes {
  return { expires: days, path: '/', sameSite: 'Lax', secure: protocol === 'https:' }
}

export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name)
}

export function writeCookie(name: CookieName, value: string, days: number): void {
  Cookies.set(name, value, cookieAttributes(days))
}

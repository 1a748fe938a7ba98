// The one way the shop sets and reads its cookies: every cookie is `SameSite=Lax` and `path=/`, and
// `Secure` whenever the page is served over https, so none can travel over plain http or with a
// cross-site request. OWASP ASVS 5.0 3.3.1. Its own few lines, not a library: the shop's cookie
// values are short words, and these helpers load with the entry (issue 50: js-cookie was 0.6 KiB
// of the initial JS).
import { cookieNames, type CookieName } from './cookie-names'

export { cookieNames, type CookieName }

export interface CookieAttributes {
  /** Days from now. */
  expires: number
  path: string
  sameSite: 'Lax'
  secure: boolean
}

/** The attributes every cookie of the shop is written with. */
export function cookieAttributes(
  days: number,
  protocol = globalThis.location?.protocol ?? '',
): CookieAttributes {
  return { expires: days, path: '/', sameSite: 'Lax', secure: protocol === 'https:' }
}

/** The `document.cookie` assignment that writes a cookie (its value URI-encoded). */
export function cookieLine(
  name: CookieName,
  value: string,
  attributes: CookieAttributes,
  now = Date.now(),
): string {
  const expires = new Date(now + attributes.expires * 864e5).toUTCString()
  return (
    `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${attributes.path}; ` +
    `SameSite=${attributes.sameSite}${attributes.secure ? '; Secure' : ''}`
  )
}

/** A cookie's value in a `document.cookie` string (URI-decoded), or undefined. */
export function cookieValue(name: CookieName, cookies: string): string | undefined {
  for (const pair of cookies ? cookies.split('; ') : []) {
    const at = pair.indexOf('=')
    if (pair.slice(0, at) !== name) continue
    const raw = pair.slice(at + 1)
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

export function readCookie(name: CookieName): string | undefined {
  return cookieValue(name, document.cookie)
}

export function writeCookie(name: CookieName, value: string, days: number): void {
  document.cookie = cookieLine(name, value, cookieAttributes(days))
}

// Every cookie of the shop: SameSite=Lax always, Secure when the page is served over https.
import { describe, expect, it } from 'vitest'
import {
  cookieAttributes,
  cookieLine,
  cookieNames,
  cookieValue,
  readCookie,
  writeCookie,
} from './cookies'

describe('cookies', () => {
  it('are Secure over https and SameSite=Lax always', () => {
    expect(cookieAttributes(1, 'https:')).toEqual({
      expires: 1,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    })
    expect(cookieAttributes(180, 'http:')).toEqual({
      expires: 180,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    })
  })

  it('writes and reads through the one helper', () => {
    writeCookie(cookieNames.consent, 'accepted', 1)
    expect(readCookie(cookieNames.consent)).toBe('accepted')
  })

  it('writes the line with every attribute, its value encoded', () => {
    const now = Date.UTC(2026, 10, 29, 12)
    expect(cookieLine(cookieNames.consent, 'a b;c', cookieAttributes(1, 'https:'), now)).toBe(
      'cookie-consent=a%20b%3Bc; expires=Mon, 30 Nov 2026 12:00:00 GMT; path=/; SameSite=Lax; Secure',
    )
    expect(cookieLine(cookieNames.consent, 'rejected', cookieAttributes(180, 'http:'), now)).toBe(
      'cookie-consent=rejected; expires=Fri, 28 May 2027 12:00:00 GMT; path=/; SameSite=Lax',
    )
  })

  it('reads the named cookie only, decoded, and leaves a malformed value as it is', () => {
    expect(cookieValue(cookieNames.consent, 'x-cookie-consent=no; cookie-consent=a%20b')).toBe(
      'a b',
    )
    expect(cookieValue(cookieNames.consent, 'cookie-consent=100%')).toBe('100%')
    expect(cookieValue(cookieNames.consent, '')).toBeUndefined()
    expect(cookieValue(cookieNames.consent, 'other=1')).toBeUndefined()
  })
})

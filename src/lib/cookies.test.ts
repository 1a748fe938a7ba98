// Every cookie of the shop: SameSite=Lax always, Secure when the page is served over https.
import { describe, expect, it } from 'vitest'
import { cookieAttributes, cookieNames, readCookie, writeCookie } from './cookies'

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
})

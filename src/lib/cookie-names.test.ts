import { describe, expect, it } from 'vitest'
import { cookieNames, hasCookie } from './cookie-names'

describe('hasCookie', () => {
  it('finds a cookie by its whole name only', () => {
    expect(hasCookie(cookieNames.consent, 'a=1; cookie-consent=accepted')).toBe(true)
    expect(hasCookie(cookieNames.consent, 'cookie-consent=rejected')).toBe(true)
    expect(hasCookie(cookieNames.consent, 'my-cookie-consent=accepted; b=2')).toBe(false)
    expect(hasCookie(cookieNames.consent, '')).toBe(false)
  })
})

// A shop date in words: its weekday and day as a calendar shows them, across the clock changes.
import { describe, expect, it } from 'vitest'
import { formatShopDay } from './format-day'

describe('formatShopDay', () => {
  it('says a shop date with its weekday, the day a calendar shows it', () => {
    expect(formatShopDay('2026-12-04')).toBe('vrijdag 4 december')
    expect(formatShopDay('2026-03-29')).toBe('zondag 29 maart')
    expect(formatShopDay('2026-10-25')).toBe('zondag 25 oktober')
    expect(formatShopDay('geen datum')).toBe('')
  })
})

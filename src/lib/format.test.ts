import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatAmount,
  formatClock,
  formatDate,
  formatDistance,
  formatPrice,
  formatPriceOrFree,
  formatTime,
  keepMeasuresWhole,
  toCents,
  truncate,
} from './format'

const nbsp = /\u00a0/g

describe('format', () => {
  it('formats cents as nl-NL euros', () => {
    expect(formatPrice(1234).replace(nbsp, ' ')).toBe('€ 12,34')
    expect(formatPrice(123456).replace(nbsp, ' ')).toBe('€ 1.234,56')
  })
  it('shows Gratis for zero in the free formatter only', () => {
    expect(formatPriceOrFree(0)).toBe('Gratis')
    expect(formatPrice(0).replace(nbsp, ' ')).toBe('€ 0,00')
  })
  it('formats the cart amount with two decimals', () => {
    expect(formatAmount(0)).toBe('0,00')
    expect(formatAmount(4995)).toBe('49,95')
  })
  it('formats any whole cents the nl-NL way: sign after €, a dot per thousand, two decimals', () => {
    // The oracle is written out by hand, not through Intl, which the formatter itself uses.
    const dutch = (cents: number) => {
      const sign = cents < 0 || Object.is(cents, -0) ? '-' : ''
      const abs = Math.abs(cents)
      const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
      return `${sign}${euros},${String(abs % 100).padStart(2, '0')}`
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatPrice(cents)).toBe(`€\u00a0${dutch(cents)}`)
        expect(formatAmount(cents)).toBe(dutch(cents))
      }),
    )
    expect(formatPrice(-123456)).toBe('€\u00a0-1.234,56')
    expect(formatPrice(100_000_000)).toBe('€\u00a01.000.000,00')
    expect(formatPrice(-0)).toBe('€\u00a0-0,00')
    expect(formatAmount(1234.5)).toBe('12,35')
  })
  it('shows a time with seconds as hours and minutes', () => {
    expect(formatTime('08:30:00')).toBe('08:30')
    expect(formatTime('9:05:10')).toBe('09:05')
    expect(formatTime(null)).toBe('')
  })
  it('truncates with an ellipsis', () => {
    expect(truncate('Hondenbrokken', 5)).toBe('Honde...')
    expect(truncate('Kat', 5)).toBe('Kat')
  })
  it('converts euros to cents without drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents)
      }),
    )
  })
})

describe('formatDate', () => {
  it('shows the shop’s date (Europe/Amsterdam), whatever zone the device is in', () => {
    // 23:30 UTC on 31 December is already New Year in Amsterdam (+01:00).
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('1 januari 2026')
    expect(formatDate('2026-01-01T00:30:00+01:00')).toBe('1 januari 2026')
    // Summer time (+02:00): 22:30 UTC on 30 June is 1 July in Amsterdam.
    expect(formatDate(new Date('2026-06-30T22:30:00Z'))).toBe('1 juli 2026')
    expect(formatDate('geen datum')).toBe('')
  })
})

describe('formatClock and formatDistance', () => {
  it('writes a time in running text without a leading zero', () => {
    expect(formatClock(540)).toBe('9:00')
    expect(formatClock(510)).toBe('8:30')
    expect(formatClock(1080)).toBe('18:00')
    expect(formatClock(0)).toBe('0:00')
  })

  it('writes a distance the Dutch way, with an unbreakable space', () => {
    expect(formatDistance(3.2).replace(nbsp, ' ')).toBe('3,2 km')
    expect(formatDistance(3.249).replace(nbsp, ' ')).toBe('3,2 km')
    expect(formatDistance(0.44).replace(nbsp, ' ')).toBe('0,4 km')
    expect(formatDistance(5).replace(nbsp, ' ')).toBe('5 km')
    expect(formatDistance(9.96).replace(nbsp, ' ')).toBe('10 km')
    expect(formatDistance(1234.4).replace(nbsp, ' ')).toBe('1.234 km')
    expect(formatDistance(3.2)).not.toContain(' ')
  })
})

describe('keepMeasuresWhole', () => {
  it('joins a number to its unit with a no-break space, and leaves other spaces', () => {
    expect(keepMeasuresWhole('Royal Canin Ageing 12+ 2 kg')).toBe(
      'Royal Canin Ageing 12+ 2\u00a0kg',
    )
    expect(keepMeasuresWhole('Whiskas 12 x 85 gram')).toBe('Whiskas 12\u00a0x 85\u00a0gram')
    expect(keepMeasuresWhole('Flexa 750 ml')).toBe('Flexa 750\u00a0ml')
    expect(keepMeasuresWhole('Cap maat 3 kleuren')).toBe('Cap maat 3 kleuren')
  })
})

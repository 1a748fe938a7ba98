import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatAmount, formatDate, formatPrice, formatPriceOrFree, formatTime, toCents, truncate } from './format'

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
  it('formats whole cents exactly as Intl nl-NL does, sign and thousands included', () => {
    const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
    const decimal2 = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatPrice(cents)).toBe(euro.format(cents / 100))
        expect(formatAmount(cents)).toBe(decimal2.format(cents / 100))
      }),
    )
    expect(formatPrice(-0)).toBe(euro.format(-0))
    expect(formatAmount(1234.5)).toBe(decimal2.format(12.345))
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

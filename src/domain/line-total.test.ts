// The line's multiplication and what a line saves, by the same rule, for the cart and the order.
import { describe, expect, it } from 'vitest'
import { lineSavingCents, lineTotalCents } from './line-total'

describe('lineTotalCents', () => {
  it('multiplies unit and deposit by the quantity, in whole cents', () => {
    expect(lineTotalCents({ unitExclDepositCents: 1299, depositCents: 15 }, 2)).toBe(2628)
    expect(lineTotalCents({ unitExclDepositCents: 1299, depositCents: 0 }, 0.75)).toBe(974)
  })
})

describe('lineSavingCents', () => {
  it('is (original − charged piece) × quantity when the piece was discounted', () => {
    // Three Catsan at the staffel price: € 8,09 instead of € 8,99.
    expect(lineSavingCents(809, 899, 3)).toBe(270)
    // Half a kilo at € 1,00 off per kg.
    expect(lineSavingCents(499, 599, 0.5)).toBe(50)
  })

  it('is 0 without an original price, or when the original was not more', () => {
    expect(lineSavingCents(809, null, 3)).toBe(0)
    expect(lineSavingCents(899, 899, 3)).toBe(0)
    expect(lineSavingCents(899, 809, 3)).toBe(0)
  })
})

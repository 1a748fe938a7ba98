// The unit-price parser: the contents texts of the shop, and for any amount and unit the parsed
// total and the price per kg/liter follow; what is not a plain weight or volume gives nothing.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseContents, unitPriceOf } from './unit-price'

describe('parseContents', () => {
  it('reads the shop’s contents texts', () => {
    expect(parseContents('12 kg')).toEqual({ milli: 12_000, unit: 'kg' })
    expect(parseContents('400 gram')).toEqual({ milli: 400, unit: 'kg' })
    expect(parseContents('10 liter')).toEqual({ milli: 10_000, unit: 'l' })
    expect(parseContents('6 x 85 gram')).toEqual({ milli: 510, unit: 'kg' })
    expect(parseContents('12 x 85 gram')).toEqual({ milli: 1020, unit: 'kg' })
    expect(parseContents('750 ml')).toEqual({ milli: 750, unit: 'l' })
    expect(parseContents('2,5 liter')).toEqual({ milli: 2500, unit: 'l' })
    expect(parseContents('1.5 KG')).toEqual({ milli: 1500, unit: 'kg' })
  })

  it('guesses nothing', () => {
    for (const text of [
      '',
      'per kg',
      'Full',
      '100 cm',
      '60 x 40 cm',
      'ca. 2 kg',
      '2-3 kg',
      '0 kg',
      'kg',
      '12',
      null,
      undefined,
    ]) {
      expect(parseContents(text), String(text)).toBeNull()
    }
  })

  it('for any count, amount and unit, the total is count × amount in grams or millilitres', () => {
    const units = fc.constantFrom(
      ['kg', 1000, 'kg'],
      ['gram', 1, 'kg'],
      ['g', 1, 'kg'],
      ['liter', 1000, 'l'],
      ['ml', 1, 'l'],
      ['cl', 10, 'l'],
    ) as fc.Arbitrary<[string, number, 'kg' | 'l']>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 5000 }),
        units,
        fc.boolean(),
        (count, amount, [word, factor, unit], multi) => {
          const text = multi ? `${count} x ${amount} ${word}` : `${amount} ${word}`
          expect(parseContents(text)).toEqual({
            milli: (multi ? count : 1) * amount * factor,
            unit,
          })
        },
      ),
    )
  })
})

describe('unitPriceOf', () => {
  it('is the price per 1000 g or ml, rounded to the cent', () => {
    expect(unitPriceOf(4999, '12 kg')).toEqual({ cents: 417, unit: 'kg' })
    expect(unitPriceOf(399, '400 gram')).toEqual({ cents: 998, unit: 'kg' })
    expect(unitPriceOf(1299, 'Full')).toBeNull()
  })

  it('times the contents gives back the price (within rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 50, max: 50_000 }),
        (price, grams) => {
          const unit = unitPriceOf(price, `${grams} gram`)!
          expect(Math.abs((unit.cents * grams) / 1000 - price)).toBeLessThanOrEqual(
            grams / 2000 + 1e-9,
          )
        },
      ),
    )
  })
})

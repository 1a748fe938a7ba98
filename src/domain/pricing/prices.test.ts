// Unit tests of a product's prices: CurrentPrice and OriginalPrice, ListPrice, WebPrice, ColorSurtax,
// the deposit, the unit and weight prices, and fast-check over the price maths.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { NOW, pricingDiscount, pricingProduct } from '@/testing/pricing'
import type { Product } from '@/api/aspos/products'
import { depositOf } from './deposit'
import { derivePricing, showsListPrice, showsWebPrice } from './prices'
import { parseEuroCents } from './product-fields'

describe('CurrentPrice and OriginalPrice', () => {
  it('is the plain price without discounts', () => {
    expect(derivePricing(pricingProduct(), NOW)).toMatchObject({
      currentPriceCents: 1000,
      originalPriceCents: null,
      discountPercentage: null,
    })
  })

  it('takes an active discount and strikes the original price', () => {
    const pricing = derivePricing(pricingProduct({ discounts: [pricingDiscount()] }), NOW)
    expect(pricing).toMatchObject({
      currentPriceCents: 800,
      originalPriceCents: 1000,
      discountPercentage: 20,
    })
    expect(pricing.priceDiscount?.name).toBe('Weekactie')
  })

  it('ignores expired and future discounts', () => {
    const expired = pricingDiscount({ startDate: '2024-06-01', endDate: '2024-06-30' })
    const future = pricingDiscount({ startDate: '2099-01-01', endDate: '2099-12-31' })
    expect(
      derivePricing(pricingProduct({ discounts: [expired, future] }), NOW).currentPriceCents,
    ).toBe(1000)
  })

  it('takes the lowest of several active discounts', () => {
    const p = pricingProduct({
      discounts: [
        pricingDiscount({ id: 1, priceCents: 900 }),
        pricingDiscount({ id: 2, priceCents: 700 }),
      ],
    })
    expect(derivePricing(p, NOW).currentPriceCents).toBe(700)
  })

  it('ignores a "discount" that is not lower than the price', () => {
    expect(
      derivePricing(pricingProduct({ discounts: [pricingDiscount({ priceCents: 1200 })] }), NOW)
        .currentPriceCents,
    ).toBe(1000)
  })

  it('uses Discount.PriceInclTax only when the service sent no discount details', () => {
    expect(derivePricing(pricingProduct({ discountPriceCents: 750 }), NOW).currentPriceCents).toBe(
      750,
    )
    const expired = pricingDiscount({ startDate: '2024-06-01', endDate: '2024-06-30' })
    expect(
      derivePricing(pricingProduct({ discountPriceCents: 750, discounts: [expired] }), NOW)
        .currentPriceCents,
    ).toBe(1000)
  })

  it('takes a lower Webprijs as the current price', () => {
    const pricing = derivePricing(
      pricingProduct({ fields: [{ code: 'Webprijs', value: '8.99' }] }),
      NOW,
    )
    expect(pricing).toMatchObject({
      currentPriceCents: 899,
      originalPriceCents: 1000,
      webPriceCents: 899,
    })
  })

  it('does not let loyalty or staffel discounts set the price', () => {
    const loyalty = pricingDiscount({ isLoyalty: true, loyaltyPoints: 250, priceCents: 500 })
    const staffel = pricingDiscount({ id: 2, minQuantity: 3, percentage: 10, priceCents: null })
    expect(
      derivePricing(pricingProduct({ discounts: [loyalty, staffel] }), NOW).currentPriceCents,
    ).toBe(1000)
  })
})

describe('ListPrice, WebPrice, ColorSurtax', () => {
  it('reads Adviesprijs as the list price', () => {
    expect(
      derivePricing(pricingProduct({ fields: [{ code: 'Adviesprijs', value: '129.99' }] }), NOW)
        .listPriceCents,
    ).toBe(12999)
  })

  it('reads Kleurtoeslag only for colour products', () => {
    const fields = [{ code: 'Kleurtoeslag', value: '2,50' }]
    expect(derivePricing(pricingProduct({ fields }), NOW).colorSurtaxCents).toBeNull()
    expect(
      derivePricing(
        pricingProduct({ fields: [...fields, { code: 'Kleurkiezer', value: 'true' }] }),
        NOW,
      ).colorSurtaxCents,
    ).toBe(250)
  })

  it('parses euro amounts with a point or a comma and rejects junk', () => {
    expect(parseEuroCents('44.99')).toBe(4499)
    expect(parseEuroCents('€ 44,9')).toBe(4490)
    expect(parseEuroCents('12')).toBe(1200)
    expect(parseEuroCents('12.345')).toBeNull()
    expect(parseEuroCents('gratis')).toBeNull()
    expect(parseEuroCents(null)).toBeNull()
  })
})

describe('Statiegeld', () => {
  it('adds the deposit kits to the current and the original price', () => {
    const kits = [
      {
        productId: 9001,
        quantity: 2,
        isDeposit: true,
        description: 'Statiegeld fles',
        priceCents: 15,
      },
      { productId: 9003, quantity: 1, isDeposit: false, description: 'Filter', priceCents: 500 },
    ]
    const pricing = derivePricing(pricingProduct({ kits, discounts: [pricingDiscount()] }), NOW)
    expect(pricing.depositCents).toBe(30)
    expect(pricing.currentPriceCents).toBe(830)
    expect(pricing.currentPriceExclDepositCents).toBe(800)
    expect(pricing.originalPriceCents).toBe(1030)
  })

  it('is exactly additive for any deposit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 5 }),
        (price, deposit, quantity) => {
          const without = derivePricing(pricingProduct({ priceCents: price }), NOW)
          const kit = {
            productId: 9,
            quantity,
            isDeposit: true,
            description: 'Statiegeld',
            priceCents: deposit,
          }
          const withKit = derivePricing(pricingProduct({ priceCents: price, kits: [kit] }), NOW)
          expect(withKit.currentPriceCents - without.currentPriceCents).toBe(deposit * quantity)
          expect(depositOf({ kits: [kit] })).toBe(deposit * quantity)
        },
      ),
    )
  })
})

describe('price maths for any input', () => {
  it('current never exceeds the original, the original is shown only when higher, all are integers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 4 }),
        fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
        fc.integer({ min: 0, max: 500 }),
        (price, discountPrices, web, deposit) => {
          const p = pricingProduct({
            priceCents: price,
            discounts: discountPrices.map((c, i) => pricingDiscount({ id: i + 1, priceCents: c })),
            fields: web == null ? [] : [{ code: 'Webprijs', value: (web / 100).toFixed(2) }],
            kits: deposit
              ? [
                  {
                    productId: 9,
                    quantity: 1,
                    isDeposit: true,
                    description: 'Statiegeld',
                    priceCents: deposit,
                  },
                ]
              : [],
          })
          const r = derivePricing(p, NOW)
          const expected = Math.min(price, ...discountPrices, ...(web == null ? [] : [web]))
          expect(r.currentPriceExclDepositCents).toBe(expected)
          expect(r.currentPriceCents).toBe(expected + deposit)
          expect(Number.isInteger(r.currentPriceCents)).toBe(true)
          if (r.originalPriceCents == null) expect(r.currentPriceExclDepositCents).toBe(price)
          else {
            expect(r.originalPriceCents).toBeGreaterThan(r.currentPriceCents)
            expect(r.discountPercentage).toBeGreaterThanOrEqual(0)
            expect(r.discountPercentage).toBeLessThanOrEqual(100)
          }
        },
      ),
    )
  })

  it('staffel: the new price is the percentage off, never above the old price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 2, max: 20 }),
        (price, percentage, minQuantity) => {
          const p = pricingProduct({
            priceCents: price,
            discounts: [pricingDiscount({ minQuantity, percentage, priceCents: null })],
          })
          const staffel = derivePricing(p, NOW).staffelDiscount!
          expect(staffel).toMatchObject({ percentage, minQuantity, oldPriceCents: price })
          expect(staffel.newPriceCents).toBe(Math.round((price * (100 - percentage)) / 100))
          expect(staffel.newPriceCents).toBeLessThanOrEqual(staffel.oldPriceCents)
        },
      ),
    )
  })
})

describe('unit price (eenheidsprijs)', () => {
  it('is the price per kg or liter of the contents, deposit excluded; weight products have none', () => {
    const withContents = (value: string, overrides: Partial<Product> = {}) =>
      derivePricing(
        pricingProduct({
          priceCents: 4800,
          fields: [{ code: 'Inhoudwebshop', value }],
          ...overrides,
        }),
        NOW,
      ).unitPrice
    expect(withContents('12 kg')).toEqual({ cents: 400, unit: 'kg' })
    expect(withContents('400 gram')).toEqual({ cents: 12000, unit: 'kg' })
    expect(withContents('10 liter')).toEqual({ cents: 480, unit: 'l' })
    expect(
      withContents('12 kg', {
        kits: [{ productId: 9, quantity: 1, isDeposit: true, description: 'S', priceCents: 100 }],
      }),
    ).toEqual({ cents: 400, unit: 'kg' })
    expect(withContents('per kg', { isWeightProduct: true })).toBeNull()
    expect(withContents('Full')).toBeNull()
  })
})

describe('weight products', () => {
  it('show the WeightPrice per kg, falling back to the price', () => {
    expect(
      derivePricing(pricingProduct({ isWeightProduct: true, weightPriceCents: 299 }), NOW)
        .weightPriceCents,
    ).toBe(299)
    expect(
      derivePricing(pricingProduct({ isWeightProduct: true, priceCents: 450 }), NOW)
        .weightPriceCents,
    ).toBe(450)
    expect(derivePricing(pricingProduct(), NOW).weightPriceCents).toBeNull()
  })
})

describe('Adviesprijs and Webprijs on one basis (without deposit)', () => {
  const kits = [
    { productId: 9001, quantity: 1, isDeposit: true, description: 'Statiegeld', priceCents: 100 },
  ]
  it('compares Adviesprijs with the price without deposit', () => {
    // 10,50 is above the 10,00 article price, though below the 11,00 shown with deposit.
    const p = derivePricing(
      pricingProduct({ kits, fields: [{ code: 'Adviesprijs', value: '10.50' }] }),
      NOW,
    )
    expect(showsListPrice(p)).toBe(true)
    const same = derivePricing(
      pricingProduct({ kits, fields: [{ code: 'Adviesprijs', value: '10.00' }] }),
      NOW,
    )
    expect(showsListPrice(same)).toBe(false)
  })

  it('compares Webprijs with the price without deposit', () => {
    const p = derivePricing(
      pricingProduct({ kits, fields: [{ code: 'Webprijs', value: '12.00' }] }),
      NOW,
    )
    expect(showsWebPrice(p)).toBe(true)
    const equal = derivePricing(
      pricingProduct({ kits, fields: [{ code: 'Webprijs', value: '10.00' }] }),
      NOW,
    )
    expect(showsWebPrice(equal)).toBe(false)
  })
})

describe('WeightPrice', () => {
  it('is the per-kg price of a weight product, and its current price', () => {
    const p = derivePricing(
      pricingProduct({ isWeightProduct: true, priceCents: 1000, weightPriceCents: 450 }),
      NOW,
    )
    expect(p).toMatchObject({ weightPriceCents: 450, currentPriceCents: 450 })
  })

  it('falls back to PriceInclTax when the service sends none', () => {
    expect(
      derivePricing(pricingProduct({ isWeightProduct: true, priceCents: 1000 }), NOW)
        .weightPriceCents,
    ).toBe(1000)
  })
})

// Unit tests of the discount window (Amsterdam time), the birthday discount and percentage-only
// discounts beside the service's own Discount.PriceInclTax.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { NOW, ams, pricingDiscount, pricingProduct } from '@/testing/pricing'
import { isBirthdayDiscount, isDiscountActive, visibleDiscounts } from './discounts'
import { derivePricing } from './prices'

describe('discount window (Amsterdam time, whatever the device zone)', () => {
  const d = pricingDiscount({
    startDate: '2026-01-10',
    startTime: '08:30:00',
    endDate: '2026-01-20',
    endTime: '17:00:00',
  })

  it('is active between start and end date-time, both inclusive', () => {
    expect(isDiscountActive(d, ams(2026, 0, 10, 8, 30, 0))).toBe(true)
    expect(isDiscountActive(d, ams(2026, 0, 15))).toBe(true)
    expect(isDiscountActive(d, ams(2026, 0, 20, 17, 0, 0))).toBe(true)
  })

  it('is not active a second before the start or after the end', () => {
    expect(isDiscountActive(d, ams(2026, 0, 10, 8, 29, 59))).toBe(false)
    expect(isDiscountActive(d, ams(2026, 0, 20, 17, 0, 1))).toBe(false)
  })

  it('uses the start time, not just the date, on the first day', () => {
    expect(isDiscountActive(d, ams(2026, 0, 10, 7, 0, 0))).toBe(false)
  })

  it('runs to the end of the end day when the end time is missing', () => {
    const noTime = pricingDiscount({ endDate: '2026-01-20', endTime: null })
    expect(isDiscountActive(noTime, ams(2026, 0, 20, 23, 59, 59))).toBe(true)
    expect(isDiscountActive(noTime, ams(2026, 0, 21, 0, 0, 0))).toBe(false)
  })

  it('treats a missing start or end as open, and an unreadable date as inactive', () => {
    expect(isDiscountActive(pricingDiscount({ startDate: null, endDate: null }), NOW)).toBe(true)
    expect(isDiscountActive(pricingDiscount({ endDate: 'morgen' }), NOW)).toBe(false)
  })

  it('matches the rule start <= now <= end for any moment', () => {
    const day = 24 * 3600_000
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 0, max: day - 1 }),
        (offsetDays, ms) => {
          const now = new Date(ams(2026, 0, 15).getTime() + offsetDays * day + ms)
          const start = ams(2026, 0, 10, 8, 30, 0)
          const end = ams(2026, 0, 20, 17, 0, 0)
          expect(isDiscountActive(d, now)).toBe(start <= now && now <= end)
        },
      ),
    )
  })
})

describe('Verjaardagskorting', () => {
  it('is recognised by name or description, in any case', () => {
    expect(isBirthdayDiscount({ name: 'Verjaardagskorting', description: '' })).toBe(true)
    expect(isBirthdayDiscount({ name: 'Cadeau', description: 'verjaardagskorting' })).toBe(true)
    expect(isBirthdayDiscount({ name: 'Weekactie', description: '10% korting' })).toBe(false)
  })

  it('is filtered out everywhere, even when active and cheaper', () => {
    const p = pricingProduct({
      discounts: [pricingDiscount({ name: 'Verjaardagskorting', priceCents: 500 })],
    })
    expect(visibleDiscounts(p, NOW)).toEqual([])
    const pricing = derivePricing(p, NOW)
    expect(pricing.currentPriceCents).toBe(1000)
    expect(pricing.originalPriceCents).toBeNull()
    expect(pricing.loyaltyLabels).toEqual([])
  })
})

describe('percentage-only discounts and the service’s Discount.PriceInclTax', () => {
  it('a discount with only a percentage lowers the price and is the price discount', () => {
    const pricing = derivePricing(
      pricingProduct({ discounts: [pricingDiscount({ priceCents: null, percentage: 25 })] }),
      NOW,
    )
    expect(pricing).toMatchObject({
      currentPriceCents: 750,
      originalPriceCents: 1000,
      discountPercentage: 25,
    })
    expect(pricing.priceDiscount?.percentage).toBe(25)
  })

  it('keeps Discount.PriceInclTax beside a percentage-only discount (the lower counts)', () => {
    const percentageOnly = pricingDiscount({ priceCents: null, percentage: 10 })
    expect(
      derivePricing(pricingProduct({ discountPriceCents: 850, discounts: [percentageOnly] }), NOW)
        .currentPriceCents,
    ).toBe(850)
    // An active discount with neither a price nor a percentage leaves the price to the service.
    const bare = pricingDiscount({ priceCents: null, percentage: null })
    expect(
      derivePricing(pricingProduct({ discountPriceCents: 850, discounts: [bare] }), NOW)
        .currentPriceCents,
    ).toBe(850)
  })

  it('ignores a percentage-only discount outside its window', () => {
    const future = pricingDiscount({
      priceCents: null,
      percentage: 25,
      startDate: '2099-01-01',
      endDate: '2099-12-31',
    })
    expect(
      derivePricing(pricingProduct({ discountPriceCents: 750, discounts: [future] }), NOW)
        .currentPriceCents,
    ).toBe(1000)
  })
})

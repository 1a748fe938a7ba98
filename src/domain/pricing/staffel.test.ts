// Unit tests of the staffel (tier) price and the loyalty labels.
import { describe, expect, it } from 'vitest'
import { catalogue } from '@/messages/nl/catalogue'
import { NOW, pricingDiscount, pricingProduct } from '@/testing/pricing'
import { derivePricing } from './prices'

describe('StaffelDiscount and loyalty labels', () => {
  it('builds the staffel from an active discount with a minimum quantity', () => {
    const p = pricingProduct({
      priceCents: 899,
      discounts: [pricingDiscount({ minQuantity: 3, percentage: 10, priceCents: null })],
    })
    expect(derivePricing(p, NOW).staffelDiscount).toEqual({
      percentage: 10,
      minQuantity: 3,
      oldPriceCents: 899,
      newPriceCents: 809,
      label: 'Vanaf 3 stuks 10% korting',
    })
  })

  it('has no staffel for a minimum quantity of 1 or an inactive one', () => {
    expect(
      derivePricing(
        pricingProduct({ discounts: [pricingDiscount({ minQuantity: 1, priceCents: null })] }),
        NOW,
      ).staffelDiscount,
    ).toBeNull()
    const expired = pricingDiscount({ minQuantity: 3, endDate: '2025-01-01', priceCents: null })
    expect(derivePricing(pricingProduct({ discounts: [expired] }), NOW).staffelDiscount).toBeNull()
  })

  it('labels a loyalty discount from Name, Description and LoyaltyPoints', () => {
    const loyalty = pricingDiscount({
      name: 'Klantenkaartvoordeel',
      description: '10% korting met je klantenkaart',
      loyaltyPoints: 250,
      isLoyalty: true,
    })
    expect(derivePricing(pricingProduct({ discounts: [loyalty] }), NOW).loyaltyLabels).toEqual([
      'Klantenkaartvoordeel: 10% korting met je klantenkaart (250 punten)',
    ])
    expect(catalogue.pricing.loyaltyLabel('Voordeel', null, '')).toBe('Voordeel')
  })
})

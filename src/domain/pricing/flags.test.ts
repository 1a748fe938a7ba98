// Unit tests of a product's flags, the one colour rule, the seed's fixtures and a colour product's
// surtax in every price shown for it.
import { describe, expect, it } from 'vitest'
import { fixtureProductIds, products as seedProducts } from '@/mocks/db/seed-catalogue'
import { mapProduct, productDtoSchema, type Product } from '@/api/aspos/products'
import { NOW, paintFields, pricingDiscount, pricingProduct, seedProduct } from '@/testing/pricing'
import { deriveFlags, deriveProduct } from './flags'
import { lineCharge } from './line-charge'
import { derivePricing } from './prices'
import { fieldValue, isColourProduct, isTruthy } from './product-fields'

describe('flags', () => {
  it('derives EANCode, IsVariant, IsVirtual, IsNew, IsColorProduct, ContainsAlcohol', () => {
    const f = deriveFlags(
      pricingProduct({
        parentProductId: 7,
        isVirtual: true,
        fields: [
          { code: 'PFC_Nieuw', value: 'True' },
          { code: 'kleurkiezer', value: '1' },
          { code: 'Inhoudwebshop', value: '750 ml' },
          { code: 'Leveringstijd', value: '1-2 werkdagen' },
        ],
        banners: [{ name: 'Alcoholhoudend', title: 'Bevat alcohol' }],
        certs: [{ code: 'MSC', name: 'MSC-gecertificeerd' }],
        stock: 0,
      }),
    )
    expect(f).toMatchObject({
      eanCode: '8712345000017',
      isVariant: true,
      isVirtual: true,
      isNew: true,
      isColorProduct: true,
      containsAlcohol: true,
      contents: '750 ml',
      deliveryTime: '1-2 werkdagen',
      inStock: true,
    })
    expect(f.certs).toEqual([{ code: 'MSC', name: 'MSC-gecertificeerd' }])
  })

  it("says a family's price per kg by the bag its price is, and no contents of its own", () => {
    const family = deriveProduct(
      {
        ...pricingProduct({ fields: [{ code: 'Inhoudwebshop', value: '400 gram' }] }),
        variantCount: 3,
        highestVariantPriceCents: 3679,
      },
      NOW,
    )
    expect(family.unitPrice).toEqual({
      cents: Math.round((family.currentPriceCents * 1000) / 400),
      unit: 'kg',
    })
    expect(family.contents).toBeNull()
  })

  it('is all false for a plain product; stock 0 means out of stock', () => {
    expect(deriveFlags(pricingProduct({ stock: 0 }))).toMatchObject({
      isVariant: false,
      isVirtual: false,
      isNew: false,
      isColorProduct: false,
      containsAlcohol: false,
      inStock: false,
    })
    expect(isTruthy('false')).toBe(false)
    expect(fieldValue(pricingProduct({ fields: [{ code: 'X', value: '  ' }] }), 'x')).toBeNull()
  })
})

describe('seed fixtures', () => {
  const at = new Date(2026, 0, 1, 12)
  it('plain: no discount', () => {
    expect(derivePricing(seedProduct(fixtureProductIds.plain), at)).toMatchObject({
      currentPriceCents: 6499,
      originalPriceCents: null,
    })
  })
  it('discounted: lower current price, struck original', () => {
    const r = derivePricing(seedProduct(fixtureProductIds.discounted), at)
    expect(r.originalPriceCents).toBe(6999)
    expect(r.currentPriceCents).toBeLessThan(6999)
  })
  it('expired, future and birthday discounts leave the price alone', () => {
    for (const id of [
      fixtureProductIds.expiredDiscount,
      fixtureProductIds.futureDiscount,
      fixtureProductIds.birthdayDiscount,
    ]) {
      expect(derivePricing(seedProduct(id), at).originalPriceCents).toBeNull()
    }
  })
  it('staffel, loyalty, deposit, weight, colour, alcohol, new, web and list price', () => {
    expect(derivePricing(seedProduct(fixtureProductIds.staffel), at).staffelDiscount?.label).toBe(
      'Vanaf 3 stuks 10% korting',
    )
    expect(derivePricing(seedProduct(fixtureProductIds.loyalty), at).loyaltyLabels[0]).toMatch(
      /250 punten/,
    )
    expect(derivePricing(seedProduct(fixtureProductIds.deposit), at)).toMatchObject({
      depositCents: 15,
      currentPriceCents: 1314,
    })
    expect(derivePricing(seedProduct(fixtureProductIds.weight), at).weightPriceCents).toBe(299)
    expect(
      derivePricing(seedProduct(fixtureProductIds.colour), at).colorSurtaxCents,
    ).toBeGreaterThan(0)
    expect(deriveProduct(seedProduct(fixtureProductIds.alcohol), at).containsAlcohol).toBe(true)
    expect(deriveProduct(seedProduct(fixtureProductIds.isNew), at).isNew).toBe(true)
    expect(derivePricing(seedProduct(fixtureProductIds.webPrice), at)).toMatchObject({
      currentPriceCents: 4499,
      originalPriceCents: 4999,
    })
    expect(derivePricing(seedProduct(fixtureProductIds.listPrice), at).listPriceCents).toBe(12999)
    expect(deriveProduct(seedProduct(fixtureProductIds.virtual), at).isVirtual).toBe(true)
    expect(deriveProduct(seedProduct(fixtureProductIds.outOfStock), at).inStock).toBe(false)
    expect(deriveProduct(seedProduct(1016), at).isVariant).toBe(true)
  })
})

describe('the one colour rule (isColourProduct)', () => {
  it.each(['true', 'TRUE', 'True', '1', 'ja', 'Ja', 'yes', 'j', 'y'])(
    'Kleurkiezer %s makes a colour product',
    (value) => {
      const p = pricingProduct({ fields: [{ code: 'Kleurkiezer', value }] })
      expect(isColourProduct(p)).toBe(true)
      expect(deriveFlags(p).isColorProduct).toBe(true)
    },
  )

  it('a list of Colors alone makes a colour product, with its surtax', () => {
    const p = pricingProduct({
      fields: [{ code: 'Kleurtoeslag', value: '1.50' }],
      colors: [{ code: 'RAL9010', name: 'Zuiver wit', hex: '#F1ECE1', family: 'Wit' }],
    })
    expect(isColourProduct(p)).toBe(true)
    expect(derivePricing(p, NOW).colorSurtaxCents).toBe(150)
  })

  it.each(['false', 'nee', '0', ''])(
    'Kleurkiezer %j without Colors is no colour product',
    (value) => {
      expect(isColourProduct(pricingProduct({ fields: [{ code: 'Kleurkiezer', value }] }))).toBe(
        false,
      )
    },
  )

  it('the seed keeps one product of each spelling, and one with only Colors', () => {
    const values = seedProducts
      .filter((p) => p.Colors.length > 0)
      .map((p) => p.Fields.find((f) => f.Code === 'Kleurkiezer')?.Value ?? null)
    for (const spelling of ['true', 'Ja', '1', 'yes', 'TRUE', null])
      expect(values).toContain(spelling)
    for (const p of seedProducts.filter((p) => p.Colors.length > 0))
      expect(isColourProduct(mapProduct(productDtoSchema().parse(p)))).toBe(true)
  })
})

describe('a colour product: the surtax it always pays is part of every price shown for it', () => {
  // A colour product is sold mixed only (the service refuses it without a colour), so its surtax
  // is always charged: € 1,50 here, on an article of € 32,69 with a staffel of 25% from 2 pieces.
  const paint = (overrides: Partial<Product> = {}) =>
    derivePricing(
      pricingProduct({
        priceCents: 3269,
        fields: [
          { code: 'Kleurkiezer', value: 'true' },
          { code: 'Kleurtoeslag', value: '1.50' },
        ],
        discounts: [
          pricingDiscount({
            id: 2,
            minQuantity: 2,
            percentage: 25,
            priceCents: null,
            name: '2 stuks',
          }),
        ],
        ...overrides,
      }),
      NOW,
    )

  it('the headline price, the staffel line and the unit price include it, as the cart charges', () => {
    const pricing = paint({ fields: [...paintFields, { code: 'Inhoudwebshop', value: '750 ml' }] })
    expect(pricing.currentPriceCents).toBe(3269 + 150)
    expect(pricing.staffelDiscount).toMatchObject({
      oldPriceCents: 3269 + 150,
      // 25% off the article, the surtax undiscounted: € 24,52 + € 1,50 = € 26,02 per piece.
      newPriceCents: 2452 + 150,
    })
    expect(pricing.unitPrice).toEqual({ cents: Math.round(((3269 + 150) * 1000) / 750), unit: 'l' })
    expect(lineCharge(pricing, 1).pieceCents).toBe(pricing.currentPriceCents)
    expect(lineCharge(pricing, 2).pieceCents).toBe(pricing.staffelDiscount!.newPriceCents)
  })

  it('the struck price includes it as the sale price does, so their difference is the discount', () => {
    const pricing = paint({ discounts: [pricingDiscount({ priceCents: 2900 })] })
    expect(pricing.currentPriceCents).toBe(2900 + 150)
    expect(pricing.originalPriceCents).toBe(3269 + 150)
    expect(pricing.originalPriceCents! - pricing.currentPriceCents).toBe(3269 - 2900)
  })

  it('the loyalty price includes it too', () => {
    const pricing = paint({
      discounts: [pricingDiscount({ id: 3, isLoyalty: true, percentage: 10, priceCents: null })],
    })
    expect(pricing.loyaltyPriceCents).toBe(Math.round(3269 * 0.9) + 150)
    expect(lineCharge(pricing, 1, { loyaltyCustomer: true }).pieceCents).toBe(
      pricing.loyaltyPriceCents,
    )
  })

  it('a product that is no colour product pays no surtax', () => {
    const pricing = derivePricing(
      pricingProduct({ priceCents: 3269, fields: [{ code: 'Kleurtoeslag', value: '1.50' }] }),
      NOW,
    )
    expect(pricing.currentPriceCents).toBe(3269)
    expect(lineCharge(pricing, 1).pieceCents).toBe(3269)
  })
})

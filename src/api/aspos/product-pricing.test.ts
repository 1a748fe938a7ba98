// Unit tests of every derived product value: each rule, its edges, and fast-check over the price maths.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mapProduct, productDtoSchema, type Discount, type Product } from '@/api/aspos/products'
import { fixtureProductIds, products as seedProducts } from '@/mocks/db/seed-catalogue'
import { catalogue } from '@/messages/nl/catalogue'
import {
  deriveFlags,
  derivePricing,
  deriveProduct,
  fieldValue,
  isBirthdayDiscount,
  isDiscountActive,
  isTruthy,
  parseEuroCents,
  statiegeldOf,
  visibleDiscounts,
  chargedPiece,
  colourPrice,
  isColourProduct,
  lineCharge,
  showsListPrice,
  showsWebPrice,
} from '@/api/aspos/product-pricing'

const NOW = new Date(2026, 0, 15, 12, 0, 0)

/** An Amsterdam wall-clock moment in January (CET, UTC+1) as an instant, whatever zone the test runs in. */
const ams = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) =>
  new Date(Date.UTC(y, m, d, h, mi, s) - 3600_000)

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    code: 'DW1',
    url: 'product',
    title: 'Product',
    shortDescription: '',
    longDescription: '',
    brandId: 1,
    brandName: 'Merk',
    collectionSlug: null,
    webNodeIds: [],
    priceCents: 1000,
    vatPercentage: 21,
    discountPriceCents: null,
    discounts: [],
    storePrices: [],
    kits: [],
    scanCode: '8712345000017',
    isWeightProduct: false,
    weightPriceCents: null,
    images: [],
    fields: [],
    banners: [],
    certs: [],
    parentProductId: null,
    variantCount: 0,
    highestVariantPriceCents: null,
    isVirtual: false,
    stock: 10,
    colors: [],
    rating: null,
    createdDate: null,
    ...overrides,
  }
}

function discount(overrides: Partial<Discount> = {}): Discount {
  return {
    id: 1,
    name: 'Weekactie',
    description: '20% korting',
    startDate: '2026-01-01',
    startTime: '00:00:00',
    endDate: '2026-01-31',
    endTime: '23:59:59',
    priceCents: 800,
    percentage: 20,
    minQuantity: null,
    loyaltyPoints: null,
    isLoyalty: false,
    ...overrides,
  }
}

const seed = (id: number) =>
  mapProduct(productDtoSchema().parse(seedProducts.find((p) => p.Id === id)))

describe('discount window (Amsterdam time, whatever the device zone)', () => {
  const d = discount({
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
    const noTime = discount({ endDate: '2026-01-20', endTime: null })
    expect(isDiscountActive(noTime, ams(2026, 0, 20, 23, 59, 59))).toBe(true)
    expect(isDiscountActive(noTime, ams(2026, 0, 21, 0, 0, 0))).toBe(false)
  })

  it('treats a missing start or end as open, and an unreadable date as inactive', () => {
    expect(isDiscountActive(discount({ startDate: null, endDate: null }), NOW)).toBe(true)
    expect(isDiscountActive(discount({ endDate: 'morgen' }), NOW)).toBe(false)
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
    const p = product({ discounts: [discount({ name: 'Verjaardagskorting', priceCents: 500 })] })
    expect(visibleDiscounts(p, NOW)).toEqual([])
    const pricing = derivePricing(p, NOW)
    expect(pricing.currentPrice).toBe(1000)
    expect(pricing.originalPrice).toBeNull()
    expect(pricing.loyaltyLabels).toEqual([])
  })
})

describe('CurrentPrice and OriginalPrice', () => {
  it('is the plain price without discounts', () => {
    expect(derivePricing(product(), NOW)).toMatchObject({
      currentPrice: 1000,
      originalPrice: null,
      discountPercentage: null,
    })
  })

  it('takes an active discount and strikes the original price', () => {
    const pricing = derivePricing(product({ discounts: [discount()] }), NOW)
    expect(pricing).toMatchObject({
      currentPrice: 800,
      originalPrice: 1000,
      discountPercentage: 20,
    })
    expect(pricing.priceDiscount?.name).toBe('Weekactie')
  })

  it('ignores expired and future discounts', () => {
    const expired = discount({ startDate: '2024-06-01', endDate: '2024-06-30' })
    const future = discount({ startDate: '2099-01-01', endDate: '2099-12-31' })
    expect(derivePricing(product({ discounts: [expired, future] }), NOW).currentPrice).toBe(1000)
  })

  it('takes the lowest of several active discounts', () => {
    const p = product({
      discounts: [discount({ id: 1, priceCents: 900 }), discount({ id: 2, priceCents: 700 })],
    })
    expect(derivePricing(p, NOW).currentPrice).toBe(700)
  })

  it('ignores a "discount" that is not lower than the price', () => {
    expect(
      derivePricing(product({ discounts: [discount({ priceCents: 1200 })] }), NOW).currentPrice,
    ).toBe(1000)
  })

  it('uses Discount.PriceInclTax only when the service sent no discount details', () => {
    expect(derivePricing(product({ discountPriceCents: 750 }), NOW).currentPrice).toBe(750)
    const expired = discount({ startDate: '2024-06-01', endDate: '2024-06-30' })
    expect(
      derivePricing(product({ discountPriceCents: 750, discounts: [expired] }), NOW).currentPrice,
    ).toBe(1000)
  })

  it('takes a lower Webprijs as the current price', () => {
    const pricing = derivePricing(product({ fields: [{ code: 'Webprijs', value: '8.99' }] }), NOW)
    expect(pricing).toMatchObject({ currentPrice: 899, originalPrice: 1000, webPrice: 899 })
  })

  it('does not let loyalty or staffel discounts set the price', () => {
    const loyalty = discount({ isLoyalty: true, loyaltyPoints: 250, priceCents: 500 })
    const sve = discount({ id: 2, minQuantity: 3, percentage: 10, priceCents: null })
    expect(derivePricing(product({ discounts: [loyalty, sve] }), NOW).currentPrice).toBe(1000)
  })
})

describe('ListPrice, WebPrice, ColorSurtax', () => {
  it('reads Adviesprijs as the list price', () => {
    expect(
      derivePricing(product({ fields: [{ code: 'Adviesprijs', value: '129.99' }] }), NOW).listPrice,
    ).toBe(12999)
  })

  it('reads Kleurtoeslag only for colour products', () => {
    const fields = [{ code: 'Kleurtoeslag', value: '2,50' }]
    expect(derivePricing(product({ fields }), NOW).colorSurtax).toBeNull()
    expect(
      derivePricing(product({ fields: [...fields, { code: 'Kleurkiezer', value: 'true' }] }), NOW)
        .colorSurtax,
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
    const pricing = derivePricing(product({ kits, discounts: [discount()] }), NOW)
    expect(pricing.statiegeld).toBe(30)
    expect(pricing.currentPrice).toBe(830)
    expect(pricing.currentPriceExclDeposit).toBe(800)
    expect(pricing.originalPrice).toBe(1030)
  })

  it('is exactly additive for any deposit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 5 }),
        (price, deposit, quantity) => {
          const without = derivePricing(product({ priceCents: price }), NOW)
          const kit = {
            productId: 9,
            quantity,
            isDeposit: true,
            description: 'Statiegeld',
            priceCents: deposit,
          }
          const withKit = derivePricing(product({ priceCents: price, kits: [kit] }), NOW)
          expect(withKit.currentPrice - without.currentPrice).toBe(deposit * quantity)
          expect(statiegeldOf({ kits: [kit] })).toBe(deposit * quantity)
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
          const p = product({
            priceCents: price,
            discounts: discountPrices.map((c, i) => discount({ id: i + 1, priceCents: c })),
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
          expect(r.currentPriceExclDeposit).toBe(expected)
          expect(r.currentPrice).toBe(expected + deposit)
          expect(Number.isInteger(r.currentPrice)).toBe(true)
          if (r.originalPrice == null) expect(r.currentPriceExclDeposit).toBe(price)
          else {
            expect(r.originalPrice).toBeGreaterThan(r.currentPrice)
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
          const p = product({
            priceCents: price,
            discounts: [discount({ minQuantity, percentage, priceCents: null })],
          })
          const sve = derivePricing(p, NOW).sveDiscount!
          expect(sve).toMatchObject({ percentage, minQuantity, oldPrice: price })
          expect(sve.newPrice).toBe(Math.round((price * (100 - percentage)) / 100))
          expect(sve.newPrice).toBeLessThanOrEqual(sve.oldPrice)
        },
      ),
    )
  })
})

describe('SveDiscount and loyalty labels', () => {
  it('builds the staffel from an active discount with a minimum quantity', () => {
    const p = product({
      priceCents: 899,
      discounts: [discount({ minQuantity: 3, percentage: 10, priceCents: null })],
    })
    expect(derivePricing(p, NOW).sveDiscount).toEqual({
      percentage: 10,
      minQuantity: 3,
      oldPrice: 899,
      newPrice: 809,
      label: 'Vanaf 3 stuks 10% korting',
    })
  })

  it('has no staffel for a minimum quantity of 1 or an inactive one', () => {
    expect(
      derivePricing(product({ discounts: [discount({ minQuantity: 1, priceCents: null })] }), NOW)
        .sveDiscount,
    ).toBeNull()
    const expired = discount({ minQuantity: 3, endDate: '2025-01-01', priceCents: null })
    expect(derivePricing(product({ discounts: [expired] }), NOW).sveDiscount).toBeNull()
  })

  it('labels a loyalty discount from Name, Description and LoyaltyPoints', () => {
    const loyalty = discount({
      name: 'Klantenkaartvoordeel',
      description: '10% korting met je klantenkaart',
      loyaltyPoints: 250,
      isLoyalty: true,
    })
    expect(derivePricing(product({ discounts: [loyalty] }), NOW).loyaltyLabels).toEqual([
      'Klantenkaartvoordeel: 10% korting met je klantenkaart (250 punten)',
    ])
    expect(catalogue.pricing.loyaltyLabel('Voordeel', null, '')).toBe('Voordeel')
  })
})

describe('what the cart charges (chargedPiece)', () => {
  const arbitraryProduct = fc.record({
    base: fc.integer({ min: 1, max: 200_000 }),
    deposit: fc.integer({ min: 0, max: 500 }),
    sve: fc.option(
      fc.record({ min: fc.integer({ min: 2, max: 12 }), pct: fc.integer({ min: 1, max: 60 }) }),
      { nil: null },
    ),
    loyaltyPct: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    surtax: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
  })
  const build = (a: {
    base: number
    deposit: number
    sve: { min: number; pct: number } | null
    loyaltyPct: number | null
    surtax: number | null
  }) =>
    product({
      priceCents: a.base,
      kits: a.deposit
        ? [
            {
              productId: 9,
              quantity: 1,
              isDeposit: true,
              description: 'Statiegeld',
              priceCents: a.deposit,
            },
          ]
        : [],
      discounts: [
        ...(a.sve
          ? [discount({ id: 2, minQuantity: a.sve.min, percentage: a.sve.pct, priceCents: null })]
          : []),
        ...(a.loyaltyPct
          ? [discount({ id: 3, isLoyalty: true, percentage: a.loyaltyPct, priceCents: null })]
          : []),
      ],
      fields:
        a.surtax != null
          ? [
              { code: 'Kleurkiezer', value: 'true' },
              { code: 'Kleurtoeslag', value: (a.surtax / 100).toFixed(2) },
            ]
          : [],
    })

  it('below the staffel minimum charges the shown price; from it, the staffel price; never more than shown', () => {
    fc.assert(
      fc.property(arbitraryProduct, fc.integer({ min: 1, max: 30 }), (a, quantity) => {
        const pricing = derivePricing(build(a), NOW)
        const piece = chargedPiece(pricing, quantity)
        const charged = piece.unitExclDeposit + piece.deposit
        expect(piece.deposit).toBe(a.deposit)
        expect(charged).toBeLessThanOrEqual(pricing.currentPrice)
        if (!a.sve || quantity < a.sve.min) expect(charged).toBe(pricing.currentPrice)
        else expect(charged).toBe(pricing.sveDiscount!.newPrice)
      }),
    )
  })

  it('gives the loyalty price to loyalty customers only, the colour surtax always in', () => {
    fc.assert(
      fc.property(arbitraryProduct, fc.integer({ min: 1, max: 30 }), (a, quantity) => {
        const pricing = derivePricing(build(a), NOW)
        const visitor = chargedPiece(pricing, quantity)
        const member = chargedPiece(pricing, quantity, { loyaltyCustomer: true })
        expect(member.unitExclDeposit).toBeLessThanOrEqual(visitor.unitExclDeposit)
        if (pricing.loyaltyPrice == null) expect(member).toEqual(visitor)
        else
          expect(member.unitExclDeposit + member.deposit).toBe(
            Math.min(visitor.unitExclDeposit + visitor.deposit, pricing.loyaltyPrice),
          )
        // The surtax is never discounted: the cheapest piece still holds all of it.
        expect(visitor.unitExclDeposit).toBeGreaterThanOrEqual(pricing.colorSurtax ?? 0)
      }),
    )
  })

  it('the loyalty price is an advantage: the shown current price ignores it', () => {
    const p = build({ base: 5000, deposit: 0, sve: null, loyaltyPct: 10, surtax: null })
    const pricing = derivePricing(p, NOW)
    expect(pricing.currentPrice).toBe(5000)
    expect(pricing.loyaltyPrice).toBe(4500)
    expect(chargedPiece(pricing, 1).unitExclDeposit).toBe(5000)
    expect(chargedPiece(pricing, 1, { loyaltyCustomer: true }).unitExclDeposit).toBe(4500)
  })
})

describe('unit price (eenheidsprijs)', () => {
  it('is the price per kg or liter of the contents, deposit excluded; weight products have none', () => {
    const withContents = (value: string, overrides: Partial<Product> = {}) =>
      derivePricing(
        product({ priceCents: 4800, fields: [{ code: 'Inhoudwebshop', value }], ...overrides }),
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
      derivePricing(product({ isWeightProduct: true, weightPriceCents: 299 }), NOW).weightPrice,
    ).toBe(299)
    expect(
      derivePricing(product({ isWeightProduct: true, priceCents: 450 }), NOW).weightPrice,
    ).toBe(450)
    expect(derivePricing(product(), NOW).weightPrice).toBeNull()
  })
})

describe('flags', () => {
  it('derives EANCode, IsVariant, IsVirtual, IsNew, IsColorProduct, ContainsAlcohol', () => {
    const f = deriveFlags(
      product({
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

  it('is all false for a plain product; stock 0 means out of stock', () => {
    expect(deriveFlags(product({ stock: 0 }))).toMatchObject({
      isVariant: false,
      isVirtual: false,
      isNew: false,
      isColorProduct: false,
      containsAlcohol: false,
      inStock: false,
    })
    expect(isTruthy('false')).toBe(false)
    expect(fieldValue(product({ fields: [{ code: 'X', value: '  ' }] }), 'x')).toBeNull()
  })
})

describe('seed fixtures', () => {
  const at = new Date(2026, 0, 1, 12)
  it('plain: no discount', () => {
    expect(derivePricing(seed(fixtureProductIds.plain), at)).toMatchObject({
      currentPrice: 6499,
      originalPrice: null,
    })
  })
  it('discounted: lower current price, struck original', () => {
    const r = derivePricing(seed(fixtureProductIds.discounted), at)
    expect(r.originalPrice).toBe(6999)
    expect(r.currentPrice).toBeLessThan(6999)
  })
  it('expired, future and birthday discounts leave the price alone', () => {
    for (const id of [
      fixtureProductIds.expiredDiscount,
      fixtureProductIds.futureDiscount,
      fixtureProductIds.birthdayDiscount,
    ]) {
      expect(derivePricing(seed(id), at).originalPrice).toBeNull()
    }
  })
  it('sve, loyalty, deposit, weight, colour, alcohol, new, web and list price', () => {
    expect(derivePricing(seed(fixtureProductIds.sve), at).sveDiscount?.label).toBe(
      'Vanaf 3 stuks 10% korting',
    )
    expect(derivePricing(seed(fixtureProductIds.loyalty), at).loyaltyLabels[0]).toMatch(
      /250 punten/,
    )
    expect(derivePricing(seed(fixtureProductIds.deposit), at)).toMatchObject({
      statiegeld: 15,
      currentPrice: 1314,
    })
    expect(derivePricing(seed(fixtureProductIds.weight), at).weightPrice).toBe(299)
    expect(derivePricing(seed(fixtureProductIds.colour), at).colorSurtax).toBeGreaterThan(0)
    expect(deriveProduct(seed(fixtureProductIds.alcohol), at).containsAlcohol).toBe(true)
    expect(deriveProduct(seed(fixtureProductIds.isNew), at).isNew).toBe(true)
    expect(derivePricing(seed(fixtureProductIds.webPrice), at)).toMatchObject({
      currentPrice: 4499,
      originalPrice: 4999,
    })
    expect(derivePricing(seed(fixtureProductIds.listPrice), at).listPrice).toBe(12999)
    expect(deriveProduct(seed(fixtureProductIds.virtual), at).isVirtual).toBe(true)
    expect(deriveProduct(seed(fixtureProductIds.outOfStock), at).inStock).toBe(false)
    expect(deriveProduct(seed(1016), at).isVariant).toBe(true)
  })
})

describe('the one line rule (lineCharge): what a line costs', () => {
  const deposit = {
    productId: 9001,
    quantity: 1,
    isDeposit: true,
    description: 'Statiegeld fles',
    priceCents: 15,
  }
  const staffel = (minQuantity: number, percentage: number, id = 2) =>
    discount({ id, name: `Vanaf ${minQuantity} stuks`, minQuantity, percentage, priceCents: null })
  const loyalty = (percentage: number) =>
    discount({ id: 3, isLoyalty: true, loyaltyPoints: 250, percentage, priceCents: null })
  const colour = [
    { code: 'Kleurkiezer', value: 'Ja' },
    { code: 'Kleurtoeslag', value: '2.50' },
  ]

  // Expected values are written out: piece and total in cents, deposit included.
  it.each([
    { case: 'plain, one piece', p: {}, q: 1, opts: {}, piece: 1000, total: 1000 },
    { case: 'plain, three pieces', p: {}, q: 3, opts: {}, piece: 1000, total: 3000 },
    {
      case: 'staffel: below its minimum',
      p: { discounts: [staffel(3, 10)] },
      q: 2,
      opts: {},
      piece: 1000,
      total: 2000,
    },
    {
      case: 'staffel: at its minimum',
      p: { discounts: [staffel(3, 10)] },
      q: 3,
      opts: {},
      piece: 900,
      total: 2700,
    },
    {
      case: 'staffel: above its minimum',
      p: { discounts: [staffel(3, 10)] },
      q: 7,
      opts: {},
      piece: 900,
      total: 6300,
    },
    {
      case: 'staffel from 2, 25%',
      p: { priceCents: 899, discounts: [staffel(2, 25)] },
      q: 2,
      opts: {},
      piece: 674,
      total: 1348,
    },
    {
      case: 'loyalty: a guest pays the price',
      p: { discounts: [loyalty(20)] },
      q: 2,
      opts: {},
      piece: 1000,
      total: 2000,
    },
    {
      case: 'loyalty: a loyalty customer pays the loyalty price',
      p: { discounts: [loyalty(20)] },
      q: 2,
      opts: { loyaltyCustomer: true },
      piece: 800,
      total: 1600,
    },
    {
      case: 'staffel and loyalty do not stack: the lower wins',
      p: { discounts: [staffel(3, 10), loyalty(20)] },
      q: 3,
      opts: { loyaltyCustomer: true },
      piece: 800,
      total: 2400,
    },
    {
      case: 'colour surtax on a colour product, undiscounted',
      p: { fields: colour, discounts: [staffel(3, 10)] },
      q: 3,
      opts: {},
      piece: 1150,
      total: 3450,
    },
    {
      case: 'colour surtax on one piece of a colour product',
      p: { fields: colour },
      q: 1,
      opts: {},
      piece: 1250,
      total: 1250,
    },
    {
      case: 'deposit on every piece',
      p: { kits: [deposit] },
      q: 4,
      opts: {},
      piece: 1015,
      total: 4060,
    },
    {
      case: 'deposit is never discounted by the staffel',
      p: { kits: [deposit], discounts: [staffel(3, 10)] },
      q: 3,
      opts: {},
      piece: 915,
      total: 2745,
    },
    {
      case: 'percentage-only discount sets the price',
      p: { discounts: [discount({ priceCents: null, percentage: 15 })] },
      q: 2,
      opts: {},
      piece: 850,
      total: 1700,
    },
    {
      case: 'percentage-only discount, then the staffel on that price',
      p: { discounts: [discount({ priceCents: null, percentage: 20 }), staffel(3, 10)] },
      q: 3,
      opts: {},
      piece: 720,
      total: 2160,
    },
    {
      case: 'a weight product: WeightPrice per kg times the kilograms',
      p: { isWeightProduct: true, weightPriceCents: 450 },
      q: 2.5,
      opts: {},
      piece: 450,
      total: 1125,
    },
  ])('$case', ({ p, q, opts, piece, total }) => {
    const charge = lineCharge(derivePricing(product(p as Partial<Product>), NOW), q, opts)
    expect({ piece: charge.piece, total: charge.total }).toEqual({ piece, total })
  })

  it('the total is always the piece times the quantity, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        (price, quantity) => {
          const charge = lineCharge(
            derivePricing(product({ priceCents: price, discounts: [staffel(3, 10)] }), NOW),
            quantity,
          )
          expect(charge.total).toBe(charge.piece * quantity)
          expect(Number.isInteger(charge.total)).toBe(true)
        },
      ),
    )
  })
})

describe('price with colour (colourPrice): one amount, the surtax inside it', () => {
  const colour = [
    { code: 'Kleurkiezer', value: 'Ja' },
    { code: 'Kleurtoeslag', value: '1,50' },
  ]
  it('is what the cart charges for one piece with a colour mixed, surtax and deposit in', () => {
    const pricing = derivePricing(
      product({
        fields: colour,
        priceCents: 3269,
        kits: [
          {
            productId: 9001,
            quantity: 1,
            isDeposit: true,
            description: 'Statiegeld',
            priceCents: 15,
          },
        ],
      }),
      NOW,
    )
    expect(colourPrice(pricing)).toEqual({ piece: 3269 + 150 + 15, surtax: 150 })
    expect(colourPrice(pricing)!.piece).toBe(lineCharge(pricing, 1).piece)
    expect(colourPrice(pricing)!.piece).toBe(pricing.currentPrice)
  })

  it('is null for a product without a colour', () => {
    expect(colourPrice(derivePricing(product({ priceCents: 3269 }), NOW))).toBeNull()
  })
})

describe('percentage-only discounts and the service’s Discount.PriceInclTax', () => {
  it('a discount with only a percentage lowers the price and is the price discount', () => {
    const pricing = derivePricing(
      product({ discounts: [discount({ priceCents: null, percentage: 25 })] }),
      NOW,
    )
    expect(pricing).toMatchObject({
      currentPrice: 750,
      originalPrice: 1000,
      discountPercentage: 25,
    })
    expect(pricing.priceDiscount?.percentage).toBe(25)
  })

  it('keeps Discount.PriceInclTax beside a percentage-only discount (the lower counts)', () => {
    const percentageOnly = discount({ priceCents: null, percentage: 10 })
    expect(
      derivePricing(product({ discountPriceCents: 850, discounts: [percentageOnly] }), NOW)
        .currentPrice,
    ).toBe(850)
    // An active discount with neither a price nor a percentage leaves the price to the service.
    const bare = discount({ priceCents: null, percentage: null })
    expect(
      derivePricing(product({ discountPriceCents: 850, discounts: [bare] }), NOW).currentPrice,
    ).toBe(850)
  })

  it('ignores a percentage-only discount outside its window', () => {
    const future = discount({
      priceCents: null,
      percentage: 25,
      startDate: '2099-01-01',
      endDate: '2099-12-31',
    })
    expect(
      derivePricing(product({ discountPriceCents: 750, discounts: [future] }), NOW).currentPrice,
    ).toBe(1000)
  })
})

describe('the one colour rule (isColourProduct)', () => {
  it.each(['true', 'TRUE', 'True', '1', 'ja', 'Ja', 'yes', 'j', 'y'])(
    'Kleurkiezer %s makes a colour product',
    (value) => {
      const p = product({ fields: [{ code: 'Kleurkiezer', value }] })
      expect(isColourProduct(p)).toBe(true)
      expect(deriveFlags(p).isColorProduct).toBe(true)
    },
  )

  it('a list of Colors alone makes a colour product, with its surtax', () => {
    const p = product({
      fields: [{ code: 'Kleurtoeslag', value: '1.50' }],
      colors: [{ code: 'RAL9010', name: 'Zuiver wit', hex: '#F1ECE1', family: 'Wit' }],
    })
    expect(isColourProduct(p)).toBe(true)
    expect(derivePricing(p, NOW).colorSurtax).toBe(150)
  })

  it.each(['false', 'nee', '0', ''])(
    'Kleurkiezer %j without Colors is no colour product',
    (value) => {
      expect(isColourProduct(product({ fields: [{ code: 'Kleurkiezer', value }] }))).toBe(false)
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

describe('Adviesprijs and Webprijs on one basis (without deposit)', () => {
  const kits = [
    { productId: 9001, quantity: 1, isDeposit: true, description: 'Statiegeld', priceCents: 100 },
  ]
  it('compares Adviesprijs with the price without deposit', () => {
    // 10,50 is above the 10,00 article price, though below the 11,00 shown with deposit.
    const p = derivePricing(
      product({ kits, fields: [{ code: 'Adviesprijs', value: '10.50' }] }),
      NOW,
    )
    expect(showsListPrice(p)).toBe(true)
    const same = derivePricing(
      product({ kits, fields: [{ code: 'Adviesprijs', value: '10.00' }] }),
      NOW,
    )
    expect(showsListPrice(same)).toBe(false)
  })

  it('compares Webprijs with the price without deposit', () => {
    const p = derivePricing(product({ kits, fields: [{ code: 'Webprijs', value: '12.00' }] }), NOW)
    expect(showsWebPrice(p)).toBe(true)
    const equal = derivePricing(
      product({ kits, fields: [{ code: 'Webprijs', value: '10.00' }] }),
      NOW,
    )
    expect(showsWebPrice(equal)).toBe(false)
  })
})

describe('WeightPrice', () => {
  it('is the per-kg price of a weight product, and its current price', () => {
    const p = derivePricing(
      product({ isWeightProduct: true, priceCents: 1000, weightPriceCents: 450 }),
      NOW,
    )
    expect(p).toMatchObject({ weightPrice: 450, currentPrice: 450 })
  })

  it('falls back to PriceInclTax when the service sends none', () => {
    expect(
      derivePricing(product({ isWeightProduct: true, priceCents: 1000 }), NOW).weightPrice,
    ).toBe(1000)
  })
})

describe('a colour product: the surtax it always pays is part of every price shown for it', () => {
  // A colour product is sold mixed only (the service refuses it without a colour), so its surtax
  // is always charged: € 1,50 here, on an article of € 32,69 with a staffel of 25% from 2 pieces.
  const paint = (overrides: Partial<Product> = {}) =>
    derivePricing(
      product({
        priceCents: 3269,
        fields: [
          { code: 'Kleurkiezer', value: 'true' },
          { code: 'Kleurtoeslag', value: '1.50' },
        ],
        discounts: [
          discount({ id: 2, minQuantity: 2, percentage: 25, priceCents: null, name: '2 stuks' }),
        ],
        ...overrides,
      }),
      NOW,
    )

  it('the headline price, the staffel line and the unit price include it, as the cart charges', () => {
    const pricing = paint({ fields: [...paintFields, { code: 'Inhoudwebshop', value: '750 ml' }] })
    expect(pricing.currentPrice).toBe(3269 + 150)
    expect(pricing.sveDiscount).toMatchObject({
      oldPrice: 3269 + 150,
      // 25% off the article, the surtax undiscounted: € 24,52 + € 1,50 = € 26,02 per piece.
      newPrice: 2452 + 150,
    })
    expect(pricing.unitPrice).toEqual({ cents: Math.round(((3269 + 150) * 1000) / 750), unit: 'l' })
    expect(lineCharge(pricing, 1).piece).toBe(pricing.currentPrice)
    expect(lineCharge(pricing, 2).piece).toBe(pricing.sveDiscount!.newPrice)
  })

  it('the struck price includes it as the sale price does, so their difference is the discount', () => {
    const pricing = paint({ discounts: [discount({ priceCents: 2900 })] })
    expect(pricing.currentPrice).toBe(2900 + 150)
    expect(pricing.originalPrice).toBe(3269 + 150)
    expect(pricing.originalPrice! - pricing.currentPrice).toBe(3269 - 2900)
  })

  it('the loyalty price includes it too', () => {
    const pricing = paint({
      discounts: [discount({ id: 3, isLoyalty: true, percentage: 10, priceCents: null })],
    })
    expect(pricing.loyaltyPrice).toBe(Math.round(3269 * 0.9) + 150)
    expect(lineCharge(pricing, 1, { loyaltyCustomer: true }).piece).toBe(pricing.loyaltyPrice)
  })

  it('a product that is no colour product pays no surtax', () => {
    const pricing = derivePricing(
      product({ priceCents: 3269, fields: [{ code: 'Kleurtoeslag', value: '1.50' }] }),
      NOW,
    )
    expect(pricing.currentPrice).toBe(3269)
    expect(lineCharge(pricing, 1).piece).toBe(3269)
  })
})

const paintFields = [
  { code: 'Kleurkiezer', value: 'true' },
  { code: 'Kleurtoeslag', value: '1.50' },
]

describe('the saving of a line (what the cart shows struck beside it)', () => {
  const staffel = discount({ id: 2, minQuantity: 3, percentage: 10, priceCents: null })
  it('a staffel line: the piece without the staffel, and that the staffel made it cheaper', () => {
    const pricing = derivePricing(product({ discounts: [staffel] }), NOW)
    expect(lineCharge(pricing, 2)).toMatchObject({ originalPiece: 1000, saving: null })
    expect(lineCharge(pricing, 3)).toMatchObject({
      piece: 900,
      originalPiece: 1000,
      saving: 'staffel',
    })
  })

  it('a sale line: the struck price of the product; a loyalty line: the price others pay', () => {
    const sale = derivePricing(product({ discounts: [discount({ priceCents: 800 })] }), NOW)
    expect(lineCharge(sale, 1)).toMatchObject({ piece: 800, originalPiece: 1000, saving: 'sale' })
    const loyal = derivePricing(
      product({
        discounts: [discount({ id: 3, isLoyalty: true, percentage: 20, priceCents: null })],
      }),
      NOW,
    )
    expect(lineCharge(loyal, 1, { loyaltyCustomer: true })).toMatchObject({
      piece: 800,
      originalPiece: 1000,
      saving: 'loyalty',
    })
    expect(lineCharge(loyal, 1)).toMatchObject({ piece: 1000, originalPiece: 1000, saving: null })
  })

  it('a paint line on the staffel: both prices with the surtax and the deposit', () => {
    const pricing = derivePricing(
      product({
        priceCents: 3269,
        fields: paintFields,
        discounts: [discount({ id: 2, minQuantity: 2, percentage: 25, priceCents: null })],
      }),
      NOW,
    )
    expect(lineCharge(pricing, 2)).toMatchObject({
      piece: 2452 + 150,
      originalPiece: 3269 + 150,
      saving: 'staffel',
      total: 2 * (2452 + 150),
    })
  })
})

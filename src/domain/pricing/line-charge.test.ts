// Unit tests of what the cart charges: the piece of a line (chargedPiece), the one line rule
// (lineCharge), the price with colour, and the saving a line shows.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Product } from '@/api/aspos/products'
import { NOW, paintFields, pricingDiscount, pricingProduct } from '@/testing/pricing'
import { chargedPiece, colourPrice, lineCharge } from './line-charge'
import { derivePricing } from './prices'

describe('what the cart charges (chargedPiece)', () => {
  const arbitraryProduct = fc.record({
    base: fc.integer({ min: 1, max: 200_000 }),
    deposit: fc.integer({ min: 0, max: 500 }),
    staffel: fc.option(
      fc.record({ min: fc.integer({ min: 2, max: 12 }), pct: fc.integer({ min: 1, max: 60 }) }),
      { nil: null },
    ),
    loyaltyPct: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    surtax: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
  })
  const build = (a: {
    base: number
    deposit: number
    staffel: { min: number; pct: number } | null
    loyaltyPct: number | null
    surtax: number | null
  }) =>
    pricingProduct({
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
        ...(a.staffel
          ? [
              pricingDiscount({
                id: 2,
                minQuantity: a.staffel.min,
                percentage: a.staffel.pct,
                priceCents: null,
              }),
            ]
          : []),
        ...(a.loyaltyPct
          ? [
              pricingDiscount({
                id: 3,
                isLoyalty: true,
                percentage: a.loyaltyPct,
                priceCents: null,
              }),
            ]
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
        const charged = piece.unitExclDepositCents + piece.depositCents
        expect(piece.depositCents).toBe(a.deposit)
        expect(charged).toBeLessThanOrEqual(pricing.currentPriceCents)
        if (!a.staffel || quantity < a.staffel.min) expect(charged).toBe(pricing.currentPriceCents)
        else expect(charged).toBe(pricing.staffelDiscount!.newPriceCents)
      }),
    )
  })

  it('gives the loyalty price to loyalty customers only, the colour surtax always in', () => {
    fc.assert(
      fc.property(arbitraryProduct, fc.integer({ min: 1, max: 30 }), (a, quantity) => {
        const pricing = derivePricing(build(a), NOW)
        const visitor = chargedPiece(pricing, quantity)
        const member = chargedPiece(pricing, quantity, { loyaltyCustomer: true })
        expect(member.unitExclDepositCents).toBeLessThanOrEqual(visitor.unitExclDepositCents)
        if (pricing.loyaltyPriceCents == null) expect(member).toEqual(visitor)
        else
          expect(member.unitExclDepositCents + member.depositCents).toBe(
            Math.min(
              visitor.unitExclDepositCents + visitor.depositCents,
              pricing.loyaltyPriceCents,
            ),
          )
        // The surtax is never discounted: the cheapest piece still holds all of it.
        expect(visitor.unitExclDepositCents).toBeGreaterThanOrEqual(pricing.colorSurtaxCents ?? 0)
      }),
    )
  })

  it('the loyalty price is an advantage: the shown current price ignores it', () => {
    const p = build({ base: 5000, deposit: 0, staffel: null, loyaltyPct: 10, surtax: null })
    const pricing = derivePricing(p, NOW)
    expect(pricing.currentPriceCents).toBe(5000)
    expect(pricing.loyaltyPriceCents).toBe(4500)
    expect(chargedPiece(pricing, 1).unitExclDepositCents).toBe(5000)
    expect(chargedPiece(pricing, 1, { loyaltyCustomer: true }).unitExclDepositCents).toBe(4500)
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
    pricingDiscount({
      id,
      name: `Vanaf ${minQuantity} stuks`,
      minQuantity,
      percentage,
      priceCents: null,
    })
  const loyalty = (percentage: number) =>
    pricingDiscount({ id: 3, isLoyalty: true, loyaltyPoints: 250, percentage, priceCents: null })
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
      p: { discounts: [pricingDiscount({ priceCents: null, percentage: 15 })] },
      q: 2,
      opts: {},
      piece: 850,
      total: 1700,
    },
    {
      case: 'percentage-only discount, then the staffel on that price',
      p: { discounts: [pricingDiscount({ priceCents: null, percentage: 20 }), staffel(3, 10)] },
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
    const charge = lineCharge(derivePricing(pricingProduct(p as Partial<Product>), NOW), q, opts)
    expect({ piece: charge.pieceCents, total: charge.totalCents }).toEqual({ piece, total })
  })

  it('the total is always the piece times the quantity, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        (price, quantity) => {
          const charge = lineCharge(
            derivePricing(pricingProduct({ priceCents: price, discounts: [staffel(3, 10)] }), NOW),
            quantity,
          )
          expect(charge.totalCents).toBe(charge.pieceCents * quantity)
          expect(Number.isInteger(charge.totalCents)).toBe(true)
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
      pricingProduct({
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
    expect(colourPrice(pricing)).toEqual({ pieceCents: 3269 + 150 + 15, surtaxCents: 150 })
    expect(colourPrice(pricing)!.pieceCents).toBe(lineCharge(pricing, 1).pieceCents)
    expect(colourPrice(pricing)!.pieceCents).toBe(pricing.currentPriceCents)
  })

  it('is null for a product without a colour', () => {
    expect(colourPrice(derivePricing(pricingProduct({ priceCents: 3269 }), NOW))).toBeNull()
  })
})

describe('the saving of a line (what the cart shows struck beside it)', () => {
  const staffel = pricingDiscount({ id: 2, minQuantity: 3, percentage: 10, priceCents: null })
  it('a staffel line: the piece without the staffel, and that the staffel made it cheaper', () => {
    const pricing = derivePricing(pricingProduct({ discounts: [staffel] }), NOW)
    expect(lineCharge(pricing, 2)).toMatchObject({ originalPieceCents: 1000, saving: null })
    expect(lineCharge(pricing, 3)).toMatchObject({
      pieceCents: 900,
      originalPieceCents: 1000,
      saving: 'staffel',
    })
  })

  it('a sale line: the struck price of the product; a loyalty line: the price others pay', () => {
    const sale = derivePricing(
      pricingProduct({ discounts: [pricingDiscount({ priceCents: 800 })] }),
      NOW,
    )
    expect(lineCharge(sale, 1)).toMatchObject({
      pieceCents: 800,
      originalPieceCents: 1000,
      saving: 'sale',
    })
    const loyal = derivePricing(
      pricingProduct({
        discounts: [pricingDiscount({ id: 3, isLoyalty: true, percentage: 20, priceCents: null })],
      }),
      NOW,
    )
    expect(lineCharge(loyal, 1, { loyaltyCustomer: true })).toMatchObject({
      pieceCents: 800,
      originalPieceCents: 1000,
      saving: 'loyalty',
    })
    expect(lineCharge(loyal, 1)).toMatchObject({
      pieceCents: 1000,
      originalPieceCents: 1000,
      saving: null,
    })
  })

  it('a paint line on the staffel: both prices with the surtax and the deposit', () => {
    const pricing = derivePricing(
      pricingProduct({
        priceCents: 3269,
        fields: paintFields,
        discounts: [pricingDiscount({ id: 2, minQuantity: 2, percentage: 25, priceCents: null })],
      }),
      NOW,
    )
    expect(lineCharge(pricing, 2)).toMatchObject({
      pieceCents: 2452 + 150,
      originalPieceCents: 3269 + 150,
      saving: 'staffel',
      totalCents: 2 * (2452 + 150),
    })
  })
})

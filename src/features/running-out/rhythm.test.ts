// Unit tests of "Bijna op?" with today's products (sold out, no longer sold, a colour that is gone,
// a variant) and a food bought once, whose rhythm its feeding table and a pet give.
import { describe, expect, it } from 'vitest'
import { only, pastLine as line, pastOrder as order, rhythm } from '@/testing/rhythm'
import { mapProduct, productDtoSchema, type Product } from '@/api/aspos/products'
import { dueState, productRhythms, rhythmKey, singlePurchases } from '@/domain/refill-rhythm'
import { fixtureProductIds, products as seedProducts } from '@/mocks/db/seed-catalogue'
import { dueItems, feedingRhythm, withFeedingRhythms } from './rhythm'

const seed = (id: number, overrides: Partial<Product> = {}): Product => ({
  ...mapProduct(productDtoSchema().parse(seedProducts.find((p) => p.Id === id))),
  ...overrides,
})

describe('dueItems: today’s products', () => {
  const plain = seed(fixtureProductIds.plain, { stock: 12 })
  const soldOut = seed(fixtureProductIds.outOfStock)
  const colour = seed(fixtureProductIds.colour)
  const due = (productId: number, color: string | null = null) => ({
    rhythm: { ...rhythm('2026-03-12'), key: rhythmKey(productId, color), productId, color },
    state: 'soon' as const,
  })

  it('leaves out a product no longer sold, or no longer online', () => {
    const offline = seed(fixtureProductIds.isNew, { webNodeIds: [] })
    const items = dueItems([due(8001), due(offline.id), due(plain.id)], [offline, plain])
    expect(items.map((i) => i.product.id)).toEqual([plain.id])
  })

  it('keeps a sold-out product, marked', () => {
    const items = dueItems([due(soldOut.id), due(plain.id)], [soldOut, plain])
    expect(items.map((i) => [i.product.id, i.soldOut])).toEqual([
      [soldOut.id, true],
      [plain.id, false],
    ])
  })

  it('keeps a colour product in a colour it still has; a colour gone is left out', () => {
    const code = colour.colors[0]!.code
    const items = dueItems(
      [due(colour.id, code), due(colour.id, 'RAL0000'), due(colour.id)],
      [colour],
    )
    expect(items.map((i) => i.rhythm.color)).toEqual([code])
  })

  it('leaves out a variant parent (no article to buy)', () => {
    const parent = seed(fixtureProductIds.variantParent)
    expect(dueItems([due(parent.id)], [parent])).toEqual([])
  })

  // Issue 51: a food bought by bag size is a variant; its bag is what runs out and is bought again.
  it('keeps a variant (a bag size of a family) as the product to buy again', () => {
    const bag = seedProducts.find(
      (p) => p.ParentProductId !== null && p.Fields.some((f) => f.Value === '2 kg'),
    )!
    const variant = seed(bag.Id)
    const items = dueItems([due(variant.id)], [variant])
    expect(items.map((i) => i.product.id)).toEqual([variant.id])
    expect(items[0]!.product.title).toMatch(/ 2 kg$/)
  })
})

describe('a food bought once: its feeding table and a pet of "Mijn dieren"', () => {
  // Royal Canin Ageing 12+ 2 kg: "2 kg: 25 g; 3 kg: 35 g; 4 kg: 45 g; 5 kg: 50 g; …".
  const seniorBag = mapProduct(
    productDtoSchema().parse(seedProducts.find((p) => p.Url === 'royal-canin-ageing-12-2-kg')),
  )
  const minoes = { name: 'Minoes', species: 'Kat', weightGrams: 4000 }
  const bello = { name: 'Bello', species: 'Hond', weightGrams: 20000 }

  it('finds the products bought on one day only, within 180 days', () => {
    const singles = singlePurchases(
      [
        order('2026-03-01', [line(seniorBag.id, 1), line(7)]),
        order('2026-03-01', [line(seniorBag.id, 1)]),
        order('2026-03-20', [line(7)]),
        order('2025-06-01', [line(8)]),
        order('2026-03-10', [line(9)], true),
      ],
      '2026-04-01',
    )
    expect(singles).toEqual([
      {
        key: String(seniorBag.id),
        productId: seniorBag.id,
        color: null,
        name: `Product ${seniorBag.id}`,
        date: '2026-03-01',
        quantity: 2,
      },
    ])
  })

  it('runs out at the purchase day + the bag / the grams a day of the pet of its species', () => {
    const [single] = singlePurchases([order('2026-03-01', [line(seniorBag.id)])], '2026-03-02')
    const r = feedingRhythm(single!, seniorBag, [bello, minoes])!
    // 4 kg: 45 g a day; 2000 g / 45 g = 44,4 days.
    expect(r.fedBy).toBe('Minoes')
    expect(r.expectedDate).toBe('2026-04-14')
    expect(r.daysPerPiece).toBeCloseTo(2000 / 45)
    expect(r.purchases).toBe(1)
    // Two bags last twice as long.
    const [two] = singlePurchases([order('2026-03-01', [line(seniorBag.id, 2)])], '2026-03-02')
    expect(feedingRhythm(two!, seniorBag, [minoes])!.expectedDate).toBe('2026-05-29')
  })

  it('says nothing without a pet of the species, a weight in the table, or a table', () => {
    const [single] = singlePurchases([order('2026-03-01', [line(seniorBag.id)])], '2026-03-02')
    expect(feedingRhythm(single!, seniorBag, [bello])).toBeNull()
    expect(feedingRhythm(single!, seniorBag, [{ ...minoes, weightGrams: 1000 }])).toBeNull()
    const noTable = {
      ...seniorBag,
      fields: seniorBag.fields.filter((f) => f.code !== 'Voedingsadvies'),
    }
    expect(feedingRhythm(single!, noTable, [minoes])).toBeNull()
  })

  it('joins the rhythms of the orders, and is due as they are', () => {
    const orders = [order('2026-03-01', [line(seniorBag.id)])]
    const rhythms = withFeedingRhythms(
      productRhythms(orders),
      singlePurchases(orders, '2026-04-10'),
      [seniorBag],
      [minoes],
    )
    const r = only(rhythms)
    expect(dueState(r, '2026-04-10')).toBe('soon')
    expect(dueState(r, '2026-04-14')).toBe('today')
    expect(withFeedingRhythms([], singlePurchases(orders, '2026-04-10'), [seniorBag], [])).toEqual(
      [],
    )
  })
})

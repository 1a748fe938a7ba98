// Unit tests of the bulk-add rules: what is sent, what is refused (by name, with the reason), what
// is lowered to today's stock with the cart counted, and which reordered lines changed price.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mapProduct, productDtoSchema, type Product } from '@/api/aspos/products'
import { fixtureProductIds, products as seedProducts } from '@/mocks/db/seed-catalogue'
import { planBulkAdd, priceChanges, type WantedLine } from './bulk-add'

const seed = (id: number, overrides: Partial<Product> = {}): Product => ({
  ...mapProduct(productDtoSchema().parse(seedProducts.find((p) => p.Id === id))),
  ...overrides,
})
const wanted = (
  productId: number,
  quantity = 1,
  color: string | null = null,
  name = `Regel ${productId}`,
): WantedLine => ({
  productId,
  quantity,
  color,
  name,
})

const plain = seed(fixtureProductIds.plain, { stock: 40 })
const colour = seed(fixtureProductIds.colour)
const colourCode = colour.colors[0]!.code

describe('planBulkAdd', () => {
  it('sends every buyable line, with its colour, in the order asked', () => {
    const plan = planBulkAdd(
      [wanted(plain.id, 2), wanted(colour.id, 1, colourCode)],
      [plain, colour],
      [],
    )
    expect(plan.send).toEqual([
      { productId: plain.id, quantity: 2, color: null },
      { productId: colour.id, quantity: 1, color: colourCode },
    ])
    expect(plan.refused).toEqual([])
    expect(plan.lowered).toEqual([])
  })

  it('names each line it cannot send, with why', () => {
    const parent = seed(fixtureProductIds.variantParent)
    const soldOut = seed(fixtureProductIds.outOfStock)
    const offline = seed(fixtureProductIds.isNew, { webNodeIds: [] })
    const plan = planBulkAdd(
      [
        wanted(8001, 1, null, 'Hooiruif oud'),
        wanted(offline.id),
        wanted(parent.id),
        wanted(colour.id),
        wanted(colour.id, 1, 'RAL1003'),
        wanted(soldOut.id),
      ],
      [offline, parent, colour, soldOut],
      [],
    )
    expect(plan.send).toEqual([])
    expect(plan.refused).toEqual([
      { name: 'Hooiruif oud', reason: 'notFound' },
      { name: offline.title, reason: 'notOnline' },
      { name: parent.title, reason: 'variantRequired' },
      { name: colour.title, reason: 'colourRequired' },
      { name: colour.title, reason: 'colourGone' },
      { name: soldOut.title, reason: 'outOfStock' },
    ])
  })

  // Issue 51: "Opnieuw bestellen" of a size bought before sends that size, not the family.
  it('sends a variant (a size of a family) as it was ordered', () => {
    const size = seedProducts.find(
      (p) =>
        p.ParentProductId !== null && p.Fields.some((f) => f.Value === 'maat M') && p.Stock! > 5,
    )!
    const variant = seed(size.Id)
    const plan = planBulkAdd([wanted(variant.id, 1)], [variant], [])
    expect(plan.send).toEqual([{ productId: variant.id, quantity: 1, color: null }])
    expect(plan.refused).toEqual([])
  })

  it('lowers a quantity to what the stock leaves beside the cart, and says so', () => {
    const plan = planBulkAdd(
      [wanted(plain.id, 30)],
      [plain],
      [{ productId: plain.id, quantity: 25 }],
    )
    expect(plan.send).toEqual([{ productId: plain.id, quantity: 15, color: null }])
    expect(plan.lowered).toEqual([{ name: plain.title, wanted: 30, quantity: 15 }])
  })

  it('refuses a line when the cart already holds the whole stock', () => {
    const plan = planBulkAdd(
      [wanted(plain.id, 1)],
      [plain],
      [{ productId: plain.id, quantity: 40 }],
    )
    expect(plan.send).toEqual([])
    expect(plan.refused).toEqual([{ name: plain.title, reason: 'allInCart' }])
  })

  it('counts the stock over the colours of one product within the same add', () => {
    const limited = { ...colour, stock: 3 }
    const other = colour.colors[1]!.code
    const plan = planBulkAdd(
      [wanted(colour.id, 2, colourCode), wanted(colour.id, 2, other)],
      [limited],
      [],
    )
    expect(plan.send).toEqual([
      { productId: colour.id, quantity: 2, color: colourCode },
      { productId: colour.id, quantity: 1, color: other },
    ])
  })

  it('has no ceiling for unknown stock or virtual products', () => {
    const unknown = { ...plain, stock: null }
    const virtual = seed(fixtureProductIds.virtual, { stock: 0 })
    const plan = planBulkAdd([wanted(plain.id, 500), wanted(virtual.id, 3)], [unknown, virtual], [])
    expect(plan.send.map((l) => l.quantity)).toEqual([500, 3])
  })

  it('never sends more than the stock beside the cart, whatever is asked (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }),
        (stock, held, quantities) => {
          const product = { ...plain, stock }
          const plan = planBulkAdd(
            quantities.map((q) => wanted(plain.id, q)),
            [product],
            [{ productId: plain.id, quantity: held }],
          )
          const sent = plan.send.reduce((sum, l) => sum + l.quantity, 0)
          expect(sent).toBeLessThanOrEqual(Math.max(0, stock - held))
          expect(plan.send.length + plan.refused.length).toBe(quantities.length)
        },
      ),
    )
  })

  it('keeps the order price of what it sends, for the cart to compare', () => {
    const plan = planBulkAdd(
      [{ ...wanted(plain.id), orderPriceCents: 5999 }, wanted(8001)],
      [plain],
      [],
    )
    expect(plan.priceReferences).toEqual([
      { productId: plain.id, color: null, name: plain.title, orderPriceCents: 5999 },
    ])
  })
})

describe('priceChanges', () => {
  const refs = [
    { productId: 1, color: null, name: 'Brokjes', orderPriceCents: 1000 },
    { productId: 2, color: 'RAL9010', name: 'Lak', orderPriceCents: 2000 },
  ]
  it('lists the reordered lines the cart holds at another price', () => {
    const lines = [
      { productId: 1, color: null, unitPriceCents: 1100 },
      { productId: 2, color: 'RAL9010', unitPriceCents: 2000 },
    ]
    expect(priceChanges(refs, lines)).toEqual([
      { name: 'Brokjes', orderPriceCents: 1000, todayCents: 1100 },
    ])
  })
  it('says nothing about lines that left the cart or another colour', () => {
    expect(priceChanges(refs, [{ productId: 2, color: 'RAL9005', unitPriceCents: 2500 }])).toEqual(
      [],
    )
  })
})

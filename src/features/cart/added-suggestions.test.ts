// The add-to-cart layer's suggestions: kits first, then related products, the category's
// bestsellers only when those give nothing; never sold out, never what was just added nor its family,
// never an alternative from its own shelf; four at most.
import { describe, expect, it } from 'vitest'
import type { ProductView } from '@/api/aspos/product-view'
import { needsCategory, pickSuggestions } from './added-suggestions'

const view = (id: number, inStock = true, shelf = 500, parentProductId: number | null = null) =>
  ({ id, inStock, webNodeIds: [shelf], parentProductId }) as unknown as ProductView
const ids = (list: ProductView[]) => list.map((p) => p.id)

describe('pickSuggestions', () => {
  it('takes kits, then related products, up to four', () => {
    const picked = pickSuggestions(
      { kits: [view(10), view(11)], related: [view(20), view(21), view(22)], category: [view(30)] },
      { ids: [1] },
    )
    expect(ids(picked)).toEqual([10, 11, 20, 21])
  })

  it('leaves out sold-out products, the added product and doubles', () => {
    const picked = pickSuggestions(
      {
        kits: [view(10, false)],
        related: [view(1), view(20), view(20), view(21, false)],
        category: [],
      },
      { ids: [1] },
    )
    expect(ids(picked)).toEqual([20])
  })

  it("falls back to the category's bestsellers only when kits and related give nothing", () => {
    const sources = { kits: [view(10, false)], related: [view(1)] }
    expect(needsCategory(sources, { ids: [1] })).toBe(true)
    expect(
      ids(
        pickSuggestions(
          { ...sources, category: [view(1), view(30), view(31, false), view(32)] },
          { ids: [1] },
        ),
      ),
    ).toEqual([30, 32])
    expect(needsCategory({ kits: [], related: [view(20)] }, { ids: [1] })).toBe(false)
    expect(
      ids(pickSuggestions({ kits: [], related: [view(20)], category: [view(30)] }, { ids: [1] })),
    ).toEqual([20])
  })

  it("leaves out the related products of the added product's own shelf, and its family", () => {
    const added = { ids: [1, 100], shelf: 7 }
    const related = [view(20, true, 7), view(100, true, 8), view(21, true, 8), view(22, true, 9)]
    expect(ids(pickSuggestions({ kits: [], related, category: [] }, added))).toEqual([21, 22])
    // Only alternatives from its own shelf: the category's bestsellers, without its family.
    const onlyOwnShelf = { kits: [], related: [view(20, true, 7)] }
    expect(needsCategory(onlyOwnShelf, added)).toBe(true)
    expect(
      ids(pickSuggestions({ ...onlyOwnShelf, category: [view(100), view(30), view(31)] }, added)),
    ).toEqual([30, 31])
  })

  it('leaves out what the cart holds, and every product of its families', () => {
    // The cart holds a body protector in maat M (61, family 60) and a plain product (70).
    const held = { ids: [1, 61, 60, 70], shelf: 7 }
    const related = [view(60, true, 8), view(62, true, 8, 60), view(70, true, 9), view(80, true, 9)]
    expect(ids(pickSuggestions({ kits: [view(70)], related, category: [] }, held))).toEqual([80])
  })
})

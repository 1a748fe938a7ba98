import { describe, expect, it } from 'vitest'
import { fixtureProductIds, products as seedProducts } from '@/mocks/db/seed-catalogue'
import { pickAlternatives } from './product-alternatives'
import { mapProduct, productDtoSchema, type Product } from './products'

const seed = (id: number, overrides: Partial<Product> = {}): Product => ({
  ...mapProduct(productDtoSchema().parse(seedProducts.find((p) => p.Id === id))),
  ...overrides,
})

describe('pickAlternatives: instead of a sold-out product', () => {
  const soldOut = seed(fixtureProductIds.outOfStock, { brandId: 15, parentProductId: null })
  const candidate = (id: number, brandId: number, overrides: Partial<Product> = {}) =>
    seed(fixtureProductIds.plain, { id, brandId, stock: 10, parentProductId: null, ...overrides })

  it('offers products of its category that can be bought, its own brand first, up to max', () => {
    const picked = pickAlternatives(
      soldOut,
      [
        soldOut,
        candidate(1, 4),
        candidate(2, 15, { stock: 0 }),
        candidate(3, 15),
        candidate(4, 4, { webNodeIds: [] }),
        candidate(5, 9),
        candidate(6, 15),
        candidate(7, 4),
      ],
      3,
    )
    expect(picked.map((p) => p.id)).toEqual([3, 6, 1])
  })

  it('never offers the product itself, its own family or a variant parent', () => {
    const child = seed(fixtureProductIds.outOfStock, { id: 11, brandId: 7, parentProductId: 10 })
    const parent = seed(fixtureProductIds.variantParent, { id: 20, brandId: 7, stock: 10 })
    const picked = pickAlternatives(
      child,
      [
        candidate(10, 7),
        candidate(11, 7),
        candidate(12, 7, { parentProductId: 10 }),
        parent,
        candidate(13, 2),
      ],
      4,
    )
    expect(picked.map((p) => p.id)).toEqual([13])
  })

  it('offers nothing when nothing else can be bought', () => {
    expect(pickAlternatives(soldOut, [soldOut, candidate(2, 15, { stock: 0 })], 4)).toEqual([])
  })
})

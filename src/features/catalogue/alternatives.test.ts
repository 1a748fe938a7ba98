import { describe, expect, it } from 'vitest'
import type { ProductView } from '@/api/aspos/product-pricing'
import { pickAlternatives } from './alternatives'

const view = (id: number, brandId: number, inStock = true, parentProductId: number | null = null) =>
  ({ id, brandId, inStock, parentProductId }) as ProductView

describe('pickAlternatives', () => {
  const soldOut = view(1, 7, false)

  it('offers products that can be bought, the same brand first, at most four', () => {
    const picked = pickAlternatives(soldOut, [
      view(2, 3),
      view(3, 7),
      view(4, 3, false),
      view(5, 3),
      view(6, 7),
      view(8, 3),
      view(9, 3),
    ])
    expect(picked.map((p) => p.id)).toEqual([3, 6, 2, 5])
  })

  it('never offers the product itself or its own family', () => {
    const child = view(11, 7, false, 10)
    expect(
      pickAlternatives(child, [view(10, 7), view(11, 7), view(12, 7, true, 10), view(13, 2)]).map(
        (p) => p.id,
      ),
    ).toEqual([13])
  })
})

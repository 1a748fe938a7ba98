// What a sold-out product's page offers instead: products of the same category that can be bought
// (the one `inStock` rule, isSoldOut), the same brand first, at most four.
import type { ProductView } from '@/api/aspos/product-pricing'

export const MAX_ALTERNATIVES = 4

export function pickAlternatives(
  soldOut: Pick<ProductView, 'id' | 'brandId' | 'parentProductId'>,
  candidates: readonly ProductView[],
  max = MAX_ALTERNATIVES,
): ProductView[] {
  const family = soldOut.parentProductId ?? soldOut.id
  const buyable = candidates.filter(
    (p) => p.inStock && p.id !== soldOut.id && p.id !== family && p.parentProductId !== family,
  )
  const sameBrand = (p: ProductView) => soldOut.brandId != null && p.brandId === soldOut.brandId
  // A stable sort: the service's own order within each group.
  return [...buyable.filter(sameBrand), ...buyable.filter((p) => !sameBrand(p))].slice(0, max)
}

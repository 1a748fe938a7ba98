// What the shop offers instead of a sold-out product, on its page and in "Bijna op?": products of
// its category that can be bought now (the one `isSoldOut` rule), never the product itself or its
// own family, nothing without a page (no web node) or that needs a choice first (a variant parent),
// the same brand first and otherwise the service's own order.
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { deriveFlags, isSoldOut } from '@/domain/pricing/flags'
import { type Product } from './products'
import { productQueries } from './product-queries'

/** How many of the category's products are looked at to find the few that are offered. */
const CANDIDATES = 24

export function pickAlternatives<P extends Product>(
  soldOut: Pick<Product, 'id' | 'brandId' | 'parentProductId'>,
  candidates: readonly P[],
  max: number,
): P[] {
  const family = soldOut.parentProductId ?? soldOut.id
  const usable = candidates.filter(
    (c) =>
      c.id !== soldOut.id &&
      c.id !== family &&
      c.parentProductId !== family &&
      !isSoldOut(c) &&
      c.webNodeIds.length > 0 &&
      !deriveFlags(c).isVariantParent,
  )
  const sameBrand = (c: P) => soldOut.brandId !== null && c.brandId === soldOut.brandId
  // A stable order: the service's own within each group.
  return [...usable.filter(sameBrand), ...usable.filter((c) => !sameBrand(c))].slice(0, max)
}

/** Up to `max` alternatives from the product's first category, read while `enabled`. */
export function useAlternatives(
  product: Product,
  { max, enabled = true }: { max: number; enabled?: boolean },
): Product[] {
  const webNodeId = product.webNodeIds[0]
  const query = useQuery({
    ...productQueries.list({ webNodeId, inStock: true, pageSize: CANDIDATES }),
    enabled: enabled && webNodeId !== undefined,
  })
  return useMemo(
    () => (query.data ? pickAlternatives(product, query.data.products, max) : []),
    [product, query.data, max],
  )
}

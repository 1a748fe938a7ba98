// Up to three products instead of a sold-out due one: its category's listing (in stock), read when
// the product is shown, picked by pickAlternatives (its brand first).
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { productQueries, type Product } from '@/api/aspos/products'
import { pickAlternatives } from './rhythm'

/** How many of the category's products are looked at to find three. */
const CANDIDATES = 12

export function useAlternatives(product: Product, enabled = true): Product[] {
  const webNodeId = product.webNodeIds[0]
  const query = useQuery({
    ...productQueries.list({ webNodeId, inStock: true, pageSize: CANDIDATES }),
    enabled: enabled && webNodeId !== undefined,
  })
  return useMemo(
    () => (query.data ? pickAlternatives(product, query.data.products) : []),
    [product, query.data],
  )
}

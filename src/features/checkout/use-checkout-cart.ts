// The checkout's view of the cart: the confirmed cart from the query cache (loaded and kept current
// by the cart feature; every checkout answer that carries the new cart writes it there, see
// api/aspos/checkout.mutations.ts).
import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { cartQueries } from '@/api/aspos/cart'
import { userMessageOf } from '@/api/http'

export function useCheckoutCart() {
  const query = useQuery(cartQueries.detail())
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  return {
    cart: query.data ?? null,
    loading: query.isFetching,
    loadError: query.error ? userMessageOf(query.error) : null,
    retry,
  }
}

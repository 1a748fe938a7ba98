// The checkout's view of the cart: the confirmed cart from the query cache (loaded and kept current
// by the cart feature), and the write of every checkout answer that carries the new cart.
import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { cartQueries, setConfirmedCart, type Cart } from '@/api/aspos/cart'
import { userMessageOf } from '@/api/http'

export function useCheckoutCart() {
  const client = useQueryClient()
  const query = useQuery(cartQueries.detail())
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  /** A checkout call answered with the new cart (nothing is pending while a step submits). */
  const cartChanged = useCallback((cart: Cart) => setConfirmedCart(client, cart), [client])
  return {
    cart: query.data ?? null,
    loading: query.isFetching,
    loadError: query.error ? userMessageOf(query.error) : null,
    retry,
    cartChanged,
  }
}

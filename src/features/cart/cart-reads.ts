// Reads of the cart for components and the quantity fields: the confirmed cart (React Query) with
// the visual lines of cart-store.ts applied, so a change shows at once. The writes, the batch
// queue and the events are cart-store.ts (docs/decisions/007-confirmed-cart.md).
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { cartQueries, type Cart } from '@/api/aspos/cart'
import { userMessageOf } from '@/api/http'
import { queryClient } from '@/api/query-client'
import { useSessionStore } from '@/stores/session-store'
import { cartCount, linesWithVisualQuantities, sameLine, visualLinesOf } from './cart-lines'
import { confirmedCart, useCartStore } from './cart-store'

/**
 * What the cart holds of a product now, waiting changes included: its line in this colour, and all
 * its lines together (the stock counts every colour). The quantity fields check a limit with it.
 */
export function quantitiesInCart(
  productId: number,
  color: string | null,
): { inLine: number; inProduct: number } {
  const lines = useCartStore.getState().visualLines ?? visualLinesOf(confirmedCart()?.lines ?? [])
  const ofProduct = lines.filter((line) => line.productId === productId)
  return {
    inLine: ofProduct.find((line) => sameLine(line, { productId, color }))?.quantity ?? 0,
    inProduct: ofProduct.reduce((sum, line) => sum + line.quantity, 0),
  }
}

/**
 * The cart query. The session's token is read too: a change of identity drops the cart query, and
 * the re-render moves the observer onto the new one (an observer never notices a removed query).
 */
function useCartQuery() {
  useSessionStore((state) => state.session?.token)
  // The client the store writes to, named rather than taken from context.
  return useQuery(cartQueries.detail(), queryClient)
}

/** The last cart the service confirmed; null until the first load. */
export const useServerCart = (): Cart | null => useCartQuery().data ?? null
export const useCartLoading = () => useCartQuery().isFetching
export function useCartLoadError(): string | null {
  const { error } = useCartQuery()
  return error ? userMessageOf(error) : null
}
export const useCartPending = () => useCartStore((state) => state.pending)
export function useCartCount(): number {
  const serverCart = useServerCart()
  const visualLines = useCartStore((state) => state.visualLines)
  return cartCount(visualLines, serverCart)
}
/**
 * Total incl. tax in cents, from the last confirmed server cart; null while changes wait for the
 * service (its answer brings the amount: the confirmed total would be that of other lines).
 */
export function useCartTotal(): number | null {
  const serverCart = useServerCart()
  const changesWait = useCartStore((state) => state.visualLines !== null)
  return changesWait ? null : (serverCart?.totalCents ?? 0)
}
/**
 * What the items cost: the summary's "Subtotaal" (the sum of the lines as shown, deposit in; before
 * vouchers and shipping), from the last confirmed cart; null while changes wait. The header's cart
 * and the add-to-cart layer show this: the cart's total holds home delivery's shipping before the
 * shopper chose how the order comes (docs/api.md), and an amount there would hide it.
 */
export function useCartItemsAmount(): number | null {
  const serverCart = useServerCart()
  const changesWait = useCartStore((state) => state.visualLines !== null)
  if (changesWait) return null
  return (serverCart?.lines ?? []).reduce((sum, line) => sum + line.lineTotalCents, 0)
}

/** Server lines with the visual quantities applied (a removed line disappears at once). */
export function useCartLines() {
  const serverCart = useServerCart()
  const visualLines = useCartStore((state) => state.visualLines)
  return useMemo(
    () => linesWithVisualQuantities(serverCart?.lines ?? [], visualLines),
    [serverCart, visualLines],
  )
}

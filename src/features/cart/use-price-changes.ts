// The order prices of reordered lines, kept in memory for the visit, and the hook the cart page's
// note reads: the reordered lines the confirmed cart holds at another price than the order's.
// Apart from the cart store, so none of this weighs on the entry chunk (the header's cart button).
import { useMemo } from 'react'
import { create } from 'zustand'
import { onIdentityChanged } from '@/stores/session-store'
import { priceChanges, type PriceReference } from './bulk-add'
import { useServerCart } from './cart-reads'

const usePriceReferencesStore = create<{ references: PriceReference[] }>(() => ({ references: [] }))

/** A reorder went to the cart: its lines' order prices replace earlier ones of the same line. */
export function orderPricesKept(references: readonly PriceReference[]): void {
  if (references.length === 0) return
  const replaced = (ref: PriceReference) =>
    references.some((r) => r.productId === ref.productId && r.color === ref.color)
  usePriceReferencesStore.setState((state) => ({
    references: [...state.references.filter((ref) => !replaced(ref)), ...references],
  }))
}

// One shopper's order prices are not the next one's.
onIdentityChanged(() => usePriceReferencesStore.setState({ references: [] }))

export function usePriceChanges() {
  const serverCart = useServerCart()
  const references = usePriceReferencesStore((state) => state.references)
  return useMemo(() => priceChanges(references, serverCart?.lines ?? []), [references, serverCart])
}

// The cart's voucher writes: add or remove a code, then read the cart again (the service recomputes
// every total, so the confirmed cart is fetched fresh rather than patched). The cart lines' own
// writes are the batch queue (cart-queue.ts).
import { useMutation } from '@tanstack/react-query'
import { addVoucher, removeVoucher } from '@/api/aspos/cart'
import { loadCart } from './cart-store'

export function useAddVoucher() {
  return useMutation({
    mutationFn: async (code: string) => {
      await addVoucher(code)
      await loadCart({ fresh: true })
    },
  })
}

export function useRemoveVoucher() {
  return useMutation({
    mutationFn: async (voucherId: number) => {
      await removeVoucher(voucherId)
      await loadCart({ fresh: true })
    },
  })
}

// Route module of /checkout: the checkout feature reads the cart and the session itself; the route
// adds what only the cart feature knows (pending changes, sent before the checkout starts), the
// cart's voucher form under the order overview, and empties the cart once the order is placed.
import '@/styles/features/checkout.scss'
import { useEffect } from 'react'
import { usePageMeta } from '@/components/page-meta'
import { cartCleared, cartFlushed, loadCart } from '@/features/cart/cart-store'
import { useCartPending } from '@/features/cart/cart-reads'
import { VoucherForm } from '@/features/cart/components/voucher-form'
import { CheckoutPage } from '@/features/checkout/components/checkout-page'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'

export function Component() {
  usePageMeta({ title: checkout.metaTitle })
  useBreadcrumb([{ label: checkout.title }])
  const pending = useCartPending()

  // Send waiting cart changes now, then read the cart fresh: the checkout works on the service's truth.
  useEffect(() => {
    void cartFlushed().finally(() => void loadCart())
  }, [])

  return (
    <CheckoutPage
      cartPending={pending}
      onOrderPlaced={cartCleared}
      vouchers={(cart) => <VoucherForm vouchers={cart.vouchers} />}
    />
  )
}

// Route module of /checkout: composes the checkout feature with the cart store (the confirmed
// server cart, pending changes) and the session; after the order it empties the cart and moves on.
import '@/styles/features/checkout.scss'
import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Cart } from '@/api/aspos/cart'
import type { PlacedOrder } from '@/api/aspos/checkout'
import { usePageMeta } from '@/components/page-meta'
import { useSession } from '@/stores/session-store'
import {
  cartCleared,
  cartFlushed,
  loadCart,
  useCartLoadError,
  useCartLoading,
  useCartPending,
  cartUpdated,
  useServerCart,
} from '@/features/cart/cart-store'
import { CheckoutPage } from '@/features/checkout/components/checkout-page'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

/** A checkout call answered with the new cart. */
function cartChanged(cart: Cart) {
  cartUpdated(cart)
}

export function Component() {
  usePageMeta({ title: checkout.metaTitle })
  useBreadcrumb([{ label: checkout.title }])
  const cart = useServerCart()
  const loading = useCartLoading()
  const loadError = useCartLoadError()
  const pending = useCartPending()
  const session = useSession()
  const navigate = useNavigate()

  // Send waiting cart changes now, then read the cart fresh: the checkout works on the service's truth.
  useEffect(() => {
    void cartFlushed().finally(() => void loadCart())
  }, [])

  const orderPlaced = useCallback(
    (order: PlacedOrder) => {
      cartCleared()
      void navigate(hrefs.orderComplete(order.orderNumber), { replace: true })
    },
    [navigate],
  )

  return (
    <CheckoutPage
      cart={cart}
      loading={loading}
      loadError={loadError}
      pending={pending}
      isLoggedIn={session !== null}
      customerEmail={session?.email ?? null}
      shopHref={hrefs.home()}
      cartHref={hrefs.cart()}
      onRetry={() => void loadCart()}
      onCartChanged={cartChanged}
      onOrderPlaced={orderPlaced}
    />
  )
}

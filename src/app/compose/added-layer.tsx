// The add-to-cart layer as the app shows it: the cart feature's layer with the app's links and the
// shopper's prices (loyalty prices for a loyalty customer, as the cart charges them). Loaded when it
// first opens (layouts/lazy-parts.tsx).
import { AddedLayer } from '@/features/cart/components/added-layer'
import { hrefs } from '@/lib/paths'
import { useLoyaltyCustomer } from './loyalty-customer'

export function AppAddedLayer() {
  return (
    <AddedLayer
      cartHref={hrefs.cart()}
      productHref={hrefs.product}
      loyaltyCustomer={useLoyaltyCustomer()}
    />
  )
}

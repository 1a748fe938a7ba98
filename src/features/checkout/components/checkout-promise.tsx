// The checkout's one delivery promise for the order (components/delivery-promise.tsx, the rule of
// domain/delivery-promise.ts): beside the steps in the side column, and on a phone's payment step
// under the order's total, where the shopper pays (the side column is not shown there).
import type { Cart } from '@/api/aspos/cart'
import { destinationOf } from '@/api/aspos/cart-destination'
import { OrderDeliveryPromise } from '@/components/delivery-promise'
import { cartCountry } from '../typed-destination'
import { usePickupStore } from '../use-chosen-store'

/** How the order comes, as the first step has it before it is sent. */
export interface DeliveryChoice {
  method: 'Delivery' | 'Pickup'
  locationCode: string
}

/**
 * The promise for the order: home delivery's from the products' delivery times; with Click &
 * Collect, when the chosen store has it ready (its public name and opening hours). The answers of
 * the open step before they are sent, which the promise follows at once: `choice` (the first
 * step's delivery), `country` (a typed address's), `shippingMethod` (the option picked on the
 * shipping step: the evening round brings it on a working day).
 */
export function CheckoutPromise({
  cart,
  choice = null,
  country = null,
  shippingMethod = null,
}: {
  cart: Cart
  choice?: DeliveryChoice | null
  /** The typed address's country before it is sent; null: the cart's own destination. */
  country?: string | null
  /** The shipping option picked before it is sent; null: the cart's own. */
  shippingMethod?: string | null
}) {
  const method = choice?.method ?? cart.deliveryMethod
  const code = choice ? choice.locationCode : cart.pickupLocation?.locationCode
  const store = usePickupStore(method === 'Pickup' && code ? code : undefined)
  if (method === 'Pickup') {
    return store ? (
      <OrderDeliveryPromise
        productIds={[]}
        pickup={{ storeName: store.name, hours: store.openingHours }}
      />
    ) : null
  }
  return (
    <OrderDeliveryPromise
      productIds={cart.lines.map((line) => line.productId)}
      destination={
        country && country !== cartCountry(cart)
          ? { country, service: 'standard' }
          : destinationOf({ ...cart, shippingMethod: shippingMethod ?? cart.shippingMethod })
      }
    />
  )
}

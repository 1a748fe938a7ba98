// Where and how a cart is delivered, for the delivery promise: apart from the cart's resource
// module, which the header loads at start, so the shipping zones travel with the cart page and the
// checkout only.
import type { Destination } from '@/domain/delivery-promise'
import { serviceOfShippingMethod } from '@/domain/shipping-zones'
import type { Cart } from './cart'

/**
 * Where and how a cart is delivered, as the delivery promise reads it: the delivery address's
 * country and the chosen shipping method's service; Nederland and standard delivery until chosen.
 */
export function destinationOf(
  cart: Pick<Cart, 'deliveryMethod' | 'deliveryAddress' | 'shippingMethod'>,
): Destination {
  return {
    country:
      cart.deliveryMethod === 'Delivery' ? (cart.deliveryAddress?.countryCode ?? null) : null,
    service: serviceOfShippingMethod(cart.shippingMethod),
  }
}

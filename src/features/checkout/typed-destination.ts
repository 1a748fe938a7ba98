// The delivery step's address before it is sent: the summary and the promise beside it follow the
// country the shopper chose the moment it is chosen, as they follow Click & Collect. Abroad, the
// group's rate is the shop's own fact (domain/shipping-zones.ts, the one source the service reads too);
// back to Nederland from a cart priced abroad, the configured rate is the service's, so shipping
// "Volgt bij de bezorgkeuze" until the address is sent; Cyprus and Malta get no rate (and the
// promise none). The service's answer replaces this on "Verder".
import type { Cart } from '@/api/aspos/cart'
import { shippingZoneOf } from '@/domain/shipping-zones'

/** The country the cart is priced for now: its delivery address's, or Nederland until one is sent. */
export function cartCountry(cart: Pick<Cart, 'deliveryMethod' | 'deliveryAddress'>): string {
  return cart.deliveryMethod === 'Delivery' ? (cart.deliveryAddress?.countryCode ?? 'NL') : 'NL'
}

/** The cart as priced for home delivery to `country` (the typed address's); null: as it is. */
export function withTypedCountry(cart: Cart, country: string | null): Cart {
  if (!country || !cart.requiresDelivery || cart.deliveryMethod === 'Pickup') return cart
  if (country === cartCountry(cart)) return cart
  const withoutShipping = cart.totalCents - cart.shippingCents
  const costsCents = shippingZoneOf(country)?.costsCents
  if (costsCents != null)
    return {
      ...cart,
      deliveryMethod: 'Delivery',
      shippingCents: costsCents,
      freeShippingFromCents: null,
      totalCents: withoutShipping + costsCents,
    }
  return {
    ...cart,
    deliveryMethod: null,
    shippingCents: 0,
    freeShippingFromCents: null,
    totalCents: withoutShipping,
  }
}

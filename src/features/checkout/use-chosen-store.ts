// The Click & Collect store the cart holds, as the stores list knows it: its public name ('Dier &
// Ruiter Utrecht', never the company behind it) and its opening hours. The cart names only the
// company and the address; the list is read once and kept.
import { useQuery } from '@tanstack/react-query'
import type { Cart } from '@/api/aspos/cart'
import { checkoutQueries, type PickupLocation } from '@/api/aspos/checkout'

/** A store of the Click & Collect list by its code (undefined: none, or the list is not read yet). */
export function usePickupStore(code: string | undefined): PickupLocation | undefined {
  const locations = useQuery({ ...checkoutQueries.pickupLocations(), enabled: !!code })
  return code ? locations.data?.find((location) => location.locationCode === code) : undefined
}

export function useChosenStore(
  cart: Pick<Cart, 'deliveryMethod' | 'pickupLocation'>,
): PickupLocation | undefined {
  return usePickupStore(
    cart.deliveryMethod === 'Pickup' ? cart.pickupLocation?.locationCode : undefined,
  )
}

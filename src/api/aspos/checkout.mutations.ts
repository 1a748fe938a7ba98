// Every write of the checkout, beside its reads (checkout.ts): each step's call, and the cart the
// service answers with becomes the confirmed cart (setConfirmedCart). Components call these hooks
// and pass to `mutate` only what the screen does after (the next step).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkout as messages } from '@/messages/nl/checkout'
import { ApiError } from '../http'
import { addressSaved } from './addresses.mutations'
import { mapAddress, toAddressDto, type Address, type AddressInputDto } from './addresses'
import { cartQueries, setConfirmedCart, type Cart, type CartLine } from './cart'
import {
  confirmOrder,
  fetchShippingOptions,
  setDelivery,
  setInvoice,
  setPickupStore,
  setShipment,
  type PaymentMethod,
} from './checkout'

/** A write that answers with the cart: that answer is the confirmed cart from then on. */
function useCartWrite<V>(write: (values: V) => Promise<Cart>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: write, onSuccess: (cart) => setConfirmedCart(client, cart) })
}

export type DeliveryWrite =
  | { method: 'Pickup'; email: string | null; locationCode: string }
  | {
      method: 'Delivery'
      email: string | null
      address: AddressInputDto
      /** The invoice goes to the delivery address: sent with it, so there is no invoice step. */
      invoiceSameAsDelivery: boolean
      /** Store the address in the address book first (a logged-in customer's new address). */
      save?: { onSaved: (stored: Address) => void }
    }

/**
 * The delivery step: a pickup store, or a delivery address (saved to the address book on request)
 * and, when the invoice goes there too, that choice.
 */
export function useSetDelivery() {
  const client = useQueryClient()
  return useCartWrite(async (values: DeliveryWrite): Promise<Cart> => {
    if (values.method === 'Pickup') {
      await setDelivery({ method: 'Pickup', email: values.email, address: null })
      const withStore = await setPickupStore(values.locationCode)
      // Click & Collect has one way to get the order, so the shopper is not asked to choose it:
      // the only shipping method is set here and the checkout goes on to the invoice address.
      const [only, ...others] = await fetchShippingOptions()
      return only && others.length === 0 && withStore.shippingMethod !== only.code
        ? setShipment(only.code)
        : withStore
    }
    let address = values.address
    if (values.save) {
      const stored = await addressSaved(client, mapAddress(address))
      address = toAddressDto({ ...stored, type: address.AddressType })
      values.save.onSaved(stored)
    }
    const delivered = await setDelivery({ method: 'Delivery', email: values.email, address })
    if (!values.invoiceSameAsDelivery) return delivered
    const invoiced = await setInvoice({ sameAsDelivery: true, address: null })
    // Vouchers the delivery answer took off (the buyer became known) are told at this step: the
    // invoice answer after it no longer names them.
    return {
      ...invoiced,
      removedVouchers: [...delivered.removedVouchers, ...invoiced.removedVouchers],
    }
  })
}

export function useSetShipment() {
  return useCartWrite(setShipment)
}

export function useSetInvoice() {
  return useCartWrite(setInvoice)
}

/**
 * Whether two carts hold the same order: the same lines (product, colour, quantity, line total) and
 * the same total. What checkout confirms is what the shopper saw.
 */
function sameCartContents(a: Cart, b: Cart): boolean {
  const key = (line: CartLine) =>
    `${line.productId}|${line.color ?? ''}|${line.quantity}|${line.lineTotalCents}`
  const linesOf = (cart: Cart) => cart.lines.map(key).sort().join(',')
  return a.totalCents === b.totalCents && linesOf(a) === linesOf(b)
}

export interface ConfirmOrderValues {
  paymentMethod: PaymentMethod
  acceptTerms: boolean
  /** The cart the overview showed when the shopper confirmed. */
  shown: Cart
}

/** The refusal when the cart changed since the overview was shown: nothing was ordered. */
export const cartChangedError = () =>
  new ApiError({ kind: 'business', reasonCode: 'CartChanged', userMessage: messages.cartChanged })

/**
 * Places the order (the service empties the cart; the route forgets it once the order is placed).
 * First the cart is read again: when another tab or device changed it since the overview was
 * shown, the overview now shows the new cart and the order waits for the shopper to confirm again.
 */
export function useConfirmOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ shown, ...values }: ConfirmOrderValues) => {
      const current = await client.fetchQuery({ ...cartQueries.detail(), staleTime: 0 })
      if (!sameCartContents(shown, current)) throw cartChangedError()
      return confirmOrder(values)
    },
  })
}

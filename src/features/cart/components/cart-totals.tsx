// The overview of the last confirmed cart, drawn from the one order summary (subtotal of the lines,
// the deposit inside it, vouchers, shipping, total), with the way to free shipping under it. While
// changes are pending, a note says the amounts follow.
import type { Cart } from '@/api/aspos/cart'
import { cartSummary } from '@/api/aspos/order-summary'
import { SummaryRows } from '@/components/order-summary'
import { PriceText } from '@/components/price'
import { cart as messages } from '@/messages/nl/cart'

const text = messages.totals

function ShippingNote({ cart }: { cart: Cart }) {
  if (!cart.requiresDelivery)
    return <p className="small text-body-secondary mt-2 mb-0">{text.noShipping}</p>
  // Click & Collect ships nothing: no threshold to reach, no hint about one.
  if (cart.deliveryMethod === 'Pickup') return null
  const threshold = cart.freeShippingFromCents
  if (threshold == null)
    return cart.deliveryMethod ? null : (
      <p className="small text-body-secondary mt-2 mb-0">{text.shippingLater}</p>
    )
  const missing = threshold - cart.subtotalCents
  return (
    <>
      <p className="small mt-2 mb-0">
        {missing > 0 ? (
          <PriceText message={text.freeShippingHint} amounts={[missing]} />
        ) : (
          text.freeShipping
        )}
      </p>
      {/* Home delivery is what the total assumes until the shopper chooses. */}
      {!cart.deliveryMethod && cart.shippingCents > 0 && (
        <p className="small text-body-secondary mb-0">{text.pickupIsFree}</p>
      )}
    </>
  )
}

export function CartTotals({ cart, pending }: { cart: Cart; pending: boolean }) {
  return (
    <section className="cart-totals card" aria-labelledby="cart-totals-heading">
      <div className="card-body">
        <h2 id="cart-totals-heading" className="h5">
          {text.heading}
        </h2>
        <SummaryRows summary={cartSummary(cart)} />
        <ShippingNote cart={cart} />
        {pending && <p className="small text-body-secondary mt-2 mb-0">{text.pendingNote}</p>}
      </div>
    </section>
  )
}

// The totals of the last confirmed cart: subtotal, voucher discount, deposit, shipping and the
// total incl. btw. While changes are pending, a note says the amounts follow.
import type { Cart } from '@/api/aspos/cart'
import { Amount, PriceText } from '@/components/price'
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
    <p className="small mt-2 mb-0">
      {missing > 0 ? (
        <PriceText message={text.freeShippingHint} amounts={[missing]} />
      ) : (
        text.freeShipping
      )}
    </p>
  )
}

export function CartTotals({ cart, pending }: { cart: Cart; pending: boolean }) {
  return (
    <section className="cart-totals card" aria-labelledby="cart-totals-heading">
      <div className="card-body">
        <h2 id="cart-totals-heading" className="h5">
          {text.heading}
        </h2>
        <dl className="cart-totals-list mb-0">
          <div>
            <dt>{text.subtotal}</dt>
            <dd>
              <Amount cents={cart.subtotalCents} />
            </dd>
          </div>
          {cart.discountCents > 0 && (
            <div className="text-discount">
              <dt>{text.discount}</dt>
              <dd>
                <Amount cents={cart.discountCents} minus />
              </dd>
            </div>
          )}
          {cart.depositTotalCents > 0 && (
            <div>
              <dt>{text.deposit}</dt>
              <dd>
                <Amount cents={cart.depositTotalCents} />
              </dd>
            </div>
          )}
          {/* Shipping is known once a delivery method is chosen (e-mailed orders never ship). */}
          {cart.requiresDelivery && cart.deliveryMethod && (
            <div>
              <dt>{text.shipping}</dt>
              <dd>
                <Amount cents={cart.shippingCents} freeWhenZero />
              </dd>
            </div>
          )}
          <div className="cart-totals-total fw-bold">
            <dt>{text.total}</dt>
            <dd>
              <Amount cents={cart.totalCents} />
            </dd>
          </div>
        </dl>
        <ShippingNote cart={cart} />
        {pending && <p className="small text-body-secondary mt-2 mb-0">{text.pendingNote}</p>}
      </div>
    </section>
  )
}

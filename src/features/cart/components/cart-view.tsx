// The body of the cart page: loading, error and empty states, the lines, totals, vouchers and the
// way on to checkout (held back, with the reason, while changes are still being saved).
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { OrderDeliveryPromise } from '@/components/delivery-promise'
import { destinationOf } from '@/api/aspos/cart-destination'
import { Spinner } from '@/components/query-state'
import { cart as messages } from '@/messages/nl/cart'
import { common } from '@/messages/nl/common'
import { loadCart } from '../cart-store'
import { useCartLines, useCartLoadError, useCartPending, useServerCart } from '../cart-reads'
import { CartLineList, RemovedLineRows } from './cart-line-list'
import { removalsForgotten } from '../removed-lines'
import { CartTotals } from './cart-totals'
import { CheckoutBar } from './checkout-bar'
import { PriceChangeNote } from './price-change-note'
import { VoucherForm } from './voucher-form'

const text = messages.page

export interface CartViewHrefs {
  product: (productUrl: string) => string
  checkout: string
  offers: string
  home: string
}

function CheckoutAction({ pending, href }: { pending: boolean; href: string }) {
  const reasonId = useId()
  if (!pending) {
    return (
      <Link to={href} className="btn btn-cta btn-lg w-100">
        {text.checkout}
      </Link>
    )
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-cta btn-lg w-100"
        disabled
        aria-describedby={reasonId}
      >
        {text.checkout}
      </button>
      <p id={reasonId} className="small text-body-secondary mt-2 mb-0">
        {text.checkoutPending}
      </p>
    </>
  )
}

/**
 * `emptyExtra`: shown under an empty cart (the app puts the recently viewed products there);
 * `underLines`: under the lines of a cart that has some (the app's "Vergeet je dit niet?").
 */
export function CartView({
  hrefs,
  emptyExtra,
  underLines,
}: {
  hrefs: CartViewHrefs
  emptyExtra?: ReactNode
  underLines?: ReactNode
}) {
  const cart = useServerCart()
  const lines = useCartLines()
  const pending = useCartPending()
  const loadError = useCartLoadError()
  const checkoutBox = useRef<HTMLDivElement>(null)

  // The page always shows fresh totals, unless the shopper's own changes are on their way.
  useEffect(() => {
    if (!pending) void loadCart()
    // Only on arrival: later changes come back with the batch answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // The rows of removed lines belong to this visit of the page.
  useEffect(() => removalsForgotten, [])

  const status = (
    <div className="visually-hidden" role="status" aria-live="polite">
      {pending ? text.updating : ''}
    </div>
  )

  if (!cart) {
    if (loadError) {
      return (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>
            {text.loadFailed} {loadError}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => void loadCart()}
          >
            {common.actions.retry}
          </button>
        </div>
      )
    }
    return <Spinner label={text.loading} />
  }

  if (lines.length === 0) {
    return (
      <>
        {status}
        <RemovedLineRows />
        {pending ? (
          <Spinner label={text.updating} />
        ) : (
          <div className="cart-empty text-center py-4">
            <p className="lead">{text.empty}</p>
            <p>{text.emptyHint}</p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <Link to={hrefs.offers} className="btn btn-primary">
                {text.toOffers}
              </Link>
              <Link to={hrefs.home} className="btn btn-outline-secondary">
                {text.toHome}
              </Link>
            </div>
          </div>
        )}
        {!pending && emptyExtra}
      </>
    )
  }

  return (
    <div className="row g-4">
      {status}
      <div className="col-lg-8">
        <PriceChangeNote />
        <CartLineList lines={lines} productHref={hrefs.product} />
        <Link to={hrefs.home} className="d-inline-block mt-3">
          {text.continueShopping}
        </Link>
        {underLines}
      </div>
      <div className="col-lg-4 d-flex flex-column gap-3">
        <CartTotals cart={cart} pending={pending} />
        <VoucherForm vouchers={cart.vouchers} />
        <div ref={checkoutBox}>
          <OrderDeliveryPromise
            productIds={lines.map((line) => line.productId)}
            destination={destinationOf(cart)}
          />
          <CheckoutAction pending={pending} href={hrefs.checkout} />
        </div>
      </div>
      <CheckoutBar watch={checkoutBox} pending={pending} href={hrefs.checkout} />
    </div>
  )
}

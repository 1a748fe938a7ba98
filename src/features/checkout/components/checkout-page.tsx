// The checkout: the step list, the open step and the order overview beside it. It reads the
// confirmed cart and the session itself; the route adds what only the cart feature knows: whether
// cart changes are still pending (the checkout waits for them), what to forget once the order is
// placed, and the voucher form under the overview.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Cart } from '@/api/aspos/cart'
import { withDeliveryChoice } from '@/api/aspos/order-summary'
import type { PlacedOrder } from '@/api/aspos/checkout'
import { OrderDeliveryPromise } from '@/components/delivery-promise'
import { Spinner } from '@/components/query-state'
import { hrefs } from '@/lib/paths'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'
import { useSession } from '@/stores/session-store'
import { shownSteps, type CheckoutStep } from '../checkout-steps'
import { stepEvent, useCheckoutDraft, useCheckoutSteps } from '../checkout-store'
import { useCheckoutCart } from '../use-checkout-cart'
import { usePickupStore } from '../use-chosen-store'
import { DeliveryStep } from './delivery-step'
import { InvoiceStep } from './invoice-step'
import { OrderOverview } from './order-overview'
import { PaymentStep } from './payment-step'
import { ShipmentStep } from './shipment-step'
import { StepList } from './step-list'

export interface CheckoutPageProps {
  /** Cart changes wait or are being sent: no step may be submitted meanwhile. */
  cartPending: boolean
  /** The order is placed (the service emptied the cart); the checkout then moves on to the thank-you page. */
  onOrderPlaced: () => void
  /** Under the order overview: a voucher code to add, the applied ones to remove (the cart's form). */
  vouchers?: (cart: Cart) => ReactNode
}

export function CheckoutPage({ cartPending: pending, onOrderPlaced, vouchers }: CheckoutPageProps) {
  const { cart, loading, loadError, retry } = useCheckoutCart()
  // Read here, where the cart query is observed: a change of identity drops that query, and this
  // re-render moves the observer onto the new one.
  const session = useSession()
  const navigate = useNavigate()
  const orderPlaced = (order: PlacedOrder) => {
    onOrderPlaced()
    void navigate(hrefs.orderComplete(order.orderNumber), { replace: true })
  }
  return (
    <div className="checkout">
      <h1 className="mb-3">{checkout.title}</h1>
      {!cart && loadError ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>{loadError}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
            {common.actions.retry}
          </button>
        </div>
      ) : !cart || (loading && cart.lines.length === 0) ? (
        <Spinner label={checkout.loadingCart} />
      ) : cart.lines.length === 0 && !pending ? (
        <EmptyCheckout />
      ) : (
        <CheckoutSteps
          cart={cart}
          pending={pending}
          isLoggedIn={session !== null}
          customerEmail={session?.email ?? null}
          onOrderPlaced={orderPlaced}
          vouchers={vouchers}
        />
      )}
    </div>
  )
}

function EmptyCheckout() {
  return (
    <div className="checkout-empty py-4">
      <h2 className="h4">{checkout.empty.title}</h2>
      <p>{checkout.empty.text}</p>
      <Link to={hrefs.home()} className="btn btn-primary">
        {checkout.empty.shop}
      </Link>
    </div>
  )
}

interface CheckoutStepsProps {
  cart: Cart
  pending: boolean
  isLoggedIn: boolean
  customerEmail: string | null
  onOrderPlaced: (order: PlacedOrder) => void
  vouchers?: (cart: Cart) => ReactNode
}

/**
 * Vouchers the service took off once it knew the buyer, with its reason: kept on screen from the
 * answer that said so (the next answers no longer carry them) until the checkout is left.
 */
function useRemovedVouchers(cart: Cart) {
  const [removed, setRemoved] = useState<Cart['removedVouchers']>([])
  const latest = cart.removedVouchers
  const [seen, setSeen] = useState(latest)
  if (latest !== seen) {
    setSeen(latest)
    if (latest.length > 0)
      setRemoved((shown) => [
        ...shown.filter((v) => !latest.some((l) => l.code === v.code)),
        ...latest,
      ])
  }
  return removed
}

function RemovedVouchers({ removed }: { removed: Cart['removedVouchers'] }) {
  if (removed.length === 0) return null
  return (
    <div className="alert alert-warning" role="alert">
      {removed.map((voucher) => (
        <p key={voucher.code} className="mb-0">
          {checkout.vouchers.removed(voucher.code, voucher.message)}
        </p>
      ))}
    </div>
  )
}

function CheckoutSteps(props: CheckoutStepsProps) {
  const { cart, pending, isLoggedIn, customerEmail, onOrderPlaced, vouchers } = props
  const removedVouchers = useRemovedVouchers(cart)
  const steps = useCheckoutSteps()
  const current = steps.current
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // Moving to another step moves focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [current])

  // An e-mailed order (gift cards only) has nothing to deliver: delivery and shipping are skipped.
  const emailed = !cart.requiresDelivery
  useEffect(() => {
    if (!emailed || (current !== 'delivery' && current !== 'shipment')) return
    stepEvent({ type: 'stepCompleted', step: 'delivery' })
    stepEvent({ type: 'stepCompleted', step: 'shipment' })
  }, [emailed, current])

  // Click & Collect skips the shipping step: the one pickup method comes with the store.
  const pickup = cart.requiresDelivery && cart.deliveryMethod === 'Pickup' && !!cart.shippingMethod
  const shown = shownSteps({ pickup })
  useEffect(() => {
    if (pickup && current === 'shipment') stepEvent({ type: 'stepCompleted', step: 'shipment' })
  }, [pickup, current])

  // On the first step the overview follows the choice the moment it is made, before it is sent.
  const draft = useCheckoutDraft()
  const choice: DeliveryChoice | null =
    current === 'delivery' && cart.requiresDelivery && draft.deliveryMethod
      ? { method: draft.deliveryMethod, locationCode: draft.locationCode }
      : null

  const open = (step: CheckoutStep) => stepEvent({ type: 'stepOpened', step })
  const back = () =>
    pickup && current === 'invoice' ? open('delivery') : stepEvent({ type: 'wentBack' })
  const done = (step: CheckoutStep, invalidatesLater = false) =>
    stepEvent({ type: 'stepCompleted', step, invalidatesLater })
  const deliveryDone = (invalidatesLater: boolean, updated: Cart) => {
    done('delivery', invalidatesLater)
    if (updated.deliveryMethod === 'Pickup' && updated.shippingMethod) done('shipment')
  }

  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <StepList state={steps} steps={shown} onOpen={open} />
        <RemovedVouchers removed={removedVouchers} />
        {pending && (
          <div className="alert alert-info d-flex align-items-center gap-2" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span>{checkout.waitingForCart}</span>
          </div>
        )}
        <section className="checkout-step-panel" aria-labelledby="checkout-step-heading">
          <p className="text-body-secondary small mb-1">
            {checkout.steps.stepOf(Math.max(shown.indexOf(current), 0) + 1, shown.length)}
          </p>
          <h2 id="checkout-step-heading" className="h3 mb-3" tabIndex={-1} ref={headingRef}>
            {checkout.steps[current]}
          </h2>
          {current === 'delivery' && (
            <DeliveryStep
              cart={cart}
              isLoggedIn={isLoggedIn}
              customerEmail={customerEmail}
              disabled={pending}
              onDone={deliveryDone}
            />
          )}
          {current === 'shipment' && (
            <ShipmentStep
              cart={cart}
              disabled={pending}
              onDone={() => done('shipment')}
              onBack={back}
            />
          )}
          {current === 'invoice' && (
            <InvoiceStep
              cart={cart}
              isLoggedIn={isLoggedIn}
              disabled={pending}
              onDone={() => done('invoice')}
              onBack={back}
            />
          )}
          {current === 'payment' && (
            <PaymentStep
              cart={cart}
              disabled={pending}
              onEdit={open}
              onBack={back}
              onOrderPlaced={onOrderPlaced}
              vouchers={vouchers?.(cart)}
            />
          )}
        </section>
      </div>
      <aside className={current === 'payment' ? 'col-lg-4 d-none d-lg-block' : 'col-lg-4'}>
        <div className="checkout-aside">
          <AsidePromise cart={cart} choice={choice} />
          <OrderOverview cart={withDeliveryChoice(cart, choice?.method ?? null)} compact>
            {vouchers?.(cart)}
          </OrderOverview>
        </div>
      </aside>
    </div>
  )
}

/** How the order comes, as the first step has it before it is sent. */
interface DeliveryChoice {
  method: 'Delivery' | 'Pickup'
  locationCode: string
}

/**
 * The promise beside the order: home delivery's from the products' delivery times; with Click &
 * Collect, when the chosen store has it ready (its public name and opening hours). `choice`: the
 * first step's answer before it is sent, which the promise follows at once.
 */
function AsidePromise({ cart, choice }: { cart: Cart; choice: DeliveryChoice | null }) {
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
  return <OrderDeliveryPromise productIds={cart.lines.map((line) => line.productId)} />
}

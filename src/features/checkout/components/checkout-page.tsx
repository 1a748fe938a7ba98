// The checkout: the step list, the open step and the order overview beside it. The route hands in
// the confirmed server cart and whether cart changes are still pending (the checkout waits for them).
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import type { Cart } from '@/api/aspos/cart'
import type { PlacedOrder } from '@/api/aspos/checkout'
import { Spinner } from '@/components/query-state'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'
import { checkoutSteps, stepIndex, type CheckoutStep } from '../checkout-steps'
import { stepEvent, useCheckoutSteps } from '../checkout-store'
import { DeliveryStep } from './delivery-step'
import { InvoiceStep } from './invoice-step'
import { OrderOverview } from './order-overview'
import { PaymentStep } from './payment-step'
import { ShipmentStep } from './shipment-step'
import { StepList } from './step-list'

export interface CheckoutPageProps {
  cart: Cart | null
  loading: boolean
  loadError: string | null
  /** Cart changes wait or are being sent: no step may be submitted meanwhile. */
  pending: boolean
  isLoggedIn: boolean
  customerEmail: string | null
  shopHref: string
  cartHref: string
  onRetry: () => void
  onCartChanged: (cart: Cart) => void
  onOrderPlaced: (order: PlacedOrder) => void
}

export function CheckoutPage(props: CheckoutPageProps) {
  const { cart, loading, loadError, pending } = props
  return (
    <div className="checkout">
      <h1 className="mb-3">{checkout.title}</h1>
      {!cart && loadError ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>{loadError}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={props.onRetry}>
            {common.actions.retry}
          </button>
        </div>
      ) : !cart || (loading && cart.lines.length === 0) ? (
        <Spinner label={checkout.loadingCart} />
      ) : cart.lines.length === 0 && !pending ? (
        <EmptyCheckout shopHref={props.shopHref} />
      ) : (
        <CheckoutSteps {...props} cart={cart} pending={pending} />
      )}
    </div>
  )
}

function EmptyCheckout({ shopHref }: { shopHref: string }) {
  return (
    <div className="checkout-empty py-4">
      <h2 className="h4">{checkout.empty.title}</h2>
      <p>{checkout.empty.text}</p>
      <Link to={shopHref} className="btn btn-primary">
        {checkout.empty.shop}
      </Link>
    </div>
  )
}

function CheckoutSteps(props: CheckoutPageProps & { cart: Cart }) {
  const { cart, pending, isLoggedIn, customerEmail, onCartChanged, onOrderPlaced } = props
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

  const open = (step: CheckoutStep) => stepEvent({ type: 'stepOpened', step })
  const back = () => stepEvent({ type: 'wentBack' })
  const done = (step: CheckoutStep, invalidatesLater = false) =>
    stepEvent({ type: 'stepCompleted', step, invalidatesLater })

  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <StepList state={steps} onOpen={open} />
        {pending && (
          <div className="alert alert-info d-flex align-items-center gap-2" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span>{checkout.waitingForCart}</span>
          </div>
        )}
        <section className="checkout-step-panel" aria-labelledby="checkout-step-heading">
          <p className="text-body-secondary small mb-1">
            {checkout.steps.stepOf(stepIndex(current) + 1, checkoutSteps.length)}
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
              onCartChanged={onCartChanged}
              onDone={(invalidatesLater) => done('delivery', invalidatesLater)}
            />
          )}
          {current === 'shipment' && (
            <ShipmentStep
              cart={cart}
              disabled={pending}
              onCartChanged={onCartChanged}
              onDone={() => done('shipment')}
              onBack={back}
            />
          )}
          {current === 'invoice' && (
            <InvoiceStep
              cart={cart}
              isLoggedIn={isLoggedIn}
              disabled={pending}
              onCartChanged={onCartChanged}
              onDone={() => done('invoice')}
              onBack={back}
            />
          )}
          {current === 'payment' && (
            <PaymentStep cart={cart} disabled={pending} onEdit={open} onBack={back} onOrderPlaced={onOrderPlaced} />
          )}
        </section>
      </div>
      <aside className={current === 'payment' ? 'col-lg-4 d-none d-lg-block' : 'col-lg-4'}>
        <div className="checkout-aside">
          <OrderOverview cart={cart} compact />
        </div>
      </aside>
    </div>
  )
}

// The checkout: the step list, the open step and the order overview beside it. It reads the
// confirmed cart and the session itself; the route adds what only the cart feature knows: whether
// cart changes are still pending (the checkout waits for them), what to forget once the order is
// placed, and the voucher form under the overview.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import type { Cart } from '@/api/aspos/cart'
import { withTypedCountry } from '../typed-destination'
import { withDeliveryChoice } from '@/domain/order-summary'
import type { PlacedOrder } from '@/api/aspos/checkout'
import { Spinner } from '@/components/query-state'
import { checkoutStepParam, hrefs } from '@/lib/paths'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'
import { useSession } from '@/stores/session-store'
import {
  checkoutSteps,
  firstOpenStep,
  previousShownStep,
  shownSteps,
  stepIndex,
  stepOfSlug,
  stepSlugs,
  type CheckoutStep,
  type StepRoute,
} from '../checkout-steps'
import { stepEvent, useCheckoutDraft, useCheckoutStore, useCheckoutSteps } from '../checkout-store'
import { useCheckoutCart } from '../use-checkout-cart'
import { CheckoutPromise, type DeliveryChoice } from './checkout-promise'
import { DeliveryStep } from './delivery-step'
import { InvoiceStep } from './invoice-step'
import { OrderOverview } from './order-overview'
import { PaymentStep } from './payment-step'
import { ShipmentStep } from './shipment-step'
import { StepList, stepNumber } from './step-list'

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

  // On the first step the overview and the step list follow the choice the moment it is made,
  // before it is sent.
  const draft = useCheckoutDraft()
  const choice: DeliveryChoice | null =
    current === 'delivery' && cart.requiresDelivery && draft.deliveryMethod
      ? { method: draft.deliveryMethod, locationCode: draft.locationCode }
      : null
  // A new address's country, typed on that step: the summary and the promise follow it at once.
  const typedCountry =
    choice?.method === 'Delivery' && draft.deliveryChoice === 'new'
      ? draft.deliveryAddress.countryCode || null
      : null

  // An e-mailed order (gift cards only) has nothing to deliver: delivery and shipping are skipped.
  const emailed = !cart.requiresDelivery
  // Click & Collect skips the shipping step: the one pickup method comes with the store.
  const pickup = choice
    ? choice.method === 'Pickup'
    : cart.requiresDelivery && cart.deliveryMethod === 'Pickup' && !!cart.shippingMethod
  // Home delivery to the invoice address skips the invoice step: the delivery step sent it.
  const invoiceSame =
    !pickup && draft.invoiceSameAsDelivery && (choice !== null || cart.invoiceAddress !== null)
  const shown = shownSteps({ pickup, invoiceSame, emailed })
  const skipped = (step: CheckoutStep) => !shown.includes(step)

  // A step not shown is done by itself when the checkout reaches it.
  useEffect(() => {
    if (current !== 'payment' && skipped(current) && current !== 'delivery')
      stepEvent({ type: 'stepCompleted', step: current })
    if (emailed && current === 'delivery') {
      stepEvent({ type: 'stepCompleted', step: 'delivery' })
      stepEvent({ type: 'stepCompleted', step: 'shipment' })
    }
  })

  // Once the order is placed the checkout is left: its steps (reset) no longer go in the address.
  const left = useRef(false)
  const placed = (order: PlacedOrder) => {
    left.current = true
    onOrderPlaced(order)
  }
  useStepInAddress(current, shown, left)

  // A step that is not shown (a 'wijzigen' link of the invoice address that goes with the delivery
  // address) is changed where it is asked: on the delivery step.
  const open = (step: CheckoutStep) =>
    stepEvent({ type: 'stepOpened', step: skipped(step) ? 'delivery' : step })
  const back = () => {
    const previous = previousShownStep(shown, current)
    if (previous) open(previous)
  }
  const done = (step: CheckoutStep, invalidatesLater = false) =>
    stepEvent({ type: 'stepCompleted', step, invalidatesLater })
  // Steps not shown are completed at once, so the next shown step opens without a detour.
  const doneAndSkip = (step: CheckoutStep, route: StepRoute, invalidatesLater = false) => {
    done(step, invalidatesLater)
    const after = shownSteps(route)
    for (const later of checkoutSteps.filter((s) => stepIndex(s) > stepIndex(step))) {
      if (after.includes(later)) break
      if (later !== 'payment') done(later)
    }
  }
  const route = { pickup, invoiceSame, emailed }
  const deliveryDone = (invalidatesLater: boolean, updated: Cart) => {
    const pickedUp = updated.deliveryMethod === 'Pickup' && !!updated.shippingMethod
    doneAndSkip(
      'delivery',
      {
        pickup: pickedUp,
        invoiceSame: !pickedUp && updated.invoiceAddress !== null && draft.invoiceSameAsDelivery,
      },
      invalidatesLater,
    )
  }

  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <StepList at="checkout" state={steps} steps={shown} onOpen={open} cartHref={hrefs.cart()} />
        <RemovedVouchers removed={removedVouchers} />
        {pending && (
          <div className="alert alert-info d-flex align-items-center gap-2" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span>{checkout.waitingForCart}</span>
          </div>
        )}
        <section className="checkout-step-panel" aria-labelledby="checkout-step-heading">
          <p className="text-body-secondary small mb-1">
            {checkout.steps.stepOf(
              stepNumber(shown, current).number,
              stepNumber(shown, current).total,
            )}
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
              onDone={() => doneAndSkip('shipment', route)}
              toPayment={!shown.includes('invoice')}
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
              onOrderPlaced={placed}
              vouchers={vouchers?.(cart)}
            />
          )}
        </section>
      </div>
      <aside className={current === 'payment' ? 'col-lg-4 d-none d-lg-block' : 'col-lg-4'}>
        <div className="checkout-aside">
          <CheckoutPromise
            cart={cart}
            choice={choice}
            country={typedCountry}
            shippingMethod={current === 'shipment' ? draft.shippingMethod || null : null}
          />
          <OrderOverview
            cart={withTypedCountry(withDeliveryChoice(cart, choice?.method ?? null), typedCountry)}
            compact
          >
            {vouchers?.(cart)}
          </OrderOverview>
        </div>
      </aside>
    </div>
  )
}

/**
 * Each step is a history entry (/checkout?stap=…): Back opens the step before, Forward the one
 * after again; a reload stays on the step; an address naming a step that cannot be opened yet
 * (a deep link, a stale entry) opens the first step that still needs an answer, in its place.
 */
function useStepInAddress(
  current: CheckoutStep,
  shown: readonly CheckoutStep[],
  left: RefObject<boolean>,
) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const inAddress = stepOfSlug(params.get(checkoutStepParam))
  // The step the address named when this last looked: a change there is Back, Forward or a link.
  const seen = useRef<CheckoutStep | null | undefined>(undefined)
  // The step this last sent the address to, until the address shows it (one entry per step).
  const sent = useRef<CheckoutStep | null>(null)
  useEffect(() => {
    if (left.current) return
    const go = (step: CheckoutStep, replace: boolean) => {
      sent.current = step
      void navigate(hrefs.checkout(stepSlugs[step]), { replace })
    }
    if (inAddress !== seen.current) {
      seen.current = inAddress
      sent.current = null
      if (inAddress === current) return
      if (inAddress) stepEvent({ type: 'stepOpened', step: inAddress })
      let now = useCheckoutStore.getState().steps
      if (inAddress && now.current !== inAddress) {
        stepEvent({ type: 'stepOpened', step: firstOpenStep(now) })
        now = useCheckoutStore.getState().steps
      }
      if (now.current !== inAddress) go(now.current, true)
      return
    }
    // The checkout moved on (a step done, a step opened): a new entry. A step not shown is done
    // by itself in a moment and gets none.
    if (inAddress !== current && sent.current !== current && shown.includes(current))
      go(current, inAddress === null)
  }, [inAddress, current, shown, navigate, left])
}

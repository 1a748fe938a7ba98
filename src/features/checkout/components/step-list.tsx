// The one step bar of an order (orderSteps: the cart, then the checkout's steps), drawn on the cart
// page, in the checkout and on the order-complete page: done steps can be opened again, later ones
// wait their turn. Its look follows state attributes (aria-current="step", data-state="done"),
// never a class name put together at run time, which the build's CSS purge could not see. On a
// phone only the open step shows its name (styles/_layouts.scss), so it never wraps.
import { Link } from 'react-router-dom'
import { checkout } from '@/messages/nl/checkout'
import {
  isReachable,
  shownSteps,
  stepStatus,
  type CheckoutStep,
  type OrderStep,
  type StepState,
} from '../checkout-steps'

type Status = 'current' | 'done' | 'upcoming'

export type StepListProps = {
  /**
   * The checkout steps this order goes through (shownSteps): Click & Collect has no shipping step.
   * Without them (the cart, order complete): the usual way, home delivery to the invoice address.
   */
  steps?: readonly CheckoutStep[]
  /** The cart page: the link back is the page itself. */
  cartHref: string
} & (
  | { at: 'cart' | 'placed' }
  | { at: 'checkout'; state: StepState; onOpen: (step: CheckoutStep) => void }
)

/** The number the bar shows for a checkout step ("Stap 2 van 4" above the step says the same). */
export function stepNumber(steps: readonly CheckoutStep[], step: CheckoutStep) {
  return { number: Math.max(steps.indexOf(step), 0) + 2, total: steps.length + 1 }
}

const usualSteps = shownSteps({ pickup: false, invoiceSame: true })

export function StepList(props: StepListProps) {
  const { steps = usualSteps, cartHref, at } = props
  const checkoutAt = props.at === 'checkout' ? props : null
  const statusOf = (step: OrderStep): Status => {
    if (at === 'placed') return 'done'
    if (!checkoutAt) return step === 'cart' ? 'current' : 'upcoming'
    return step === 'cart' ? 'done' : stepStatus(checkoutAt.state, step)
  }
  const items: OrderStep[] = ['cart', ...steps]
  return (
    <nav aria-label={checkout.steps.label} className="checkout-steps mb-4">
      <ol className="list-unstyled d-flex gap-1 mb-0">
        {items.map((step, index) => {
          const status = statusOf(step)
          const content = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {status === 'done' ? '✓' : index + 1}
              </span>
              <span className="checkout-step-name">{checkout.steps[step]}</span>
              {status !== 'upcoming' && (
                <span className="visually-hidden">
                  {' '}
                  ({status === 'current' ? checkout.steps.current : checkout.steps.done})
                </span>
              )}
            </>
          )
          const link =
            status === 'current' || at === 'placed' ? null : step === 'cart' ? (
              <Link to={cartHref} className="checkout-step-link">
                {content}
              </Link>
            ) : checkoutAt && isReachable(checkoutAt.state, step) ? (
              <button
                type="button"
                className="checkout-step-link"
                onClick={() => checkoutAt.onOpen(step)}
              >
                {content}
              </button>
            ) : null
          return (
            <li key={step} className="checkout-step" data-state={status}>
              {link ?? (
                <span
                  className="checkout-step-link"
                  aria-current={status === 'current' ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

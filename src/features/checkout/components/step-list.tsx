// The list of checkout steps: done steps can be opened again, later ones wait their turn. Its look
// follows state attributes (aria-current="step", data-state="done"), never a class name put
// together at run time, which the build's CSS purge could not see.
import { checkout } from '@/messages/nl/checkout'
import {
  checkoutSteps,
  isReachable,
  stepStatus,
  type CheckoutStep,
  type StepState,
} from '../checkout-steps'

export function StepList({
  state,
  steps = checkoutSteps,
  onOpen,
}: {
  state: StepState
  /** The steps this order goes through (shownSteps): Click & Collect has no shipping step. */
  steps?: readonly CheckoutStep[]
  onOpen: (step: CheckoutStep) => void
}) {
  return (
    <nav aria-label={checkout.steps.label} className="checkout-steps mb-4">
      <ol className="list-unstyled d-flex gap-1 mb-0">
        {steps.map((step, index) => {
          const status = stepStatus(state, step)
          const name = checkout.steps[step]
          const content = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {status === 'done' ? '✓' : index + 1}
              </span>
              <span className="checkout-step-name">{name}</span>
              {status !== 'upcoming' && (
                <span className="visually-hidden">
                  {' '}
                  ({status === 'current' ? checkout.steps.current : checkout.steps.done})
                </span>
              )}
            </>
          )
          return (
            <li key={step} className="checkout-step" data-state={status}>
              {status !== 'current' && isReachable(state, step) ? (
                <button type="button" className="checkout-step-link" onClick={() => onOpen(step)}>
                  {content}
                </button>
              ) : (
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

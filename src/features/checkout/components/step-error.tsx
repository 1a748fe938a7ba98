// The Dutch message of a failed step call, announced at once and focused (the shared FormAlerts, as
// every form of the shop); what the shopper entered stays. StepAnswer is the end of every step's
// form: that message, then the step's actions (back, and the call-to-action that is busy while
// the step's answers go to the service).
import { userMessageOf } from '@/api/http'
import { FormAlerts, SubmitButton, type FormRequest } from '@/components/form-feedback'
import { checkout } from '@/messages/nl/checkout'

export function StepError({ error }: { error: unknown }) {
  return (
    <FormAlerts live="assertive" className="mt-3" error={error ? userMessageOf(error) : null} />
  )
}

export function StepAnswer({
  request,
  disabled,
  label,
  pendingLabel = checkout.actions.saving,
  describedBy,
  back,
}: {
  request: FormRequest
  /** The step cannot be sent yet (another step's call is running). */
  disabled: boolean
  label: string
  pendingLabel?: string
  /** A note the call-to-action refers to (the payment step's costs note). */
  describedBy?: string
  /**
   * The way back: a button to the step before, 'space' where a step has none but keeps the
   * call-to-action at the end of the row, or nothing for the first step.
   */
  back?: (() => void) | 'space'
}) {
  return (
    <>
      <StepError error={request.error} />
      <div className="checkout-actions">
        {back === 'space' ? (
          <span />
        ) : back ? (
          <button type="button" className="btn btn-outline-secondary" onClick={back}>
            {checkout.actions.back}
          </button>
        ) : null}
        <SubmitButton
          className="btn btn-cta btn-lg"
          aria-describedby={describedBy}
          pending={request.isPending}
          disabled={disabled}
          label={label}
          pendingLabel={pendingLabel}
        />
      </div>
    </>
  )
}

// The feedback rows every form shares: the live region at its top (the refusal as an alert, a
// success as a status) and the submit button that says it is busy while the request runs. A
// refusal takes the focus, as a field error does (react-hook-form focuses the first invalid field).
import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react'

/**
 * The live region at the top of a form. `error` is the Dutch message to show (falsy: none);
 * `success` the status after a successful submit (falsy: none).
 */
export function FormAlerts({
  live,
  error,
  success,
  className,
}: {
  live: 'polite' | 'assertive'
  error?: ReactNode
  success?: ReactNode
  className?: string
}) {
  const alert = useRef<HTMLDivElement>(null)
  const refused = Boolean(error)
  useEffect(() => {
    if (refused) alert.current?.focus()
  }, [refused, error])
  return (
    <div aria-live={live} className={className}>
      {error ? (
        <div className="alert alert-danger" role="alert" tabIndex={-1} ref={alert}>
          {error}
        </div>
      ) : null}
      {success ? (
        <div className="alert alert-success" role="status">
          {success}
        </div>
      ) : null}
    </div>
  )
}

/**
 * The submit button: disabled and showing `pendingLabel` (with a spinner if asked) while busy;
 * also disabled while `disabled` (a checkout step that cannot be sent yet). A step that sends
 * nothing (a local step of a wizard) is never pending.
 */
export function SubmitButton({
  pending = false,
  label,
  pendingLabel = label,
  className = 'btn btn-primary',
  spinner = false,
  disabled = false,
  ...rest
}: {
  pending?: boolean
  label: string
  pendingLabel?: string
  className?: string
  spinner?: boolean
  disabled?: boolean
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-describedby'>) {
  return (
    <button type="submit" className={className} disabled={pending || disabled} {...rest}>
      {spinner && pending && (
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      )}
      {pending ? pendingLabel : label}
    </button>
  )
}

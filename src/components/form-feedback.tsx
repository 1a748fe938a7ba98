// The feedback rows every form shares: the live region at its top (the refusal as an alert, a
// success as a status) and the submit button that says it is busy while the request runs. A
// refusal takes the focus, as a field error does (react-hook-form focuses the first invalid field).
// AnsweredForm puts them together as the one submit-and-answer pattern of a form that sends one
// request; SentPanel is what stands in a form's place once it is sent.
import {
  useEffect,
  useRef,
  type ButtonHTMLAttributes,
  type FormEventHandler,
  type ReactNode,
} from 'react'
import { userMessageOf } from '@/api/http'

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

/** The state of a form's one request, as react-query's mutation holds it. */
export interface FormRequest {
  isPending: boolean
  isError: boolean
  error: unknown
}

/**
 * A form that sends one request and shows its answer: the heading that names the form, the live
 * region with the service's Dutch refusal (focused) or `success`, the fields, and the submit
 * button that is busy while the request runs. What the shopper typed stays after a refusal.
 */
export function AnsweredForm({
  headingId,
  heading,
  headingClassName,
  live,
  request,
  success,
  submitLabel,
  pendingLabel,
  submitClassName,
  onSubmit,
  children,
}: {
  headingId: string
  heading: ReactNode
  /** The heading's size: 'h4' on a page of its own, 'h5' among other forms. */
  headingClassName: string
  live: 'polite' | 'assertive'
  request: FormRequest
  success?: ReactNode
  submitLabel: string
  pendingLabel: string
  submitClassName?: string
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}) {
  return (
    <form noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      <FormAlerts
        live={live}
        error={request.isError && userMessageOf(request.error)}
        success={success}
      />
      {children}
      <SubmitButton
        className={submitClassName}
        pending={request.isPending}
        label={submitLabel}
        pendingLabel={pendingLabel}
      />
    </form>
  )
}

/** What stands in a sent form's place: its title and what was sent, focused so it is read out. */
export function SentPanel({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section
      className="alert alert-success"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={(el) => el?.focus()}
    >
      <h3 id={titleId} className="h5">
        {title}
      </h3>
      {children}
    </section>
  )
}

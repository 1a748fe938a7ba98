// Newsletter subscription (footer, promo modal, newsletter page): email required and valid; the
// result is announced in an aria-live region: subscribed (with the welcome code the service issues),
// or 'you already have an account' (AccountExist). After subscribing the promotion never returns.
// One field: plain React state and the shop's e-mail rule (lib/validation-rules), no form library,
// checked as a form library would: on submit (focus to the field when it fails), then as typed.
import { useId, useRef, useState, type FormEvent } from 'react'
import { useSubscribeNewsletter } from '@/api/aspos/auth.mutations'
import { userMessageOf } from '@/api/http'
import { TextField } from '@/components/form-field'
import { SubmitButton } from '@/components/form-feedback'
import { emailSchema } from '@/lib/validation-rules'
import { newsletterMessages as t } from '@/messages/nl/newsletter'
import { newsletterSubscribed } from './subscribed-here'
import '@/lib/zod-dutch'

/** The e-mail address as the rule reads it (trimmed), or the Dutch message of the first rule broken. */
function checkEmail(value: string): { email: string } | { error: string } {
  const result = emailSchema().safeParse(value)
  return result.success ? { email: result.data } : { error: result.error.issues[0]!.message }
}

export interface NewsletterFormProps {
  /** Visible label or only for screen readers (compact footer layout). */
  hideLabel?: boolean
  className?: string
}

export function NewsletterForm({ hideLabel, className }: NewsletterFormProps) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  // After the first submit the field is checked as it is typed in, so the message goes when fixed.
  const [submitted, setSubmitted] = useState(false)
  const mutation = useSubscribeNewsletter({ onSubscribed: newsletterSubscribed })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const checked = checkEmail(value)
    if ('error' in checked) {
      setError(checked.error)
      field.current?.focus()
      return
    }
    setError(undefined)
    mutation.mutate(checked.email)
  }
  const subscribed = mutation.data?.status === 'subscribed'
  const voucherCode = mutation.data?.status === 'subscribed' ? mutation.data.voucherCode : null
  const message = subscribed
    ? t.success
    : mutation.data?.status === 'accountExists'
      ? t.accountExists
      : null

  return (
    <form
      noValidate
      aria-label={t.heading}
      className={['newsletter-form', className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <div className="d-flex flex-wrap align-items-start gap-2">
        <TextField
          id={`${id}-email`}
          label={t.email}
          type="email"
          autoComplete="email"
          required
          wrapperClassName={`flex-grow-1 mb-2${hideLabel ? ' newsletter-form__hidden-label' : ''}`}
          name="email"
          ref={field}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            if (submitted) {
              const checked = checkEmail(event.target.value)
              setError('error' in checked ? checked.error : undefined)
            }
          }}
          error={error}
        />
        <SubmitButton
          className={`btn btn-primary${hideLabel ? '' : ' newsletter-form__submit'}`}
          pending={mutation.isPending}
          label={t.submit}
          pendingLabel={t.submitting}
        />
      </div>
      <div aria-live="polite" className="newsletter-form__result">
        {message && <p className={subscribed ? 'text-success-emphasis mb-0' : 'mb-0'}>{message}</p>}
        {voucherCode && (
          <p className="mb-0">
            {t.voucher} <strong className="newsletter-form__code">{voucherCode}</strong>
          </p>
        )}
        {mutation.isError && (
          <p className="text-danger-emphasis mb-0" role="alert">
            {userMessageOf(mutation.error)}
          </p>
        )}
      </div>
    </form>
  )
}

// Newsletter subscription (footer, promo modal, newsletter page): email required and valid; the
// result is announced in an aria-live region: subscribed (with the welcome code the service issues),
// or 'you already have an account' (AccountExist). After subscribing the promotion never returns.
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod'
import { useSubscribeNewsletter } from '@/api/aspos/auth.mutations'
import { userMessageOf } from '@/api/http'
import { TextField } from '@/components/form-field'
import { SubmitButton } from '@/components/form-feedback'
import { emailSchema } from '@/lib/validation'
import { account } from '@/messages/nl/account'
import { newsletterSubscribed } from './subscribed-here'

const t = account.newsletter

const newsletterFormSchema = z.object({ email: emailSchema })
type Values = z.infer<typeof newsletterFormSchema>

export interface NewsletterFormProps {
  /** Visible label or only for screen readers (compact footer layout). */
  hideLabel?: boolean
  className?: string
}

export function NewsletterForm({ hideLabel, className }: NewsletterFormProps) {
  const id = useId()
  const form = useForm<Values>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '' },
  })
  const mutation = useSubscribeNewsletter({ onSubscribed: newsletterSubscribed })
  const submit = (values: Values) => mutation.mutate(values.email.trim())
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
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="d-flex flex-wrap align-items-start gap-2">
        <TextField
          id={`${id}-email`}
          label={t.email}
          type="email"
          autoComplete="email"
          required
          wrapperClassName={`flex-grow-1 mb-2${hideLabel ? ' newsletter-form__hidden-label' : ''}`}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
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

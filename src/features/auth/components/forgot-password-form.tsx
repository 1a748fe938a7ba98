// Forgot-password form (the lead puts it in the forgot-password modal): email required and valid;
// success swaps to the 'Check je mail!' screen with the server Message, failure shows it as an error.
// Both screens offer the way back to the login ('Terug naar inloggen') when the host gives one.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import * as z from 'zod/mini'
import { useForgotPassword } from '@/api/aspos/auth.mutations'
import { userMessageOf } from '@/api/http'
import { TextField } from '@/components/form-field'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { emailSchema } from '@/lib/validation'
import { account } from '@/messages/nl/account'

const t = account.forgotPassword

const forgotPasswordSchema = z.object({ email: emailSchema })
type ForgotValues = z.infer<typeof forgotPasswordSchema>

export interface ForgotPasswordFormProps {
  /** Heading level of the result title inside the host (modal: 2). */
  headingLevel?: 2 | 3
  idPrefix?: string
  /** Back to the login (the modal opens the login modal again). */
  onBackToLogin?: () => void
}

export function ForgotPasswordForm({
  headingLevel = 2,
  idPrefix = 'forgot',
  onBackToLogin,
}: ForgotPasswordFormProps) {
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const mutation = useForgotPassword()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const back = onBackToLogin && (
    <button type="button" className="btn btn-link p-0 mt-3" onClick={onBackToLogin}>
      {t.backToLogin}
    </button>
  )

  if (mutation.isSuccess) {
    return (
      <div aria-live="polite">
        <Heading className="h4">{t.resultHeading}</Heading>
        <p className="mb-0">{mutation.data}</p>
        {back}
      </div>
    )
  }

  return (
    <form
      noValidate
      aria-label={t.heading}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values.email))}
    >
      <p>{t.intro}</p>
      <FormAlerts live="assertive" error={mutation.isError && userMessageOf(mutation.error)} />
      <TextField
        id={`${idPrefix}-email`}
        label={t.email}
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={mutation.isPending} label={t.submit} pendingLabel={t.submitting} />
      {back && <div>{back}</div>}
    </form>
  )
}

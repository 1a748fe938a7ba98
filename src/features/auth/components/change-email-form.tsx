// Change email: posts the new email with the password, then logs in again with both so the
// session (and its token's email claim) follows the change.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import * as z from 'zod/mini'
import { useChangeEmail } from '@/api/aspos/customer.mutations'
import { userMessageOf } from '@/api/http'
import { TextField } from '@/components/form-field'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { emailSchema, typedPassword } from '@/lib/validation'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'

const t = account.changeEmail

const changeEmailFormSchema = z.object({ newEmail: emailSchema, password: typedPassword() })
type Values = z.infer<typeof changeEmailFormSchema>

export function ChangeEmailForm() {
  const form = useForm<Values>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { newEmail: '', password: '' },
  })
  const mutation = useChangeEmail()
  const submit = (values: Values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset()
        notify(t.done(values.newEmail))
      },
    })
  const errors = form.formState.errors
  return (
    <form noValidate aria-labelledby="change-email-heading" onSubmit={form.handleSubmit(submit)}>
      <h2 id="change-email-heading" className="h5">
        {t.heading}
      </h2>
      <FormAlerts
        live="polite"
        error={mutation.isError && userMessageOf(mutation.error)}
        success={mutation.isSuccess && t.done(mutation.variables.newEmail)}
      />
      <TextField
        id="change-email-new"
        label={t.newEmail}
        type="email"
        autoComplete="email"
        required
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <TextField
        id="change-email-password"
        label={t.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton
        className="btn btn-outline-secondary"
        pending={mutation.isPending}
        label={t.submit}
        pendingLabel={t.submitting}
      />
    </form>
  )
}

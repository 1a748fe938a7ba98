// Change email: posts the new email with the password, then logs in again with both so the
// session (and its token's email claim) follows the change.
import * as z from 'zod/mini'
import { useChangeEmail } from '@/stores/session-mutations'
import { TextField } from '@/components/form-field'
import { AnsweredForm } from '@/components/form-feedback'
import { fieldsOf, useSchemaForm } from '@/components/form-resolver'
import { emailSchema, typedPassword } from '@/lib/validation'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'

const t = account.changeEmail

const changeEmailFormSchema = z.object({ newEmail: emailSchema, password: typedPassword() })
type Values = z.infer<typeof changeEmailFormSchema>

export function ChangeEmailForm() {
  const form = useSchemaForm(changeEmailFormSchema, { newEmail: '', password: '' })
  const field = fieldsOf(form)
  const mutation = useChangeEmail()
  const submit = (values: Values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset()
        notify(t.done(values.newEmail))
      },
    })
  return (
    <AnsweredForm
      headingId="change-email-heading"
      heading={t.heading}
      headingClassName="h5"
      live="polite"
      request={mutation}
      success={mutation.isSuccess && t.done(mutation.variables.newEmail)}
      submitLabel={t.submit}
      pendingLabel={t.submitting}
      submitClassName="btn btn-outline-secondary"
      onSubmit={form.handleSubmit(submit)}
    >
      <TextField
        id="change-email-new"
        label={t.newEmail}
        type="email"
        autoComplete="email"
        required
        {...field('newEmail')}
      />
      <TextField
        id="change-email-password"
        label={t.password}
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
    </AnsweredForm>
  )
}

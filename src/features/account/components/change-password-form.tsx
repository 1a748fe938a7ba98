// Change password: the current password and a new one that follows the spec's password rule.
import * as z from 'zod/mini'
import { useChangePassword } from '@/api/aspos/customer.mutations'
import { TextField } from '@/components/form-field'
import { AnsweredForm } from '@/components/form-feedback'
import { fieldsOf, useSchemaForm } from '@/components/form-resolver'
import { passwordSchema, typedPassword } from '@/lib/validation'
import { account } from '@/messages/nl/account'

const t = account.changePassword

const changePasswordFormSchema = z.object({
  currentPassword: typedPassword(),
  newPassword: passwordSchema,
})

export function ChangePasswordForm() {
  const form = useSchemaForm(changePasswordFormSchema, { currentPassword: '', newPassword: '' })
  const field = fieldsOf(form)
  const mutation = useChangePassword()
  return (
    <AnsweredForm
      headingId="change-password-heading"
      heading={t.heading}
      headingClassName="h5"
      live="polite"
      request={mutation}
      success={mutation.isSuccess && t.done}
      submitLabel={t.submit}
      pendingLabel={t.submitting}
      submitClassName="btn btn-outline-secondary"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values, { onSuccess: () => form.reset() }),
      )}
    >
      <TextField
        id="change-password-current"
        label={t.current}
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <TextField
        id="change-password-new"
        label={t.next}
        type="password"
        autoComplete="new-password"
        required
        hint={account.register.passwordHint}
        {...field('newPassword')}
      />
    </AnsweredForm>
  )
}

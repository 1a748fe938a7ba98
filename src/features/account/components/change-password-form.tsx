// Change password: the current password and a new one that follows the spec's password rule.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import * as z from 'zod/mini'
import { useChangePassword } from '@/api/aspos/customer.mutations'
import { userMessageOf } from '@/api/http'
import { TextField } from '@/components/form-field'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { passwordSchema, typedPassword } from '@/lib/validation'
import { account } from '@/messages/nl/account'

const t = account.changePassword

const changePasswordFormSchema = z.object({
  currentPassword: typedPassword(),
  newPassword: passwordSchema,
})
type Values = z.infer<typeof changePasswordFormSchema>

export function ChangePasswordForm() {
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const mutation = useChangePassword()
  const errors = form.formState.errors
  return (
    <form
      noValidate
      aria-labelledby="change-password-heading"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values, { onSuccess: () => form.reset() }),
      )}
    >
      <h2 id="change-password-heading" className="h5">
        {t.heading}
      </h2>
      <FormAlerts
        live="polite"
        error={mutation.isError && userMessageOf(mutation.error)}
        success={mutation.isSuccess && t.done}
      />
      <TextField
        id="change-password-current"
        label={t.current}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        id="change-password-new"
        label={t.next}
        type="password"
        autoComplete="new-password"
        required
        hint={account.register.passwordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
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

// Reset-password form for the emailed link: new password (the spec's password rule) twice; the
// token comes from the URL. Success shows a confirmation with a way to the login page.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import { Link } from 'react-router-dom'
import * as z from 'zod/mini'
import { useResetPassword } from '@/api/aspos/auth.mutations'
import { userMessageOf } from '@/api/http'
import { TextField } from '@/components/form-field'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { passwordSchema, requiredString } from '@/lib/validation'
import { account } from '@/messages/nl/account'

const t = account.resetPassword

const resetFormSchema = z
  .object({ password: passwordSchema, confirm: requiredString() })
  .check(z.refine((v) => v.password === v.confirm, { message: t.mismatch, path: ['confirm'] }))
type ResetValues = z.infer<typeof resetFormSchema>

export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const mutation = useResetPassword()
  const errors = form.formState.errors

  if (mutation.isSuccess) {
    return (
      <div aria-live="polite">
        <div className="alert alert-success" role="status">
          {t.done}
        </div>
        <Link className="btn btn-primary" to={loginHref}>
          {t.toLogin}
        </Link>
      </div>
    )
  }

  return (
    <form
      noValidate
      aria-label={t.heading}
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate({ token, password: values.password }),
      )}
    >
      <p>{t.intro}</p>
      <FormAlerts live="assertive" error={mutation.isError && userMessageOf(mutation.error)} />
      <TextField
        id="reset-password"
        label={t.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="reset-confirm"
        label={t.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <SubmitButton pending={mutation.isPending} label={t.submit} pendingLabel={t.submitting} />
    </form>
  )
}

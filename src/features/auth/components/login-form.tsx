// The one login form, shared by the login page and the login modal: email (email type) and
// password, both required; loggingIn disables the button, loginFailed shows the spec's alert.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import { Link } from 'react-router-dom'
import * as z from 'zod/mini'
import { useLogin } from '@/stores/session-mutations'
import { isApiError, userMessageOf } from '@/api/http'
import { TextField } from '@/components/form-field'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { typedEmail, typedPassword } from '@/lib/validation'
import { account } from '@/messages/nl/account'
import { modalClosed, modalOpened } from '@/stores/modal-store'
import { notify } from '@/stores/notices-store'
import type { Session } from '@/stores/session'

const t = account.login

// Required, and no longer than the service takes (the login's wire contract has the same limits).
const loginFormSchema = z.object({ email: typedEmail(), password: typedPassword() })
type LoginValues = z.infer<typeof loginFormSchema>

/** A refused login (wrong email or password) versus a failure to reach the service. */
function isRefusal(error: unknown): boolean {
  return (
    !isApiError(error) || error.kind === 'business' || (error.kind === 'http' && error.status < 500)
  )
}

export interface LoginFormProps {
  /** Called after the token is stored and the welcome notice (its id: `welcome`) is shown. */
  onSuccess?: (session: Session, welcome: number) => void
  /** Where 'Account aanmaken' leads (the route table owns URLs). */
  registerHref: string
  /** Prefix for element ids, so the modal and the page never clash. */
  idPrefix?: string
}

export function LoginForm({ onSuccess, registerHref, idPrefix = 'login' }: LoginFormProps) {
  const [loginFailed, setLoginFailed] = useState(false)
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  })
  const mutation = useLogin()
  const submit = (values: LoginValues) => {
    setLoginFailed(false)
    mutation.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (session) => {
          if (!session) {
            setLoginFailed(true)
            return
          }
          const welcome = notify(t.welcome(session.firstName))
          onSuccess?.(session, welcome)
        },
        onError: (error) => {
          if (isRefusal(error)) setLoginFailed(true)
        },
      },
    )
  }
  const loggingIn = mutation.isPending
  const errors = form.formState.errors

  return (
    <form noValidate aria-label={t.heading} onSubmit={form.handleSubmit(submit)}>
      <FormAlerts
        live="assertive"
        error={loginFailed ? t.failed : mutation.isError && userMessageOf(mutation.error)}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={t.email}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label={t.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <SubmitButton pending={loggingIn} label={t.submit} pendingLabel={t.submitting} spinner />
        <button
          type="button"
          className="btn btn-link p-0"
          onClick={() => modalOpened('forgotPassword')}
        >
          {t.forgotPassword}
        </button>
      </div>
      <p className="mb-0">
        <Link to={registerHref} onClick={() => modalClosed('login')}>
          {t.createAccount}
        </Link>
      </p>
    </form>
  )
}

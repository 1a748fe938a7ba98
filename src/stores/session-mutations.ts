// The writes whose answer becomes the session: logging in, registering, and a new login e-mail
// (the service wants a new login with it). They sit with the session, above the wire layer, so
// api/ knows no store.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { login, register, type LoginRequest, type RegisterRequest } from '@/api/aspos/auth'
import { changeEmail, type ChangeEmailRequest } from '@/api/aspos/customer'
import { customerChanged } from '@/api/aspos/customer.mutations'
import { loggedIn } from './session-store'

/** Logs in; answers the new session, or null when the token cannot be read (a failed login). */
export function useLogin() {
  return useMutation({ mutationFn: async (body: LoginRequest) => loggedIn(await login(body)) })
}

/** Creates the account and logs in with it; answers the session as useLogin does. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterRequest) => loggedIn(await register(body)),
  })
}

/** A new login email: the service wants a new login with it, whose token becomes the session. */
export function useChangeEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (values: ChangeEmailRequest) => {
      await changeEmail(values)
      return login({ email: values.newEmail, password: values.password })
    },
    onSuccess: (token) => {
      loggedIn(token)
      void customerChanged(client)
    },
  })
}

// Every write of the account service that needs no login yet, beside its calls (auth.ts): logging
// in and registering (whose token becomes the session), the password mails and the newsletter
// subscription. Logging out is app/compose/logout.ts (it also clears the cart and personal data).
import { useMutation } from '@tanstack/react-query'
import { loggedIn } from '@/stores/session-store'
import {
  forgotPassword,
  login,
  register,
  resetPassword,
  subscribe,
  type LoginRequest,
  type RegisterRequest,
} from './auth'

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

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}

/**
 * Subscribes an email. `onSubscribed` runs even when the form has gone meanwhile (the promotion's
 * modal closed), so the device still remembers the subscription.
 */
export function useSubscribeNewsletter({ onSubscribed }: { onSubscribed?: () => void } = {}) {
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (result) => {
      if (result.status === 'subscribed') onSubscribed?.()
    },
  })
}

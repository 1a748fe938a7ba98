// Every write of the account service that needs no login yet, beside its calls (auth.ts): the
// password mails and the newsletter subscription. Logging in and registering, whose token becomes
// the session, are stores/session-mutations.ts. Logging out is app/compose/logout.ts (it also clears the cart and personal data).
import { useMutation } from '@tanstack/react-query'
import { forgotPassword, resetPassword, subscribe } from './auth'

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

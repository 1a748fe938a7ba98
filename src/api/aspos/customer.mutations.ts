// Every write of the customer resource, beside its reads (customer.ts): the call and what it
// changes in the cache. Components call these hooks and pass only what the screen does after
// (a notice, a form reset) to `mutate`.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { login } from '@/api/aspos/auth'
import { loggedIn } from '@/stores/session-store'
import {
  changeEmail,
  changePassword,
  customerQueries,
  joinLoyalty,
  setNewsletterPreference,
  type ChangeEmailRequest,
} from './customer'

/** The customer changed on the server: every customer query reads again (awaited, so the
 * mutation stays pending until the account shows the change). */
export function customerChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: customerQueries.all() })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
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

export function useNewsletterPreference() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setNewsletterPreference,
    onSuccess: () => customerChanged(client),
  })
}

export function useJoinLoyalty() {
  const client = useQueryClient()
  return useMutation({ mutationFn: joinLoyalty, onSuccess: () => customerChanged(client) })
}

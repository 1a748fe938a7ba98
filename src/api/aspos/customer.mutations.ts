// Every write of the customer resource, beside its reads (customer.ts): the call and what it
// changes in the cache. Components call these hooks and pass only what the screen does after
// (a notice, a form reset) to `mutate`. A write whose answer becomes the session (a new login
// e-mail) is stores/session-mutations.ts: the wire layer knows no session.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { changePassword, customerQueries, joinLoyalty, setNewsletterPreference } from './customer'

/** The customer changed on the server: every customer query reads again (awaited, so the
 * mutation stays pending until the account shows the change). */
export function customerChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: customerQueries.all() })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
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

// Asks the account service whether an e-mail already has an account (the registration's first step
// and the account from the order ask it where the e-mail is known, not after the last step).
import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { authQueries } from '@/api/aspos/auth'

/** A function that answers whether `email` has an account (rejects when the service cannot say). */
export function useEmailTakenCheck(): (email: string) => Promise<boolean> {
  const queryClient = useQueryClient()
  return useCallback(
    (email: string) => queryClient.fetchQuery(authQueries.emailTaken(email)),
    [queryClient],
  )
}

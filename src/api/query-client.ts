// The app's React Query client: sensible retries (never for 4xx or malformed answers) and stale times.
// One client per page (`queryClient`), importable outside React: the session clears personal
// data from it and the cart queue writes the confirmed cart into it.
import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './http'

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.kind === 'malformed' || error.kind === 'business' || error.kind === 'aborted')
      return false
    if (error.kind === 'http' && error.status < 500) return false
  }
  return failureCount < 1
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        retryDelay: 500,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

/** The page's client (main.tsx renders the app with it). */
export const queryClient = createQueryClient()

/**
 * Roots of every query that belongs to one shopper: customer (vouchers, loyalty), addresses,
 * orders, invoices, wish list, checkout and cart. Kept as plain keys so this module does not pull
 * every resource onto the first page; a test checks them against each factory's `all()`.
 */
export const personalQueryRoots = [
  'customer',
  'addresses',
  'orders',
  'invoices',
  'selections',
  'checkout',
  'cart',
] as const

/** Drops every personal query: a change of identity must never show one shopper another's data. */
export function forgetPersonalQueries(client: QueryClient = queryClient): void {
  for (const root of personalQueryRoots) {
    void client.cancelQueries({ queryKey: [root] })
    client.removeQueries({ queryKey: [root] })
  }
}

/**
 * Drops every mutation and its variables (a login's password, an address form, a password change):
 * on a change of identity none of one shopper's input stays in memory for the next.
 */
export function forgetMutations(client: QueryClient = queryClient): void {
  client.getMutationCache().clear()
}

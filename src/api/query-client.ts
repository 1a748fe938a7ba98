// The app's React Query client: sensible retries (never for 4xx or malformed answers) and stale times.
import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './http'

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.kind === 'malformed' || error.kind === 'business' || error.kind === 'aborted') return false
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

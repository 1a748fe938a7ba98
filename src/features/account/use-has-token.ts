// Whether a login token is stored, reactive in this tab, without importing the auth feature: the
// session announces token changes through the auth api module.
import { useSyncExternalStore } from 'react'
import { hasStoredToken, subscribeAuthToken } from '@/api/aspos/auth'

export function useHasToken(): boolean {
  return useSyncExternalStore(subscribeAuthToken, hasStoredToken, () => false)
}

// The auth session in zustand, mirrored to localStorage under 'authToken'. Module-level actions
// (loggedIn, loggedOut, restoreSession) are for code outside React; components use the selector
// hooks. The session also ends by itself: when exp passes (a timer), on a 401 from our API, and
// when another tab removes the token (storage event).
import { useEffect, useRef } from 'react'
import { create } from 'zustand'
import { authTokenChanged } from '@/api/aspos/auth'
import { onUnauthorized } from '@/api/http'
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage'
import { hasScope, sessionFromToken, type Session } from './session'

/** Why the last session ended: the shell reloads account pages for everything but 'logout'. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized' | 'otherTab'

interface SessionState {
  session: Session | null
  /** Counts ended sessions, so watchers notice each ending once. */
  endedCount: number
  endReason: SessionEndReason | null
}

/** The stored token as a session; an invalid or expired one is removed on the spot. */
function readStoredSession(): Session | null {
  const token = readStorage(storageKeys.authToken)
  const session = sessionFromToken(token)
  if (!session && token) removeStorage(storageKeys.authToken)
  return session
}

export const useSessionStore = create<SessionState>(() => ({
  session: readStoredSession(),
  endedCount: 0,
  endReason: null,
}))

let expiryTimer: ReturnType<typeof setTimeout> | undefined

function scheduleExpiry(session: Session | null) {
  clearTimeout(expiryTimer)
  if (!session) return
  // setTimeout caps at ~24.8 days; longer tokens are checked again when that fires.
  const delay = Math.min(session.expiresAt - Date.now(), 2_147_000_000)
  expiryTimer = setTimeout(() => restoreSession('expired'), Math.max(0, delay))
}

function setSession(session: Session | null, reason: SessionEndReason) {
  const previous = useSessionStore.getState().session
  const ended = previous !== null && session === null
  useSessionStore.setState((state) => ({
    session,
    endedCount: ended ? state.endedCount + 1 : state.endedCount,
    endReason: ended ? reason : state.endReason,
  }))
  scheduleExpiry(session)
  if (previous?.token !== session?.token) authTokenChanged()
}

/**
 * Reads the stored token again: a valid one restores the session, anything else is cleared.
 * `reason` says why it would end (used by the timer, the storage event and the 401 listener).
 */
export function restoreSession(reason: SessionEndReason = 'expired'): Session | null {
  const session = readStoredSession()
  setSession(session, reason)
  return session
}

/** Stores a fresh token; null when the token is unusable (then nothing changes). */
export function loggedIn(token: string): Session | null {
  const session = sessionFromToken(token)
  if (!session) return null
  writeStorage(storageKeys.authToken, token)
  setSession(session, 'logout')
  return session
}

/** Clears token, first name and email (the cart is reset by the cart feature). */
export function loggedOut(reason: SessionEndReason = 'logout'): void {
  removeStorage(storageKeys.authToken)
  setSession(null, reason)
}

/** Wires the automatic endings; returns a cleanup (tests). Runs once on import in the browser. */
export function startSessionSync(): () => void {
  const stopUnauthorized = onUnauthorized(() => {
    if (useSessionStore.getState().session) loggedOut('unauthorized')
  })
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    if (event.key === storageKeys.authToken || event.key === null) restoreSession('otherTab')
  }
  window.addEventListener('storage', onStorage)
  scheduleExpiry(useSessionStore.getState().session)
  return () => {
    stopUnauthorized()
    window.removeEventListener('storage', onStorage)
    clearTimeout(expiryTimer)
  }
}

if (typeof window !== 'undefined') startSessionSync()

export const useSession = () => useSessionStore((state) => state.session)
export const useIsLoggedIn = () => useSessionStore((state) => state.session !== null)
export const useFirstName = () => useSessionStore((state) => state.session?.firstName ?? '')
export const useSessionEmail = () => useSessionStore((state) => state.session?.email ?? '')
export const useHasScope = (scope: string) => useSessionStore((state) => hasScope(state.session, scope))

/**
 * Calls `onTokenGone(reason)` each time a session ends while the component is mounted (expiry,
 * a 401, another tab logging out, or a logout here). The shell uses it to reload account and
 * checkout pages.
 */
export function useTokenWatcher(onTokenGone: (reason: SessionEndReason) => void): void {
  const callback = useRef(onTokenGone)
  callback.current = onTokenGone
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (state.endedCount !== previous.endedCount && state.endReason) callback.current(state.endReason)
      }),
    [],
  )
}

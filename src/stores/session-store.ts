// The auth session in zustand, mirrored to localStorage under 'authToken': the one owner of the
// token, first name, e-mail, expiry timer and other-tab sync. One pair of actions changes it:
// `loggedIn(token)` and `loggedOut(reason)`. The session also ends by itself: when exp passes (a
// timer), on a 401 from our commerce or auth API to a request sent with the current token (the
// services revoked it: logged out elsewhere, password or e-mail changed), and when another tab
// logs out (its 'identity-changed' message, lib/tab-sync.ts, or the storage event of the token).
// A login or logout here tells the other tabs; they read the stored token again (restoreSession),
// so a logout ends the session in every tab without asking the services a second time.
//
// Every change of identity (logout, expiry, a 401, another tab, or a login) clears what belongs to
// one shopper, in the same step as the token and before anything renders again: whatever a store
// registered with `onIdentityChanged` (the cart's pending changes, the checkout's and the
// registration wizard's in-memory answers), the personal queries, the mutation cache, and every
// key listed in `personalStorageKeys` (src/lib/storage.ts). OWASP ASVS 5.0 14.3.1.
import { useEffect, useRef } from 'react'
import { create } from 'zustand'
import { fetchAuthUser } from '@/api/auth'
import { onUnauthorized } from '@/api/http'
import { forgetMutations, forgetPersonalQueries } from '@/api/query-client'
import { isAccountOrCheckoutPath } from '@/lib/paths'
import {
  forgetPersonalStorage,
  readSessionStorage,
  readStorage,
  removeSessionStorage,
  removeStorage,
  sessionStorageKeys,
  storageKeys,
  writeSessionStorage,
  writeStorage,
} from '@/lib/storage'
import { onOtherTab, tabAnnounced } from '@/lib/tab-sync'
import { shell } from '@/messages/nl/shell'
import { notify } from './notices-store'
import { sessionFromToken, type Session } from './session'

/** Why the last session ended: the shell reloads account pages for everything but 'logout'. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized' | 'otherTab'

interface SessionState {
  session: Session | null
  /** Counts ended sessions, so watchers notice each ending once. */
  endedCount: number
  endReason: SessionEndReason | null
  /**
   * The account or checkout path the shopper logged out on. The shell sends them home in the same
   * render that clears the session, so the page's guard never sees a missing token.
   */
  loggedOutFrom: string | null
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
  loggedOutFrom: null,
}))

// ---------------------------------------------------------------------------------------------
// Change of identity
// ---------------------------------------------------------------------------------------------

export interface IdentityChange {
  previous: Session | null
  next: Session | null
  /** Why the previous session ended; null for a login (anonymous or someone else before). */
  reason: SessionEndReason | null
}

type IdentityListener = (change: IdentityChange) => void
const identityListeners = new Set<IdentityListener>()

/** Stores that keep one shopper's data register here to forget it on every change of identity. */
export function onIdentityChanged(listener: IdentityListener): () => void {
  identityListeners.add(listener)
  return () => identityListeners.delete(listener)
}

/** Who a session belongs to: the e-mail identifies a customer (a new token of the same one is no change). */
function sameShopper(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b
  return a.email !== '' && a.email.toLowerCase() === b.email.toLowerCase()
}

function forgetPersonalData(change: IdentityChange) {
  // Listeners first: a store may still read what it keeps of the leaving shopper (the cart keeps
  // its lines for the guest cart when the services ended the session).
  identityListeners.forEach((listener) => {
    try {
      listener(change)
    } catch (error) {
      console.error(error)
    }
  })
  forgetPersonalQueries()
  forgetMutations()
  // After the listeners: a store that resets itself may write its (empty) state back to storage.
  // A guest who logs in stays the same shopper: the checkout draft and the anonymous cart id stay
  // (the service merges that cart into the customer's). A customer who leaves takes both along.
  forgetPersonalStorage(change.previous !== null ? 'shopperLeft' : 'identityChanged')
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

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
  if (previous?.token !== session?.token && !sameShopper(previous, session)) {
    // Before the new state renders: no frame may show the previous shopper's data.
    forgetPersonalData({ previous, next: session, reason: previous ? reason : null })
  }
  const path = globalThis.location?.pathname ?? ''
  useSessionStore.setState((state) => ({
    session,
    endedCount: ended ? state.endedCount + 1 : state.endedCount,
    endReason: ended ? reason : state.endReason,
    // Set by a logout on an account or checkout page; kept while the shopper stays logged out
    // (another tab's storage event reads the same absent token again before the shell has left
    // the page: the marker must hold, or the page's guard sends the shopper to the login).
    loggedOutFrom:
      ended && reason === 'logout' && isAccountOrCheckoutPath(path)
        ? path
        : previous === null && session === null
          ? state.loggedOutFrom
          : null,
  }))
  scheduleExpiry(session)
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
  tabAnnounced({ type: 'identity-changed' })
  return session
}

/** Ends the session on this device (every tab) and forgets everything personal. */
export function loggedOut(reason: SessionEndReason = 'logout'): void {
  removeStorage(storageKeys.authToken)
  setSession(null, reason)
  tabAnnounced({ type: 'identity-changed' })
}

/** The shell left the page the shopper logged out on. */
export function logoutLanded(): void {
  if (useSessionStore.getState().loggedOutFrom !== null)
    useSessionStore.setState({ loggedOutFrom: null })
}

/**
 * The shell reloads an account or checkout page when the session ends by itself (spec section 4);
 * our own logout navigates instead.
 */
export function sessionEndReloadsPage(reason: SessionEndReason, pathname: string): boolean {
  return reason !== 'logout' && isAccountOrCheckoutPath(pathname)
}

/** Shows the "your session was ended" notice once, if one waits (also after a reload). */
export function showSessionEndedNotice(): void {
  if (readSessionStorage(sessionStorageKeys.sessionEndedNotice) === null) return
  removeSessionStorage(sessionStorageKeys.sessionEndedNotice)
  notify(shell.session.ended, 'warning', 10_000)
}

/**
 * A 401 ends the session only when the refused request carried the token that is still current:
 * an answer to a request made with an older token does not end a newer session, and once the
 * token is gone no request carries it, so a revoked token ends the session once and never loops.
 * The shopper is told why; on an account or checkout page the notice waits for the reload.
 */
function unauthorizedAnswer(sentToken: string): void {
  const current = useSessionStore.getState().session
  if (current === null || current.token !== sentToken) return
  writeSessionStorage(sessionStorageKeys.sessionEndedNotice, '1')
  loggedOut('unauthorized')
  if (!sessionEndReloadsPage('unauthorized', globalThis.location?.pathname ?? ''))
    showSessionEndedNotice()
}

/**
 * On load: asks the auth service whether the stored token is still good. A 401 ends the session
 * through the 401 rule; a service that cannot be reached changes nothing (the token's own expiry
 * still holds).
 */
export async function confirmSession(): Promise<void> {
  if (!useSessionStore.getState().session) return
  try {
    await fetchAuthUser()
  } catch {
    // 401: handled by unauthorizedAnswer. Anything else: the session stays as it is.
  }
}

/** Wires the automatic endings; returns a cleanup (tests). Runs once on import in the browser. */
function startSessionSync(): () => void {
  const stopUnauthorized = onUnauthorized(unauthorizedAnswer)
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    if (event.key === storageKeys.authToken || event.key === null) restoreSession('otherTab')
  }
  window.addEventListener('storage', onStorage)
  // The message may arrive before the other tab's storage write does: the storage event follows
  // then, and reading the token again is harmless when nothing changed.
  const stopTabs = onOtherTab((message) => {
    if (message.type === 'identity-changed') restoreSession('otherTab')
  })
  scheduleExpiry(useSessionStore.getState().session)
  // A session the services ended just before the shell reloaded the page.
  showSessionEndedNotice()
  return () => {
    stopUnauthorized()
    stopTabs()
    window.removeEventListener('storage', onStorage)
    clearTimeout(expiryTimer)
  }
}

if (typeof window !== 'undefined') startSessionSync()

// ---------------------------------------------------------------------------------------------
// Selector hooks
// ---------------------------------------------------------------------------------------------

export const useSession = () => useSessionStore((state) => state.session)
export const useIsLoggedIn = () => useSessionStore((state) => state.session !== null)
export const useFirstName = () => useSessionStore((state) => state.session?.firstName ?? '')
export const useLoggedOutFrom = () => useSessionStore((state) => state.loggedOutFrom)

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
        if (state.endedCount !== previous.endedCount && state.endReason)
          callback.current(state.endReason)
      }),
    [],
  )
}

// Session rules: valid, expired and malformed tokens, scopes, the expiry timer, the storage event
// from another tab, a 401 from our API, and the token watcher.
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { request, envelopeSchema } from '@/api/http'
import { server } from '@/mocks/server'
import { hasScope, isSessionActive, sessionFromToken } from './session'
import { loggedIn, loggedOut, restoreSession, useSessionStore, useTokenWatcher } from './session-store'

function b64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An unsigned JWT: the client only decodes, the server verifies. */
export function fakeToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`
}

const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s

describe('sessionFromToken', () => {
  it('reads first name, email and scopes from a valid token', () => {
    const token = fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne', email: 'demo@dierenruiter.nl', scope: 'customer loyalty' })
    const session = sessionFromToken(token)
    expect(session).toMatchObject({ firstName: 'Sanne', email: 'demo@dierenruiter.nl', scopes: ['customer', 'loyalty'] })
    expect(hasScope(session, 'loyalty')).toBe(true)
    expect(hasScope(session, 'admin')).toBe(false)
    expect(isSessionActive(session)).toBe(true)
  })

  it('accepts scope as an array', () => {
    const session = sessionFromToken(fakeToken({ exp: inSeconds(60), scope: ['customer'] }))
    expect(session?.scopes).toEqual(['customer'])
  })

  it('refuses expired, exp-less and malformed tokens', () => {
    expect(sessionFromToken(fakeToken({ exp: inSeconds(-1), unique_name: 'Oud' }))).toBeNull()
    expect(sessionFromToken(fakeToken({ unique_name: 'Geen exp' }))).toBeNull()
    expect(sessionFromToken('niet-een-token')).toBeNull()
    expect(sessionFromToken('a.b.c')).toBeNull()
    expect(sessionFromToken('')).toBeNull()
    expect(sessionFromToken(null)).toBeNull()
  })
})

describe('session store', () => {
  beforeEach(() => loggedOut())
  afterEach(() => vi.useRealTimers())

  it('stores the token on login and clears it on logout', () => {
    const token = fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' })
    expect(loggedIn(token)?.firstName).toBe('Sanne')
    expect(localStorage.getItem('authToken')).toBe(token)
    loggedOut()
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(useSessionStore.getState().session).toBeNull()
  })

  it('does not store an unusable token', () => {
    expect(loggedIn(fakeToken({ exp: inSeconds(-10) }))).toBeNull()
    expect(localStorage.getItem('authToken')).toBeNull()
  })

  it('restores a valid stored token and clears an expired or malformed one', () => {
    localStorage.setItem('authToken', fakeToken({ exp: inSeconds(600), unique_name: 'Joost' }))
    expect(restoreSession()?.firstName).toBe('Joost')
    localStorage.setItem('authToken', fakeToken({ exp: inSeconds(-600), unique_name: 'Joost' }))
    expect(restoreSession()).toBeNull()
    expect(localStorage.getItem('authToken')).toBeNull()
    localStorage.setItem('authToken', 'kapot')
    expect(restoreSession()).toBeNull()
    expect(localStorage.getItem('authToken')).toBeNull()
  })

  it('ends the session by itself when exp passes', () => {
    vi.useFakeTimers()
    loggedIn(fakeToken({ exp: inSeconds(90), unique_name: 'Sanne' }))
    vi.advanceTimersByTime(60_000)
    expect(useSessionStore.getState().session).not.toBeNull()
    vi.advanceTimersByTime(31_000)
    expect(useSessionStore.getState().session).toBeNull()
    expect(useSessionStore.getState().endReason).toBe('expired')
    expect(localStorage.getItem('authToken')).toBeNull()
  })

  it("notices another tab's logout and login through the storage event", () => {
    const token = fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' })
    loggedIn(token)
    localStorage.removeItem('authToken')
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', oldValue: token, newValue: null }))
    expect(useSessionStore.getState().session).toBeNull()
    expect(useSessionStore.getState().endReason).toBe('otherTab')

    localStorage.setItem('authToken', token)
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', oldValue: null, newValue: token }))
    expect(useSessionStore.getState().session?.firstName).toBe('Sanne')
  })

  it('ignores storage events of other keys', () => {
    loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartId', newValue: 'x' }))
    expect(useSessionStore.getState().session).not.toBeNull()
  })

  it('ends the session on a 401 from our API', async () => {
    server.use(http.get('*/api/test/needs-login', () => HttpResponse.json({ Success: false, Message: 'Nee' }, { status: 401 })))
    loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' }))
    await expect(request('/api/test/needs-login', { schema: envelopeSchema })).rejects.toMatchObject({ status: 401 })
    expect(useSessionStore.getState().session).toBeNull()
    expect(useSessionStore.getState().endReason).toBe('unauthorized')
  })

  it('tells the token watcher each time a session ends, with the reason', () => {
    const onGone = vi.fn()
    renderHook(() => useTokenWatcher(onGone))
    act(() => {
      loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' }))
    })
    expect(onGone).not.toHaveBeenCalled()
    act(() => loggedOut())
    expect(onGone).toHaveBeenCalledWith('logout')
    act(() => loggedOut())
    expect(onGone).toHaveBeenCalledTimes(1)
  })
})

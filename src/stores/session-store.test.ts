// Session rules: valid, expired and malformed tokens, scopes, the expiry timer, the storage event
// from another tab, the 401 rule, the token watcher, and the clean slate on a change of identity.
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { request } from '@/api/http'
import { envelopeSchema } from '@/api/envelope'
import { personalQueryRoots, queryClient } from '@/api/query-client'
import { server } from '@/mocks/server'
import { hasScope, isSessionActive, sessionFromToken } from './session'
import {
  loggedIn,
  loggedOut,
  onIdentityChanged,
  restoreSession,
  useSessionStore,
  useTokenWatcher,
} from './session-store'

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
    const token = fakeToken({
      exp: inSeconds(3600),
      unique_name: 'Sanne',
      email: 'demo@dierenruiter.nl',
      scope: 'customer loyalty',
    })
    const session = sessionFromToken(token)
    expect(session).toMatchObject({
      firstName: 'Sanne',
      email: 'demo@dierenruiter.nl',
      scopes: ['customer', 'loyalty'],
    })
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
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'authToken', oldValue: token, newValue: null }),
    )
    expect(useSessionStore.getState().session).toBeNull()
    expect(useSessionStore.getState().endReason).toBe('otherTab')

    localStorage.setItem('authToken', token)
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'authToken', oldValue: null, newValue: token }),
    )
    expect(useSessionStore.getState().session?.firstName).toBe('Sanne')
  })

  it('keeps the mark of a logout on an account page while another tab reads the absent token again', () => {
    window.history.replaceState(null, '', '/mijn-account')
    loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' }))
    loggedOut('logout')
    expect(useSessionStore.getState().loggedOutFrom).toBe('/mijn-account')
    // The other tab forgets its personal data: its storage writes reach this tab.
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }))
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(useSessionStore.getState().loggedOutFrom).toBe('/mijn-account')
    // A login clears it.
    loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' }))
    expect(useSessionStore.getState().loggedOutFrom).toBeNull()
    window.history.replaceState(null, '', '/')
  })

  it('ignores storage events of other keys', () => {
    loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartId', newValue: 'x' }))
    expect(useSessionStore.getState().session).not.toBeNull()
  })

  it('ends the session on a 401 from our API', async () => {
    server.use(
      http.get('*/api/aspos/test/needs-login', () =>
        HttpResponse.json({ Success: false, Message: 'Nee' }, { status: 401 }),
      ),
    )
    loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne' }))
    await expect(
      request('/api/aspos/test/needs-login', { schema: envelopeSchema() }),
    ).rejects.toMatchObject({ status: 401 })
    expect(useSessionStore.getState().session).toBeNull()
    expect(useSessionStore.getState().endReason).toBe('unauthorized')
  })

  it('keeps the session on a 401 from search or content, and on a 401 to an older token', async () => {
    server.use(
      http.get('*/api/meilisearch/v1/default/search', () =>
        HttpResponse.json({ Message: 'Nee' }, { status: 401 }),
      ),
      http.get('*/api/vm/test', () => HttpResponse.json({ Message: 'Nee' }, { status: 401 })),
      http.get('*/api/aspos/test/slow', async () => {
        // Answers after the shopper logged in again with a new token.
        loggedIn(
          fakeToken({ exp: inSeconds(3600), unique_name: 'Nieuw', email: 'nieuw@example.nl' }),
        )
        return HttpResponse.json({ Success: false }, { status: 401 })
      }),
    )
    loggedIn(fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne', email: 'sanne@example.nl' }))
    await expect(
      request('/api/meilisearch/v1/default/search', { schema: envelopeSchema() }),
    ).rejects.toMatchObject({ status: 401 })
    await expect(request('/api/vm/test', { schema: envelopeSchema() })).rejects.toMatchObject({
      status: 401,
    })
    expect(useSessionStore.getState().session?.firstName).toBe('Sanne')
    await expect(
      request('/api/aspos/test/slow', { schema: envelopeSchema() }),
    ).rejects.toMatchObject({ status: 401 })
    expect(useSessionStore.getState().session?.firstName).toBe('Nieuw')
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

describe('a change of identity', () => {
  const sanne = () =>
    fakeToken({ exp: inSeconds(3600), unique_name: 'Sanne', email: 'sanne@example.nl' })
  const joost = () =>
    fakeToken({ exp: inSeconds(3600), unique_name: 'Joost', email: 'joost@example.nl' })

  function fillPersonalData() {
    for (const root of personalQueryRoots)
      queryClient.setQueryData([root, 'detail'], { of: 'Sanne' })
    queryClient.setQueryData(['content', 'shared'], { menus: [] })
    sessionStorage.setItem(
      'checkout-draft',
      JSON.stringify({ state: { draft: { email: 'sanne@example.nl' } } }),
    )
    localStorage.setItem('cartId', 'cart-of-sanne')
  }

  beforeEach(() => {
    loggedOut()
    queryClient.clear()
  })

  it.each([
    ['logout', () => loggedOut()],
    [
      'expiry',
      () => {
        vi.useFakeTimers()
        loggedIn(fakeToken({ exp: inSeconds(5), unique_name: 'Sanne', email: 'sanne@example.nl' }))
        fillPersonalData()
        vi.advanceTimersByTime(6000)
        vi.useRealTimers()
      },
    ],
    ['a login as someone else', () => loggedIn(joost())],
    [
      'a logout in another tab',
      () => {
        localStorage.removeItem('authToken')
        window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }))
      },
    ],
  ])('forgets personal queries, the checkout draft and the cart id on %s', (_name, change) => {
    loggedIn(sanne())
    fillPersonalData()
    change()
    for (const root of personalQueryRoots)
      expect(queryClient.getQueryData([root, 'detail'])).toBeUndefined()
    expect(queryClient.getQueryData(['content', 'shared'])).toEqual({ menus: [] })
    expect(sessionStorage.getItem('checkout-draft')).toBeNull()
    expect(localStorage.getItem('cartId')).toBeNull()
  })

  it('tells registered stores before the new session is visible', () => {
    loggedIn(sanne())
    const seen: (string | null)[] = []
    const stop = onIdentityChanged(({ previous, next }) => {
      seen.push(
        `${previous?.firstName ?? '-'}>${next?.firstName ?? '-'}:${useSessionStore.getState().session?.firstName ?? '-'}`,
      )
    })
    loggedIn(joost())
    loggedOut()
    stop()
    expect(seen).toEqual(['Sanne>Joost:Sanne', 'Joost>-:Joost'])
  })

  it('keeps the guest cart id and checkout answers when a guest logs in (the service merges the cart)', () => {
    localStorage.setItem('cartId', 'guest-cart')
    sessionStorage.setItem('checkout-draft', '{"state":{}}')
    loggedIn(sanne())
    expect(localStorage.getItem('cartId')).toBe('guest-cart')
    expect(sessionStorage.getItem('checkout-draft')).not.toBeNull()
  })

  it('keeps everything when the same customer gets a new token', () => {
    loggedIn(sanne())
    fillPersonalData()
    loggedIn(fakeToken({ exp: inSeconds(7200), unique_name: 'Sanne', email: 'SANNE@example.nl' }))
    expect(localStorage.getItem('cartId')).toBe('cart-of-sanne')
    expect(queryClient.getQueryData(['customer', 'detail'])).toEqual({ of: 'Sanne' })
  })
})

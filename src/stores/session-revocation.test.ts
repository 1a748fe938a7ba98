// A token the services revoked (logged out elsewhere, password or e-mail changed) ends the session
// at the next personal call: once, with a Dutch notice, the cart lines kept as a guest cart, and
// never a loop. Every change of identity forgets the personal storage keys, the registration
// draft included.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchCustomer } from '@/api/aspos/customer'
import { login } from '@/api/aspos/auth'
import { queryClient } from '@/api/query-client'
import { confirmedCart, lineAdded, loadCart, cartFlushed } from '@/features/cart/cart-store'
import { forgetPersonalStorage, personalStorageKeys } from '@/lib/storage'
import { shell } from '@/messages/nl/shell'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { server } from '@/mocks/server'
import { useNoticesStore } from './notices-store'
import { loggedIn, loggedOut, restoreSession, useSessionStore } from './session-store'

const revokeElsewhere = (token: string) =>
  fetch('http://localhost/api/aspos/authentication/logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })

const messages = () => useNoticesStore.getState().notices.map((n) => n.message)

beforeEach(() => {
  loggedOut()
  sessionStorage.clear()
  useNoticesStore.setState({ notices: [] })
})
afterEach(() => server.events.removeAllListeners())

describe('a revoked token', () => {
  it('ends the session at the next personal call, once, with a notice', async () => {
    const token = await login(demoAccounts.demo)
    loggedIn(token)
    // Counted from here: other tests in this worker may have ended sessions before.
    const endedBefore = useSessionStore.getState().endedCount
    await revokeElsewhere(token)
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname))
    await expect(fetchCustomer()).rejects.toMatchObject({ status: 401 })
    expect(useSessionStore.getState().session).toBeNull()
    expect(useSessionStore.getState().endReason).toBe('unauthorized')
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(messages()).toEqual([shell.session.ended])
    // A second refusal to the same (now gone) token changes nothing and says nothing again.
    await expect(fetchCustomer()).rejects.toMatchObject({ status: 401 })
    expect(useSessionStore.getState().endedCount).toBe(endedBefore + 1)
    expect(messages()).toEqual([shell.session.ended])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls.filter((path) => path === '/api/aspos/customer')).toHaveLength(2)
  })

  it('keeps the cart lines the shopper had, as a guest cart', async () => {
    const token = await login(demoAccounts.demo)
    loggedIn(token)
    await loadCart()
    lineAdded(ids.plain, 2)
    await cartFlushed()
    await revokeElsewhere(token)
    await expect(fetchCustomer()).rejects.toMatchObject({ status: 401 })
    await vi.waitFor(() =>
      expect(confirmedCart()?.lines.map((l) => [l.productId, l.quantity])).toEqual([
        [ids.plain, 2],
      ]),
    )
    expect(confirmedCart()?.id).toBe(`anon:${localStorage.getItem('cartId')}`)
    expect(useSessionStore.getState().session).toBeNull()
  })

  it('shows the notice after the reload of an account page, once', async () => {
    const token = await login(demoAccounts.demo)
    loggedIn(token)
    await revokeElsewhere(token)
    window.history.pushState({}, '', '/mijn-account')
    try {
      await expect(fetchCustomer()).rejects.toMatchObject({ status: 401 })
      // The shell reloads this page: the notice waits for the next load instead of dying with it.
      expect(messages()).toEqual([])
      expect(sessionStorage.getItem('session-ended-notice')).not.toBeNull()
    } finally {
      window.history.pushState({}, '', '/')
    }
  })
})

describe('personal storage', () => {
  const fillAll = () => {
    for (const { area, key } of personalStorageKeys)
      (area === 'local' ? localStorage : sessionStorage).setItem(key, 'x')
  }
  const left = () =>
    personalStorageKeys
      .filter(
        ({ area, key }) => (area === 'local' ? localStorage : sessionStorage).getItem(key) !== null,
      )
      .map((e) => e.key)

  it('lists the cart id, the checkout draft and the registration draft', () => {
    expect(personalStorageKeys.map((e) => e.key)).toEqual(
      expect.arrayContaining(['cartId', 'checkout-draft', 'registration-draft']),
    )
  })

  it('forgets every key when a shopper leaves; on a guest login only what never carries over', () => {
    fillAll()
    forgetPersonalStorage('identityChanged')
    expect(left()).toEqual([
      'cartId',
      'checkout-draft',
      'recently-viewed',
      'recent-searches',
      'my-pets',
    ])
    forgetPersonalStorage('shopperLeft')
    expect(left()).toEqual([])
  })

  it('purges the registration draft on login, logout and expiry', async () => {
    const token = await login(demoAccounts.demo)
    for (const change of [
      () => loggedIn(token),
      () => loggedOut('logout'),
      () => loggedIn(token),
      () => loggedOut('expired'),
    ]) {
      sessionStorage.setItem('registration-draft', '{"state":{"draft":{"firstName":"Anna"}}}')
      change()
      expect(sessionStorage.getItem('registration-draft')).toBeNull()
    }
    // An expired stored token found on load is an ending too.
    loggedIn(token)
    sessionStorage.setItem('registration-draft', '{}')
    localStorage.setItem('authToken', 'kapot')
    restoreSession('expired')
    expect(sessionStorage.getItem('registration-draft')).toBeNull()
  })

  it('forgets the mutation cache on a change of identity', async () => {
    queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 1 })
    loggedIn(await login(demoAccounts.demo))
    expect(queryClient.getMutationCache().getAll()).toEqual([])
  })
})

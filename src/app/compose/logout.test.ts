// The one logout, in its order: pending cart changes go out first (keepalive, bounded), then the
// token and everything personal leave the browser in one step, then both services end the session
// with the captured token, and the cart follows the commerce answer or a fresh anonymous cart.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/server'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { login } from '@/api/aspos/auth'
import { fetchAuthUser } from '@/api/auth'
import { queryClient } from '@/api/query-client'
import { confirmedCart, lineAdded, loadCart } from '@/features/cart/cart-store'
import { personalStorageKeys } from '@/lib/storage'
import { loggedIn, useSessionStore } from '@/stores/session-store'
import { LOGOUT_FLUSH_BOUND_MS, logoutEverywhere } from './logout'

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

/** Every request as "METHOD path bearer|-" (bearer: it carried `token`), in the order sent. */
function recordCalls(token: string) {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const bearer = request.headers.get('Authorization') === `Bearer ${token}` ? 'bearer' : '-'
    calls.push(
      `${request.method} ${url.pathname} ${bearer}${request.keepalive ? ' keepalive' : ''}`,
    )
  })
  return calls
}

const never = () => new Promise<never>(() => undefined)

describe('logoutEverywhere', () => {
  it('ends the token at both services, with the token, and clears the session', async () => {
    const token = await login(demoAccounts.demo)
    loggedIn(token)
    const calls = recordCalls(token)
    await logoutEverywhere()
    expect(calls).toContain('POST /api/auth/logout bearer')
    expect(calls).toContain('POST /api/aspos/authentication/logout bearer')
    expect(useSessionStore.getState().session).toBeNull()
    // The auth service has ended it: the old token no longer names a user.
    loggedIn(token)
    await expect(fetchAuthUser()).rejects.toMatchObject({ status: 401 })
  })

  it('forgets the token and everything personal before any logout call is answered', async () => {
    const token = await login(demoAccounts.demo)
    loggedIn(token)
    sessionStorage.setItem('checkout-draft', '{"state":{}}')
    sessionStorage.setItem('registration-draft', '{"state":{}}')
    localStorage.setItem('cartId', 'cart-of-the-customer')
    queryClient.setQueryData(['customer', 'detail'], { email: 'demo' })
    queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 1 })
    // Neither service answers, ever.
    server.use(
      http.post('*/api/aspos/authentication/logout', never),
      http.post('*/api/auth/logout', never),
    )
    const calls = recordCalls(token)
    const done = logoutEverywhere()
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(useSessionStore.getState().session).toBeNull()
    for (const { area, key } of personalStorageKeys) {
      expect((area === 'local' ? localStorage : sessionStorage).getItem(key), key).toBeNull()
    }
    expect(queryClient.getQueryData(['customer', 'detail'])).toBeUndefined()
    expect(queryClient.getMutationCache().getAll()).toEqual([])
    // The calls went out afterwards, still with the token they end.
    expect(calls.sort()).toEqual([
      'POST /api/aspos/authentication/logout bearer',
      'POST /api/auth/logout bearer',
    ])
    void done
  })

  it('sends pending cart changes first, with keepalive, and waits for them only briefly', async () => {
    const token = await login(demoAccounts.demo)
    loggedIn(token)
    await loadCart()
    // The batch reaches the service but its answer takes far longer than the bound.
    server.use(http.post('*/api/aspos/cart/lines/batch', never))
    const calls = recordCalls(token)
    lineAdded(ids.plain, 1)
    const started = Date.now()
    const done = logoutEverywhere()
    await vi.waitFor(() => expect(localStorage.getItem('authToken')).toBeNull(), { timeout: 2000 })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(LOGOUT_FLUSH_BOUND_MS - 50)
    expect(elapsed).toBeLessThan(1000)
    expect(calls[0]).toBe('POST /api/aspos/cart/lines/batch bearer keepalive')
    await done
  })

  it('resets the cart from the answer, or to a fresh anonymous cart when the answer fails', async () => {
    loggedIn(await login(demoAccounts.demo))
    await logoutEverywhere()
    const fromAnswer = confirmedCart()
    expect(fromAnswer?.lines).toEqual([])
    expect(localStorage.getItem('cartId')).toBe(fromAnswer?.id)

    loggedIn(await login(demoAccounts.demo))
    server.use(http.post('*/api/aspos/authentication/logout', () => HttpResponse.error()))
    const gets: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/aspos/cart')
        gets.push(request.headers.get('Authorization') ?? 'anon')
    })
    await logoutEverywhere()
    await vi.waitFor(() => expect(gets).toEqual(['anon']))
    await vi.waitFor(() =>
      expect(confirmedCart()?.id).toBe(`anon:${localStorage.getItem('cartId')}`),
    )
  })
})

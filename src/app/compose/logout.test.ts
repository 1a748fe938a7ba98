// The one logout ends the session at both services: the commerce logout and the auth service's
// POST /api/auth/logout, after which the old token is no longer good there.
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@/mocks/server'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { login } from '@/api/aspos/auth'
import { fetchAuthUser } from '@/api/auth'
import { loggedIn, useSessionStore } from '@/stores/session-store'
import { logoutEverywhere } from './logout'

afterEach(() => server.events.removeAllListeners())

describe('logoutEverywhere', () => {
  it('ends the token at the auth service, with the token, and clears the session', async () => {
    const token = await login(demoAccounts.demo)
    loggedIn(token)
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.startsWith('/api/auth/')) calls.push(`${request.method} ${url.pathname} ${request.headers.get('Authorization') === `Bearer ${token}` ? 'bearer' : '-'}`)
    })
    await logoutEverywhere()
    expect(calls).toContain('POST /api/auth/logout bearer')
    expect(useSessionStore.getState().session).toBeNull()
    // The auth service has ended it: the old token no longer names a user.
    loggedIn(token)
    await expect(fetchAuthUser()).rejects.toMatchObject({ status: 401 })
  })
})

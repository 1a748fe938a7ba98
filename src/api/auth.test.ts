// The session's own service: a login registers the token there, the stored token is confirmed on
// load, and a token ended there (logout elsewhere) ends the session here on the next check.
import { describe, expect, it } from 'vitest'
import { server } from '@/mocks/server'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { confirmSession, loggedIn, loggedOut, useSessionStore } from '@/stores/session-store'
import { login } from './aspos/auth'
import { endAuthSession, fetchAuthUser } from './auth'

function recordAuthCalls() {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/api/auth/'))
      calls.push(
        `${request.method} ${url.pathname} ${request.headers.get('Authorization') ? 'bearer' : '-'}`,
      )
  })
  return calls
}

describe('the auth service', () => {
  it('hears of every login, with the new token', async () => {
    const calls = recordAuthCalls()
    const token = await login(demoAccounts.demo)
    expect(calls).toEqual(['POST /api/auth/login bearer'])
    server.events.removeAllListeners()
    loggedIn(token)
    expect(await fetchAuthUser()).toMatchObject({
      email: demoAccounts.demo.email,
      firstName: 'Sanne',
    })
  })

  it('confirms a stored token on load and ends the session once the service has ended it', async () => {
    loggedIn(await login(demoAccounts.demo))
    await confirmSession()
    expect(useSessionStore.getState().session).not.toBeNull()
    await endAuthSession()
    await confirmSession()
    expect(useSessionStore.getState().session).toBeNull()
    expect(useSessionStore.getState().endReason).toBe('unauthorized')
    loggedOut()
  })
})

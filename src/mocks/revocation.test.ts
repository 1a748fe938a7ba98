// The mock's revocation list: a logged-out token, or one of a customer whose password or e-mail
// changed, gets 401 on every commerce and auth call; a forged signature too. Guests are untouched.
import { describe, expect, it } from 'vitest'
import { demoAccounts } from './db/seed-stores-people'

const base = 'http://localhost'

async function loginToken(): Promise<string> {
  const answer = await fetch(`${base}/api/aspos/authentication/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAccounts.demo),
  })
  return ((await answer.json()) as { Token: string }).Token
}

const personalCalls = [
  '/api/aspos/customer',
  '/api/aspos/orders',
  '/api/aspos/cart',
  '/api/auth/user',
]

async function statuses(token: string | null): Promise<number[]> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  return Promise.all(
    personalCalls.map(async (path) => (await fetch(`${base}${path}`, { headers })).status),
  )
}

const post = (path: string, token: string, body: unknown = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

describe('revocation list', () => {
  it('refuses a token logged out at the commerce service on every commerce and auth call', async () => {
    const token = await loginToken()
    expect(await statuses(token)).toEqual([200, 200, 200, 200])
    await post('/api/aspos/authentication/logout', token)
    expect(await statuses(token)).toEqual([401, 401, 401, 401])
    // A guest is still served.
    expect((await statuses(null)).slice(2, 3)).toEqual([200])
  })

  it('refuses a token logged out at the auth service at the commerce service too', async () => {
    const token = await loginToken()
    await post('/api/auth/logout', token)
    expect(await statuses(token)).toEqual([401, 401, 401, 401])
  })

  it('ends every other session of a customer whose password or e-mail changed, not the one that changed it', async () => {
    const other = await loginToken()
    const current = await loginToken()
    const changed = await post('/api/aspos/customer/change-password', current, {
      currentPassword: demoAccounts.demo.password,
      newPassword: demoAccounts.demo.password,
    })
    expect(changed.status).toBe(200)
    expect(await statuses(other)).toEqual([401, 401, 401, 401])
    expect(await statuses(current)).toEqual([200, 200, 200, 200])
    // A login after the change is good.
    expect(await statuses(await loginToken())).toEqual([200, 200, 200, 200])
  })

  it('refuses a token whose signature is forged', async () => {
    const [head, payload] = (await loginToken()).split('.')
    expect(await statuses(`${head}.${payload}.forged-signature`)).toEqual([401, 401, 401, 401])
  })
})

// Mock of the authentication service (/api/auth): registers a token (login), ends it (logout) and
// says whose it is (user). An ended token answers 401 here, as a real session service would; the
// commerce mock keeps accepting it until it expires (it only verifies the signature).
import { http, HttpResponse } from 'msw'
import { getDb } from '../mock-db'
import { claimsOf } from './utils'

/** Tokens ended by POST /api/auth/logout (kept in memory, like a short-lived deny list). */
const endedTokens = new Set<string>()

const bearerOf = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null
const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })

async function liveClaims(request: Request) {
  const token = bearerOf(request)
  if (!token || endedTokens.has(token)) return null
  const claims = await claimsOf(request)
  return claims ? { token, claims } : null
}

export const authServiceHandlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    const live = await liveClaims(request)
    if (!live) return unauthorized()
    return HttpResponse.json({ token: live.token })
  }),

  http.post('*/api/auth/logout', async ({ request }) => {
    const token = bearerOf(request)
    if (token) endedTokens.add(token)
    return HttpResponse.json({ success: true })
  }),

  http.get('*/api/auth/user', async ({ request }) => {
    const live = await liveClaims(request)
    const customer = live ? getDb().customerById(Number(live.claims.sub)) : undefined
    if (!live || !customer) return unauthorized()
    return HttpResponse.json({
      user: { id: String(customer.Id), email: customer.Email, firstName: customer.FirstName },
    })
  }),
]

// Mock of the authentication service (/api/auth): registers a token (login), ends it (logout) and
// says whose it is (user). An ended token is on the revocation list (src/mocks/revocation.ts), so
// both services answer 401 to it from then on, as real ones would.
import { http, HttpResponse } from 'msw'
import { verifyToken } from '../jwt'
import { getDb } from '../mock-db'
import { revokeToken } from '../revocation'
import { bearerOf, claimsOf } from './utils'

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })

async function liveClaims(request: Request) {
  const token = bearerOf(request)
  const claims = await claimsOf(request)
  return token && claims ? { token, claims } : null
}

export const authServiceHandlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    const live = await liveClaims(request)
    if (!live) return unauthorized()
    return HttpResponse.json({ token: live.token })
  }),

  http.post('*/api/auth/logout', async ({ request }) => {
    const token = bearerOf(request)
    if (token) revokeToken(token, await verifyToken(token))
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

// Before every commerce and auth handler: a request whose bearer the services no longer accept
// (revoked by a logout or a changed password or e-mail, expired, or not signed by them) is refused
// with 401, as real services do. Without a bearer the handlers decide (guests use the shop too).
import { http } from 'msw'
import { accountAnswers } from '@/mocks/messages'
import { bearerOf, claimsOf, fail } from './utils'

export const tokenGuardHandlers = [
  http.all(/\/api\/(aspos|auth)\//, async ({ request }) => {
    if (!bearerOf(request) || (await claimsOf(request))) return undefined
    return fail(accountAnswers.loginRequired, 401, 'Unauthorized')
  }),
]

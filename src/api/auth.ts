// The authentication service (/api/auth): the session's own service. The shop registers a fresh
// token there after logging in (POST /api/auth/login), ends it there on logout (POST
// /api/auth/logout) and asks it on load whether a stored token is still good (GET /api/auth/user);
// a 401 from it ends the session through the HTTP client's 401 rule. zod/mini: the session store
// puts this module on the initial path.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { request, requestWrite } from './http'

const AUTH_LOGIN_PATH = '/api/auth/login'
const AUTH_LOGOUT_PATH = '/api/auth/logout'
const AUTH_USER_PATH = '/api/auth/user'

/** POST /api/auth/login answers the token to keep (the service may hand out a fresh one). */
const authLoginResponseSchema = lazy(() => z.object({ token: z.string().check(z.minLength(1)) }))

const authUserSchema = lazy(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z._default(z.string(), ''),
  }),
)
export type AuthUser = z.infer<ReturnType<typeof authUserSchema>>
const authUserResponseSchema = lazy(() => z.object({ user: authUserSchema() }))

/** Starts the session at the auth service with the token the commerce login issued. */
export async function startAuthSession(token: string): Promise<string> {
  const answer = await request(AUTH_LOGIN_PATH, {
    method: 'POST',
    body: {},
    headers: { Authorization: `Bearer ${token}` },
    schema: authLoginResponseSchema(),
  })
  return answer.token
}

/**
 * Ends the session at the auth service. `token`: the one to end, captured before the logout
 * cleared it from storage (without it, the stored token is sent as usual).
 */
export async function endAuthSession(token?: string): Promise<void> {
  // The spec does not show this answer: any 2xx ends the session there (requestWrite).
  await requestWrite(AUTH_LOGOUT_PATH, {
    method: 'POST',
    body: {},
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  })
}

/** The user behind the stored token; a 401 (unknown, expired or ended token) is an ApiError. */
export async function fetchAuthUser(signal?: AbortSignal): Promise<AuthUser> {
  return (await request(AUTH_USER_PATH, { schema: authUserResponseSchema(), signal })).user
}

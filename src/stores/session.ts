// Session rules, free of React: a session is a stored token that decodes and has not expired.
import { jwtDecode } from 'jwt-decode'

export interface TokenClaims {
  exp: number
  unique_name?: string
  email?: string
  scope?: string | string[]
}

export interface Session {
  token: string
  firstName: string
  email: string
  scopes: string[]
  /** Expiry in milliseconds since the epoch. */
  expiresAt: number
}

/** Decodes a token into a session, or null when it is malformed or expired at `now`. */
export function sessionFromToken(
  token: string | null | undefined,
  now = Date.now(),
): Session | null {
  if (!token) return null
  let claims: TokenClaims
  try {
    claims = jwtDecode<TokenClaims>(token)
  } catch {
    return null
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null
  const scope = claims.scope
  const scopes = Array.isArray(scope) ? scope : typeof scope === 'string' ? scope.split(' ') : []
  return {
    token,
    firstName: typeof claims.unique_name === 'string' ? claims.unique_name : '',
    email: typeof claims.email === 'string' ? claims.email : '',
    scopes: scopes.filter(Boolean),
    expiresAt: claims.exp * 1000,
  }
}

/** Scope check on the 'scope' claim. */
export function hasScope(session: Session | null, scope: string): boolean {
  return session?.scopes.includes(scope) ?? false
}

/** True while the session exists and its token has not expired at `now`. */
export function isSessionActive(session: Session | null, now = Date.now()): session is Session {
  return session !== null && session.expiresAt > now
}

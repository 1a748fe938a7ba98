// The mock services' revocation list, as a real backend keeps one: a token that was logged out
// (at either service), or that belongs to a customer whose password or e-mail changed since it was
// issued, is refused with 401 on every commerce and auth call, not only at the auth service. Kept
// in memory (like a short-lived deny list); a token's own expiry still ends it anyway.
// docs/decisions/013-logout-order-and-revocation.md
import type { MockClaims } from './jwt'

/** Tokens (by their unique jti, else the whole token) ended by a logout. */
const endedTokens = new Set<string>()
/** Per customer (sub): tokens issued up to this moment are revoked, but the one that asked. */
const revokedUpTo = new Map<string, { at: number; except: string | null }>()

const idOf = (token: string, claims: MockClaims | null) => claims?.jti ?? token

/** A logout ends this one token. */
export function revokeToken(token: string, claims: MockClaims | null): void {
  endedTokens.add(idOf(token, claims))
}

/**
 * A changed password or e-mail ends every session of the customer on every other device; the
 * session that made the change (`keep`) goes on.
 */
export function revokeCustomerTokens(sub: string, keep: MockClaims | null, now = Date.now()): void {
  revokedUpTo.set(sub, { at: now, except: keep?.jti ?? null })
}

const issuedAtMs = (claims: MockClaims) => claims.iatMs ?? claims.iat * 1000

/** True when the services must refuse this correctly signed token. */
export function isRevoked(token: string, claims: MockClaims): boolean {
  if (endedTokens.has(idOf(token, claims))) return true
  const revoked = revokedUpTo.get(claims.sub)
  if (!revoked || (revoked.except !== null && claims.jti === revoked.except)) return false
  return issuedAtMs(claims) <= revoked.at
}

/** Tests: forget every revocation. */
export function resetRevocations(): void {
  endedTokens.clear()
  revokedUpTo.clear()
}

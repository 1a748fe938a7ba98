// Real HS256 JWTs for the mock auth service (Web Crypto, so it runs in the browser and in Node).
const SECRET = 'dier-en-ruiter-mock-secret'
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array): string {
  let binary = ''
  bytes.forEach((b) => (binary += String.fromCharCode(b)))
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function base64urlJson(value: unknown): string {
  return base64url(encoder.encode(JSON.stringify(value)))
}

function decodeBase64url(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=')
  const binary = atob(padded)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

async function hmac(data: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data))))
}

export interface MockClaims {
  sub: string
  unique_name: string
  email: string
  scope: string
  exp: number
  iat: number
  /** Mock only: when it was issued to the millisecond, so a revocation never spares a token issued before it in the same second. */
  iatMs?: number
  jti?: string
}

export async function signToken(
  claims: Omit<MockClaims, 'exp' | 'iat'> & { exp?: number },
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000)
  // jti: two logins in the same second get different tokens, so ending one never ends the other.
  const payload: MockClaims = {
    ...claims,
    iat,
    iatMs: now,
    exp: claims.exp ?? iat + TOKEN_LIFETIME_SECONDS,
    jti: crypto.randomUUID(),
  }
  const head = `${base64urlJson({ alg: 'HS256', typ: 'JWT' })}.${base64urlJson(payload)}`
  return `${head}.${await hmac(head)}`
}

/** The claims of a correctly signed, unexpired token; null for anything else. */
export async function verifyToken(token: string, now = Date.now()): Promise<MockClaims | null> {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, signature] = parts as [string, string, string]
  if ((await hmac(`${header}.${payload}`)) !== signature) return null
  try {
    const claims = JSON.parse(decodeBase64url(payload)) as MockClaims
    return claims.exp * 1000 > now ? claims : null
  } catch {
    return null
  }
}

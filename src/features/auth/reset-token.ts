// The token of a reset-password link. Real tokens are URL-encoded and may contain '+', '/' and '='
// (base64): any token up to 1,024 characters is accepted and passed on unchanged. It is read from
// the raw query, because URLSearchParams would turn a literal '+' into a space.

const RESET_TOKEN_MAX_LENGTH = 1024

/** The decoded token from a query string ('?token=…'), or null when missing or unusable. */
export function readResetToken(search: string): string | null {
  const raw = /(?:^\?|&|^)token=([^&#]*)/.exec(search)?.[1]
  if (!raw) return null
  let token: string
  try {
    token = decodeURIComponent(raw)
  } catch {
    return null
  }
  // Control characters never belong to a token (and would be a header or log injection).
  if (token.length === 0 || token.length > RESET_TOKEN_MAX_LENGTH || hasControlCharacter(token))
    return null
  return token
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code <= 0x1f || code === 0x7f) return true
  }
  return false
}

/** The query that carries the token on unchanged. */
export function resetTokenQuery(token: string): string {
  return `?token=${encodeURIComponent(token)}`
}

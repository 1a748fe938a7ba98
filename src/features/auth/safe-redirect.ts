// The redirect sanitiser for ?redirect= after login: only an internal path made of an allowed set
// of characters survives; anything else (other hosts, schemes, backslashes, control characters,
// encoded tricks, dot segments that normalise to '//host') becomes the fallback. Pure, so a property test can hammer it.

/** Characters an accepted redirect may contain. */
const ALLOWED = /^[A-Za-z0-9/_\-.?=&%#]*$/

function isSafeShape(value: string): boolean {
  if (!value.startsWith('/')) return false
  // '//host' (protocol-relative) and '/\host' (browsers treat \ as /) leave the site.
  if (value.startsWith('//') || value.startsWith('/\\')) return false
  return ALLOWED.test(value)
}

/** Backslashes and control characters (tab, newline, DEL …) never belong in a redirect. */
function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true
  }
  return false
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Returns `value` when it is a safe internal path, otherwise `fallback`. The value is checked as it
 * is and once more after one round of percent-decoding, so '%2f%2fevil.com', '%5c' and encoded
 * control characters (%09, %0a …) are refused too.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback
  if (!isSafeShape(value)) return fallback
  const decoded = decodeOnce(value)
  if (decoded === null) return fallback
  // The decoded form may contain characters outside the set (spaces, é): only the dangerous ones
  // matter there, so check structure and forbidden characters separately.
  if (decoded.startsWith('//') || decoded.startsWith('/\\')) return fallback
  if (hasControlOrBackslash(decoded)) return fallback
  if (/^\/*[a-z][a-z0-9+.-]*:/i.test(decoded)) return fallback
  // A doubly encoded value ('%252f%252f') must not become '//' on a later decode either.
  const twice = decodeOnce(decoded)
  if (twice !== null && (twice.startsWith('//') || hasControlOrBackslash(twice))) return fallback
  // Resolved as the browser and the router will: the same origin, and after dot segments are
  // normalised the path must not start with '//' ('/.//evil.com', '/%2e%2e//evil.com').
  if (!staysHome(value) || !staysHome(decoded)) return fallback
  return value
}

function staysHome(path: string): boolean {
  const origin = globalThis.location?.origin ?? 'http://localhost'
  let url: URL
  try {
    url = new URL(path, origin)
  } catch {
    return false
  }
  return url.origin === origin && !url.pathname.startsWith('//')
}

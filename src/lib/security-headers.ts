// The security headers of the shop, in one place: vite.config.ts puts the policy into the built
// page's <meta http-equiv>, docs/deploy.md repeats it as headers for every location, and a test
// holds both to this module. No 'unsafe-inline' and no 'unsafe-eval' anywhere: the only inline
// CSS is the offline page's <style>, allowed by its hash (the test recomputes it). The Trusted Types
// policy names live with the policies (src/lib/trusted-types.ts), which the first page loads; this
// module stays out of the bundle.
import { TRUSTED_TYPES_DEFAULT_POLICY, TRUSTED_TYPES_POLICY_NAME } from './trusted-types'

/** sha256 of the <style> element's text in public/offline.html. */
export const OFFLINE_STYLE_HASH = "'sha256-ha/7yYhEQnuYL1uNxRJdekodJcPSlmzJUqjP1o60irY='"

/** The tile host of the store map, as OpenStreetMap's tile usage policy names it (no subdomains). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org'

/** Directives a <meta> policy can carry, in the order they are written. */
const cspDirectives: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', `'self' ${OFFLINE_STYLE_HASH}`],
  ['img-src', `'self' data: blob: ${MAP_TILE_ORIGIN}`],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['require-trusted-types-for', "'script'"],
  ['trusted-types', `${TRUSTED_TYPES_POLICY_NAME} ${TRUSTED_TYPES_DEFAULT_POLICY}`],
]

/** The policy in the built page's <meta http-equiv="Content-Security-Policy">. */
export const metaContentSecurityPolicy = cspDirectives
  .map(([name, value]) => `${name} ${value}`)
  .join('; ')

/** The header adds frame-ancestors, which a meta tag cannot carry. */
export const headerContentSecurityPolicy = `${metaContentSecurityPolicy}; frame-ancestors 'none'`

/** Every response of the site (pages, assets, sw.js, icons) carries these. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': headerContentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

// The security headers: the policy has no unsafe-inline or unsafe-eval, the offline page's style
// hash is current, and docs/deploy.md's nginx example sends every header from every location.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { env } from './env'
import {
  MAP_TILE_ORIGIN,
  OFFLINE_STYLE_HASH,
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  securityHeaders,
} from './security-headers'

const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8')

describe('the Content-Security-Policy', () => {
  it('allows no inline script or style and no eval', () => {
    expect(metaContentSecurityPolicy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    expect(headerContentSecurityPolicy).toMatch(/; frame-ancestors 'none'$/)
  })

  it("carries the current hash of the offline page's only inline style", () => {
    const html = read('public/offline.html')
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)
    expect(styles).toHaveLength(1)
    expect(html).not.toMatch(/\sstyle="/)
    const hash = createHash('sha256').update(styles[0]!).digest('base64')
    expect(OFFLINE_STYLE_HASH).toBe(`'sha256-${hash}'`)
  })

  it('allows the map tile host the app uses', () => {
    expect(new URL(env.VITE_MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin).toBe(MAP_TILE_ORIGIN)
  })
})

describe('docs/deploy.md', () => {
  const doc = read('docs/deploy.md')
  const nginx = doc.match(/```nginx\n(server \{[\s\S]*?)```/)?.[1] ?? ''

  /** The add_header lines of a block of nginx text, by header name, with $csp resolved. */
  function headersOf(block: string, csp: string): Record<string, string> {
    const found: Record<string, string> = {}
    for (const m of block.matchAll(/add_header\s+(\S+)\s+("([^"]*)"|\S+)\s+always;/g)) {
      const value = m[3] ?? m[2]!
      found[m[1]!] = value === '$csp' ? csp : value
    }
    return found
  }

  it('gives every configuration the same policy as the build', () => {
    const policies = [...doc.matchAll(/default-src[^"`\n]*/g)].map((m) => m[0].trim())
    expect(policies.length).toBeGreaterThanOrEqual(5)
    for (const policy of policies) expect(policy).toBe(headerContentSecurityPolicy)
  })

  it('sends every security header from the server and from each location of the nginx example', () => {
    expect(nginx).not.toBe('')
    const csp = nginx.match(/set \$csp "([^"]*)";/)?.[1] ?? ''
    expect(csp).toBe(headerContentSecurityPolicy)
    const locations = [...nginx.matchAll(/\n\s*location\s+([^{]+)\{([\s\S]*?)\n?\s*\}/g)]
    const serverLevel = nginx.replace(/\n\s*location\s+[^{]+\{[\s\S]*?\}/g, '')
    expect(headersOf(serverLevel, csp)).toMatchObject(securityHeaders)
    const staticLocations = locations.filter(([, , body]) => body!.includes('add_header'))
    expect(staticLocations.map(([, path]) => path!.trim())).toEqual([
      '/assets/',
      '= /sw.js',
      '~ ^/(icons|payment)/',
      '/',
    ])
    // nginx drops inherited add_header lines where a location has its own: each repeats them all.
    for (const [, path, body] of staticLocations) {
      expect({ path, ...headersOf(body!, csp) }).toMatchObject({ path, ...securityHeaders })
    }
  })
})

describe('Trusted Types and the other headers', () => {
  const doc = read('docs/deploy.md')

  it('requires Trusted Types with the shop policy and the library fallback only', () => {
    expect(metaContentSecurityPolicy).toContain("require-trusted-types-for 'script'")
    expect(metaContentSecurityPolicy).toMatch(/; trusted-types shop default(;|$)/)
  })

  it('lists every header with its value in the table of docs/deploy.md, Cross-Origin-Opener-Policy included', () => {
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin')
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(doc, name).toContain(`| \`${name}\` | \`${value}\``)
    }
  })
})

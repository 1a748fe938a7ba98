// The redirect sanitiser: internal paths pass; other hosts, schemes, backslashes, control
// characters and encoded tricks fall back — by example and by property (fast-check).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

const hostile = [
  '//evil.com',
  '//evil.com/mijn-account',
  '/\\evil.com',
  '\\\\evil.com',
  'https://evil.com',
  'http:evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
  'evil.com',
  '/%2f%2fevil.com',
  '%2f%2fevil.com',
  '/%2F%2Fevil.com',
  '/%5cevil.com',
  '/%5Cevil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d%0aSet-Cookie:x',
  '/%252f%252fevil.com',
  '/%2fevil.com',
  '/ /evil.com',
  '/\t/evil.com',
  '/mijn-account\n',
  '/%E0%A4%A',
  '/<script>',
  '/"onmouseover=',
  "/'x",
  '/@evil.com:80',
  '/.//evil.com',
  '/././/evil.com',
  '/..//evil.com',
  '/a/..//evil.com',
  '/%2e%2e//evil.com',
  '/%2E//evil.com',
  '/%2e/%2fevil.com',
  '',
  'mijn-account',
]

describe('safeRedirect', () => {
  it.each([
    '/',
    '/mijn-account',
    '/mijn-account/vouchers',
    '/producten/12?p=2&sort=prijs',
    '/zoeken/hond%20voer',
    '/faq#retour',
    '/product/brokken-1.5kg',
  ])('keeps the internal path %s', (path) => expect(safeRedirect(path)).toBe(path))

  it.each(hostile)('refuses %j', (value) => expect(safeRedirect(value)).toBe('/'))

  it('uses the given fallback and refuses non-strings', () => {
    expect(safeRedirect('//x', '/mijn-account')).toBe('/mijn-account')
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect(42)).toBe('/')
    expect(safeRedirect('/' + 'a'.repeat(3000))).toBe('/')
  })

  const segment = fc.stringMatching(/^[A-Za-z0-9_\-.]{1,12}$/)

  it('property: every path built from allowed segments survives unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 0, maxLength: 6 }),
        fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/)),
        (segments, query) => {
          const path = `/${segments.join('/')}${query ? `?${query}` : ''}`
          expect(safeRedirect(path)).toBe(path)
        },
      ),
    )
  })

  it('property: dot segments in any spelling never lead to "//host" once resolved', () => {
    const dot = fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e')
    // A host name, never itself a dot segment: '/.//..' resolves to '/' and names no host at all.
    const hostName = segment.filter((name) => !/^\.+$/.test(name))
    fc.assert(
      fc.property(fc.array(dot, { minLength: 1, maxLength: 4 }), hostName, (dots, host) => {
        const value = `/${dots.join('/')}//${host}`
        const result = safeRedirect(value)
        const origin = globalThis.location.origin
        expect(new URL(result, origin).origin).toBe(origin)
        expect(new URL(result, origin).pathname.startsWith('//')).toBe(false)
        expect(result).toBe('/')
      }),
    )
  })

  // Hostile generators: a dangerous prefix, in plain or encoded spelling, then anything.
  const dangerousStart = fc.constantFrom(
    '//',
    '/\\',
    '\\',
    '/%2f',
    '/%2F',
    '%2f%2f',
    '/%5c',
    '/%5C',
    '/%09/',
    '/%0a/',
    '/%00',
    '/%252f',
    'http://',
    'https://',
    'javascript:',
    'data:',
    '//%2f',
    '/\t/',
    ' /',
  )
  const anything = fc.string({ maxLength: 30 })

  it('property: a value starting with a dangerous spelling never comes back', () => {
    fc.assert(
      fc.property(dangerousStart, anything, (start, rest) => {
        expect(safeRedirect(start + rest)).toBe('/')
      }),
    )
  })

  it('property: whatever comes back is "/" or an internal path of allowed characters that never decodes to another host', () => {
    const alphabet = fc.constantFrom(
      ...'/\\:%2fF5cC09aAdD.?=&#@ evil.com'.split(''),
      '%2f',
      '%5c',
      '%09',
      '//',
    )
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 20 }).map((parts) => parts.join('')),
        fc.string({ maxLength: 20 }),
        (built, random) => {
          for (const value of [built, random, `/${built}`, `/${random}`]) {
            const result = safeRedirect(value)
            expect(result === '/' || result === value).toBe(true)
            expect(result).toMatch(/^\/(?![/\\])[A-Za-z0-9/_\-.?=&%#]*$/)
            let decoded = result
            try {
              decoded = decodeURIComponent(result)
            } catch {
              // undecodable values cannot come back (checked above), keep the raw one
            }
            expect(decoded.startsWith('//')).toBe(false)
            expect(decoded.includes('\\')).toBe(false)
            expect(new URL(result, 'https://www.dierenruiter.nl').host).toBe('www.dierenruiter.nl')
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

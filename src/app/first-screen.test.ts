// The boot script's first calls must be the app's own, byte for byte: an answer is adopted only
// when the app sends the very same request (api/early-request.ts), so a call the app would make
// differently is one asked twice.
import { describe, expect, it } from 'vitest'
import { buildUrl } from '@/api/http'
import { toProductQuery } from '@/api/aspos/product-list-params'
import { listingQueryFromUrl } from '@/features/catalogue/listing-params'
import { earlyCallsOf } from './first-screen'

/** The URL of a listing's first call as the app builds it (route loaders, http.ts). */
const appListUrl = (base: Parameters<typeof listingQueryFromUrl>[0], page: string) =>
  buildUrl('/api/aspos/products', toProductQuery(listingQueryFromUrl(base, page))).href

const own = (path: string) => buildUrl(path).href

describe('earlyCallsOf', () => {
  it('starts a numbered category’s list as its loader asks for it, and the tree', () => {
    const calls = earlyCallsOf('/producten/111', '').map(own)
    expect(calls).toEqual([
      appListUrl({ webNodeId: 111 }, 'http://localhost/producten/111'),
      own('/api/aspos/webnodetree'),
    ])
  })

  it('starts search results’ list with the term as the app sends it', () => {
    for (const [path, term] of [
      ['/zoeken/hond', 'hond'],
      ['/zoeken/kat%20en%20hond', 'kat en hond'],
      ['/zoeken/%20hooi%20', 'hooi'],
    ] as const)
      expect(earlyCallsOf(path, '').map(own)).toEqual([
        appListUrl({ search: term }, `http://localhost${path}`),
      ])
  })

  it('leaves a list with filters in its URL to the app', () => {
    expect(earlyCallsOf('/producten/111', '?merk=royal-canin')).toEqual(['/api/aspos/webnodetree'])
    expect(earlyCallsOf('/zoeken/hond', '?pagina=2')).toEqual([])
  })

  it('starts only the tree for a category named by its path', () => {
    expect(earlyCallsOf('/producten/honden/voer', '')).toEqual(['/api/aspos/webnodetree'])
  })

  it('starts the product and the tree on a product page', () => {
    expect(earlyCallsOf('/product/royal-canin-medium-adult-15-kg', '')).toEqual([
      '/api/aspos/products/royal-canin-medium-adult-15-kg',
      '/api/aspos/webnodetree',
    ])
  })

  it('starts nothing on pages whose first call is not a plain GET (home, the FAQ) or not a listing', () => {
    for (const path of ['/', '/faq', '/winkels', '/producten/aanbiedingen', '/zoeken/'])
      expect(earlyCallsOf(path, '')).toEqual([])
  })
})

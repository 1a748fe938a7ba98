// The search call: how parameters go over the wire, the answer's contract (also against the seed
// through the mock), the mapper, and the query key per term.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import fc from 'fast-check'
import { server } from '@/mocks/server'
import { products } from '@/mocks/db/seed-catalogue'
import { toHitDto } from '@/mocks/handlers/aspos/search'
import { buildUrl } from './http'
import {
  fetchSearch,
  parseImageUrl,
  SEARCH_PATH,
  searchAnswerDtoSchema,
  searchHitDtoSchema,
  searchParams,
  searchQueries,
  searchRequestSchema,
  toSearchHit,
} from './search'

describe('search parameters', () => {
  it('repeats facetFilters and sends searchTerm and limit=4', () => {
    const url = buildUrl(SEARCH_PATH, searchParams('  kat   voer '))
    expect(url.pathname).toBe('/api/meilisearch/v1/default/search')
    expect(url.searchParams.get('searchTerm')).toBe('kat voer')
    expect(url.searchParams.get('limit')).toBe('4')
    expect(url.searchParams.getAll('facetFilters')).toEqual([
      'IsVariantProductString:False',
      'WebNodeIds:NOT_EMPTY',
    ])
    expect(url.search).toContain(
      'facetFilters=IsVariantProductString%3AFalse&facetFilters=WebNodeIds%3ANOT_EMPTY',
    )
  })

  it('reads back what it sends (the mock validates with the same schema)', () => {
    // Terms with every kind of white space a shopper can paste (tabs, new lines, no-break spaces).
    const unit = fc.oneof(
      fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0'),
      fc.string({ minLength: 1, maxLength: 1 }),
    )
    fc.assert(
      fc.property(
        fc.string({ unit, minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
        (term) => {
          const url = buildUrl(SEARCH_PATH, searchParams(term))
          const parsed = searchRequestSchema().parse({
            searchTerm: url.searchParams.get('searchTerm'),
            limit: url.searchParams.get('limit'),
            facetFilters: url.searchParams.getAll('facetFilters'),
          })
          // Trimmed, inner runs of white space read as one space (written out, not through the code).
          expect(parsed.searchTerm).toBe(term.split(/\s+/).filter(Boolean).join(' '))
          expect(parsed.limit).toBe(4)
          expect(parsed.facetFilters).toHaveLength(2)
        },
      ),
    )
  })

  it('rejects unknown facets, bad limits and empty terms', () => {
    expect(
      searchRequestSchema().safeParse({ searchTerm: 'kat', facetFilters: ['Foo:Bar'] }).success,
    ).toBe(false)
    expect(searchRequestSchema().safeParse({ searchTerm: 'kat', limit: 'veel' }).success).toBe(
      false,
    )
    expect(searchRequestSchema().safeParse({ searchTerm: 'kat', limit: '0' }).success).toBe(false)
    expect(searchRequestSchema().safeParse({ searchTerm: '   ' }).success).toBe(false)
  })
})

describe('search answer contract', () => {
  it('every seed product, as the mock serves it, parses as a hit', () => {
    const now = new Date()
    for (const product of products) {
      expect(
        searchHitDtoSchema().safeParse(toHitDto(product, now)).success,
        product.Description,
      ).toBe(true)
    }
  })

  it('rejects answers without Hits or with a hit without price', () => {
    expect(searchAnswerDtoSchema().safeParse({}).success).toBe(false)
    expect(
      searchAnswerDtoSchema().safeParse({
        Hits: [{ Title: 'x', Url: 'x', Images: [], GrossPrice: 1 }],
      }).success,
    ).toBe(false)
  })

  it('maps money to cents and the image URL to name and extension', () => {
    const hit = toSearchHit({
      Title: 'Krabpaal',
      Url: 'krabpaal',
      Images: [{ ImageUrl: '/api/images/krabpaal-1.jpg' }],
      GrossPrice: 49.99,
      SalePrice: 44.99,
    })
    expect(hit).toEqual({
      title: 'Krabpaal',
      url: 'krabpaal',
      image: { name: 'krabpaal-1', extension: '.jpg' },
      grossCents: 4999,
      saleCents: 4499,
      priceFrom: false,
    })
    // A family whose bags differ in price: 'vanaf' before its lowest.
    const family = { Title: 'Voer', Url: 'voer', GrossPrice: 4.69, SalePrice: 4.69 }
    expect(toSearchHit({ ...family, HighestSalePrice: 36.79 }).priceFrom).toBe(true)
    expect(toSearchHit({ ...family, HighestSalePrice: 4.69 }).priceFrom).toBe(false)
    expect(parseImageUrl('https://cdn.example.com/elders/x.png')).toBeNull()
    expect(parseImageUrl('/api/images/no-extension')).toEqual({
      name: 'no-extension',
      extension: '',
    })
    expect(toSearchHit({ Title: 'a', Url: 'a', GrossPrice: 1, SalePrice: 1 }).image).toBeNull()
  })
})

describe('fetchSearch against the mock', () => {
  it('returns at most 4 mapped hits for a term', async () => {
    const result = await fetchSearch('royal canin')
    expect(result.hits.length).toBeGreaterThan(0)
    expect(result.hits.length).toBeLessThanOrEqual(4)
    expect(result.hits[0]!.title.toLowerCase()).toContain('royal canin')
    expect(result.totalHits).toBeGreaterThanOrEqual(result.hits.length)
  })

  it('turns a malformed answer into an ApiError', async () => {
    server.use(
      http.get('*/api/meilisearch/v1/default/search', () => HttpResponse.json({ hits: [] })),
    )
    await expect(fetchSearch('kat')).rejects.toMatchObject({ name: 'ApiError', kind: 'malformed' })
  })

  it('keys each term on its own, normalised, and is disabled below 2 characters', () => {
    expect(searchQueries.suggestion(' kat ').queryKey).toEqual(['search', 'suggestions', 'kat'])
    expect(searchQueries.suggestion('kat').queryKey).not.toEqual(
      searchQueries.suggestion('katt').queryKey,
    )
    expect(searchQueries.suggestion('k').enabled).toBe(false)
    expect(searchQueries.suggestion('ka').enabled).toBe(true)
  })
})

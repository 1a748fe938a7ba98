// The search mock: matching (all words, description or brand), facets, limit, prices, bad input.
import { describe, expect, it } from 'vitest'
import { products, fixtureProductIds } from '@/mocks/db/seed-catalogue'
import type { ProductDto } from '@/mocks/db/types'
import { searchProducts, toHitDto } from './search'

const noFacets = { facetFilters: [] as const }
const suggestionFacets = {
  facetFilters: ['IsVariantProductString:False', 'WebNodeIds:NOT_EMPTY'] as const,
}
const byId = (id: number) => products.find((p) => p.Id === id)!
const now = new Date('2026-03-01T12:00:00')

async function get(query: string) {
  const response = await fetch(`http://localhost/api/meilisearch/v1/default/search?${query}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('searchProducts', () => {
  it('needs every word, in any order, case- and accent-insensitive', () => {
    const hits = searchProducts(products, { searchTerm: 'ADULT royal', ...noFacets })
    expect(hits.map((p) => p.Id)).toContain(fixtureProductIds.plain)
    for (const p of hits) {
      const text = `${p.Description} ${p.BrandName}`.toLowerCase()
      expect(text).toContain('adult')
      expect(text).toContain('royal')
    }
    expect(
      searchProducts(products, { searchTerm: 'hygiene catsan', ...noFacets }).map((p) => p.Id),
    ).toContain(fixtureProductIds.staffel)
    expect(searchProducts(products, { searchTerm: 'royal xyzzy', ...noFacets })).toEqual([])
  })

  it('matches on the brand name too', () => {
    const brandOnly: ProductDto = {
      ...byId(fixtureProductIds.plain),
      Description: 'Brokken',
      BrandName: 'Merkloos',
    }
    expect(searchProducts([brandOnly], { searchTerm: 'merkloos', ...noFacets })).toHaveLength(1)
  })

  it('leaves variants out with IsVariantProductString:False and keeps their parent', () => {
    const all = searchProducts(products, { searchTerm: 'zadeldekje classic', ...noFacets }).map(
      (p) => p.Id,
    )
    expect(all).toEqual(expect.arrayContaining([1015, 1016, 1017, 1018]))
    const filtered = searchProducts(products, {
      searchTerm: 'zadeldekje classic',
      ...suggestionFacets,
    }).map((p) => p.Id)
    expect(filtered).toContain(1015)
    expect(filtered).not.toContain(1016)
  })

  it('leaves products outside the category tree out with WebNodeIds:NOT_EMPTY', () => {
    const orphan: ProductDto = { ...byId(fixtureProductIds.plain), WebNodeIds: [] }
    expect(searchProducts([orphan], { searchTerm: 'royal', ...noFacets })).toHaveLength(1)
    expect(
      searchProducts([orphan], { searchTerm: 'royal', facetFilters: ['WebNodeIds:NOT_EMPTY'] }),
    ).toHaveLength(0)
  })
})

describe('prices of a hit', () => {
  it('are the prices the shop shows: struck gross price, sale price with the deposit', () => {
    const discounted = toHitDto(byId(fixtureProductIds.discounted), now)
    expect(discounted.GrossPrice).toBe(69.99)
    expect(discounted.SalePrice).toBeLessThan(69.99)
    expect(toHitDto(byId(fixtureProductIds.webPrice), now)).toMatchObject({
      GrossPrice: 49.99,
      SalePrice: 44.99,
    })
    expect(toHitDto(byId(fixtureProductIds.plain), now)).toMatchObject({
      GrossPrice: 64.99,
      SalePrice: 64.99,
    })
    // JBL Biotopol € 12,99 + € 0,15 statiegeld fles
    expect(toHitDto(byId(fixtureProductIds.deposit), now)).toMatchObject({
      GrossPrice: 13.14,
      SalePrice: 13.14,
    })
  })

  it('ignores birthday, expired and future discounts', () => {
    for (const id of [
      fixtureProductIds.birthdayDiscount,
      fixtureProductIds.expiredDiscount,
      fixtureProductIds.futureDiscount,
    ]) {
      const p = byId(id)
      expect(toHitDto(p, now).SalePrice, p.Description).toBe(p.PriceInclTax)
    }
  })
})

describe('dropdown and results page', () => {
  it('match on the same fields: a term found only in a category finds the same products', async () => {
    const term = 'kattenbakvulling'
    const page = await fetch(`http://localhost/api/aspos/products?search=${term}&pageSize=100`)
    const listed = ((await page.json()) as { Products: { Url: string }[] }).Products.map(
      (p) => p.Url,
    )
    expect(listed.length).toBeGreaterThan(0)
    const { body } = await get(
      `searchTerm=${term}&limit=100&facetFilters=IsVariantProductString:False`,
    )
    expect((body.Hits as { Url: string }[]).map((h) => h.Url)).toEqual(listed)
  })
})

describe('GET /api/meilisearch/v1/default/search', () => {
  it('honours limit and the facet filters', async () => {
    const { status, body } = await get(
      'searchTerm=trixie&limit=2&facetFilters=IsVariantProductString:False&facetFilters=WebNodeIds:NOT_EMPTY',
    )
    expect(status).toBe(200)
    const hits = body.Hits as { Title: string; Url: string }[]
    expect(hits).toHaveLength(2)
    expect(body.EstimatedTotalHits as number).toBeGreaterThan(2)
    const all = await get(
      'searchTerm=hondenmand ovaal&limit=20&facetFilters=IsVariantProductString:False',
    )
    expect((all.body.Hits as { Url: string }[]).map((h) => h.Url)).toEqual([byId(1022).Url])
  })

  it('serves image URLs of the image service', async () => {
    const { body } = await get('searchTerm=krabpaal baza&limit=4')
    const hit = (body.Hits as { Images: { ImageUrl: string }[] }[])[0]!
    expect(hit.Images[0]!.ImageUrl).toMatch(/^\/api\/images\/trixie-krabpaal-baza-100-cm-1\.jpg$/)
  })

  it('answers 400 to bad parameters', async () => {
    expect((await get('limit=4')).status).toBe(400)
    expect((await get('searchTerm=kat&limit=nul')).status).toBe(400)
    expect((await get('searchTerm=kat&facetFilters=Prijs:Laag')).status).toBe(400)
    const bad = await get('searchTerm=')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ Success: false })
  })
})

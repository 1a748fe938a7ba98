// Mock of the search service (GET /api/meilisearch/v1/default/search) over the seed products:
// the one matcher of the results page too (product-search.ts: typos, prefix, synonyms), facet filters and limit are honoured,
// prices come out as the shop shows them.
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  searchRequestSchema,
  type FacetFilter,
  type SearchAnswerDto,
  type SearchHitDto,
} from '@/api/search'
import { getDb } from '../../mock-db'
import type { ProductDto, WebNodeDto } from '../../db/types'
import { pieceNowCents, priceBookEntry, wasCents } from './price-book'
import { productMatcher, suggestTerm } from './product-search'

/** A hit's prices are the service's own (its price book, price-book.ts), deposit included. */
export function toHitDto(product: ProductDto, now: Date): SearchHitDto {
  const entry = priceBookEntry(product, now)
  return {
    Title: product.Description,
    Url: product.Url,
    Images: product.Images.map((image) => ({
      ImageUrl: `/api/images/${image.Name}${image.FileExtension}`,
    })),
    GrossPrice: (wasCents(entry) ?? pieceNowCents(entry)) / 100,
    SalePrice: pieceNowCents(entry) / 100,
    // A family's highest variant price, as its product answer has it (SalePrice is the lowest).
    ...(product.HighestVariantPrice != null && { HighestSalePrice: product.HighestVariantPrice }),
  }
}

function passesFacet(product: ProductDto, facet: FacetFilter): boolean {
  switch (facet) {
    case 'IsVariantProductString:False':
      return product.ParentProductId === null
    case 'IsVariantProductString:True':
      return product.ParentProductId !== null
    case 'WebNodeIds:NOT_EMPTY':
      return product.WebNodeIds.length > 0
  }
}

/** The matching products, best first, by the same matcher as the results page. */
export function searchProducts(
  products: readonly ProductDto[],
  params: { searchTerm: string; facetFilters: readonly FacetFilter[] },
  webNodes: readonly WebNodeDto[] = getDb().state.webNodes,
): ProductDto[] {
  const matches = productMatcher(params.searchTerm, webNodes)
  const scored: { product: ProductDto; score: number }[] = []
  for (const product of products) {
    if (!params.facetFilters.every((facet) => passesFacet(product, facet))) continue
    const score = matches(product)
    if (score > 0) scored.push({ product, score })
  }
  return scored
    .sort((a, b) => b.score - a.score || a.product.Id - b.product.Id)
    .map((entry) => entry.product)
}

function badRequest(message: string) {
  return HttpResponse.json(
    { Success: false, ReasonCode: 'BadRequest', Message: message },
    { status: 400 },
  )
}

export const searchHandlers: HttpHandler[] = [
  http.get('*/api/meilisearch/v1/default/search', ({ request }) => {
    const query = new URL(request.url).searchParams
    const parsed = searchRequestSchema().safeParse({
      searchTerm: query.get('searchTerm') ?? undefined,
      limit: query.get('limit') ?? undefined,
      facetFilters: query.getAll('facetFilters'),
    })
    if (!parsed.success) return badRequest('Ongeldige zoekopdracht.')
    const { searchTerm, limit, facetFilters } = parsed.data
    const matches = searchProducts(getDb().state.products, { searchTerm, facetFilters })
    const now = new Date()
    const db = getDb().state
    const suggestion =
      matches.length === 0
        ? suggestTerm(
            searchTerm,
            db.products.filter((p) => facetFilters.every((facet) => passesFacet(p, facet))),
            db.webNodes,
          )
        : null
    const body: SearchAnswerDto & { Query: string; Limit: number } = {
      Hits: matches.slice(0, limit).map((product) => toHitDto(product, now)),
      EstimatedTotalHits: matches.length,
      ...(suggestion ? { Suggestion: suggestion } : {}),
      Query: searchTerm,
      Limit: limit,
    }
    return HttpResponse.json(body)
  }),
]

// Mock of the search service (GET /api/meilisearch/v1/default/search) over the seed products:
// every word of the term must occur in the description or brand (case- and accent-insensitive),
// facet filters and limit are honoured, prices come out as the shop would show them.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { searchRequestSchema, type FacetFilter, type SearchAnswerDto, type SearchHitDto } from '@/api/search'
import { getDb } from '../../mock-db'
import type { DiscountDto, ProductDto } from '../../db/types'

const BIRTHDAY_DISCOUNT = 'Verjaardagskorting'

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

function moment(date: string, time: string): number {
  return new Date(`${date}T${time || '00:00:00'}`).getTime()
}

/** A discount counts only between its start and end date-time (spec section 9). */
export function isDiscountActive(discount: DiscountDto, now: Date): boolean {
  const at = now.getTime()
  return moment(discount.StartDate, discount.StartTime) <= at && at <= moment(discount.EndDate, discount.EndTime)
}

/**
 * The price an anonymous shopper pays now: the lowest active discount price (birthday, loyalty
 * and quantity discounts are personal or conditional, so they do not count), else a lower
 * Webprijs, else the list price.
 */
export function salePriceOf(product: ProductDto, now: Date): number {
  const discounted = product.Discounts.filter(
    (d) =>
      d.Description !== BIRTHDAY_DISCOUNT &&
      d.Name !== BIRTHDAY_DISCOUNT &&
      !d.IsLoyalty &&
      (d.MinQuantity ?? 1) <= 1 &&
      d.PriceInclTax !== null &&
      isDiscountActive(d, now),
  ).map((d) => d.PriceInclTax as number)
  if (discounted.length > 0) return Math.min(product.PriceInclTax, ...discounted)
  const webPrice = Number(product.Fields.find((f) => f.Code === 'Webprijs')?.Value)
  if (Number.isFinite(webPrice) && webPrice > 0 && webPrice < product.PriceInclTax) return webPrice
  return product.PriceInclTax
}

export function toHitDto(product: ProductDto, now: Date): SearchHitDto {
  return {
    Title: product.Description,
    Url: product.Url,
    Images: product.Images.map((image) => ({ ImageUrl: `/api/images/${image.Name}${image.FileExtension}` })),
    GrossPrice: product.PriceInclTax,
    SalePrice: salePriceOf(product, now),
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

/** The matching products, best first: a hit in the title ranks above a brand-only hit. */
export function searchProducts(
  products: readonly ProductDto[],
  params: { searchTerm: string; facetFilters: readonly FacetFilter[] },
): ProductDto[] {
  const words = fold(params.searchTerm).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const scored: { product: ProductDto; score: number; order: number }[] = []
  products.forEach((product, order) => {
    if (!params.facetFilters.every((facet) => passesFacet(product, facet))) return
    const title = fold(product.Description)
    const haystack = `${title} ${fold(product.BrandName)}`
    if (!words.every((word) => haystack.includes(word))) return
    const inTitle = words.filter((word) => title.includes(word)).length
    const startsWith = title.startsWith(words[0]!) ? 1 : 0
    scored.push({ product, score: inTitle * 2 + startsWith, order })
  })
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.product)
}

function badRequest(message: string) {
  return HttpResponse.json({ Success: false, ReasonCode: 'BadRequest', Message: message }, { status: 400 })
}

export const searchHandlers: HttpHandler[] = [
  http.get('*/api/meilisearch/v1/default/search', ({ request }) => {
    const query = new URL(request.url).searchParams
    const parsed = searchRequestSchema.safeParse({
      searchTerm: query.get('searchTerm') ?? undefined,
      limit: query.get('limit') ?? undefined,
      facetFilters: query.getAll('facetFilters'),
    })
    if (!parsed.success) return badRequest('Ongeldige zoekopdracht.')
    const { searchTerm, limit, facetFilters } = parsed.data
    const matches = searchProducts(getDb().state.products, { searchTerm, facetFilters })
    const now = new Date()
    const body: SearchAnswerDto & { Query: string; Limit: number } = {
      Hits: matches.slice(0, limit).map((product) => toHitDto(product, now)),
      EstimatedTotalHits: matches.length,
      Query: searchTerm,
      Limit: limit,
    }
    return HttpResponse.json(body)
  }),
]

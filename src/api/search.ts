// Search-as-you-type against the search service (GET /api/meilisearch/v1/default/search): the wire
// contract, the mapper to our own hit type (money in cents), the fetcher and the query factory.
// zod/mini: the header's search box puts this module on the home page's initial path.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { toCents } from '@/lib/format'
import { isPriceFrom } from '@/domain/pricing/price-from'
import { request, type QueryParams } from './http'

export const SEARCH_PATH = '/api/meilisearch/v1/default/search'
/** Spec section 9: the dropdown shows 4 results. */
export const SEARCH_SUGGESTION_LIMIT = 4
/** Searching starts from this many characters (fewer give noise, not help). */
export const SEARCH_MIN_LENGTH = 2

/**
 * The facet filters, one `facetFilters` parameter each (array parameters are repeated), in the
 * service's `Attribute:Value` form. `WebNodeIds:NOT_EMPTY` keeps products that hang in the
 * category tree (others have no page to land on); `IsVariantProductString:False` hides variants,
 * whose parent product stands for them.
 */
const facetFilterSchema = lazy(() =>
  z.enum(['IsVariantProductString:False', 'IsVariantProductString:True', 'WebNodeIds:NOT_EMPTY']),
)
export type FacetFilter = z.infer<ReturnType<typeof facetFilterSchema>>
const suggestionFacetFilters: readonly FacetFilter[] = [
  'IsVariantProductString:False',
  'WebNodeIds:NOT_EMPTY',
]

/** The query parameters as the service reads them; the mock validates with this same schema. */
export const searchRequestSchema = lazy(() =>
  z.object({
    searchTerm: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    limit: z._default(z.coerce.number<unknown>().check(z.int(), z.minimum(1), z.maximum(100)), 20),
    facetFilters: z._default(z.array(facetFilterSchema()), []),
  }),
)
export type SearchRequest = z.infer<ReturnType<typeof searchRequestSchema>>

export const searchHitDtoSchema = lazy(() =>
  z.object({
    Title: z.string(),
    Url: z.string().check(z.minLength(1)),
    Images: z.nullish(z.array(z.object({ ImageUrl: z.string() }))),
    GrossPrice: z.number(),
    SalePrice: z.number(),
    /** A family's highest variant price (SalePrice is its lowest); docs/api.md. */
    HighestSalePrice: z.nullish(z.number()),
  }),
)
export type SearchHitDto = z.infer<ReturnType<typeof searchHitDtoSchema>>

export const searchAnswerDtoSchema = lazy(() =>
  z.object({
    Hits: z.array(searchHitDtoSchema()),
    EstimatedTotalHits: z.optional(z.int().check(z.nonnegative())),
    /** No hits: a close term that does find products ("Bedoelde je …?"); the mock's, see docs/api.md. */
    Suggestion: z.nullish(z.string()),
  }),
)
export type SearchAnswerDto = z.infer<ReturnType<typeof searchAnswerDtoSchema>>

export interface SearchHit {
  title: string
  url: string
  /** Name and extension for ApiImage, or null when the hit has no (usable) image. */
  image: { name: string; extension: string } | null
  /** Price before discount, in cents. */
  grossCents: number
  /** Price the shopper pays now, in cents. */
  saleCents: number
  /** A family whose variants' prices differ: 'vanaf' before saleCents (isPriceFrom). */
  priceFrom: boolean
}

export interface SearchResult {
  term: string
  hits: SearchHit[]
  totalHits: number
  /** No hits: a close term that does find products, or null. */
  suggestion: string | null
}

/** Trims and collapses white space, so 'kat ' and 'kat' share one request and one cache entry. */
export function normalizeSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ')
}

/** The service hands out '/api/images/{Name}{FileExtension}'; ApiImage wants the two parts. */
export function parseImageUrl(imageUrl: string): SearchHit['image'] {
  const match =
    /^(?:https?:\/\/[^/]+)?\/api\/images\/([^?#]+?)(\.[A-Za-z0-9]{1,5})?(?:[?#].*)?$/.exec(imageUrl)
  if (!match) return null
  try {
    // Each segment decoded on its own, so a name in a folder keeps its '/'.
    const name = match[1]!.split('/').map(decodeURIComponent).join('/')
    return { name, extension: match[2] ?? '' }
  } catch {
    return null
  }
}

export function toSearchHit(dto: SearchHitDto): SearchHit {
  const first = dto.Images?.[0]
  return {
    title: dto.Title,
    url: dto.Url,
    image: first ? parseImageUrl(first.ImageUrl) : null,
    grossCents: toCents(dto.GrossPrice),
    saleCents: toCents(dto.SalePrice),
    priceFrom: isPriceFrom(
      toCents(dto.SalePrice),
      dto.HighestSalePrice == null ? null : toCents(dto.HighestSalePrice),
    ),
  }
}

export function searchParams(term: string, limit: number = SEARCH_SUGGESTION_LIMIT): QueryParams {
  return { searchTerm: normalizeSearchTerm(term), limit, facetFilters: suggestionFacetFilters }
}

export async function fetchSearch(
  term: string,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<SearchResult> {
  const answer = await request(SEARCH_PATH, {
    query: searchParams(term, options.limit),
    schema: searchAnswerDtoSchema(),
    signal: options.signal,
  })
  return {
    term: normalizeSearchTerm(term),
    hits: answer.Hits.map(toSearchHit),
    totalHits: answer.EstimatedTotalHits ?? answer.Hits.length,
    suggestion: answer.Hits.length === 0 ? answer.Suggestion?.trim() || null : null,
  }
}

export const searchQueries = {
  all: () => ['search'] as const,
  suggestions: () => [...searchQueries.all(), 'suggestions'] as const,
  /**
   * Keyed by the normalised term: an answer can only ever land in its own term's entry, and
   * React Query aborts (via the signal) a request nobody is waiting for any more.
   */
  suggestion: (term: string) =>
    queryOptions({
      queryKey: [...searchQueries.suggestions(), normalizeSearchTerm(term)] as const,
      queryFn: ({ signal }) => fetchSearch(term, { limit: SEARCH_SUGGESTION_LIMIT, signal }),
      enabled: normalizeSearchTerm(term).length >= SEARCH_MIN_LENGTH,
      staleTime: 5 * 60_000,
    }),
}

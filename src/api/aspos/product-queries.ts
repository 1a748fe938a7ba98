// The commerce service's answers that carry products: the list (a page with its facets and a
// search suggestion), one product's detail (with its variants and related products) and products
// by id for content blocks; their fetchers and the query factory. The product itself (its wire
// contract and mapper) is products.ts. zod/mini: on the home page's and the catalogue's first load.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { toCents } from '@/lib/format'
import { request } from '../http'
import { ensureSuccess, envelopeSchema, pageCountOf } from '../envelope'
import { fetchProductImages } from './product-images'
import { toProductQuery, type ProductListParams } from './product-list-params'
import { listOrEmpty, mapProduct, productDtoSchema, type Product } from './products'

const productFacetsDtoSchema = lazy(() =>
  z.object({
    Brands: z.array(z.object({ Name: z.string(), UrlSlug: z.string(), Count: z.number() })),
    PriceRange: z.object({ Min: z.number(), Max: z.number() }),
    /** Filterable product Fields of the listed set (food: Levensfase, Behoeften); absent: none. */
    Fields: z.optional(
      z.array(
        z.object({
          Code: z.string(),
          Values: z.array(z.object({ Value: z.string(), Count: z.number() })),
        }),
      ),
    ),
  }),
)

export const productListResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    Products: z.array(productDtoSchema()),
    TotalCount: z.int(),
    Page: z.int(),
    PageSize: z.int(),
    Facets: productFacetsDtoSchema(),
    /** A search without results: a close term that does find products ("Bedoelde je …?"). */
    Suggestion: z.nullish(z.string()),
  }),
)
export type ProductListResponse = z.infer<ReturnType<typeof productListResponseSchema>>

const productDetailResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    Product: productDtoSchema(),
    Variants: listOrEmpty(productDtoSchema()),
    Related: listOrEmpty(productDtoSchema()),
  }),
)
export type ProductDetailResponse = z.infer<ReturnType<typeof productDetailResponseSchema>>

export interface ProductPage {
  products: Product[]
  totalCount: number
  page: number
  pageSize: number
  pageCount: number
  facets: {
    brands: { name: string; urlSlug: string; count: number }[]
    /** Cents. */
    priceRange: { min: number; max: number }
    /** Filterable product Fields (life stage, needs), each value with its count. */
    fields: { code: string; values: { value: string; count: number }[] }[]
  }
  /** A search without results: a close term that does find products, or null. */
  suggestion: string | null
}

export interface ProductDetail {
  product: Product
  variants: Product[]
  related: Product[]
}

export function mapProductPage(dto: ProductListResponse): ProductPage {
  return {
    products: dto.Products.map(mapProduct),
    totalCount: dto.TotalCount,
    page: dto.Page,
    pageSize: dto.PageSize,
    pageCount: pageCountOf(dto.TotalCount, dto.PageSize),
    suggestion: dto.Suggestion?.trim() || null,
    facets: {
      brands: dto.Facets.Brands.map((b) => ({ name: b.Name, urlSlug: b.UrlSlug, count: b.Count })),
      priceRange: {
        min: toCents(dto.Facets.PriceRange.Min),
        max: toCents(dto.Facets.PriceRange.Max),
      },
      fields: (dto.Facets.Fields ?? []).map((f) => ({
        code: f.Code,
        values: f.Values.map((v) => ({ value: v.Value, count: v.Count })),
      })),
    },
  }
}

export async function fetchProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const answer = ensureSuccess(
    await request('/api/aspos/products', {
      query: toProductQuery(params),
      schema: productListResponseSchema(),
      signal,
    }),
  )
  return mapProductPage(answer)
}

export async function fetchProduct(url: string, signal?: AbortSignal): Promise<ProductDetail> {
  const answer = ensureSuccess(
    await request(`/api/aspos/products/${encodeURIComponent(url)}`, {
      schema: productDetailResponseSchema(),
      signal,
    }),
  )
  return {
    product: mapProduct(answer.Product),
    variants: answer.Variants.map(mapProduct),
    related: answer.Related.map(mapProduct),
  }
}

/** The most product ids one GET /api/aspos/content/products answers (client and mock service). */
export const MAX_PRODUCT_IDS = 50

const productsByIdResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    Products: z.array(productDtoSchema()),
  }),
)

/** Products named by content blocks (product lists, DIY guides, related products), in the given order. */
export async function fetchProductsByIds(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Product[]> {
  if (ids.length === 0) return []
  const answer = ensureSuccess(
    await request('/api/aspos/content/products', {
      query: { ids: ids.slice(0, MAX_PRODUCT_IDS) },
      schema: productsByIdResponseSchema(),
      signal,
    }),
  )
  return answer.Products.map(mapProduct)
}

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (params: ProductListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params] as const,
      queryFn: ({ signal }) => fetchProducts(params, signal),
      // Keeps the current page on screen while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  details: () => [...productQueries.all(), 'detail'] as const,
  detail: (url: string) =>
    queryOptions({
      queryKey: [...productQueries.details(), url.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchProduct(url, signal),
    }),
  images: (code: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'images', code] as const,
      queryFn: ({ signal }) => fetchProductImages(code, signal),
      staleTime: 60 * 60_000,
    }),
  byIds: (ids: readonly number[]) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'by-id', [...ids]] as const,
      queryFn: ({ signal }) => fetchProductsByIds(ids, signal),
      staleTime: 5 * 60_000,
    }),
}

// The wish list (product selections) of the logged-in customer: wire contract (zod), the mapper to
// our own WishListItem (money in cents), fetchers and the query factory. zod/mini, like the rest of
// the api layer: classic zod stays with the forms.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { toCents } from '@/lib/format'
import { ensureSuccess, envelopeSchema, request } from '../http'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

/** The part of the service's product that the wish list shows; other fields pass unchecked. */
export const selectionProductDtoSchema = z.object({
  Id: z.number(),
  Url: z.string(),
  Description: z.string(),
  BrandName: z.nullish(z.string()),
  PriceInclTax: z.number(),
  Discount: z.nullish(z.object({ PriceInclTax: z.number() })),
  Images: z._default(z.array(z.object({ Name: z.string(), FileExtension: z.string() })), []),
  Stock: z.nullish(z.number()),
})

export const productSelectionDtoSchema = z.object({
  Id: z.number(),
  ProductId: z.number(),
  ParentProductId: z.nullable(z.number()),
  Product: z.nullable(selectionProductDtoSchema),
})
export type ProductSelectionDto = z.infer<typeof productSelectionDtoSchema>

export const selectionsResponseSchema = z.extend(z.partial(envelopeSchema), {
  ProductSelections: z.array(productSelectionDtoSchema),
  /** Product id (as a string key) → product url, for links. */
  ProductUrls: z._default(z.record(z.string(), z.string()), {}),
})

export const addSelectionRequestSchema = z.object({ ProductId: z.int().check(z.positive()) })

export const addSelectionResponseSchema = z.extend(envelopeSchema, {
  ProductSelection: z.nullish(productSelectionDtoSchema),
})

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export interface WishListItem {
  id: number
  productId: number
  parentProductId: number | null
  title: string
  brand: string
  url: string
  image: { name: string; extension: string } | null
  priceCents: number
  originalPriceCents: number | null
  inStock: boolean
}

export function mapSelection(dto: ProductSelectionDto, urls: Record<string, string> = {}): WishListItem {
  const p = dto.Product
  const gross = p ? toCents(p.PriceInclTax) : 0
  const sale = p?.Discount ? toCents(p.Discount.PriceInclTax) : null
  const image = p?.Images[0]
  return {
    id: dto.Id,
    productId: dto.ProductId,
    parentProductId: dto.ParentProductId,
    title: p?.Description ?? `Product ${dto.ProductId}`,
    brand: p?.BrandName ?? '',
    url: urls[String(dto.ProductId)] ?? p?.Url ?? '',
    image: image ? { name: image.Name, extension: image.FileExtension } : null,
    priceCents: sale !== null && sale < gross ? sale : gross,
    originalPriceCents: sale !== null && sale < gross ? gross : null,
    inStock: (p?.Stock ?? 1) > 0,
  }
}

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

export async function fetchWishList(signal?: AbortSignal): Promise<WishListItem[]> {
  const answer = await request('/api/aspos/products/selections', { schema: selectionsResponseSchema, signal })
  return answer.ProductSelections.map((s) => mapSelection(s, answer.ProductUrls))
}

export async function addToWishList(productId: number): Promise<WishListItem | null> {
  const answer = ensureSuccess(
    await request('/api/aspos/products/selections', {
      method: 'POST',
      body: { ProductId: productId },
      schema: addSelectionResponseSchema,
    }),
  )
  return answer.ProductSelection ? mapSelection(answer.ProductSelection) : null
}

export async function removeFromWishList(selectionId: number): Promise<void> {
  ensureSuccess(
    await request(`/api/aspos/products/selections/${encodeURIComponent(String(selectionId))}`, {
      method: 'DELETE',
      schema: envelopeSchema,
    }),
  )
}

export async function clearWishList(): Promise<void> {
  ensureSuccess(await request('/api/aspos/products/selections/clear', { method: 'POST', schema: envelopeSchema }))
}

export const selectionsQueries = {
  all: () => ['selections'] as const,
  list: () =>
    queryOptions({
      queryKey: [...selectionsQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchWishList(signal),
      staleTime: 30_000,
    }),
}

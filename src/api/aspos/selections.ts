// The wish list (product selections) of the logged-in customer: wire contract (zod), the mapper to
// our own WishListItem (money in cents), fetchers and the query factory. zod/mini, like the rest of
// the api layer: classic zod is left to the mocks and tests.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { request, requestWrite } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import { deriveProduct } from '@/domain/pricing/flags'
import type { BaseUnit } from '@/domain/unit-price'
import { mapProduct, productDtoSchema, type ProductColor } from './products'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

/** A selection carries the service's whole product, so it is priced by the shop's one pricing module. */
export const selectionProductDtoSchema = productDtoSchema

const productSelectionDtoSchema = lazy(() =>
  z.object({
    Id: z.number(),
    ProductId: z.number(),
    ParentProductId: z.nullable(z.number()),
    Product: z.nullable(selectionProductDtoSchema()),
  }),
)
export type ProductSelectionDto = z.infer<ReturnType<typeof productSelectionDtoSchema>>

export const selectionsResponseSchema = lazy(() =>
  z.extend(z.partial(envelopeSchema()), {
    ProductSelections: z.array(productSelectionDtoSchema()),
    /** Product id (as a string key) → product url, for links. */
    ProductUrls: z._default(z.record(z.string(), z.string()), {}),
  }),
)

export const addSelectionRequestSchema = lazy(() =>
  z.object({ ProductId: z.int().check(z.positive()) }),
)

const addSelectionResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    ProductSelection: z.nullish(productSelectionDtoSchema()),
  }),
)

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
  /** What one piece costs now, deposit included: the price the product page shows. */
  priceCents: number
  originalPriceCents: number | null
  /** A family whose variants differ in price: its lowest, 'vanaf € …' (isPriceFrom). */
  priceFrom: boolean
  /** The price per kg or liter (of the size its price is), null when it cannot be told. */
  unitPrice: { cents: number; unit: BaseUnit } | null
  inStock: boolean
  /** No purchase without a choice: colour products and variant parents are chosen on their page. */
  isColorProduct: boolean
  isVariantParent: boolean
  colors: ProductColor[]
}

export function mapSelection(
  dto: ProductSelectionDto,
  urls: Record<string, string> = {},
  now: Date = new Date(),
): WishListItem {
  const view = dto.Product ? deriveProduct(mapProduct(dto.Product), now) : null
  const image = view?.images[0]
  return {
    id: dto.Id,
    productId: dto.ProductId,
    parentProductId: dto.ParentProductId,
    title: view?.title ?? `Product ${dto.ProductId}`,
    brand: view?.brandName ?? '',
    url: urls[String(dto.ProductId)] ?? view?.url ?? '',
    image: image ? { name: image.name, extension: image.extension } : null,
    priceCents: view?.currentPriceCents ?? 0,
    originalPriceCents: view?.originalPriceCents ?? null,
    priceFrom: view?.priceFrom ?? false,
    unitPrice: view?.unitPrice ?? null,
    inStock: view?.inStock ?? false,
    isColorProduct: view?.isColorProduct ?? false,
    isVariantParent: view?.isVariantParent ?? false,
    colors: view?.colors ?? [],
  }
}

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

export async function fetchWishList(signal?: AbortSignal): Promise<WishListItem[]> {
  const answer = await request('/api/aspos/products/selections', {
    schema: selectionsResponseSchema(),
    signal,
  })
  return answer.ProductSelections.map((s) => mapSelection(s, answer.ProductUrls))
}

export async function addToWishList(productId: number): Promise<WishListItem | null> {
  const answer = ensureSuccess(
    await request('/api/aspos/products/selections', {
      method: 'POST',
      body: { ProductId: productId },
      schema: addSelectionResponseSchema(),
    }),
  )
  return answer.ProductSelection ? mapSelection(answer.ProductSelection) : null
}

/** The spec leaves the answer open: any 2xx is a success (requestWrite); the list is read again. */
export async function removeFromWishList(selectionId: number): Promise<void> {
  await requestWrite(`/api/aspos/products/selections/${encodeURIComponent(String(selectionId))}`, {
    method: 'DELETE',
  })
}

/** The spec leaves the answer open: any 2xx is a success (requestWrite); the list is read again. */
export async function clearWishList(): Promise<void> {
  await requestWrite('/api/aspos/products/selections/clear', { method: 'POST' })
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

// Products of the commerce service: the wire contract (zod) of ProductDto and of the list and detail
// answers, the mapper to our own Product (money in integer cents), the fetchers (also products by id
// for content blocks) and the query factory. The list parameters are product-list-params.ts, the
// image list product-images.ts. zod/mini: the home page's product blocks and the category and product pages parse
// products on their first load, where classic zod is too heavy.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { toCents } from '@/lib/format'
import { request } from '../http'
import { ensureSuccess, envelopeSchema, pageCountOf } from '../envelope'
import { imageRefDtoSchema, toImageRef, type ImageRef } from '../image-ref'
import { fetchProductImages } from './product-images'
import { toProductQuery, type ProductListParams } from './product-list-params'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

/** A string the service may leave out or send as null, read as ''. */
const text = () =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  )

const discountDtoSchema = lazy(() =>
  z.object({
    Id: z.number(),
    Name: text(),
    Description: text(),
    StartDate: z.nullish(z.string()),
    StartTime: z.nullish(z.string()),
    EndDate: z.nullish(z.string()),
    EndTime: z.nullish(z.string()),
    PriceInclTax: z.nullish(z.number()),
    Percentage: z.nullish(z.number()),
    MinQuantity: z.nullish(z.number()),
    LoyaltyPoints: z.nullish(z.number()),
    IsLoyalty: z.nullish(z.boolean()),
  }),
)
export type DiscountDto = z.infer<ReturnType<typeof discountDtoSchema>>

/** A list the service may leave out or send as null, read as []. */
const list = <T extends z.core.$ZodType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  )

export const productDtoSchema = lazy(() =>
  z.object({
    Id: z.int(),
    Code: z.string(),
    Url: z.string(),
    Description: z.string(),
    ShortDescription: z.nullish(z.string()),
    LongDescription: z.nullish(z.string()),
    BrandId: z.nullish(z.number()),
    BrandName: z.nullish(z.string()),
    CollectionSlug: z.nullish(z.string()),
    WebNodeIds: list(z.number()),
    PriceInclTax: z.number(),
    VatPercentage: z.nullish(z.number()),
    Discount: z.nullish(z.object({ PriceInclTax: z.number() })),
    Discounts: list(discountDtoSchema()),
    ActiveDiscounts: list(discountDtoSchema()),
    StorePrices: list(z.object({ StoreCode: z.string(), PriceInclTax: z.number() })),
    Kits: list(
      z.object({
        ProductId: z.number(),
        Quantity: z.number(),
        IsDeposit: z.boolean(),
        Description: z.string(),
        PriceInclTax: z.number(),
      }),
    ),
    DefaultScanCode: z.nullish(z.object({ Code: z.string() })),
    IsWeightProduct: z.nullish(z.boolean()),
    WeightPrice: z.nullish(z.number()),
    Images: list(imageRefDtoSchema()),
    Fields: list(z.object({ Code: z.string(), Value: text() })),
    Banners: list(z.object({ Name: z.string(), Title: z.nullish(z.string()) })),
    Certs: list(z.object({ Code: z.string(), Name: z.string() })),
    ParentProductId: z.nullish(z.number()),
    VariantCount: z.nullish(z.number()),
    IsVirtual: z.nullish(z.boolean()),
    Stock: z.nullish(z.number()),
    Colors: list(
      z.object({ Code: z.string(), Name: z.string(), Hex: z.string(), Family: z.string() }),
    ),
    Rating: z.nullish(z.number()),
    CreatedDate: z.nullish(z.string()),
  }),
)
export type ProductDto = z.infer<ReturnType<typeof productDtoSchema>>

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
    Variants: list(productDtoSchema()),
    Related: list(productDtoSchema()),
  }),
)
export type ProductDetailResponse = z.infer<ReturnType<typeof productDetailResponseSchema>>

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export type { ImageRef }

export interface Discount {
  id: number
  name: string
  description: string
  /** 'YYYY-MM-DD' and 'HH:mm:ss' as the service sends them; the window is judged in the feature. */
  startDate: string | null
  startTime: string | null
  endDate: string | null
  endTime: string | null
  priceCents: number | null
  percentage: number | null
  minQuantity: number | null
  loyaltyPoints: number | null
  isLoyalty: boolean
}

export interface ProductColor {
  code: string
  name: string
  hex: string
  family: string
}

export interface Product {
  id: number
  code: string
  url: string
  title: string
  shortDescription: string
  /** HTML from the service: render through SafeHtml only. */
  longDescription: string
  brandId: number | null
  brandName: string
  collectionSlug: string | null
  webNodeIds: number[]
  priceCents: number
  vatPercentage: number | null
  /** Discount.PriceInclTax: the price the service applied, when it applied one. */
  discountPriceCents: number | null
  discounts: Discount[]
  storePrices: { storeCode: string; priceCents: number }[]
  kits: {
    productId: number
    quantity: number
    isDeposit: boolean
    description: string
    priceCents: number
  }[]
  scanCode: string | null
  isWeightProduct: boolean
  weightPriceCents: number | null
  images: ImageRef[]
  fields: { code: string; value: string }[]
  banners: { name: string; title: string }[]
  certs: { code: string; name: string }[]
  parentProductId: number | null
  /** Variants that carry this product as their parent; > 0 makes it a choice, not an article. */
  variantCount: number
  isVirtual: boolean
  stock: number | null
  colors: ProductColor[]
  rating: number | null
  createdDate: Date | null
}

const centsOrNull = (value: number | null | undefined) => (value == null ? null : toCents(value))

function mapDiscount(dto: DiscountDto): Discount {
  return {
    id: dto.Id,
    name: dto.Name,
    description: dto.Description,
    startDate: dto.StartDate ?? null,
    startTime: dto.StartTime ?? null,
    endDate: dto.EndDate ?? null,
    endTime: dto.EndTime ?? null,
    priceCents: centsOrNull(dto.PriceInclTax),
    percentage: dto.Percentage ?? null,
    minQuantity: dto.MinQuantity ?? null,
    loyaltyPoints: dto.LoyaltyPoints ?? null,
    isLoyalty: dto.IsLoyalty ?? false,
  }
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function mapProduct(dto: ProductDto): Product {
  // Discounts is the full list; ActiveDiscounts is the service's own selection. We judge the
  // windows ourselves, so both are merged (by Id) into one list.
  const discounts = new Map<number, Discount>()
  for (const d of [...dto.Discounts, ...dto.ActiveDiscounts]) discounts.set(d.Id, mapDiscount(d))
  return {
    id: dto.Id,
    code: dto.Code,
    url: dto.Url,
    title: dto.Description,
    shortDescription: dto.ShortDescription ?? '',
    longDescription: dto.LongDescription ?? '',
    brandId: dto.BrandId ?? null,
    brandName: dto.BrandName ?? '',
    collectionSlug: dto.CollectionSlug ?? null,
    webNodeIds: dto.WebNodeIds,
    priceCents: toCents(dto.PriceInclTax),
    vatPercentage: dto.VatPercentage ?? null,
    discountPriceCents: centsOrNull(dto.Discount?.PriceInclTax),
    discounts: [...discounts.values()],
    storePrices: dto.StorePrices.map((s) => ({
      storeCode: s.StoreCode,
      priceCents: toCents(s.PriceInclTax),
    })),
    kits: dto.Kits.map((k) => ({
      productId: k.ProductId,
      quantity: k.Quantity,
      isDeposit: k.IsDeposit,
      description: k.Description,
      priceCents: toCents(k.PriceInclTax),
    })),
    scanCode: dto.DefaultScanCode?.Code || null,
    isWeightProduct: dto.IsWeightProduct ?? false,
    weightPriceCents: centsOrNull(dto.WeightPrice),
    images: dto.Images.map(toImageRef),
    fields: dto.Fields.map((f) => ({ code: f.Code, value: f.Value })),
    banners: dto.Banners.map((b) => ({ name: b.Name, title: b.Title ?? b.Name })),
    certs: dto.Certs.map((c) => ({ code: c.Code, name: c.Name })),
    parentProductId: dto.ParentProductId ?? null,
    variantCount: dto.VariantCount ?? 0,
    isVirtual: dto.IsVirtual ?? false,
    stock: dto.Stock ?? null,
    colors: dto.Colors.map((c) => ({ code: c.Code, name: c.Name, hex: c.Hex, family: c.Family })),
    rating: dto.Rating ?? null,
    createdDate: parseDate(dto.CreatedDate),
  }
}

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

function mapProductPage(dto: ProductListResponse): ProductPage {
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

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

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

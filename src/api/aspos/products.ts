// A product of the commerce service: the wire contract (zod) of ProductDto and the mapper to our own
// Product (money in integer cents). The answers that carry products (list, detail, by id), their
// fetchers and the query factory are product-queries.ts; the list parameters
// product-list-params.ts, the image list product-images.ts. zod/mini: the home page's product blocks and the category and product pages parse
// products on their first load, where classic zod is too heavy.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { toCents } from '@/lib/format'
import { imageRefDtoSchema, toImageRef, type ImageRef } from '../image-ref'
import type { Discount as PricedDiscount } from '@/domain/pricing/discounts'

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
export const listOrEmpty = <T extends z.core.$ZodType>(item: T) =>
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
    WebNodeIds: listOrEmpty(z.number()),
    PriceInclTax: z.number(),
    VatPercentage: z.nullish(z.number()),
    Discount: z.nullish(z.object({ PriceInclTax: z.number() })),
    Discounts: listOrEmpty(discountDtoSchema()),
    ActiveDiscounts: listOrEmpty(discountDtoSchema()),
    StorePrices: listOrEmpty(z.object({ StoreCode: z.string(), PriceInclTax: z.number() })),
    Kits: listOrEmpty(
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
    Images: listOrEmpty(imageRefDtoSchema()),
    Fields: listOrEmpty(z.object({ Code: z.string(), Value: text() })),
    Banners: listOrEmpty(z.object({ Name: z.string(), Title: z.nullish(z.string()) })),
    Certs: listOrEmpty(z.object({ Code: z.string(), Name: z.string() })),
    ParentProductId: z.nullish(z.number()),
    VariantCount: z.nullish(z.number()),
    /** A family's highest variant price (its PriceInclTax is the lowest); docs/api.md. */
    HighestVariantPrice: z.nullish(z.number()),
    IsVirtual: z.nullish(z.boolean()),
    Stock: z.nullish(z.number()),
    Colors: listOrEmpty(
      z.object({ Code: z.string(), Name: z.string(), Hex: z.string(), Family: z.string() }),
    ),
    Rating: z.nullish(z.number()),
    CreatedDate: z.nullish(z.string()),
  }),
)
export type ProductDto = z.infer<ReturnType<typeof productDtoSchema>>

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export type { ImageRef }

/** A product's discount as the wire gives it: the domain's discount (src/domain/pricing) with its id. */
export interface Discount extends PricedDiscount {
  id: number
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
  /** A family's highest variant price in cents, or null (not a family, or not sent). */
  highestVariantPriceCents: number | null
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
    highestVariantPriceCents: centsOrNull(dto.HighestVariantPrice),
    isVirtual: dto.IsVirtual ?? false,
    stock: dto.Stock ?? null,
    colors: dto.Colors.map((c) => ({ code: c.Code, name: c.Name, hex: c.Hex, family: c.Family })),
    rating: dto.Rating ?? null,
    createdDate: parseDate(dto.CreatedDate),
  }
}

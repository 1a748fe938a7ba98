// Test data for the price rules' unit tests (src/domain/pricing/*.test.ts): a wire product and a
// discount with every field, the seed's products as the shop maps them, one fixed moment.
import { mapProduct, productDtoSchema, type Discount, type Product } from '@/api/aspos/products'
import { products as seedProducts } from '@/mocks/db/seed-catalogue'
import type { ProductDto } from '@/mocks/db/types'
import { deriveProduct } from '@/domain/pricing/flags'

export const NOW = new Date(2026, 0, 15, 12, 0, 0)

/** An Amsterdam wall-clock moment in January (CET, UTC+1) as an instant, whatever zone the test runs in. */
export const ams = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) =>
  new Date(Date.UTC(y, m, d, h, mi, s) - 3600_000)

export function pricingProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    code: 'DW1',
    url: 'product',
    title: 'Product',
    shortDescription: '',
    longDescription: '',
    brandId: 1,
    brandName: 'Merk',
    collectionSlug: null,
    webNodeIds: [],
    priceCents: 1000,
    vatPercentage: 21,
    discountPriceCents: null,
    discounts: [],
    storePrices: [],
    kits: [],
    scanCode: '8712345000017',
    isWeightProduct: false,
    weightPriceCents: null,
    images: [],
    fields: [],
    banners: [],
    certs: [],
    parentProductId: null,
    variantCount: 0,
    highestVariantPriceCents: null,
    isVirtual: false,
    stock: 10,
    colors: [],
    rating: null,
    createdDate: null,
    ...overrides,
  }
}

export function pricingDiscount(overrides: Partial<Discount> = {}): Discount {
  return {
    id: 1,
    name: 'Weekactie',
    description: '20% korting',
    startDate: '2026-01-01',
    startTime: '00:00:00',
    endDate: '2026-01-31',
    endTime: '23:59:59',
    priceCents: 800,
    percentage: 20,
    minQuantity: null,
    loyaltyPoints: null,
    isLoyalty: false,
    ...overrides,
  }
}

/** A seed product as the shop maps it from the wire. */
export const seedProduct = (id: number) =>
  mapProduct(productDtoSchema().parse(seedProducts.find((p) => p.Id === id)))

/** The fields of a colour product with a surtax of € 1,50. */
export const paintFields = [
  { code: 'Kleurkiezer', value: 'true' },
  { code: 'Kleurtoeslag', value: '1.50' },
]

/** A stored product as the shop shows it (the wire mapped, the domain's rules applied): what a
 * page announces, to compare with what the mock service charges. */
export const shopView = (dto: ProductDto, now = new Date()) =>
  deriveProduct(mapProduct(productDtoSchema().parse(dto)), now)

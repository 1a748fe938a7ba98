// schema.org Product with an Offer for the product page, as JSON-LD. Every price comes from the
// derived ProductView (the price rules of src/domain/pricing): the Offer shows what the page
// shows, never a price worked out here. page-meta.tsx puts the node in the page's JSON-LD script.
import { shopDate } from '@/lib/clock'
import type { JsonLdNode } from '@/lib/structured-data'
import { discountEnd } from '@/domain/pricing/discounts'
import { type ProductView } from '@/api/aspos/product-view'

const euros = (cents: number) => (cents / 100).toFixed(2)

/** The last day (in the shop's time zone) of the discount that sets the current price, when it has an end date. */
export function priceValidUntil(product: Pick<ProductView, 'priceDiscount'>): string | null {
  if (!product.priceDiscount) return null
  const end = discountEnd(product.priceDiscount)
  return end instanceof Date ? shopDate(end) : null
}

export function productJsonLd(
  product: ProductView,
  pageUrl: string,
  imageUrls: string[],
): JsonLdNode {
  const validUntil = priceValidUntil(product)
  return {
    '@type': 'Product',
    name: product.title,
    ...(product.shortDescription ? { description: product.shortDescription } : {}),
    sku: product.code,
    ...(product.eanCode && /^\d{13}$/.test(product.eanCode) ? { gtin13: product.eanCode } : {}),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(imageUrls.length ? { image: imageUrls } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'EUR',
      price: euros(product.currentPriceCents),
      ...(validUntil ? { priceValidUntil: validUntil } : {}),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      // The price per kg the page shows for weight products.
      ...(product.weightPriceCents != null
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: euros(product.weightPriceCents),
              priceCurrency: 'EUR',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
            },
          }
        : {}),
    },
  }
}

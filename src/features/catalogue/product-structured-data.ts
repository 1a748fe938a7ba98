// schema.org Product with an Offer for the product page, as JSON-LD. JSON-LD is data, not script,
// so the CSP (script-src 'self') allows it; it is written with textContent, never parsed as HTML.
import { useEffect } from 'react'
import type { ProductView } from '@/api/aspos/product-pricing'

export function productJsonLd(
  product: ProductView,
  pageUrl: string,
  imageUrls: string[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.shortDescription || undefined,
    sku: product.code,
    ...(product.eanCode && /^\d{13}$/.test(product.eanCode) ? { gtin13: product.eanCode } : {}),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(imageUrls.length ? { image: imageUrls } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'EUR',
      price: (product.currentPrice / 100).toFixed(2),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}

/** Puts the JSON-LD in the document head while the page is shown. */
export function useProductStructuredData(data: Record<string, unknown> | null) {
  const json = data ? JSON.stringify(data) : null
  useEffect(() => {
    if (!json) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.productJsonld = ''
    script.textContent = json
    document.head.append(script)
    return () => script.remove()
  }, [json])
}

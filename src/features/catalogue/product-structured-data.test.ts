// The product page's schema.org Product, built from the mock seed and validated against a small
// zod schema of the type: the Offer carries the derived current price and nothing worked out here.
import { describe, expect, it } from 'vitest'
import { mapProduct, productDtoSchema } from '@/api/aspos/products'
import { fixtureProductIds } from '@/mocks/db/seed-catalogue'
import { createSeed } from '@/mocks/db/seed'
import { productSchema } from '@/testing/schema-org'
import { deriveProduct } from '@/domain/pricing/flags'
import { productJsonLd } from './product-structured-data'

const NOW = new Date(2026, 0, 15, 12, 0, 0)
const seed = createSeed()
const PAGE = 'https://www.dierenruiter.nl/product/x'

function view(id: number) {
  const dto = seed.products.find((p) => p.Id === id)
  return deriveProduct(mapProduct(productDtoSchema().parse(dto)), NOW)
}

const build = (id: number) =>
  productSchema.parse(
    productJsonLd(view(id), PAGE, ['https://www.dierenruiter.nl/api/images/a.jpg']),
  )

describe('productJsonLd', () => {
  it('is a valid Product for every product of the seed, its Offer at the derived current price', () => {
    for (const dto of seed.products) {
      const product = deriveProduct(mapProduct(productDtoSchema().parse(dto)), NOW)
      const node = productSchema.parse(productJsonLd(product, PAGE, []))
      expect(node.offers.price).toBe((product.currentPriceCents / 100).toFixed(2))
    }
  })

  it('names the product, its EAN as gtin13, its brand and its images', () => {
    const product = view(fixtureProductIds.plain)
    const node = build(fixtureProductIds.plain)
    expect(node).toMatchObject({
      name: product.title,
      sku: product.code,
      gtin13: product.eanCode,
      brand: { name: product.brandName },
      image: ['https://www.dierenruiter.nl/api/images/a.jpg'],
    })
    expect(node.offers.priceValidUntil).toBeUndefined()
  })

  it('offers a discounted product at its discount price, valid until the discount ends', () => {
    const product = view(fixtureProductIds.discounted)
    expect(product.originalPriceCents).not.toBeNull()
    const node = build(fixtureProductIds.discounted)
    expect(node.offers.price).toBe((product.currentPriceCents / 100).toFixed(2))
    expect(node.offers.priceValidUntil).toBe(product.priceDiscount!.endDate!.slice(0, 10))
  })

  it('gives no end date for an expired or birthday discount that does not set the price', () => {
    expect(build(fixtureProductIds.expiredDiscount).offers.priceValidUntil).toBeUndefined()
    expect(build(fixtureProductIds.birthdayDiscount).offers.priceValidUntil).toBeUndefined()
  })

  it('reads availability from stock', () => {
    expect(build(fixtureProductIds.plain).offers.availability).toBe('https://schema.org/InStock')
    expect(build(fixtureProductIds.outOfStock).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    )
    // A gift card is never out of stock.
    expect(build(fixtureProductIds.virtual).offers.availability).toBe('https://schema.org/InStock')
  })

  it('adds the price per kg the page shows as a UnitPriceSpecification, only for weight products', () => {
    const product = view(fixtureProductIds.weight)
    expect(build(fixtureProductIds.weight).offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: (product.weightPriceCents! / 100).toFixed(2),
      priceCurrency: 'EUR',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
    })
    expect(build(fixtureProductIds.plain).offers.priceSpecification).toBeUndefined()
  })

  it('gives a weight product’s WeightPrice, the per-kg price the page shows, as price and unit price', () => {
    const dto = {
      ...seed.products.find((p) => p.Id === fixtureProductIds.weight)!,
      PriceInclTax: 12.5,
      WeightPrice: 4.2,
    }
    const product = deriveProduct(mapProduct(productDtoSchema().parse(dto)), NOW)
    expect(product).toMatchObject({ currentPriceCents: 420, weightPriceCents: 420 })
    const node = productSchema.parse(productJsonLd(product, PAGE, []))
    expect(node.offers.price).toBe('4.20')
    expect(node.offers.priceSpecification?.price).toBe('4.20')
  })

  it('includes the deposit in the price, as the page does', () => {
    const product = view(fixtureProductIds.deposit)
    expect(product.depositCents).toBeGreaterThan(0)
    expect(build(fixtureProductIds.deposit).offers.price).toBe(
      (product.currentPriceCents / 100).toFixed(2),
    )
  })
})

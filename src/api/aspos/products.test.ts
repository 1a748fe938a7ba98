// Contract tests of the products resource (every seed product parses, the mapper gives cents) and of
// the mock backend's list filters, facets, sorting and pagination, through the real fetchers.
import { describe, expect, it } from 'vitest'
import { fixtureProductIds, products as seedProducts, webNodes } from '@/mocks/db/seed-catalogue'
import { common } from '@/messages/nl/common'
import { mapProduct, productDtoSchema } from './products'
import { fetchProduct, fetchProducts, fetchProductsByIds } from './product-queries'
import { fetchProductImages } from './product-images'
import { toProductQuery } from './product-list-params'
import { isApiError } from '../http'
import { buildUrl } from '../http'

describe('product contract', () => {
  it('parses every seed product', () => {
    for (const dto of seedProducts) expect(() => productDtoSchema().parse(dto)).not.toThrow()
  })

  it('maps money to integer cents', () => {
    for (const dto of seedProducts) {
      const p = mapProduct(productDtoSchema().parse(dto))
      expect(p.priceCents).toBe(Math.round(dto.PriceInclTax * 100))
      expect(Number.isInteger(p.priceCents)).toBe(true)
      for (const k of p.kits) expect(Number.isInteger(k.priceCents)).toBe(true)
      for (const d of p.discounts)
        if (d.priceCents != null) expect(Number.isInteger(d.priceCents)).toBe(true)
    }
    const deposit = mapProduct(
      productDtoSchema().parse(seedProducts.find((p) => p.Id === fixtureProductIds.deposit)),
    )
    expect(deposit.kits[0]).toMatchObject({ isDeposit: true, priceCents: 15 })
    expect(deposit.scanCode).toMatch(/^\d{13}$/)
  })

  it('builds a query with repeated brands and without false flags', () => {
    const url = buildUrl(
      '/api/aspos/products',
      toProductQuery({ brands: ['a', 'b'], new: false, offers: true, page: 2 }),
    )
    expect(url.search).toBe('?brands=a&brands=b&offers=true&page=2')
  })
})

describe('GET /api/aspos/products (mock)', () => {
  const hond = webNodes.find((n) => n.NodeUrl === 'hond')!

  it('lists a category with all its descendants, never variant children', async () => {
    const page = await fetchProducts({ webNodeId: hond.Id, pageSize: 100 })
    expect(page.totalCount).toBeGreaterThan(24)
    expect(page.products.every((p) => p.parentProductId === null)).toBe(true)
    expect(page.products.some((p) => p.id === fixtureProductIds.plain)).toBe(true)
    expect(page.products.some((p) => p.id === 1023)).toBe(false)
  })

  it('paginates with a 1-based page and a default size of 24', async () => {
    const first = await fetchProducts({ webNodeId: hond.Id })
    const second = await fetchProducts({ webNodeId: hond.Id, page: 2 })
    expect(first.pageSize).toBe(24)
    expect(first.products).toHaveLength(24)
    expect(second.page).toBe(2)
    expect(second.products[0]?.id).not.toBe(first.products[0]?.id)
    expect(first.pageCount).toBe(Math.ceil(first.totalCount / 24))
  })

  it('filters by brands, price, new and stock, with facets of the unfiltered set', async () => {
    const all = await fetchProducts({ webNodeId: hond.Id, pageSize: 100 })
    const royal = await fetchProducts({
      webNodeId: hond.Id,
      brands: ['royal-canin'],
      pageSize: 100,
    })
    expect(royal.products.every((p) => p.brandName === 'Royal Canin')).toBe(true)
    expect(royal.facets.brands).toEqual(all.facets.brands)
    expect(all.facets.brands.find((b) => b.urlSlug === 'royal-canin')?.count).toBe(royal.totalCount)

    const cheap = await fetchProducts({
      webNodeId: hond.Id,
      maxPrice: 10,
      minPrice: 5,
      pageSize: 100,
    })
    expect(cheap.totalCount).toBeGreaterThan(0)
    expect(
      cheap.products.every(
        (p) =>
          p.priceCents >= 500 ||
          p.discounts.length > 0 ||
          p.fields.some((f) => f.code === 'Webprijs'),
      ),
    ).toBe(true)

    const fresh = await fetchProducts({ new: true, pageSize: 100 })
    expect(fresh.products.every((p) => p.fields.some((f) => f.code === 'PFC_Nieuw'))).toBe(true)
    const stocked = await fetchProducts({ inStock: true, pageSize: 100 })
    expect(stocked.products.some((p) => p.id === fixtureProductIds.outOfStock)).toBe(false)
  })

  it('sorts by price both ways and by name', async () => {
    const asc = await fetchProducts({ webNodeId: hond.Id, sort: 'price-asc', pageSize: 100 })
    const desc = await fetchProducts({ webNodeId: hond.Id, sort: 'price-desc', pageSize: 100 })
    expect(asc.products[0]?.id).toBe(desc.products.at(-1)?.id)
    const names = (
      await fetchProducts({ webNodeId: hond.Id, sort: 'name', pageSize: 100 })
    ).products.map((p) => p.title)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')))
  })

  it('finds products by search text, brand, collection and offers', async () => {
    const found = await fetchProducts({ search: 'royal canin medium' })
    expect(found.products[0]?.id).toBe(fixtureProductIds.plain)
    const brand = await fetchProducts({
      brand: 'flexa',
      collection: 'strak-in-de-lak',
      pageSize: 100,
    })
    expect(brand.products.some((p) => p.id === fixtureProductIds.colour)).toBe(true)
    const offers = await fetchProducts({ offers: true, pageSize: 100 })
    expect(offers.products.some((p) => p.id === fixtureProductIds.discounted)).toBe(true)
    expect(offers.products.some((p) => p.id === fixtureProductIds.birthdayDiscount)).toBe(false)
    expect(offers.products.some((p) => p.id === fixtureProductIds.expiredDiscount)).toBe(false)
  })

  it('answers 400 with a Dutch message for a bad query', async () => {
    await expect(fetchProducts({ page: -1 } as never)).rejects.toSatisfy(
      (e) => isApiError(e) && e.status === 400 && /Ongeldige/.test(e.userMessage),
    )
  })
})

describe('GET /api/aspos/products/{url} and images (mock)', () => {
  it('answers the product with its variants and related products', async () => {
    const parent = seedProducts.find((p) => p.Id === fixtureProductIds.variantParent)!
    const detail = await fetchProduct(parent.Url)
    expect(detail.product.id).toBe(parent.Id)
    expect(detail.variants.map((v) => v.id)).toEqual([1016, 1017, 1018])
    expect(detail.related.every((r) => r.id !== parent.Id)).toBe(true)
  })

  it('answers 404 for an unknown product', async () => {
    await expect(fetchProduct('bestaat-niet')).rejects.toSatisfy(
      (e) => isApiError(e) && e.status === 404,
    )
  })

  it('lists the gallery with CMS urls', async () => {
    const images = await fetchProductImages(`DW${fixtureProductIds.plain}`)
    expect(images).toHaveLength(3)
    expect(images[0]?.cmsUrl).toMatch(/^\/api\/images\/.+\.jpg$/)
  })
})

describe('GET /api/aspos/content/products (products by id, mock)', () => {
  it('returns products by id in the order asked, leaving out unknown ids', async () => {
    const [a, b] = seedProducts
    const products = await fetchProductsByIds([b!.Id, 999999, a!.Id])
    expect(products.map((p) => p.id)).toEqual([b!.Id, a!.Id])
    expect(await fetchProductsByIds([])).toEqual([])
  })

  it('refuses bad product ids with a 400 that says what is wrong', async () => {
    const http = (path: string) => fetch(new URL(path, location.origin))
    expect((await http('/api/aspos/content/products?ids=abc')).status).toBe(400)
    const body = (await (await http('/api/aspos/content/products')).json()) as {
      Success: boolean
      Message: string
    }
    expect(body).toMatchObject({ Success: false })
    expect(body.Message).not.toBe(common.errors.generic)
  })
})

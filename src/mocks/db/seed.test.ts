// Guarantees of the mock seed that other tests and the e2e flows rely on.
import { describe, it, expect } from 'vitest'
import { isValidEan13 } from './prng'
import { createSeed } from './seed'
import { fixtureProductIds, leafIdByPath, REFERENCE_DATE } from './seed-catalogue'
import { demoAccounts, discontinuedProducts, trackAndTracePairs } from './seed-stores-people'
import { rhythmProducts } from './seed-rhythms'
import { shopDate, shopDaysBetween } from '@/lib/clock'
import { dueState, productRhythms } from '@/domain/refill-rhythm'
import type { DiscountDto, ProductDto, WebNodeDto } from './types'

const seed = createSeed()
const { products } = seed

const flatten = (nodes: WebNodeDto[]): WebNodeDto[] =>
  nodes.flatMap((n) => [n, ...flatten(n.Children)])
const depth = (n: WebNodeDto): number => 1 + Math.max(0, ...n.Children.map(depth))
const field = (p: ProductDto, code: string) => p.Fields.find((f) => f.Code === code)?.Value
const active = (d: DiscountDto) => d.StartDate <= REFERENCE_DATE && REFERENCE_DATE <= d.EndDate
const byId = (id: number): ProductDto => {
  const p = products.find((x) => x.Id === id)
  if (!p) throw new Error(`missing ${id}`)
  return p
}

const is = {
  discounted: (p: ProductDto) =>
    p.Discount !== null &&
    p.Discount.PriceInclTax < p.PriceInclTax &&
    p.ActiveDiscounts.some(
      (d) => d.PriceInclTax === p.Discount?.PriceInclTax && d.Description !== 'Verjaardagskorting',
    ),
  expiredOnly: (p: ProductDto) =>
    p.Discounts.length > 0 &&
    p.Discounts.every((d) => d.EndDate < '2024-07-01') &&
    p.ActiveDiscounts.length === 0 &&
    p.Discount === null,
  futureOnly: (p: ProductDto) =>
    p.Discounts.length > 0 &&
    p.Discounts.every((d) => d.StartDate >= '2099-01-01') &&
    p.ActiveDiscounts.length === 0 &&
    p.Discount === null,
  birthday: (p: ProductDto) =>
    p.ActiveDiscounts.some((d) => d.Description === 'Verjaardagskorting' && !d.IsLoyalty),
  staffel: (p: ProductDto) =>
    p.ActiveDiscounts.some((d) => (d.MinQuantity ?? 0) >= 2 && (d.Percentage ?? 0) > 0),
  loyalty: (p: ProductDto) =>
    p.ActiveDiscounts.some((d) => d.IsLoyalty && (d.LoyaltyPoints ?? 0) > 0 && d.Name.length > 0),
  deposit: (p: ProductDto) => p.Kits.some((k) => k.IsDeposit && k.PriceInclTax > 0),
  weight: (p: ProductDto) => p.IsWeightProduct && (p.WeightPrice ?? 0) > 0,
  colour: (p: ProductDto) =>
    field(p, 'Kleurkiezer') === 'true' &&
    Number(field(p, 'Kleurtoeslag')) > 0 &&
    p.Colors.length >= 6 &&
    p.Colors.length <= 15 &&
    p.WebNodeIds.some((id) => Math.floor(id / 100) === 7),
  alcohol: (p: ProductDto) => p.Banners.some((b) => b.Name === 'Alcoholhoudend'),
  isNew: (p: ProductDto) => field(p, 'PFC_Nieuw') === 'true',
  webPrice: (p: ProductDto) => Number(field(p, 'Webprijs') ?? Infinity) < p.PriceInclTax,
  listPrice: (p: ProductDto) => Number(field(p, 'Adviesprijs') ?? 0) > p.PriceInclTax,
  variantParent: (p: ProductDto) =>
    p.ParentProductId === null && products.filter((c) => c.ParentProductId === p.Id).length >= 2,
  virtual: (p: ProductDto) => p.IsVirtual,
  outOfStock: (p: ProductDto) => p.Stock === 0,
}

describe('category tree', () => {
  const all = flatten(seed.webNodes)
  it('has the eight top categories with 3–5 children each and is at least 3 levels deep', () => {
    expect(seed.webNodes.map((n) => n.Description)).toEqual([
      'Hond',
      'Kat',
      'Paard & ruiter',
      'Knaagdier',
      'Vogel',
      'Vis',
      'Verf & klussen',
      'Tuin',
    ])
    for (const top of seed.webNodes) {
      expect(top.Children.length).toBeGreaterThanOrEqual(3)
      expect(top.Children.length).toBeLessThanOrEqual(5)
      expect(depth(top)).toBeGreaterThanOrEqual(3)
    }
  })
  it('has unique ids and lowercase slugs', () => {
    expect(new Set(all.map((n) => n.Id)).size).toBe(all.length)
    for (const n of all) expect(n.NodeUrl).toMatch(/^[a-z0-9-]+$/)
  })
})

describe('products', () => {
  const leafIds = new Set(
    flatten(seed.webNodes)
      .filter((n) => n.Children.length === 0)
      .map((n) => n.Id),
  )
  it('has body protectors in the riding range, each with its protection level', () => {
    const leaf = leafIdByPath('paard-en-ruiter/ruiterkleding/bodyprotectors')
    const protectors = products.filter((p) => p.WebNodeIds.includes(leaf))
    expect(protectors.length).toBeGreaterThanOrEqual(2)
    for (const p of protectors)
      expect(field(p, 'Beschermingsniveau'), p.Description).toMatch(/^Level \d \(BETA 2018\)$/)
  })

  it('has at least 220 products with unique ids, urls and codes', () => {
    expect(products.length).toBeGreaterThanOrEqual(220)
    expect(new Set(products.map((p) => p.Id)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.Url)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.Code)).size).toBe(products.length)
  })
  it('has well-formed products', () => {
    const brandIds = new Set(seed.brands.map((b) => b.Id))
    const storeCodes = new Set(seed.stores.map((s) => s.Code))
    for (const p of products) {
      expect(isValidEan13(p.DefaultScanCode.Code), p.Description).toBe(true)
      expect(p.WebNodeIds.length).toBeGreaterThanOrEqual(1)
      for (const id of p.WebNodeIds) expect(leafIds.has(id), `${p.Id} on ${id}`).toBe(true)
      expect(p.Images.length).toBeGreaterThanOrEqual(1)
      expect(p.Images.length).toBeLessThanOrEqual(4)
      expect(p.Url).toMatch(/^[a-z0-9-]+$/)
      expect(brandIds.has(p.BrandId)).toBe(true)
      if (p.CollectionSlug)
        expect(
          seed.brands.find((b) => b.Id === p.BrandId)?.Collections.map((c) => c.UrlSlug),
        ).toContain(p.CollectionSlug)
      expect(p.PriceInclTax).toBeGreaterThan(0)
      expect(Math.round(p.PriceInclTax * 100) / 100).toBe(p.PriceInclTax)
      for (const d of p.ActiveDiscounts) expect(p.Discounts).toContainEqual(d)
      expect(p.ActiveDiscounts).toEqual(p.Discounts.filter(active))
      if (p.Discount)
        expect(p.ActiveDiscounts.some((d) => d.PriceInclTax === p.Discount?.PriceInclTax)).toBe(
          true,
        )
      for (const sp of p.StorePrices) expect(storeCodes.has(sp.StoreCode)).toBe(true)
      if (p.ParentProductId !== null) expect(byId(p.ParentProductId).ParentProductId).toBeNull()
      expect(p.WeightPrice === null).toBe(!p.IsWeightProduct)
    }
    const discountIds = products.flatMap((p) => p.Discounts.map((d) => d.Id))
    expect(new Set(discountIds).size).toBe(discountIds.length)
  })
  // Issue 43: the card in the post said "Direct per e-mail" beside a separate digital card.
  it('makes only the digital gift cards virtual and e-mailed; a card in the post is shipped', () => {
    const giftCards = products.filter((p) => /cadeaukaart/i.test(p.Description))
    const digital = giftCards.filter((p) => /^Digitale /.test(p.Description))
    const posted = giftCards.filter((p) => !/^Digitale /.test(p.Description))
    expect(digital.length).toBeGreaterThanOrEqual(2)
    expect(posted.length).toBeGreaterThanOrEqual(2)
    for (const card of digital) {
      expect(card.IsVirtual, card.Description).toBe(true)
      expect(field(card, 'Leveringstijd')).toBe('Direct per e-mail')
    }
    for (const card of posted) {
      expect(card.IsVirtual, card.Description).toBe(false)
      expect(field(card, 'Leveringstijd')).not.toMatch(/e-mail/i)
      expect(card.LongDescription).not.toMatch(/e-mail/i)
    }
    expect(products.filter((p) => p.IsVirtual).every((p) => digital.includes(p))).toBe(true)
  })

  // Issue 43: a rubber toy, dog food, a basket and a gift card had the same three template
  // bullets, and "Omschrijving" opened with the short description again.
  it('gives each kind of product bullets of its own and a description that adds to the short one', () => {
    const bullets = (p: ProductDto) =>
      [...p.LongDescription.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])
    const toy = byId(fixtureProductIds.isNew)
    const food = byId(fixtureProductIds.plain)
    const basket = byId(1022)
    const card = byId(1020)
    const sets = [toy, food, basket, card].map((p) => bullets(p).join('|'))
    for (const set of sets) expect(set.split('|')).toHaveLength(3)
    expect(new Set(sets).size).toBe(4)
    const allBullets = products.flatMap(bullets)
    expect(allBullets).not.toContain('Getest door onze eigen honden')
    for (const p of products) {
      expect(p.LongDescription, p.Description).not.toContain(p.ShortDescription)
    }
  })

  it('covers every feature often enough', () => {
    const count = (pred: (p: ProductDto) => boolean) => products.filter(pred).length
    expect(count(is.discounted)).toBeGreaterThanOrEqual(20)
    expect(count(is.expiredOnly)).toBeGreaterThanOrEqual(5)
    expect(count(is.futureOnly)).toBeGreaterThanOrEqual(3)
    expect(count(is.birthday)).toBeGreaterThanOrEqual(5)
    expect(count(is.staffel)).toBeGreaterThanOrEqual(8)
    expect(count(is.loyalty)).toBeGreaterThanOrEqual(4)
    expect(count(is.deposit)).toBeGreaterThanOrEqual(6)
    expect(count(is.weight)).toBeGreaterThanOrEqual(6)
    expect(count(is.colour)).toBeGreaterThanOrEqual(10)
    expect(count(is.alcohol)).toBeGreaterThanOrEqual(3)
    expect(count(is.isNew)).toBeGreaterThanOrEqual(15)
    expect(count(is.webPrice)).toBeGreaterThanOrEqual(10)
    expect(count(is.listPrice)).toBeGreaterThanOrEqual(10)
    expect(count(is.variantParent)).toBeGreaterThanOrEqual(3)
    expect(count(is.virtual)).toBeGreaterThanOrEqual(2)
    expect(count(is.outOfStock)).toBeGreaterThanOrEqual(2)
    expect(count((p) => p.Certs.some((c) => c.Code === 'MSC'))).toBeGreaterThan(0)
    expect(count((p) => p.Certs.some((c) => c.Code === 'BIO'))).toBeGreaterThan(0)
    expect(count((p) => p.StorePrices.length > 0)).toBeGreaterThan(0)
    for (const parent of products.filter(is.variantParent)) {
      const children = products.filter((c) => c.ParentProductId === parent.Id).length
      // Riding trousers come in six sizes (34–44).
      expect(children).toBeLessThanOrEqual(6)
    }
  })
  it('has fixture products that each demonstrate their feature', () => {
    const plain = byId(fixtureProductIds.plain)
    expect(plain.Stock).toBeGreaterThan(0)
    expect(plain.Discounts).toEqual([])
    expect(plain.Discount).toBeNull()
    expect(plain.Kits).toEqual([])
    expect(plain.IsWeightProduct || plain.IsVirtual || plain.ParentProductId !== null).toBe(false)
    expect(plain.VatPercentage).toBe(9)
    expect(plain.WebNodeIds).toContain(111)
    const checks: [keyof typeof fixtureProductIds, (p: ProductDto) => boolean][] = [
      ['discounted', is.discounted],
      ['expiredDiscount', is.expiredOnly],
      ['futureDiscount', is.futureOnly],
      ['birthdayDiscount', is.birthday],
      ['staffel', is.staffel],
      ['loyalty', is.loyalty],
      ['deposit', is.deposit],
      ['weight', is.weight],
      ['colour', is.colour],
      ['alcohol', is.alcohol],
      ['isNew', is.isNew],
      ['webPrice', is.webPrice],
      ['listPrice', is.listPrice],
      ['variantParent', is.variantParent],
      ['virtual', is.virtual],
      ['outOfStock', is.outOfStock],
    ]
    for (const [name, check] of checks)
      expect(check(byId(fixtureProductIds[name])), name).toBe(true)
    for (const [name, pred] of Object.entries(is)) {
      if (name === 'variantParent') continue
      expect(pred(plain), `plain product must not be ${name}`).toBe(false)
    }
  })
})

describe('brands', () => {
  it('has ~25 brands, ~8 main brands and collections', () => {
    expect(seed.brands.length).toBeGreaterThanOrEqual(22)
    expect(seed.brands.filter((b) => b.IsMainBrand).length).toBeGreaterThanOrEqual(6)
    expect(
      seed.brands
        .find((b) => b.UrlSlug === 'kentucky-horsewear')
        ?.Collections.map((c) => c.UrlSlug),
    ).toEqual(['zomer-2026', 'basics'])
    expect(new Set(seed.brands.map((b) => b.UrlSlug)).size).toBe(seed.brands.length)
  })
})

describe('content', () => {
  const productIds = new Set(products.map((p) => p.Id))
  const article = (slug: string) => seed.articles.find((a) => a.UrlSlug === slug)
  const data = (json: string): Record<string, unknown> =>
    JSON.parse(json) as Record<string, unknown>

  it('has all required articles with unique slugs', () => {
    const slugs = seed.articles.map((a) => a.UrlSlug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of [
      'home',
      'contact',
      'faq',
      'blog',
      'vacatures',
      'winkels',
      'merken',
      'kleurkiezer',
      'kluswijzer',
      'sitemap',
      'track-my-order',
      'winkelmandje',
      'checkout',
      'over-ons',
      'klantenservice',
      'verzenden-en-retourneren',
      'algemene-voorwaarden',
      'privacy',
      'cookies',
      'toegankelijkheid',
      'klantenkaart',
      'recepten',
    ]) {
      expect(article(slug), slug).toBeDefined()
    }
    expect(article('home')?.BannerCategories.map((c) => c.Name)).toEqual(['home-extra'])
    expect(article('kluswijzer')?.BannerCategories.map((c) => c.Name)).toEqual(['kluswijzer-extra'])
  })
  it('has valid block data referring to existing products and categories', () => {
    const nodeIds = new Set(flatten(seed.webNodes).map((n) => n.Id))
    for (const a of seed.articles) {
      for (const b of a.Blocks) {
        const d = data(b.Data)
        if (b.Type === 'ProductList')
          for (const id of d.ProductIds as number[]) expect(productIds.has(id)).toBe(true)
        if (b.Type === 'CategoryTiles')
          for (const id of d.WebNodeIds as number[]) expect(nodeIds.has(id)).toBe(true)
      }
    }
    const home = article('home')
    const lists =
      home?.Blocks.filter((b) => b.Type === 'ProductList').map((b) => data(b.Data)) ?? []
    expect(lists.map((l) => l.Title)).toEqual(['Aanbiedingen', 'Nieuw binnen'])
    for (const id of lists[0]?.ProductIds as number[]) expect(is.discounted(byId(id))).toBe(true)
    expect((lists[0]?.ProductIds as number[]).length).toBe(8)
  })
  it('has at least four DIY guides with existing products', () => {
    const guides =
      article('kluswijzer')
        ?.Blocks.filter((b) => b.Type === 'DiyGuide')
        .map((b) => data(b.Data)) ?? []
    expect(guides.length).toBeGreaterThanOrEqual(4)
    for (const g of guides) {
      const items = g.Products as { ProductId: number; Quantity: number }[]
      expect(items.length).toBeGreaterThanOrEqual(3)
      expect(items.length).toBeLessThanOrEqual(6)
      for (const i of items) expect(productIds.has(i.ProductId)).toBe(true)
      expect((g.Steps as string[]).length).toBeGreaterThanOrEqual(4)
      expect((g.Steps as string[]).length).toBeLessThanOrEqual(7)
    }
  })
  it('serves no test fixture: the broken-blocks page lives in src/testing only', () => {
    expect(article('kapotte-blokken')).toBeUndefined()
    for (const a of seed.articles) {
      for (const b of a.Blocks) {
        expect(() => JSON.parse(b.Data), `${a.UrlSlug} block ${b.ID}`).not.toThrow()
        expect(b.Data).not.toMatch(/onerror|<script|javascript:/i)
      }
    }
  })
  it('has the shared banner categories and menus', () => {
    const cat = (name: string) => seed.bannerCategories.find((c) => c.Name === name)
    expect(cat('mainbanners')?.Banners).toHaveLength(3)
    expect(cat('mainbanners')?.Banners.every((b) => b.Url && b.LinkText)).toBe(true)
    expect(cat('usp-banners')?.Banners.map((b) => b.Title)).toContain(
      'Gratis verzending vanaf € 39,95',
    )
    expect(cat('contactdetails')?.Banners[0]?.Text).toContain('Klantenservice 088 123 45 67')
    expect(cat('newsletter-promo-modal')?.Banners).toHaveLength(1)
    expect(cat('mainbrands')?.Banners.every((b) => b.Url?.startsWith('/merk/'))).toBe(true)
    expect(cat('mainjobs')?.Banners.length).toBeGreaterThan(0)
    const menus = seed.menuArticle.Menus.map((m) => m.Name)
    expect(menus).toEqual(expect.arrayContaining(['topmenu', 'contentmenu']))
    expect(seed.menuArticle.FooterMenu.map((m) => m.Title)).toEqual([
      'Klantenservice',
      'Over ons',
      'Assortiment',
      'Service',
    ])
    expect(seed.menuArticle.SubFooterMenu.map((m) => m.AlternateUrl)).toContain('/toegankelijkheid')
    const flat = (items: typeof seed.menuArticle.MainMenu): typeof items =>
      items.flatMap((i) => [i, ...flat(i.Children ?? [])])
    const allItems = [
      seed.menuArticle.MainMenu,
      seed.menuArticle.FooterMenu,
      seed.menuArticle.SubFooterMenu,
      ...seed.menuArticle.Menus.map((m) => m.Items),
    ].flatMap(flat)
    expect(new Set(allItems.map((i) => i.ID)).size).toBe(allItems.length)
    for (const i of allItems) expect(i.AlternateUrl).toMatch(/^\/[a-z0-9/-]*$/)
  })
})

describe('stores and people', () => {
  it('has the expected counts', () => {
    expect(seed.stores).toHaveLength(12)
    expect(seed.jobs).toHaveLength(8)
    expect(seed.blogPosts).toHaveLength(14)
    expect(seed.faqItems.length).toBeGreaterThanOrEqual(18)
    expect(new Set(seed.faqItems.map((f) => f.Topic))).toEqual(
      new Set(['Bestellen', 'Betalen', 'Verzenden & retour', 'Klantenkaart', 'Winkels', 'Account']),
    )
    expect(seed.recipes).toHaveLength(6)
    expect(seed.recipes.map((r) => r.SourceType)).toEqual(
      expect.arrayContaining(['msc-lister', 'demeter']),
    )
  })
  it('has Dutch stores with real coordinates and postal codes', () => {
    for (const s of seed.stores) {
      expect(s.PostalCode).toMatch(/^\d{4} [A-Z]{2}$/)
      expect(s.Latitude).toBeGreaterThan(50.7)
      expect(s.Latitude).toBeLessThan(53.6)
      expect(s.Longitude).toBeGreaterThan(3.3)
      expect(s.Longitude).toBeLessThan(7.3)
      expect(s.OpeningHours.map((o) => o.DayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6])
    }
  })
  it('has the demo accounts', () => {
    const demo = seed.customers.find((c) => c.Email === demoAccounts.demo.email)
    expect(demo?.Password).toBe('Welkom123')
    expect(demo?.Addresses.map((a) => a.AddressType)).toEqual(['Default', 'Delivery'])
    // 3 fixed orders, 13 in a rhythm (seed-rhythms.ts) and the parcel on its way (seed-order-life.ts).
    expect(seed.orders.filter((o) => o.CustomerId === demo?.Id)).toHaveLength(17)
    expect(
      seed.orders.filter((o) => o.CustomerId === demo?.Id && o.OrderNumber.startsWith('DW-25')),
    ).toHaveLength(3)
    // An invoice for every order (none cancelled).
    expect(seed.invoices.filter((i) => i.CustomerId === demo?.Id)).toHaveLength(17)
    expect(seed.vouchers.filter((v) => v.CustomerId === demo?.Id)).toHaveLength(2)
    const loyal = seed.customers.find((c) => c.Email === demoAccounts.loyal.email)
    expect(loyal?.CustomerGroup.Code).toBe(seed.config.Config['CustomerGroups.Loyalty'])
    expect(loyal?.LoyaltyPoints).toBe(1240)
    expect(loyal?.LoyaltyCardNumber).toBeTruthy()
    expect(seed.orders.filter((o) => o.CustomerId === loyal?.Id)).toHaveLength(6)
    const fresh = seed.customers.find((c) => c.Email === demoAccounts.fresh.email)
    expect(fresh?.Addresses).toEqual([])
    expect(fresh?.NewsletterSubscribed).toBe(true)
    expect(seed.orders.filter((o) => o.CustomerId === fresh?.Id)).toHaveLength(0)
  })
  it('has consistent orders, track-my-order pairs and postcodes', () => {
    const pcs = new Set(seed.postcodes.map((p) => p.PostalCode))
    expect(seed.orders.filter((o) => o.CustomerId === null).length).toBeGreaterThanOrEqual(2)
    for (const o of seed.orders) {
      const subtotal = o.Lines.reduce((s, l) => s + l.PriceInclTax * l.Quantity, 0)
      expect(o.TotalInclTax).toBeCloseTo(subtotal + o.ShippingCosts, 2)
      for (const l of o.Lines) {
        const gone = discontinuedProducts.find((p) => p.Id === l.ProductId)
        expect(gone?.Description ?? byId(l.ProductId).Description).toBe(l.Description)
      }
      // The postcode table is the Dutch lookup's: an order abroad (DW-250903, Brussel) is not in it.
      const country = (o.DeliveryAddress ?? o.InvoiceAddress)?.CountryCode ?? 'NL'
      if (country === 'NL') expect(pcs.has(o.PostalCode.replace(' ', ''))).toBe(true)
    }
    for (const pair of trackAndTracePairs) {
      expect(seed.orders.find((o) => o.OrderNumber === pair.OrderNumber)?.PostalCode).toBe(
        pair.PostalCode,
      )
    }
    for (const s of seed.stores) expect(pcs.has(s.PostalCode.replace(' ', ''))).toBe(true)
    for (const a of seed.customers.flatMap((c) => c.Addresses))
      expect(pcs.has(a.PostalCode.replace(' ', ''))).toBe(true)
    expect(seed.postcodes.length).toBeGreaterThanOrEqual(28)
    for (const p of seed.postcodes) expect(p.PostalCode).toMatch(/^\d{4}[A-Z]{2}$/)
  })
  it('has demo orders that exercise a reorder: a colour line and lines no longer buyable', () => {
    const lines = seed.orders.filter((o) => o.CustomerId === 1).flatMap((o) => o.Lines)
    const colour = byId(fixtureProductIds.colour)
    const ral9010 = lines.find((l) => l.ProductId === colour.Id && l.Color === 'RAL9010')
    expect(ral9010 && colour.Colors.some((c) => c.Code === ral9010.Color)).toBe(true)
    expect(
      lines.some(
        (l) => l.ProductId === colour.Id && !colour.Colors.some((c) => c.Code === l.Color),
      ),
    ).toBe(true)
    for (const gone of discontinuedProducts)
      expect(seed.products.some((p) => p.Id === gone.Id)).toBe(false)
    expect(lines.some((l) => discontinuedProducts.some((g) => g.Id === l.ProductId))).toBe(true)
    expect(lines.some((l) => l.ProductId === fixtureProductIds.outOfStock)).toBe(true)
    const stockOf = (id: number) => seed.products.find((p) => p.Id === id)?.Stock ?? 0
    expect(lines.some((l) => stockOf(l.ProductId) > 0 && l.Quantity > stockOf(l.ProductId))).toBe(
      true,
    )
  })
  it('has the public vouchers', () => {
    const v = (code: string) => seed.vouchers.find((x) => x.Code === code)
    expect(v('WELKOM10')).toMatchObject({ Percentage: 10, MinOrderAmount: 0, CustomerId: null })
    expect(v('ZOMER5')).toMatchObject({ Amount: 5, MinOrderAmount: 25, CustomerId: null })
    expect(v('VERLOPEN')?.ValidUntil.startsWith('2024')).toBe(true)
  })
})

describe('orders in a rhythm ("Bijna op?")', () => {
  const p = rhythmProducts
  const dueFor = (now: Date, customerId: number) => {
    const today = shopDate(now)
    const pastOrders = createSeed(now)
      .orders.filter((o) => o.CustomerId === customerId)
      .map((o) => ({
        date: new Date(o.OrderDate),
        cancelled: o.Status === 'Geannuleerd',
        lines: o.Lines.map((l) => ({
          productId: l.ProductId,
          color: l.Color,
          quantity: l.Quantity,
          name: l.Description,
        })),
      }))
    return Object.fromEntries(
      productRhythms(pastOrders, today).map((r) => [
        r.productId,
        [dueState(r, today), shopDaysBetween(today, r.expectedDate)],
      ]),
    )
  }

  // Any day: a winter day, the days of both clock changes, a summer day, New Year's Eve.
  it.each([
    '2026-11-27T16:00:00Z',
    '2027-03-28T09:00:00Z',
    '2027-10-31T23:30:00Z',
    '2027-07-15T22:30:00Z',
    '2027-12-31T12:00:00Z',
  ])('on %s something is due and something is not', (instant) => {
    const now = new Date(instant)
    expect(dueFor(now, demoAccounts.demo.customerId)).toEqual({
      [p.dogFood]: ['soon', 4],
      [p.catLitter]: [null, 18],
      [p.hay]: ['overdue', -3],
      [p.soldOutCatFood]: ['overdue', -3],
      [p.goneRabbitPellets]: ['overdue', -3],
      // The fixed orders of 2025 (DW-250101..103) are too far back to make a rhythm.
    })
    expect(dueFor(now, demoAccounts.loyal.customerId)).toEqual({
      [p.horseFeed]: ['soon', 2],
      [p.hay]: ['soon', 2],
      [p.horseTreats]: [null, 30],
    })
    expect(dueFor(now, 4)).toEqual({
      [p.fishFlakes]: ['overdue', -1],
      [p.bedding]: ['overdue', -1],
      [p.hamsterFood]: [null, 20],
    })
    expect(dueFor(now, demoAccounts.fresh.customerId)).toEqual({})
  })

  it('sells what should be bought, and no longer sells what should be left out', () => {
    const stock = (id: number) => products.find((x) => x.Id === id)?.Stock
    for (const id of [p.dogFood, p.catLitter, p.hay, p.horseFeed, p.fishFlakes, p.bedding])
      expect(stock(id)).toBeGreaterThanOrEqual(10)
    expect(stock(p.soldOutCatFood)).toBe(0)
    expect(stock(p.goneRabbitPellets)).toBeUndefined()
    expect(discontinuedProducts.some((g) => g.Id === p.goneRabbitPellets)).toBe(true)
  })
})

describe('createSeed', () => {
  it('is deterministic and returns independent copies', () => {
    const a = createSeed()
    const b = createSeed()
    expect(a).toEqual(b)
    a.products[0]!.PriceInclTax = 1
    a.customers.pop()
    expect(b.products[0]?.PriceInclTax).toBe(64.99)
    expect(createSeed().customers.length).toBe(b.customers.length)
  })
})

// Flow: what search engines and link previews read. The shell's Open Graph defaults without
// JavaScript; then, moving through the shop by clicking (client-side navigation, no reload), the
// one JSON-LD script and the meta tags of a product page, a store page and the FAQ: the Offer price
// is the price the page shows, the Store is the store shown, the FAQPage holds the questions shown.
import type { Page } from '@playwright/test'
import { search as searchMessages } from '../src/messages/nl/search'
import { shell } from '../src/messages/nl/shell'
import { ContentPage, contentMessages as messages, FIRST_PAINT } from './pages/content-pages'
import { ProductPage } from './pages/product-page'
import { expect, expectNoA11yViolations, test } from './fixtures'

const SITE = 'https://www.dierenruiter.nl'

type Node = { '@type': string } & Record<string, unknown>

/** The page's JSON-LD: exactly one script, its @graph nodes by type. */
async function jsonLd(page: Page): Promise<Map<string, Node>> {
  const scripts = page.locator('head script[type="application/ld+json"]')
  await expect(scripts).toHaveCount(1)
  const text = (await scripts.textContent()) ?? '{}'
  const data = JSON.parse(text) as { '@context': string; '@graph': Node[] }
  expect(data['@context']).toBe('https://schema.org')
  return new Map(data['@graph'].map((node) => [node['@type'], node]))
}

/** Waits until the JSON-LD holds a node of this type, then returns all nodes. */
async function jsonLdWith(page: Page, type: string) {
  await expect
    .poll(async () =>
      (await page.locator('head script[type="application/ld+json"]').allTextContents()).join(''),
    )
    .toContain(`"@type":"${type}"`)
  return jsonLd(page)
}

const metaContent = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content')

/** '€ 44,99' (however it is wrapped) → '44.99', the way schema.org writes a price. */
function schemaPrice(text: string): string {
  const match = /€\s*([\d.]+),(\d{2})/.exec(text)
  if (!match) throw new Error(`no price in '${text}'`)
  return `${match[1]!.replace(/\./g, '')}.${match[2]}`
}

test('link previews work without JavaScript: the shell carries Open Graph and Twitter defaults', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<meta property="og:site_name" content="Dier &amp; Ruiter"')
  expect(html).toContain(`<meta property="og:image" content="${SITE}/og-image.png"`)
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
  const image = await request.get('/og-image.png')
  expect(image.headers()['content-type']).toBe('image/png')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Disallow: \/winkelmandje$/m)
  expect(robots).toMatch(/^Disallow: \/zoeken$/m)
})

test('structured data and meta tags follow the shopper from product to store to FAQ', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/')
  const home = await jsonLdWith(page, 'WebSite')
  expect(home.get('Organization')).toMatchObject({ name: 'Dier & Ruiter', url: `${SITE}/` })
  expect(home.get('WebSite')).toMatchObject({
    potentialAction: { target: { urlTemplate: `${SITE}/zoeken/{search_term_string}` } },
  })
  // A marker that a full page load would wipe: every step below is client-side navigation.
  await page.evaluate(() => ((window as unknown as { seoFlow: boolean }).seoFlow = true))

  // Product: through the header search, a product with an active discount.
  const searchBox = page.locator('header').getByRole('combobox', { name: searchMessages.label })
  await expect(searchBox).toBeVisible({ timeout: 15_000 })
  await searchBox.click()
  await searchBox.pressSequentially('science plan', { delay: 20 })
  await page
    .locator('header')
    .getByRole('option', { name: /Hill's Science Plan Adult Kip 12 kg/ })
    .click()
  const product = new ProductPage(page)
  await expect(product.heading).toHaveText("Hill's Science Plan Adult Kip 12 kg", FIRST_PAINT)

  const productData = await jsonLdWith(page, 'Product')
  const offer = productData.get('Product')!.offers as Record<string, unknown>
  const shownPrice = (await product.currentPrice.textContent()) ?? ''
  expect(offer.price).toBe(schemaPrice(shownPrice))
  expect(offer).toMatchObject({
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    priceValidUntil: '2099-12-31',
  })
  expect(productData.get('Product')).toMatchObject({ name: "Hill's Science Plan Adult Kip 12 kg" })
  // The trail the page shows, Home first and the product last.
  const trail = (productData.get('BreadcrumbList')!.itemListElement as { name: string }[]).map(
    (item) => item.name,
  )
  const shownTrail = await page
    .getByRole('navigation', { name: shell.breadcrumb.label })
    .getByRole('listitem')
    .allTextContents()
  expect(trail).toEqual(shownTrail.map((s) => s.trim()))
  expect(trail.at(-1)).toBe("Hill's Science Plan Adult Kip 12 kg")
  expect(await page.title()).toBe("Hill's Science Plan Adult Kip 12 kg | Dier & Ruiter")
  expect(await metaContent(page, 'meta[property="og:title"]')).toBe(await page.title())
  expect(await metaContent(page, 'meta[property="og:url"]')).toMatch(
    new RegExp(`^${SITE}/product/`),
  )
  expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(/\/api\/images\//)
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
    await metaContent(page, 'meta[property="og:url"]'),
  )
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)

  // Store: footer → store list → one store.
  const content = new ContentPage(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Winkels', exact: true }).click()
  await expect(content.h1).toHaveText('Onze winkels', FIRST_PAINT)
  await content.main.getByRole('link', { name: 'Dier & Ruiter Utrecht' }).click()
  await expect(content.h1).toHaveText('Dier & Ruiter Utrecht')
  const storeData = await jsonLdWith(page, 'Store')
  expect(storeData.has('Product')).toBe(false)
  const store = storeData.get('Store')!
  const shownAddress = (await content.main.locator('address').textContent()) ?? ''
  const address = store.address as Record<string, string>
  expect(shownAddress).toContain(address.streetAddress)
  expect(shownAddress).toContain(`${address.postalCode} ${address.addressLocality}`)
  expect(store).toMatchObject({
    name: 'Dier & Ruiter Utrecht',
    url: `${SITE}/vestigingen/dier-en-ruiter-utrecht`,
  })
  expect(store.geo).toMatchObject({ '@type': 'GeoCoordinates' })
  const monday = (
    store.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[]
  ).find((h) => h.dayOfWeek.endsWith('Monday'))!
  const hours = content.main.getByRole('table', { name: messages.stores.openingHours })
  await expect(hours.getByRole('row', { name: /Maandag/ })).toContainText(
    `${monday.opens} – ${monday.closes}`,
  )
  expect(await metaContent(page, 'meta[property="og:title"]')).toBe(
    'Dier & Ruiter Utrecht | Dier & Ruiter',
  )

  // FAQ: footer link.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Veelgestelde vragen' }).click()
  await expect(content.h1).toHaveText(messages.faq.title, FIRST_PAINT)
  const faqData = await jsonLdWith(page, 'FAQPage')
  expect(faqData.has('Store')).toBe(false)
  const questions = (faqData.get('FAQPage')!.mainEntity as { name: string }[]).map((q) => q.name)
  const shownQuestions = await content.main.locator('.accordion-button').allTextContents()
  expect(questions).toEqual(shownQuestions.map((q) => q.trim()))
  expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${SITE}/faq`)

  expect(await page.evaluate(() => (window as unknown as { seoFlow?: boolean }).seoFlow)).toBe(true)
  await expectNoA11yViolations(page)
})

test('private pages and the 404 carry noindex; a filtered listing keeps only ?p in its canonical link', async ({
  page,
}) => {
  await page.goto('/winkelmandje')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT)
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  await page.goto('/deze-pagina-bestaat-niet/echt-niet')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT)
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  await page.goto('/producten/aanbiedingen?p=2&sort=price-asc')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE}/producten/aanbiedingen?p=2`,
  )
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
})

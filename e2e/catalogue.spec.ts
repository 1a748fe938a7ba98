// Catalogue flows on the production build with the mock API: category → filter → page 2 → product
// → add to cart; brands → brand → product; axe on every catalogue page at phone and desktop widths.
import { mkdirSync } from 'node:fs'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { ListingPage, catalogueMessages as t } from './pages/listing-page'
import { ProductPage } from './pages/product-page'
import { products, fixtureProductIds } from '../src/mocks/db/seed-catalogue'

const SHOTS = '/tmp/shots-catalogue'
mkdirSync(SHOTS, { recursive: true })
const urlOf = (id: number) => products.find((p) => p.Id === id)!.Url

// axe over a full listing (24 cards with their controls) takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 })

/** The header's category menu belongs to the shell and is checked by its own spec. */
const a11y = (page: Parameters<typeof expectNoA11yViolations>[0]) =>
  expectNoA11yViolations(page)

test('category → filter → page 2 → product → add to cart sends the batch', async ({ page }) => {
  const listing = new ListingPage(page)
  await listing.goto('/producten/100')
  await expect(listing.heading).toHaveText('Hond')

  // Two brands (29 products): enough for a second page.
  await listing.filterBrand('Dier & Ruiter Select')
  await expect(page).toHaveURL(/merk=dier-en-ruiter-select/)
  await listing.filterBrand('Trixie')
  await expect(page).toHaveURL(/merk=dier-en-ruiter-select&merk=trixie$/)
  await expect(listing.count).toHaveText('29 producten')
  const firstOfPage1 = await listing.cards.first().locator('.product-card-title').textContent()

  await listing.goToPage(2)
  await expect(page).toHaveURL(/merk=trixie&p=2$/)
  await expect(listing.cards).toHaveCount(5)
  await expect(listing.cards.first().locator('.product-card-title')).not.toHaveText(
    firstOfPage1 ?? '',
  )
  for (const card of await listing.cards.all())
    await expect(card).toContainText(/Dier & Ruiter Select|Trixie/)

  // Back returns to page 1 with the filters still set.
  await page.goBack()
  await expect(page).toHaveURL(/merk=trixie$/)
  await expect(listing.cards).toHaveCount(24)
  await page.goForward()
  await expect(listing.cards).toHaveCount(5)

  const title = await listing.openProduct(0)
  const product = new ProductPage(page)
  await expect(product.heading).toHaveText(title)

  const batch = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/api/aspos/cart/lines/batch'),
  )
  await product.addToCart()
  const body = (await batch).postDataJSON() as { changes: { action: string; quantity: number }[] }
  expect(body.changes[0]).toMatchObject({ action: 'Add', quantity: 1 })
})

test('brands → brand → product', async ({ page }) => {
  await page.goto('/merken')
  await expect(page.getByRole('heading', { level: 1, name: t.brands.title })).toBeVisible({
    timeout: 20_000,
  })
  await a11y(page)
  await page
    .getByRole('region', { name: t.brands.main })
    .getByRole('link', { name: 'Flexa' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Flexa' })).toBeVisible({
    timeout: 20_000,
  })
  const listing = new ListingPage(page)
  await listing.cards.first().waitFor()
  await a11y(page)
  await page
    .getByRole('navigation', { name: t.brands.collections })
    .getByRole('link', { name: 'Strak in de Lak' })
    .click()
  await expect(page).toHaveURL(/\/merk\/flexa\/strak-in-de-lak$/)
  await listing.cards.first().waitFor()
  const title = await listing.openProduct(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('listing is accessible and looks right', async ({ page }) => {
      const listing = new ListingPage(page)
      await listing.goto('/producten/hond/hondenvoer')
      await expect(listing.count).toHaveText(/\d+ producten/)
      await a11y(page)
      await listing.openFilters()
      await expect(listing.filtersToggle).toHaveAttribute('aria-expanded', 'true')
      await a11y(page)
      await page.screenshot({ path: `${SHOTS}/listing-${width}.png`, fullPage: false })
    })

    test('product page is accessible and looks right', async ({ page }) => {
      const product = new ProductPage(page)
      await product.goto(urlOf(fixtureProductIds.discounted))
      await expect(product.prices.locator('del')).toContainText('€ 69,99')
      await a11y(page)
      await page.screenshot({ path: `${SHOTS}/product-${width}.png` })
      await page.locator('#product-specs').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/product-${width}-specs.png` })
    })
  })
}

test('offers are accessible', async ({ page }) => {
  const listing = new ListingPage(page)
  await listing.goto('/producten/aanbiedingen')
  await expect(listing.heading).toHaveText(t.listing.offers)
  await a11y(page)
})

test('search results are accessible', async ({ page }) => {
  const listing = new ListingPage(page)
  await listing.goto('/zoeken/kattenvoer')
  await expect(listing.count).toContainText('kattenvoer')
  await a11y(page)
})

test('the colour picker is accessible', async ({ page }) => {
  await page.goto('/kleurkiezer')
  await expect(page.getByRole('heading', { level: 1, name: t.colourPicker.title })).toBeVisible({
    timeout: 20_000,
  })
  await page
    .getByRole('group', { name: t.colourPicker.family })
    .getByText('Blauw', { exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: /Verkrijgbaar in/ })).toBeVisible()
  await a11y(page)
  await page.screenshot({ path: `${SHOTS}/colour-picker.png`, fullPage: true })
})

test('colour picker adds the chosen colour to the cart', async ({ page }) => {
  await page.goto('/kleurkiezer?familie=Blauw')
  const shade = page.getByRole('group', { name: t.colourPicker.shade }).getByRole('radio').first()
  await shade.check({ force: true })
  const batch = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/api/aspos/cart/lines/batch'),
  )
  await page
    .locator('.colour-product')
    .first()
    .getByRole('button', { name: /In winkelmandje/ })
    .click()
  const body = (await batch).postDataJSON() as { changes: { color: string | null }[] }
  expect(body.changes[0]?.color).toBeTruthy()
})

test('an empty search says so and offers a way on', async ({ page }) => {
  await page.goto('/zoeken/xyzzyqq')
  await expect(page.getByText(t.listing.empty.search('xyzzyqq'))).toBeVisible()
  await expect(page.getByRole('link', { name: t.listing.empty.toOffers })).toBeVisible()
})

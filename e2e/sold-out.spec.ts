// One rule for "can this be bought": a sold-out product (the mock's Stock 0) says 'Uitverkocht'
// wherever it appears (card, product page, a guide's shopping list), offers no quantity and no
// button, is never recommended, and stays out of a guide's total and batch.
import { test, expect, expectNoA11yViolations } from './fixtures'
import { ContentPage, FIRST_PAINT, recordCartBatches } from './pages/content-pages'
import { ProductPage } from './pages/product-page'
import { cart as cartMessages } from '../src/messages/nl/cart'
import { catalogue } from '../src/messages/nl/catalogue'
import { content } from '../src/messages/nl/content'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'

test.describe.configure({ timeout: 90_000 })

const soldOutWord = catalogue.badges.outOfStock
/** Fixture 1021 (Stock 0) and a sold-out konijnenhok of the seed (Stock 0, € 162,49). */
const soldOut = { id: fixtureProductIds.outOfStock, url: 'versele-laga-prestige-parkieten-4-kg' }
const soldOutHutch = 'Dier & Ruiter Select Konijnenhok met ren 116 cm'

test('a sold-out product says "Uitverkocht" with no quantity, on its card and its page', async ({
  page,
}) => {
  const listing = new ContentPage(page)
  await listing.open('/zoeken/Prestige%20Parkieten')
  const card = listing.main.locator(`.product-card[data-product-id="${soldOut.id}"]`)
  await expect(card.getByText(soldOutWord)).toBeVisible(FIRST_PAINT)
  await expect(card.getByRole('spinbutton')).toHaveCount(0)
  await expect(card.getByRole('button', { name: cartMessages.addToCart.button })).toHaveCount(0)
  await expectNoA11yViolations(page)

  const product = new ProductPage(page)
  await product.goto(soldOut.url)
  const actions = product.detail.locator('.product-actions')
  await expect(actions.getByText(soldOutWord)).toBeVisible()
  await expect(actions.getByRole('spinbutton')).toHaveCount(0)
  await expect(actions.getByRole('button', { name: cartMessages.addToCart.button })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('a sold-out product is never recommended', async ({ page }) => {
  const product = new ProductPage(page)
  // The mock's related products of this run (its category) hold the sold-out konijnenhok.
  await product.goto('trixie-buitenren-opvouwbaar-116-cm')
  const related = page.getByRole('region', { name: catalogue.product.related })
  await expect(related.locator('.product-card').first()).toBeVisible()
  await expect(related.getByRole('link', { name: soldOutHutch })).toHaveCount(0)
})

test('a guide names its sold-out product and leaves it out of the total and the batch', async ({
  page,
}) => {
  await page.addInitScript(
    (id) => localStorage.setItem('cartId', id),
    `e2e-sold-out-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  )
  const batches = recordCartBatches(page)
  const p = new ContentPage(page)
  await p.open('/kluswijzer')
  await expect(p.h1).toHaveText(content.diy.title, FIRST_PAINT)
  const guide = p.main.getByRole('article', { name: 'Een konijnenhok bouwen' })
  const hutch = guide.locator('.diy-guide-products li').filter({ hasText: soldOutHutch })
  await expect(hutch).toBeVisible()
  await expect(hutch.getByText(content.diy.soldOut, { exact: true })).toBeVisible()
  // Three of its five products are sold out (the hutch, the hay and the stain): the total is
  // 2 × € 13,89 + € 21,49, what the two others cost.
  await expect(guide.getByText(content.diy.soldOutLeftOut(3))).toBeVisible()
  await expect(guide.getByText('€ 49,27', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
  await guide.getByRole('button', { name: /Alles in winkelmandje/ }).click()
  await expect(guide.getByRole('status')).toHaveText(content.diy.added(2))
  await expect.poll(() => batches.length, { timeout: 10_000 }).toBe(1)
  expect(batches[0]!.changes.map((c) => c.productId).sort()).toEqual([1144, 1156])
})

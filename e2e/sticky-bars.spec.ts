// The phones' sticky action bars (issue 44): on the product page, once the buy box is scrolled
// past, a bar with the price and "In winkelmandje" that adds to the cart (or the colour choice);
// in the cart, a bar with the total and "Verder naar afrekenen" that leads to the checkout. Neither
// covers the cookie prompt or the footer's last links, and neither appears at 1280 px.
import type { Page } from '@playwright/test'
import { test, expect, shotForLooking } from './fixtures'
import { AddedLayer } from './pages/added-layer'
import { cartMessages, recordBatches, seedAnonymousCart } from './pages/cart-page'
import { ProductPage } from './pages/product-page'
import { fixtureProductIds, products } from '../src/mocks/db/seed-catalogue'
import { catalogue } from '../src/messages/nl/catalogue'
import { checkout } from '../src/messages/nl/checkout'
import { shell } from '../src/messages/nl/shell'
import { summary } from '../src/messages/nl/summary'

test.describe.configure({ timeout: 60_000 })

const product = (id: number) => products.find((p) => p.Id === id)!
const plain = product(fixtureProductIds.plain)
const colour = product(fixtureProductIds.colour)
const PHONE = { width: 390, height: 844 }
const FIRST_PAINT = { timeout: 20_000 }
const shot = (page: Page, name: string) => shotForLooking(page, `sticky-${name}`)

const bar = (page: Page) => page.getByTestId('sticky-action-bar')

/** Scrolls until the buy box (the product's own add button) is above the viewport. */
async function scrollPastBuyBox(page: Page) {
  const add = new ProductPage(page).detail
    .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
    .first()
  await expect(add).toBeVisible(FIRST_PAINT)
  const box = (await add.boundingBox())!
  await page.mouse.wheel(0, box.y + box.height + 200)
  return add
}

test('the product page: the bar shows once the buy box is scrolled past, and adds to the cart', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await seedAnonymousCart(page, [])
  const batches = recordBatches(page)
  await new ProductPage(page).goto(plain.Url)
  await expect(bar(page)).toHaveCount(0)
  await scrollPastBuyBox(page)
  await expect(bar(page)).toBeVisible()
  await expect(bar(page)).toContainText('€ 64,99')
  await shot(page, 'product-390')
  // Its name also says which product (after the label, for screen readers).
  const buy = bar(page).getByRole('button', { name: cartMessages.addToCart.button })
  await expect(buy).toContainText(plain.Description)
  await buy.click()
  const layer = new AddedLayer(page)
  await expect(layer.dialog).toBeVisible()
  await expect(layer.lines).toContainText(plain.Description)
  await expect.poll(() => batches.length, { timeout: 15_000 }).toBe(1)
  expect(batches[0]!.changes).toEqual([
    { action: 'Add', productId: plain.Id, quantity: 1, color: null },
  ])
  await page.keyboard.press('Escape')
  await expect(buy).toBeFocused()

  // The footer's last links can be scrolled above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const lastLink = page
    .getByRole('navigation', { name: shell.footer.footerMenu })
    .getByRole('link')
    .last()
  await expect(lastLink).toBeVisible({ timeout: 15_000 })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const link = (await lastLink.boundingBox())!
  const barBox = (await bar(page).boundingBox())!
  expect(link.y + link.height).toBeLessThanOrEqual(barBox.y)
  await shot(page, 'product-footer-390')
})

test("a colour product's bar asks for the colour first", async ({ page }) => {
  await page.setViewportSize(PHONE)
  await new ProductPage(page).goto(colour.Url)
  await scrollPastBuyBox(page)
  const choose = bar(page).getByRole('button', { name: catalogue.product.chooseColourShort })
  await expect(choose).toBeVisible()
  await choose.click()
  // The colour control takes the focus: the paint's swatches (their first radio) or a select.
  await expect(
    new ProductPage(page).detail.locator('.colour-swatches input, select').first(),
  ).toBeFocused()
})

test('the cart: the bar with the total leads to the checkout', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await seedAnonymousCart(page, [
    { productId: plain.Id, quantity: 1 },
    { productId: fixtureProductIds.deposit, quantity: 2 },
    { productId: fixtureProductIds.isNew, quantity: 1 },
  ])
  await page.goto('/winkelmandje')
  await expect(bar(page)).toBeVisible(FIRST_PAINT)
  await expect(bar(page)).toContainText(summary.total)
  await expect(bar(page)).toContainText('€')
  await shot(page, 'cart-390')
  // The cart's own checkout button and its promise, further down.
  await page.getByRole('main').getByTestId('delivery-promise').scrollIntoViewIfNeeded()
  await shot(page, 'cart-promise-390')
  await expect(bar(page)).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await bar(page).getByRole('link', { name: cartMessages.page.checkout }).click()
  await expect(page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible(
    FIRST_PAINT,
  )
})

test('no bar while the cookie prompt shows, nor at 1280 px', async ({ page, context }) => {
  await context.clearCookies({ name: 'cookie-consent' })
  await page.setViewportSize(PHONE)
  await new ProductPage(page).goto(plain.Url)
  const prompt = page.getByRole('region', { name: shell.cookies.title })
  await expect(prompt).toBeVisible()
  await scrollPastBuyBox(page)
  // The observer answers within a frame or two.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  await expect(bar(page)).toHaveCount(0)
  await shot(page, 'cookie-prompt-390')
  await prompt.getByRole('button').first().click()
  await expect(prompt).toBeHidden()
  await expect(bar(page)).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(bar(page)).toHaveCount(0)
})

// The delivery promise (issue 44) made concrete for this moment, in Amsterdam time: on the product
// page ("Vandaag besteld, vrijdag 28 november in huis"), with a countdown under four hours before
// the cut-off, after a Saturday night the Monday (the Tuesday after a Monday holiday), nothing for
// a sold-out product, "direct" for the gift card by e-mail; in the cart and the checkout too.
import type { Page } from '@playwright/test'
import { test, expect, shotForLooking } from './fixtures'
import { seedAnonymousCart } from './pages/cart-page'
import { ProductPage } from './pages/product-page'
import { delivery } from '../src/messages/nl/delivery'
import { fixtureProductIds, products } from '../src/mocks/db/seed-catalogue'
import { checkout } from '../src/messages/nl/checkout'

test.describe.configure({ timeout: 60_000 })

const product = (id: number) => products.find((p) => p.Id === id)!
const plain = product(fixtureProductIds.plain)
const shot = (page: Page, name: string) => shotForLooking(page, `delivery-${name}`)

const THURSDAY_AFTERNOON = '2025-11-27T14:00:00+01:00'

async function openProduct(page: Page, url: string, at: string) {
  await page.clock.setFixedTime(new Date(at))
  const productPage = new ProductPage(page)
  await productPage.goto(url)
  return productPage.detail.getByTestId('delivery-promise')
}

test('Thursday 14:00: the product page promises Friday', async ({ page }) => {
  const promise = await openProduct(page, plain.Url, THURSDAY_AFTERNOON)
  await expect(promise).toHaveText('Vandaag besteld, vrijdag 28 november in huis')
  await shot(page, 'product-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await promise.scrollIntoViewIfNeeded()
  await shot(page, 'product-390')
})

test('Saturday 23:00: Monday, and Tuesday when that Monday is a holiday', async ({ page }) => {
  await expect(await openProduct(page, plain.Url, '2025-11-29T23:00:00+01:00')).toHaveText(
    delivery.on('maandag 1 december'),
  )
  // Tweede Pinksterdag 2026 is Monday 25 May.
  await expect(await openProduct(page, plain.Url, '2026-05-23T23:00:00+02:00')).toHaveText(
    delivery.on('dinsdag 26 mei'),
  )
})

test('under four hours before the cut-off, a countdown', async ({ page }) => {
  const promise = await openProduct(page, plain.Url, '2025-11-27T19:46:00+01:00')
  await expect(promise).toContainText(delivery.on('vrijdag 28 november'))
  await expect(promise).toContainText('Nog 2 uur en 14 min')
  await shot(page, 'countdown-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await promise.scrollIntoViewIfNeeded()
  await shot(page, 'countdown-390')
})

test('a sold-out product promises nothing; the gift card by e-mail is "direct"', async ({
  page,
}) => {
  const productPage = new ProductPage(page)
  await page.clock.setFixedTime(new Date(THURSDAY_AFTERNOON))
  await productPage.goto(product(fixtureProductIds.outOfStock).Url)
  await expect(productPage.detail.locator('.product-actions')).toBeVisible()
  await expect(productPage.detail.getByTestId('delivery-promise')).toHaveCount(0)
  await shot(page, 'sold-out-1280')

  await productPage.goto(product(fixtureProductIds.virtual).Url)
  await expect(productPage.detail.getByTestId('delivery-promise')).toHaveText(delivery.direct)
  await shot(page, 'gift-card-1280')
})

test('the cart and the checkout promise it too', async ({ page }) => {
  await seedAnonymousCart(page, [{ productId: plain.Id, quantity: 1 }])
  await page.clock.setFixedTime(new Date(THURSDAY_AFTERNOON))
  await page.goto('/winkelmandje')
  const expected = delivery.on('vrijdag 28 november')
  await expect(page.getByRole('main').getByTestId('delivery-promise')).toHaveText(expected, {
    timeout: 20_000,
  })
  await shot(page, 'cart-1280')
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('main').getByTestId('delivery-promise')).toHaveText(expected)
  await shot(page, 'checkout-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('main').getByTestId('delivery-promise').scrollIntoViewIfNeeded()
  await shot(page, 'checkout-390')
})

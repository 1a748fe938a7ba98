// Every tab tells the truth: two tabs of one browser (two pages of one context) share the cart,
// the wish list and the session. A change in one reaches the other (lib/tab-sync.ts); a tab looked
// at again reads an old cart once more; and the checkout reads the cart again before it orders,
// so a cart changed elsewhere (another tab or device) is shown before anything is ordered.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations, waitForApp } from './fixtures'
import { AccountPage } from './pages/account-page'
import { CheckoutPage } from './pages/checkout-page'
import { registerCustomer, putToken } from './pages/login-page'
import { checkout } from '../src/messages/nl/checkout'
import { shell } from '../src/messages/nl/shell'
import { formatPrice } from '../src/lib/format'
import { createSeed } from '../src/mocks/db/seed'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'

test.describe.configure({ timeout: 120_000 })

const plainUrl = createSeed().products.find((p) => p.Id === fixtureProductIds.plain)!.Url

/** A cart with these lines through the cart API; its id goes to every tab of the context. */
async function sharedCart(
  context: BrowserContext,
  request: APIRequestContext,
  lines: { productId: number; quantity: number }[],
): Promise<string> {
  const cartId = await changeCart(request, null, lines)
  await context.addInitScript((id) => localStorage.setItem('cartId', id), cartId)
  return cartId
}

/** Adds lines to a cart as another device would: straight to the service, no tab hears of it. */
async function changeCart(
  request: APIRequestContext,
  cartId: string | null,
  lines: { productId: number; quantity: number }[],
): Promise<string> {
  const response = await request.post('/api/aspos/cart/lines/batch', {
    headers: cartId ? { 'X-Cart-Id': cartId } : {},
    data: {
      changes: lines.map((l) => ({ action: 'Add', ...l, color: null })),
    },
  })
  expect(response.ok()).toBe(true)
  return response.headers()['x-cart-id'] ?? cartId!
}

async function cartTotalCents(request: APIRequestContext, cartId: string): Promise<number> {
  const response = await request.get('/api/aspos/cart', { headers: { 'X-Cart-Id': cartId } })
  const body = (await response.json()) as { TotalInclTax: number }
  return Math.round(body.TotalInclTax * 100)
}

const headerCart = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Winkelmandje,/ })
test('a product added in one tab shows in the other tab within 2 s of looking at it', async ({
  context,
  request,
}) => {
  await sharedCart(context, request, [{ productId: fixtureProductIds.plain, quantity: 2 }])
  const other = await context.newPage()
  await other.goto('/')
  await waitForApp(other)
  await expect(headerCart(other)).toHaveAccessibleName(/^Winkelmandje, 2 artikelen/)

  const shop = await context.newPage()
  await shop.goto(`/product/${plainUrl}`)
  await shop
    .getByRole('main')
    .getByRole('button', { name: /In winkelmandje/ })
    .first()
    .click()
  await expect(headerCart(shop)).toHaveAccessibleName(/^Winkelmandje, 3 artikelen/, {
    timeout: 10_000,
  })

  await other.bringToFront()
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(headerCart(other)).toHaveAccessibleName(/^Winkelmandje, 3 artikelen/, {
    timeout: 2_000,
  })
})

test('a logout in one tab ends the session in the other', async ({ context, page }) => {
  const customer = await registerCustomer(page, 'Tweetabs')
  // Once for the context: the second tab finds the session in the shared storage, not a new token.
  await putToken(context, customer.token)
  const account = new AccountPage(page)
  await account.goto()
  await expect(account.main.getByText(customer.email)).toBeVisible()

  const other = await context.newPage()
  await other.goto('/')
  await waitForApp(other)
  const accountButton = other.getByRole('button', { name: /^Account van / })
  await expect(accountButton).toBeVisible()

  await account.logoutButton.click()
  await expect(page).toHaveURL(/\/$/)
  await other.bringToFront()
  await expect(
    other
      .getByRole('banner')
      .getByRole('button', { name: shell.header.login, exact: true })
      .first(),
  ).toBeVisible({ timeout: 5_000 })
  await expect(accountButton).toHaveCount(0)
  expect(await other.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
})

/** Guest home delivery up to the payment step, terms accepted and iDEAL chosen. */
async function toPaymentStep(page: Page) {
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.fillDamrak('tabs.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
}

/** The overview's total incl. btw (the one beside the step on a wide screen). */
const overviewTotal = (page: Page) =>
  page.locator('[data-summary-kind="total"]').filter({ visible: true }).first().locator('dd')

test('a checkout confirmed after the cart changed elsewhere shows the new total first', async ({
  context,
  page,
  request,
}) => {
  const cartId = await sharedCart(context, request, [
    { productId: fixtureProductIds.plain, quantity: 1 },
  ])
  await toPaymentStep(page)
  const before = await cartTotalCents(request, cartId)
  await expect(overviewTotal(page)).toHaveText(formatPrice(before))

  // Another device adds a product: no tab of this browser hears of it.
  await changeCart(request, cartId, [{ productId: fixtureProductIds.plain, quantity: 1 }])
  const after = await cartTotalCents(request, cartId)
  expect(after).toBeGreaterThan(before)

  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page.getByRole('alert').filter({ hasText: checkout.cartChanged })).toBeVisible()
  await expect(overviewTotal(page)).toHaveText(formatPrice(after))
  // Still on the payment step (each step is in the address, issue 48).
  await expect(page).toHaveURL(/\/checkout\?stap=betalen$/)
  await expectNoA11yViolations(page)

  // Confirmed again, with the new overview in view: now the order is placed.
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
})

test('a checkout left open in one tab shows the cart another tab changed', async ({
  context,
  page,
  request,
}) => {
  const cartId = await sharedCart(context, request, [
    { productId: fixtureProductIds.plain, quantity: 1 },
  ])
  await toPaymentStep(page)
  const before = await cartTotalCents(request, cartId)
  await expect(overviewTotal(page)).toHaveText(formatPrice(before))

  const shop = await context.newPage()
  await shop.goto(`/product/${plainUrl}`)
  await shop
    .getByRole('main')
    .getByRole('button', { name: /In winkelmandje/ })
    .first()
    .click()
  await expect(headerCart(shop)).toHaveAccessibleName(/^Winkelmandje, 2 artikelen/, {
    timeout: 10_000,
  })
  // The shop tab's batch is confirmed (the header counts pending lines at once).
  await expect.poll(() => cartTotalCents(request, cartId)).toBeGreaterThan(before)
  const after = await cartTotalCents(request, cartId)
  // The checkout tab shows the new cart before the shopper touches it.
  await expect(overviewTotal(page)).toHaveText(formatPrice(after), { timeout: 2_000 })

  await page.bringToFront()
  await expect(overviewTotal(page)).toHaveText(formatPrice(after), { timeout: 2_000 })
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
})

// One order summary that adds up (issue 43): with a deposit line, a voucher, a staffel line, a
// paint with its colour surtax and shipping below the free-shipping threshold, the rows shown add
// up to the total shown in the cart, on every checkout step, on the order-complete page and on the
// order's own page; the order's voucher is a discount row, not an article, and its colour is named.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { CartPage } from './pages/cart-page'
import { CheckoutPage } from './pages/checkout-page'
import { registerCustomer } from './pages/login-page'
import { demoLogin } from './pages/session'
import { centsOf, expectSummaryAddsUp, expectUnbrokenAmounts, summaryRows } from './pages/money'
import { checkout } from '../src/messages/nl/checkout'
import { summary as summaryMessages } from '../src/messages/nl/summary'

test.describe.configure({ timeout: 150_000 })

// Below € 39,95 together: JBL Biotopol (€ 12,99 + € 0,15 deposit), Royal Canin Zalm Pate (two
// pieces: its staffel from 2) and Histor Lak Zijdeglans 250 ml (a paint, with its surtax).
const DEPOSIT = 1008
const STAFFEL = 1075
const PAINT = 1219

/** A new customer with that cart and WELKOM10 (their first order), logged in in the page. */
async function customerWithCart(page: Page) {
  const customer = await registerCustomer(page, 'Optelling')
  const headers = { Authorization: `Bearer ${customer.token}` }
  const paint = (await (
    await page.request.get(`/api/aspos/content/products?ids=${PAINT}`)
  ).json()) as { Products: { Colors: { Code: string; Name: string }[] }[] }
  const colour = paint.Products[0]!.Colors[0]!
  const batch = await page.request.post('/api/aspos/cart/lines/batch', {
    headers,
    data: {
      changes: [
        { action: 'Add', productId: DEPOSIT, quantity: 1, color: null },
        { action: 'Add', productId: STAFFEL, quantity: 2, color: null },
        { action: 'Add', productId: PAINT, quantity: 1, color: colour.Code },
      ],
    },
  })
  expect(batch.ok()).toBe(true)
  const voucher = await page.request.post('/api/aspos/cart/vouchers', {
    headers,
    data: { code: 'WELKOM10' },
  })
  expect(voucher.ok(), await voucher.text()).toBe(true)
  // Logged in as that customer, in the page (the cart above is theirs).
  await demoLogin(page, customer)
  return { customer, colour }
}

/** The summary's rows: a deposit inside the subtotal, the voucher, and € 4,95 shipping. */
async function expectTheRows(summary: ReturnType<Page['locator']>, where: string) {
  const { rows, included } = await expectSummaryAddsUp(summary, where)
  expect(
    included.map((r) => r.label),
    where,
  ).toEqual([summaryMessages.deposit])
  expect(
    rows.find((r) => r.label === summaryMessages.voucher('WELKOM10'))?.cents,
    where,
  ).toBeLessThan(0)
  expect(rows.find((r) => r.label === summaryMessages.shipping)?.cents, where).toBe(495)
}

test('cart, each checkout step, order complete and the order page: the rows add up', async ({
  page,
}) => {
  const { colour } = await customerWithCart(page)

  const cart = new CartPage(page)
  await cart.goto()
  const cartSummary = page.getByRole('region', { name: 'Overzicht', exact: true })
  await expectTheRows(cartSummary, 'cart')
  // The lines shown add up to the subtotal shown.
  const lineTotals = await page.locator('.cart-line-total [data-amount]').allInnerTexts()
  const { rows } = await summaryRows(cartSummary)
  expect(lineTotals.map(centsOf).reduce((a, b) => a + b, 0)).toBe(rows[0]!.cents)
  await expectUnbrokenAmounts(page, 'cart')

  const co = new CheckoutPage(page)
  await co.open()
  const aside = page.locator('.checkout-aside')
  await expectTheRows(aside, 'checkout: delivery')
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.fillAddress({
    firstName: 'Olga',
    lastName: 'Optelling',
    postalCode: '1012ab',
    houseNumber: '70',
    street: 'Damrak',
  })
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await expectTheRows(aside, 'checkout: shipment')
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  // The invoice goes to the delivery address: no invoice step (issue 48).
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await expectTheRows(aside, 'checkout: payment')
  const checkoutTotal = (await summaryRows(aside)).total
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()

  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/, { timeout: 20_000 })
  const placed = page.getByRole('region', { name: /^Bestelling DW-\d+$/ })
  await expect(placed.locator('.order-summary-lines')).toBeVisible({ timeout: 20_000 })
  await expectTheRows(placed, 'order complete')
  expect((await summaryRows(placed)).total).toBe(checkoutTotal)
  // The voucher is a discount row, not an article; the paint's colour by its name.
  await expect(placed.locator('.order-summary-line')).toHaveCount(3)
  await expect(placed.getByText(summaryMessages.color(colour.Name))).toBeVisible()
  await expectUnbrokenAmounts(page, 'order complete')

  await page.getByRole('link', { name: checkout.complete.viewOrder }).click()
  await expect(page).toHaveURL(/\/bestelling\/DW-\d+$/)
  const detail = page.getByRole('main')
  await expect(detail.locator('.order-summary-lines')).toBeVisible({ timeout: 20_000 })
  await expectTheRows(detail, 'order page')
  expect((await summaryRows(detail)).total).toBe(checkoutTotal)
  await expectUnbrokenAmounts(page, 'order page')
})

// What the shopper saved reads the same before and after payment (shopper review, 390 px): a guest
// with three Catsan at the staffel price ("Vanaf 3 stuks 10% korting", € 8,09 instead of € 8,99), a
// JBL with deposit and ZOMER5 sees one "Je bespaart" in the cart, on the checkout's payment step and
// on order complete, and the Catsan line keeps its struck € 8,99 after payment as the cart showed it;
// a customer's order page, for the same order, says the same.
import type { Locator } from '@playwright/test'
import { test, expect } from './fixtures'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { CheckoutPage } from './pages/checkout-page'
import { registerCustomer } from './pages/login-page'
import { putToken } from './pages/session'
import { centsOf, expectSummaryAddsUp, expectUnbrokenAmounts } from './pages/money'
import { checkout } from '../src/messages/nl/checkout'
import { summary as summaryMessages } from '../src/messages/nl/summary'
import { damrakAddress } from '../src/testing/address'

test.describe.configure({ timeout: 150_000 })
test.use({ viewport: { width: 390, height: 844 } })

const STAFFEL = 1006 // Catsan Hygiëne Kattenbakvulling 10 liter: from 3 pieces 10 % off
const DEPOSIT = 1008 // JBL Biotopol Waterverbeteraar 500 ml: € 0,15 deposit
// The staffel's 3 × € 0,90 and ZOMER5's € 5.
const SAVED = 3 * 90 + 500

/** The Catsan line of an order's summary shows € 8,99 struck beside its € 8,09; the JBL nothing. */
async function expectTheStruckPrice(summary: Locator) {
  const catsan = summary.locator('.order-summary-line').filter({ hasText: 'Catsan' })
  const struck = catsan.getByRole('deletion')
  await expect(struck).toBeVisible()
  expect(centsOf(await struck.innerText())).toBe(899)
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through')
  await expect(catsan).toContainText(summaryMessages.perPiece)
  const jbl = summary.locator('.order-summary-line').filter({ hasText: 'JBL' })
  await expect(jbl.getByRole('deletion')).toHaveCount(0)
}

/** The amount of the summary's "Je bespaart …" line. */
async function savingsIn(summary: Locator): Promise<number> {
  const line = summary.getByText(new RegExp(`^${summaryMessages.savings('')}`))
  await expect(line).toBeVisible()
  return centsOf(await line.innerText())
}

test('a staffel line and a voucher: the same saving in the cart, the checkout and after payment', async ({
  page,
}) => {
  await seedAnonymousCart(page, [
    { productId: STAFFEL, quantity: 3 },
    { productId: DEPOSIT, quantity: 1 },
  ])
  const cart = new CartPage(page)
  await cart.goto()
  await cart.applyVoucher('ZOMER5')
  const cartSummary = page.getByRole('region', { name: cartMessages.totals.heading, exact: true })
  await expect(cart.summaryRow('discount')).toContainText(summaryMessages.voucher('ZOMER5'))
  expect(await savingsIn(cartSummary), 'cart').toBe(SAVED)
  await expectSummaryAddsUp(cartSummary, 'cart')
  const co = new CheckoutPage(page)
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0))
  await co.shoot('cart')

  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.fillDamrak('spaarder.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  // On a phone the payment step shows the order's overview itself (the side column is wide only).
  const overview = page.getByRole('region', { name: checkout.summary.heading })
  expect(await savingsIn(overview), 'checkout: payment').toBe(SAVED)
  const { total } = await expectSummaryAddsUp(overview, 'checkout: payment')
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await co.shoot('checkout-payment')
  await page.getByRole('button', { name: checkout.actions.confirm }).click()

  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/, { timeout: 20_000 })
  const placed = page.getByRole('region', { name: /^Bestelling DW-\d+$/ })
  await expect(placed.locator('.order-summary-lines')).toBeVisible({ timeout: 20_000 })
  expect(await savingsIn(placed), 'order complete').toBe(SAVED)
  expect((await expectSummaryAddsUp(placed, 'order complete')).total).toBe(total)
  // The Catsan line: € 8,09 per piece with the € 8,99 it cost without the staffel struck.
  await expectTheStruckPrice(placed)
  await expectUnbrokenAmounts(page, 'order complete')
  await co.shoot('order-complete')
})

test('the order page of a customer says the same saving and strikes the same price', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Spaarder')
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, {
      headers: { Authorization: `Bearer ${customer.token}` },
      data,
    })
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return response
  }
  // The same cart, ordered through the service.
  await post('/api/aspos/cart/lines/batch', {
    changes: [
      { action: 'Add', productId: STAFFEL, quantity: 3, color: null },
      { action: 'Add', productId: DEPOSIT, quantity: 1, color: null },
    ],
  })
  await post('/api/aspos/cart/vouchers', { code: 'ZOMER5' })
  await post('/api/aspos/cart/delivery', {
    DeliveryMethod: 'Delivery',
    Email: null,
    DeliveryAddress: damrakAddress({ FirstName: 'Sam', LastName: 'Spaarder' }),
  })
  await post('/api/aspos/cart/shipment', { ShippingMethod: 'PostNL' })
  await post('/api/aspos/cart/invoice', { SameAsDelivery: true, Address: null })
  const confirmed = await post('/api/aspos/cart/confirm', {
    PaymentMethod: 'ideal',
    AcceptTerms: true,
  })
  const { OrderNumber } = (await confirmed.json()) as { OrderNumber: string }

  await putToken(page, customer.token)
  await page.goto(`/bestelling/${OrderNumber}`)
  const detail = page.getByRole('main')
  await expect(detail.locator('.order-summary-lines')).toBeVisible({ timeout: 20_000 })
  expect(await savingsIn(detail), 'order page').toBe(SAVED)
  await expectSummaryAddsUp(detail, 'order page')
  await expectTheStruckPrice(detail)
  await expectUnbrokenAmounts(page, 'order page')
})

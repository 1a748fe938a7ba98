// Vouchers in the checkout (issue 43): a first-order voucher is judged again as soon as the e-mail
// address is known, the shopper is told at that step, and no summary shows a discount the order
// will not give; the checkout's overview lets the shopper enter a code and remove one.
import { test, expect } from './fixtures'
import { cartMessages, seedAnonymousCart } from './pages/cart-page'
import { CheckoutPage } from './pages/checkout-page'
import { expectSummaryAddsUp } from './pages/money'
import { cartAnswers } from '../src/mocks/messages'
import { checkout } from '../src/messages/nl/checkout'
import { summary as summaryMessages } from '../src/messages/nl/summary'

test.describe.configure({ timeout: 150_000 })

// Kees ordered before as a guest (seed order DW-250901): WELKOM10 is not his any more.
const ORDERED_BEFORE = 'kees.vandijk@voorbeeld.nl'

test('a guest who ordered before: WELKOM10 comes off at the delivery step, with the reason', async ({
  page,
}) => {
  const cartId = await seedAnonymousCart(page, [{ productId: 1001, quantity: 1 }])
  // Added in the cart, before anyone knew who orders: the service took it then.
  const added = await page.request.post('/api/aspos/cart/vouchers', {
    headers: { 'X-Cart-Id': cartId },
    data: { code: 'WELKOM10' },
  })
  expect(added.ok()).toBe(true)

  const co = new CheckoutPage(page)
  await co.open()
  const aside = page.locator('.checkout-aside')
  const voucherRow = aside.locator('[data-summary-kind="discount"]')
  await expect(voucherRow).toContainText(summaryMessages.voucher('WELKOM10'))

  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.fillDamrak(ORDERED_BEFORE)
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  // Told at this step, in Dutch, and the discount is gone from the summary.
  await expect(page.getByRole('alert')).toContainText(
    checkout.vouchers.removed('WELKOM10', cartAnswers.voucherFirstOrder),
  )
  await expect(voucherRow).toHaveCount(0)
  await expectSummaryAddsUp(aside, 'after the delivery step')

  // The overview takes a code here too: WELKOM10 again is refused, ZOMER5 is taken and removed.
  const code = aside.getByRole('textbox', { name: cartMessages.vouchers.label })
  await code.fill('WELKOM10')
  await aside.getByRole('button', { name: cartMessages.vouchers.submit }).click()
  await expect(aside.getByText(cartAnswers.voucherFirstOrder)).toBeVisible()
  await code.fill('ZOMER5')
  await aside.getByRole('button', { name: cartMessages.vouchers.submit }).click()
  await expect(voucherRow).toContainText(summaryMessages.voucher('ZOMER5'))
  await expect(voucherRow).toContainText('5,00')
  await expectSummaryAddsUp(aside, 'with ZOMER5')
  await aside.getByRole('button', { name: cartMessages.vouchers.remove('ZOMER5') }).click()
  await expect(voucherRow).toHaveCount(0)

  // What the summary shows is what the order gives: it goes through without a refusal.
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/, { timeout: 20_000 })
})

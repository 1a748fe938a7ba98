// Checkout flows on the production build with the mock API: home delivery and Click & Collect as a
// guest, a bad postal code, a failing confirm that keeps every answer; axe on every step.
import { test, expect, expectNoA11yViolations } from './fixtures'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { checkout } from '../src/messages/nl/checkout'
import { common } from '../src/messages/nl/common'
import { cart } from '../src/messages/nl/cart'
import { demoLogin, flowAccount } from './pages/session'

// Multi-step flows with an axe run per step: more time than a single-page check.
test.describe.configure({ timeout: 150_000 })

test('a guest places a home delivery order', async ({ page }) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  await expectNoA11yViolations(page)
  await co.shoot('1-delivery-empty')

  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.fillDamrak('kees.e2e@example.nl')
  await expectNoA11yViolations(page)
  await co.shoot('1-delivery-filled')
  // The invoice goes to the delivery address unless the shopper says otherwise: no invoice step.
  await expect(page.getByRole('checkbox', { name: checkout.invoice.sameAsDelivery })).toBeChecked()
  await co.next(checkout.actions.toShipment)

  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  await expectNoA11yViolations(page)
  await co.shoot('2-shipment')
  await co.next(checkout.actions.toPayment)

  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  for (const alt of ['iDEAL', 'PayPal', 'Visa', 'KBC/CBC-betaalknop']) {
    await expect(page.getByRole('img', { name: checkout.payment.logoAlt(alt) })).toBeVisible()
  }
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await expect(page.getByText('1012 AB Amsterdam').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await co.shoot('4-payment')
  await page.getByRole('button', { name: checkout.actions.confirm }).click()

  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
  await expect(page.getByRole('heading', { level: 1, name: checkout.complete.title })).toBeVisible()
  await expect(page.getByTestId('order-reference')).toHaveText(/^DW-\d+$/)
  // The guest sees the order just placed, found with its number and postal code.
  await expect(page.getByRole('heading', { name: /Bestelling DW-\d+/ })).toBeVisible()
  await expect(page.getByText('Damrak 70').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await co.shoot('5-order-complete')

  // The cart is empty now: the checkout says so.
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: checkout.empty.title })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a guest picks up the order in a store (Click & Collect)', async ({ page }) => {
  await fillCart(page, [{ productId: 1003, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.pickup }).check()
  await expect(
    page.getByRole('heading', { name: checkout.pickup.heading, exact: true }),
  ).toBeVisible()
  await co.next(checkout.actions.toInvoice)
  // Nothing chosen yet: Dutch messages, the fields marked invalid.
  await expect(page.getByText(checkout.pickup.required)).toBeVisible()
  await expect(co.field(checkout.delivery.email)).toHaveAttribute('aria-invalid', 'true')
  await co.chooseStore(/Dier & Ruiter Utrecht/)
  await co.field(checkout.delivery.email).fill('ingrid.e2e@example.nl')
  await expectNoA11yViolations(page)
  await co.shoot('1-pickup')
  // No shipping choice for Click & Collect: straight on to the invoice address.
  await co.next(checkout.actions.toInvoice)

  await expect(co.stepHeading(checkout.steps.invoice)).toBeVisible()
  await expect(page.getByText(checkout.invoice.pickupNote)).toBeVisible()
  await co.fillAddress({
    firstName: 'Ingrid',
    lastName: 'Hermans',
    postalCode: '5611 AZ',
    houseNumber: '12',
    street: 'Stratumseind',
  })
  await expectNoA11yViolations(page)
  await co.shoot('3-invoice-pickup')
  await co.next(checkout.actions.toPayment)

  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await expect(page.getByRole('heading', { name: checkout.summary.pickupLocation })).toBeVisible()
  await page.getByRole('radio', { name: /Bancontact/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
  await expect(page.getByText(checkout.orders.pickup).first()).toBeVisible()
})

test('a bad postal code is refused with the Dutch message and going back keeps the answers', async ({
  page,
}) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.field(checkout.delivery.email).fill('fout@example.nl')
  await co.fillAddress({
    firstName: 'Fout',
    lastName: 'Postcode',
    postalCode: '123 AB',
    houseNumber: '5',
  })
  await co.field(checkout.address.street).fill('Teststraat')
  await co.field(checkout.address.city).fill('Teststad')
  await co.next(checkout.actions.toShipment)
  const postalCode = co.field(checkout.address.postalCode)
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(common.validation.postalCode)).toBeVisible()
  await expect(co.stepHeading(checkout.steps.delivery)).toBeVisible()
  await expectNoA11yViolations(page)
  await co.shoot('1-delivery-invalid')

  // Corrected, on to the next step, and back: the answers are still there, also after a reload.
  await postalCode.fill('3512 JE')
  await co.field(checkout.address.houseNumber).fill('21')
  await expect(co.field(checkout.address.street)).toHaveValue('Lange Nieuwstraat')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.reload()
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: checkout.actions.back }).click()
  await expect(co.stepHeading(checkout.steps.delivery)).toBeVisible()
  await expect(co.field(checkout.address.postalCode)).toHaveValue('3512 JE')
  await expect(co.field(checkout.delivery.email)).toHaveValue('fout@example.nl')
})

test('a failing confirm is reported and nothing entered is lost', async ({ page }) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.field(checkout.delivery.email).fill('storing@example.nl')
  await co.fillAddress({
    firstName: 'Sam',
    lastName: 'Storing',
    postalCode: '8011 VM',
    houseNumber: '5',
    street: 'Thorbeckegracht',
  })
  await co.next(checkout.actions.toShipment)
  await page.getByRole('radio', { name: /Avondbezorging/ }).check()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()

  // Confirm without choosing: the step says what is missing.
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page.getByText(checkout.payment.required)).toBeVisible()
  await expect(page.getByText(checkout.payment.termsRequired)).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('radio', { name: /PayPal/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.route('**/api/aspos/cart/confirm', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"Success":false}' }),
  )
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page.getByRole('alert').filter({ hasText: common.errors.server })).toBeVisible()
  // Still on the payment step (each step is in the address, issue 48).
  await expect(page).toHaveURL(/\/checkout\?stap=betalen$/)
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: checkout.payment.terms })).toBeChecked()
  await expect(page.getByText('Thorbeckegracht 5').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await co.shoot('4-payment-failed')

  await page.unroute('**/api/aspos/cart/confirm')
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
})

test('a logged-in customer sends the order to a saved address and finds it among the orders', async ({
  page,
}) => {
  await demoLogin(page)
  await page.goto('/product/royal-canin-medium-adult-15-kg')
  await page.getByRole('button', { name: cart.addToCart.button }).first().click()
  await expect(page.getByText(cart.notices.added)).toBeVisible({ timeout: 15_000 })

  const co = new CheckoutPage(page)
  await co.open()
  await expect(page.getByText(checkout.delivery.loggedInAs(flowAccount().email))).toBeVisible()
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  // The address book's entries are offered; the work address is chosen instead of typing one.
  const saved = page.getByRole('group', { name: checkout.delivery.savedLegend })
  await expect(saved.getByRole('radio')).toHaveCount(3) // two saved addresses and 'a new address'
  await saved.getByRole('radio', { name: /Herengracht 182/ }).check()
  await expectNoA11yViolations(page)
  await co.next(checkout.actions.toShipment)

  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await expect(page.getByText('1016 BR Amsterdam').first()).toBeVisible()
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()

  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
  const reference = (await page.getByTestId('order-reference').textContent())!.trim()
  await page.goto('/mijn-account/bestellingen')
  await expect(page.getByRole('link', { name: new RegExp(reference) }).first()).toBeVisible({
    timeout: 15_000,
  })
})

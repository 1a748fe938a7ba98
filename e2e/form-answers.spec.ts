// What a shopper reads where a value is typed (issue 48), against the production build: a Dutch
// message at the field, never zod's English default ('Invalid input'), on the step where the value
// is typed; and a failed postcode lookup that marks the Straat and Plaats left to fill in by hand.
import { test, expect, shotForLooking, waitForApp } from './fixtures'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { ContactPage, contentMessages as messages } from './pages/content-pages'
import { RegisterPage } from './pages/register-page'
import { account } from '../src/messages/nl/account'
import { checkout } from '../src/messages/nl/checkout'

test.describe.configure({ timeout: 90_000 })

/** zod's English words: none may show anywhere on the page. */
const english = /invalid input|expected|required|too (big|small)/i

test('contact: a 40-character order number gets a Dutch message at the field', async ({ page }) => {
  const p = new ContactPage(page)
  await p.open('/contact')
  await p.fill({
    name: 'Sanne de Vries',
    email: 'sanne@example.nl',
    subject: 'Levering',
    message: 'Waar blijft mijn pakket?',
  })
  const orderNumber = p.field(messages.contact.orderNumber)
  await orderNumber.fill('1'.repeat(40))
  await p.submit.click()

  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true')
  await expect(orderNumber).toHaveAccessibleDescription('Maximaal 30 tekens')
  await expect(orderNumber).toBeFocused()
  await expect(orderNumber).toHaveValue('1'.repeat(40))
  await expect(page.getByText(english)).toHaveCount(0)
  await expect(p.main.getByRole('heading', { name: messages.contact.thanksTitle })).toHaveCount(0)
  await shotForLooking(p.main, 'form-answers-contact')
})

test('registration: a 262-character first name is refused at step 1, at the field', async ({
  page,
}) => {
  const r = new RegisterPage(page)
  await r.goto()
  await waitForApp(page)
  await r.fillAccount({
    email: 'heel-lang@example.nl',
    password: 'Sterk123',
    firstName: 'A'.repeat(262),
    lastName: 'Lang',
  })
  await r.next.click()

  const firstName = r.main.getByLabel(account.register.firstName)
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toHaveAccessibleDescription('Maximaal 100 tekens')
  await expect(firstName).toBeFocused()
  await expect(page).toHaveURL(/\/register\/new-user$/)
  await expect(r.stepHeading(account.register.accountHeading)).toBeVisible()
  await expect(page.getByText(english)).toHaveCount(0)
  await shotForLooking(r.main, 'form-answers-registration')
})

test('checkout: a failed postcode lookup marks Straat and Plaats to fill in by hand', async ({
  page,
}) => {
  await fillCart(page)
  const c = new CheckoutPage(page)
  await c.open()
  const street = c.field(checkout.address.street)
  const city = c.field(checkout.address.city)
  await expect(street).not.toHaveAttribute('aria-invalid', 'true')

  // No address is known at this postcode and number.
  await c.field(checkout.address.postalCode).fill('9999 ZZ')
  await c.field(checkout.address.houseNumber).fill('1')

  await expect(street).toHaveAttribute('aria-invalid', 'true')
  await expect(street).toHaveAccessibleDescription(checkout.address.streetByHand)
  await expect(city).toHaveAttribute('aria-invalid', 'true')
  await expect(city).toHaveAccessibleDescription(checkout.address.cityByHand)
  // The invalid style: Bootstrap's red border, not the plain one.
  const border = await street.evaluate((el) => getComputedStyle(el).borderColor)
  const plain = await c
    .field(checkout.address.firstName)
    .evaluate((el) => getComputedStyle(el).borderColor)
  expect(border).not.toBe(plain)
  await shotForLooking(page, 'form-answers-lookup', true)

  // Typed by hand, the street is fine again.
  await street.fill('Dorpsstraat')
  await expect(street).not.toHaveAttribute('aria-invalid', 'true')
  await expect(city).toHaveAttribute('aria-invalid', 'true')
})

// An account from the order: on the order-complete page a guest chooses only a password; the
// order's name, e-mail and address fill the registration, and the new account logs in. An e-mail
// that already has an account gets a login link instead of the form.
import type { Page } from '@playwright/test'
import { test, expect, shotForLooking } from './fixtures'
import { seedAnonymousCart } from './pages/cart-page'
import { LoginPage } from './pages/login-page'
import { demoAccount } from './pages/session'
import { account } from '../src/messages/nl/account'
import { checkout } from '../src/messages/nl/checkout'
import { common } from '../src/messages/nl/common'
import { damrakAddress } from '../src/testing/address'

const t = account.fromOrder

const address = damrakAddress({ FirstName: 'Gijs', MiddleName: 'van', LastName: 'Gast' })

/** A guest's order placed through the API; the page then knows it as this browser's last order. */
async function placeGuestOrder(page: Page, email: string) {
  const cartId = await seedAnonymousCart(page, [{ productId: 1001, quantity: 1 }])
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { headers: { 'X-Cart-Id': cartId }, data })
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return response
  }
  await post('/api/aspos/cart/delivery', {
    DeliveryMethod: 'Delivery',
    Email: email,
    DeliveryAddress: address,
  })
  await post('/api/aspos/cart/shipment', { ShippingMethod: 'PostNL' })
  await post('/api/aspos/cart/invoice', { SameAsDelivery: true, Address: null })
  const confirmed = (await (
    await post('/api/aspos/cart/confirm', { PaymentMethod: 'ideal', AcceptTerms: true })
  ).json()) as { OrderNumber: string }
  const orderNumber = confirmed.OrderNumber
  // What the checkout keeps for the thank-you page (sessionStorage, checkout-store.ts).
  await page.addInitScript(
    (lastOrder) => {
      sessionStorage.setItem('checkout-draft', JSON.stringify({ state: { lastOrder }, version: 1 }))
    },
    { orderNumber, postalCode: address.PostalCode },
  )
  return orderNumber
}

test('a guest creates an account on the order-complete page with only a password', async ({
  page,
}) => {
  const email = `gast-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.nl`
  const orderNumber = await placeGuestOrder(page, email)
  await page.goto(`/bestelling-compleet?order=${orderNumber}`)
  await expect(page.getByRole('heading', { level: 1, name: checkout.complete.title })).toBeVisible({
    timeout: 20_000,
  })
  const section = page.getByRole('region', { name: t.heading })
  await expect(section).toBeVisible({ timeout: 20_000 })
  // Below the order.
  const order = page.getByRole('heading', { name: checkout.orders.detailTitleWith(orderNumber) })
  await expect(order).toBeVisible()
  expect((await section.boundingBox())!.y).toBeGreaterThan((await order.boundingBox())!.y)
  // The order's data, shown, not asked for.
  await expect(section).toContainText(email)
  await expect(section).toContainText('Gijs van Gast')
  // The one field to fill in is the password.
  const password = section.getByLabel(account.register.password, { exact: true })
  await expect(section.getByRole('textbox')).toHaveCount(1)
  await expect(section.getByRole('textbox')).toHaveAttribute('type', 'password')
  await expect(password).toHaveAttribute('autocomplete', 'new-password')

  // The wizard's rule and message.
  await section.getByRole('button', { name: t.submit }).click()
  await expect(section.getByText(common.validation.required)).toBeVisible()
  await password.fill('zwak')
  await section.getByRole('button', { name: t.submit }).click()
  await expect(section.getByText(common.validation.password)).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await shotForLooking(section, `order-complete-account-${width}`)
  }

  await password.fill('Gastvrij1')
  await section.getByRole('button', { name: t.submit }).click()
  await expect(page.getByText(account.register.welcome('Gijs'))).toBeVisible({ timeout: 20_000 })
  await expect(section.getByText(t.done)).toBeVisible()
  // Logged in with it (the checkout's layout has no account menu), and the order is the account's.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^ey/)
  await expect(page.getByRole('link', { name: checkout.complete.viewOrder })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 900 })
  await shotForLooking(section, `order-complete-account-done-390`)

  // The new account logs in, and holds the order's address.
  await page.evaluate(() => localStorage.removeItem('authToken'))
  const login = new LoginPage(page)
  await login.goto()
  await login.login(email, 'Gastvrij1')
  await expect(page).toHaveURL(/\/mijn-account$/, { timeout: 20_000 })
  const main = page.getByRole('main')
  await expect(main.getByText('Gijs van Gast', { exact: true }).first()).toBeVisible()
  await expect(main.getByText('1012 AB Amsterdam').first()).toBeVisible()
  await page.goto('/mijn-account/bestellingen')
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible({ timeout: 20_000 })
})

test('a guest whose e-mail has an account gets a login link instead', async ({ page }) => {
  const orderNumber = await placeGuestOrder(page, demoAccount.email)
  await page.goto(`/bestelling-compleet?order=${orderNumber}`)
  const section = page.getByRole('region', { name: t.heading })
  await expect(section).toBeVisible({ timeout: 20_000 })
  await expect(section).toContainText(account.register.emailTaken)
  await expect(
    section.getByRole('link', { name: account.register.emailTakenLogin }),
  ).toHaveAttribute('href', /\/mijn-account\/login/)
  await expect(section.getByRole('button', { name: account.login.forgotPassword })).toBeVisible()
  await expect(section.getByLabel(account.register.password, { exact: true })).toHaveCount(0)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await shotForLooking(section, `order-complete-account-exists-${width}`)
  }
})

// The core journeys against the lean mock profile (MOCK_PROFILE=lean, the `lean` project in
// playwright.config.ts): a backend that answers only what the spec shows. Every write whose
// answer the spec leaves open answers 204, the category tree is a bare array, Config a key/value
// list (src/mocks/lean-profile.ts). Home, cookie choice, search suggestions, add to cart, the cart
// with WELKOM10 added and removed, a Click & Collect checkout, login and the orders.
import { test, expect as baseExpect } from './fixtures'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { accountMessages as t, LoginPage } from './pages/login-page'
import { checkout } from '../src/messages/nl/checkout'
import { search } from '../src/messages/nl/search'
import { shell } from '../src/messages/nl/shell'

test.describe.configure({ timeout: 60_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

test('the service answers lean: a bare category tree and a key/value config', async ({
  request,
}) => {
  const tree = (await (await request.get('/api/aspos/webnodetree')).json()) as unknown
  expect(Array.isArray(tree)).toBe(true)
  const config = (await (await request.get('/api/aspos/common/config')).json()) as {
    Config: unknown
  }
  expect(Array.isArray(config.Config)).toBe(true)
})

test('home with the cookie choice, the menu from the bare tree, and search suggestions', async ({
  page,
  context,
}) => {
  await context.clearCookies()
  await context.addCookies([{ name: 'newsletter-modal-seen', value: '1', url: 'http://127.0.0.1' }])
  await page.goto('/')
  const prompt = page.getByRole('region', { name: shell.cookies.title })
  await prompt.getByRole('button', { name: shell.cookies.accept }).click()
  await expect(prompt).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.locator('header').getByRole('link', { name: 'Hond', exact: true }).first(),
  ).toBeAttached()
  const box = page.locator('header').getByRole('combobox', { name: search.label })
  await box.click()
  await box.pressSequentially('trixie', { delay: 20 })
  // Four products, below the brand that matches the term.
  const list = page.locator('header').getByRole('listbox', { name: search.suggestions })
  await expect(list.locator('[role="option"][data-kind="product"]')).toHaveCount(4)
  await expect(list.locator('[role="option"][data-kind="brand"]')).toHaveText(/Trixie/)
})

test('add to cart, then WELKOM10 added and removed on the cart page', async ({ page }) => {
  await seedAnonymousCart(page, [])
  await page.goto('/product/royal-canin-medium-adult-15-kg')
  await page
    .getByRole('main')
    .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
    .first()
    .click()
  const cart = new CartPage(page)
  await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 /)
  await cart.goto()
  await expect(cart.line('Royal Canin Medium Adult 15 kg')).toBeVisible()
  await cart.applyVoucher('WELKOM10')
  const remove = page.getByRole('button', { name: cartMessages.vouchers.remove('WELKOM10') })
  await expect(remove).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  await remove.click()
  await expect(remove).toHaveCount(0)
  await expect(page.getByText(cartMessages.vouchers.removed)).toBeVisible()
})

test('a guest checks out with Click & Collect (store and invoice steps answered 204)', async ({
  page,
}) => {
  await fillCart(page, [{ productId: 1003, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.pickup }).check()
  await co.chooseStore(/Dier & Ruiter Utrecht/)
  await co.field(checkout.delivery.email).fill('lean.e2e@example.nl')
  // No shipping choice for Click & Collect: straight on to the invoice address.
  await co.next(checkout.actions.toInvoice)
  await expect(co.stepHeading(checkout.steps.invoice)).toBeVisible()
  await co.fillAddress({
    firstName: 'Lean',
    lastName: 'Tester',
    postalCode: '5611 AZ',
    houseNumber: '12',
    street: 'Stratumseind',
  })
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await page.getByRole('radio', { name: /Bancontact/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
})

test('login, then the orders', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto('/mijn-account/bestellingen')
  await login.login('demo@dierenruiter.nl', 'Welkom123')
  await expect(page.getByText(t.login.welcome('Sanne'))).toBeVisible()
  await expect(page).toHaveURL(/\/mijn-account\/bestellingen$/)
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.orders.listTitle }),
  ).toBeVisible()
  await expect(page.getByRole('main').getByText('DW-250101').first()).toBeVisible()
})

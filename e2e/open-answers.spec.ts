// A backend that answers as the spec allows (issue #34). Each write whose answer the spec leaves
// open goes through to the mock service (so it really happens there) and its answer is replaced by
// 204 No Content or an empty 200: the shop shows the change and no error. Also: a Belgian order
// lookup, a modal login on a guest-only page, and a login "success" without a token.
import type { Page, Route } from '@playwright/test'
import { test, expect as baseExpect, expectNoA11yViolations, waitForApp } from './fixtures'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { accountMessages as t, registerCustomer, putToken } from './pages/login-page'
import { checkout } from '../src/messages/nl/checkout'
import { common } from '../src/messages/nl/common'
import { shell } from '../src/messages/nl/shell'

test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

type Empty = '204' | 'empty 200'

/** Lets the write through to the service, then hands the page an answer without a body. */
function emptyAnswer(kind: Empty) {
  return async (route: Route) => {
    const response = await route.fetch()
    if (!response.ok()) return route.fulfill({ response })
    await route.fulfill(
      kind === '204'
        ? { status: 204, headers: {}, body: '' }
        : { status: 200, headers: { 'content-type': 'text/plain' }, body: '' },
    )
  }
}

async function emptyWrites(page: Page, method: string, url: string | RegExp, kind: Empty) {
  const answer = emptyAnswer(kind)
  await page.route(url, (route) =>
    route.request().method() === method ? answer(route) : route.fallback(),
  )
}

const alerts = (page: Page) => page.getByRole('main').getByRole('alert')

for (const kind of ['204', 'empty 200'] as const) {
  test(`voucher WELKOM10 added and removed, each answered ${kind}: the cart shows it`, async ({
    page,
  }) => {
    await seedAnonymousCart(page, [{ productId: 1001, quantity: 1 }])
    await emptyWrites(page, 'POST', '**/api/aspos/cart/vouchers', kind)
    await emptyWrites(page, 'DELETE', '**/api/aspos/cart/vouchers?*', kind)
    const cart = new CartPage(page)
    await cart.goto()
    await cart.applyVoucher('WELKOM10')
    const remove = page.getByRole('button', { name: cartMessages.vouchers.remove('WELKOM10') })
    await expect(remove).toBeVisible()
    await expect(page.getByText(cartMessages.vouchers.added)).toBeVisible()
    await expect(cart.summaryRow('discount')).toContainText(/6,50/)
    await expect(alerts(page)).toHaveCount(0)
    await remove.click()
    await expect(remove).toHaveCount(0)
    await expect(page.getByText(cartMessages.vouchers.removed)).toBeVisible()
    await expect(alerts(page)).toHaveCount(0)
  })

  test(`wish-list removal and clearing, each answered ${kind}: the list follows`, async ({
    page,
  }) => {
    const customer = await registerCustomer(page, 'Wens')
    for (const productId of [1001, 1002, 1003]) {
      const added = await page.request.post('/api/aspos/products/selections', {
        headers: { Authorization: `Bearer ${customer.token}` },
        data: { ProductId: productId },
      })
      expect(added.ok()).toBe(true)
    }
    await putToken(page, customer.token)
    await emptyWrites(page, 'DELETE', '**/api/aspos/products/selections/*', kind)
    await emptyWrites(page, 'POST', '**/api/aspos/products/selections/clear', kind)
    await page.goto('/mijn-account/verlanglijstje')
    const main = page.getByRole('main')
    await expect(main.getByText(t.wishList.count(3))).toBeVisible()
    await main
      .getByRole('button', { name: /verwijderen van je verlanglijstje$/ })
      .first()
      .click()
    await expect(main.getByText(t.wishList.count(2))).toBeVisible()
    // The shop's notices: the success, never the error sentence.
    await expect(page.getByText(/ is verwijderd van je verlanglijstje\.$/)).toBeVisible()
    await main.getByRole('button', { name: t.wishList.clear }).click()
    await page.getByRole('button', { name: t.wishList.clearYes }).click()
    await expect(main.getByText(t.wishList.empty)).toBeVisible()
    await expect(page.getByText(t.wishList.cleared)).toBeVisible()
    await expect(page.getByText(common.errors.malformed)).toHaveCount(0)
    // Read again from the service: the writes really happened there.
    await page.reload()
    await expect(main.getByText(t.wishList.empty)).toBeVisible()
  })

  test(`an address saved with the answer ${kind} shows in the address book`, async ({ page }) => {
    const customer = await registerCustomer(page, 'Adres')
    await putToken(page, customer.token)
    await emptyWrites(page, 'POST', '**/api/aspos/customer/addresses', kind)
    await page.goto('/mijn-account')
    const main = page.getByRole('main')
    const label = t.addresses.types.Delivery
    await main.getByRole('button', { name: t.addresses.add(label) }).click()
    const form = main.getByRole('form', { name: t.addresses.add(label) })
    await form.getByLabel(t.addresses.firstName).fill('Adres')
    await form.getByLabel(t.addresses.lastName).fill('Tester')
    await form.getByLabel(t.addresses.postalCode).fill('3512je')
    await form.getByLabel(t.addresses.houseNumber, { exact: true }).fill('21')
    await form.getByLabel(t.addresses.street).fill('Lange Nieuwstraat')
    await form.getByLabel(t.addresses.city).fill('Utrecht')
    await form.getByRole('button', { name: t.addresses.save }).click()
    await expect(main.getByText('3512 JE Utrecht')).toBeVisible()
    await expect(main.getByRole('button', { name: t.addresses.edit(label) })).toBeVisible()
    await expect(alerts(page)).toHaveCount(0)
  })
}

test('a Belgian shopper tracks an order with postcode 1000', async ({ page }) => {
  await page.goto('/track-my-order')
  const main = page.getByRole('main')
  const form = main.locator('form.order-lookup-form')
  await form.getByLabel(checkout.track.orderNumber).fill('DW-250903')
  await expect(form.getByLabel(checkout.track.country)).toHaveValue('NL')
  // A Belgian postcode is not a Dutch one: refused while NL is chosen.
  await form.getByLabel(checkout.track.postalCode).fill('1000')
  await form.getByRole('button', { name: checkout.track.submit }).click()
  await expect(form.getByLabel(checkout.track.postalCode)).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel(checkout.track.country).selectOption('BE')
  await form.getByRole('button', { name: checkout.track.submit }).click()
  await expect(
    main.getByRole('heading', { name: checkout.track.resultHeading('DW-250903') }),
  ).toBeVisible()
  await expect(main.getByText(checkout.statuses.Verzonden, { exact: true }).first()).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a login through the modal on the registration page leaves that page', async ({ page }) => {
  const customer = await registerCustomer(page, 'Modaal')
  await page.goto('/register/new-user')
  // The header's button opens the dialog once the app has adopted the page.
  await waitForApp(page)
  await page.getByRole('button', { name: shell.header.login, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t.login.email).fill(customer.email)
  await dialog.getByLabel(t.login.password).fill(customer.password)
  await dialog.getByRole('button', { name: t.login.submit }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(dialog).toBeHidden()
})

test('a login answered Success true without a Token shows the login alert', async ({ page }) => {
  await page.route('**/api/aspos/authentication/login', (route) =>
    route.fulfill({ status: 200, json: { Success: true } }),
  )
  await page.goto('/mijn-account/login')
  const form = page.getByRole('main').getByRole('form', { name: t.login.heading })
  await form.getByLabel(t.login.email).fill('demo@dierenruiter.nl')
  await form.getByLabel(t.login.password).fill('Welkom123')
  await form.getByRole('button', { name: t.login.submit }).click()
  await expect(form.getByRole('alert')).toHaveText(t.login.failed)
  await expect(page).toHaveURL(/\/mijn-account\/login$/)
  await expectNoA11yViolations(page)
})

// Nothing lost, nothing left behind: one customer logs out and the next logs in on the same page
// without ever seeing the first; a product added just before leaving is in the cart after a
// reload; a batch whose answer is lost shows the notice and the cart the service kept; a store
// name carrying markup stays text on the map.
import type { Page } from '@playwright/test'
import { test, expect as baseExpect, expectNoA11yViolations } from './fixtures'
import { AccountPage } from './pages/account-page'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { accountMessages as t, registerCustomer, putToken } from './pages/login-page'

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

const PLAIN = { url: 'royal-canin-medium-adult-15-kg' }
const addButton = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
    .first()

/**
 * From now on, records whether any of `words` is ever in the page's text, checked on every DOM
 * change (so before each paint), not only when the test looks.
 */
async function watchForText(page: Page, words: string[]) {
  await page.evaluate((list) => {
    const seen: string[] = []
    ;(window as unknown as { __seen: string[] }).__seen = seen
    const check = () => {
      const text = document.body.innerText
      for (const word of list) if (text.includes(word) && !seen.includes(word)) seen.push(word)
    }
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    check()
  }, words)
}
const seenWords = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)

test('logout then login as someone else on the same page: the second customer never sees the first', async ({
  page,
}) => {
  const first = await registerCustomer(page, 'Eerstelaura')
  const second = await registerCustomer(page, 'Tweedekees')
  await putToken(page, first.token)
  const account = new AccountPage(page)
  await account.goto()
  await expect(account.main.getByText(first.email)).toBeVisible()
  await page.evaluate(() =>
    sessionStorage.setItem(
      'checkout-draft',
      JSON.stringify({ state: { draft: { email: 'x' } }, version: 1 }),
    ),
  )
  const cartIdBefore = await page.evaluate(() => localStorage.getItem('cartId'))

  await account.logoutButton.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true }).first()).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull()
  const cartIdAfter = await page.evaluate(() => localStorage.getItem('cartId'))
  if (cartIdBefore !== null) expect(cartIdAfter).not.toBe(cartIdBefore)

  await watchForText(page, [first.email, first.firstName])
  const customerCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/aspos/customer')
      customerCalls.push(request.headers().authorization ?? '')
  })
  await page.getByRole('button', { name: 'Inloggen', exact: true }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t.login.email).fill(second.email)
  await dialog.getByLabel(t.login.password).fill(second.password)
  await dialog.getByRole('button', { name: t.login.submit }).click()
  await expect(page.getByRole('button', { name: /^Account van / })).toContainText(second.firstName)
  await page.getByRole('button', { name: /^Account van / }).click()
  await page.getByRole('link', { name: 'Mijn account', exact: true }).click()
  await expect(account.main.getByText(second.email)).toBeVisible()
  // The customer query was dropped with the first session: the page asked the service again, as the second.
  expect(customerCalls).toEqual([
    `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}`,
  ])
  expect(await seenWords(page)).toEqual([])
  await expectNoA11yViolations(page)
})

test('logout on an account page goes home without passing the login page', async ({ page }) => {
  const customer = await registerCustomer(page, 'Vertrekker')
  await putToken(page, customer.token)
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname)
  })
  const account = new AccountPage(page)
  await account.goto('/mijn-account/verlanglijstje')
  await account.logoutButton.click()
  await expect(page).toHaveURL(/\/$/)
  await page.waitForTimeout(300)
  expect(urls.filter((path) => path.includes('/login'))).toEqual([])
  await expect(
    page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: t.logout.done }),
  ).toBeVisible()
})

test('a product added just before a reload is in the cart afterwards', async ({ page }) => {
  await seedAnonymousCart(page, [])
  const cart = new CartPage(page)
  await page.goto(`/product/${PLAIN.url}`)
  await expect(addButton(page)).toBeEnabled()
  await addButton(page).click()
  await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 artikel,/)
  // Well inside the 1000 ms quiet period: only the page-hide flush can have sent it.
  await page.waitForTimeout(100)
  await page.reload()
  await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 artikel,/)
  await cart.goto()
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Royal Canin Medium Adult 15 kg/ })
      .first(),
  ).toBeVisible()
})

test('a batch whose answer is lost: the notice says so and the cart shows what the service kept', async ({
  page,
}) => {
  await seedAnonymousCart(page, [])
  // The service applies the batch, but its answer never reaches the page.
  await page.route('**/api/aspos/cart/lines/batch', async (route) => {
    await route.fetch()
    await route.abort('connectionreset')
  })
  const cart = new CartPage(page)
  await page.goto(`/product/${PLAIN.url}`)
  await expect(addButton(page)).toBeEnabled()
  await addButton(page).click()
  await expect(page.getByText(cartMessages.notices.reloaded)).toBeVisible()
  await expect(page.getByText(cartMessages.notices.addFailed)).toBeVisible()
  await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 artikel,/)
  await page.unroute('**/api/aspos/cart/lines/batch')
  await page.reload()
  await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 artikel,/)
})

test('a store name carrying markup is shown as text on the map', async ({ page }) => {
  const markup = '<img src=x onerror="window.__xss=1">Winkel <b>vet</b>'
  await page.route('**/api/aspos/stores*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { Stores?: { Name: string }[] }
    if (body.Stores?.[0]) body.Stores[0].Name = markup
    await route.fulfill({ response, json: body })
  })
  await page.goto('/winkels')
  const marker = page.locator('.store-map path.leaflet-interactive').first()
  await expect(marker).toBeVisible()
  await marker.hover({ force: true })
  const tooltip = page.locator('.leaflet-tooltip').filter({ hasText: 'Winkel' })
  await expect(tooltip).toHaveText(markup)
  expect(await tooltip.locator('img, b').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
})

// Order pages on the production build with the mock API: track my order with a seed pair, the
// order detail (guest lookup by number + postal code), the customer's orders and invoices.
import { test, expect, expectNoA11yViolations, shotForLooking, shotsDir } from './fixtures'
import { checkout } from '../src/messages/nl/checkout'
import { checkoutAnswers } from '../src/mocks/messages'
import { demoLogin } from './pages/session'

// Multi-step flows with an axe run per step: more time than a single-page check.
test.describe.configure({ timeout: 90_000 })

test('track my order shows the status of a seed order with its timeline', async ({ page }) => {
  await page.goto('/track-my-order')
  // The first page of a fresh browser loads the app: allow it more time than one check.
  await expect(page.getByRole('heading', { level: 1, name: checkout.track.title })).toBeVisible({
    timeout: 20_000,
  })
  await expectNoA11yViolations(page)

  await page.getByRole('textbox', { name: checkout.track.orderNumber }).fill('DW-250101')
  await page.getByRole('textbox', { name: checkout.track.postalCode }).fill('3512 JE')
  await page.getByRole('button', { name: checkout.track.submit }).click()
  await expect(
    page.getByRole('heading', { name: checkout.track.resultHeading('DW-250101') }),
  ).toBeVisible()
  await expect(page.getByText('3SDWK0001234567')).toBeVisible()
  await expect(
    page.getByRole('list', { name: checkout.track.timeline }).getByRole('listitem'),
  ).toHaveCount(4)
  await expectNoA11yViolations(page)
  await shotForLooking(page, 'track-1280', true)

  await page.getByRole('textbox', { name: checkout.track.postalCode }).fill('1012 AB')
  await page.getByRole('button', { name: checkout.track.submit }).click()
  await expect(page.getByRole('alert')).toHaveText(checkoutAnswers.orderNotFound)
})

test('an order can be looked up by number and postal code and read in detail', async ({ page }) => {
  await page.goto('/bestelling')
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.orders.lookupTitle }),
  ).toBeVisible({ timeout: 20_000 })
  await expectNoA11yViolations(page)
  await page.getByRole('textbox', { name: checkout.track.orderNumber }).fill('dw-250901')
  await page.getByRole('textbox', { name: checkout.track.postalCode }).fill('1012ab')
  const lookups: { method: string; url: string; body: string | null }[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/aspos/orders'))
      lookups.push({ method: request.method(), url: request.url(), body: request.postData() })
  })
  await page.getByRole('button', { name: checkout.orders.lookupSubmit }).click()
  // The postcode stays out of the page's address and out of every URL: it goes in a POST body.
  await expect(page).toHaveURL(/\/bestelling\/DW-250901$/)
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.orders.detailTitleWith('DW-250901') }),
  ).toBeVisible()
  await expect(page.getByText('Damrak 70').first()).toBeVisible()
  await expect(page.locator('[data-summary-kind="total"]')).toContainText(/Totaal incl. btw/)
  expect(
    lookups.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`),
  ).toEqual(['POST /api/aspos/orders/lookup'])
  expect(JSON.parse(lookups[0]!.body ?? '{}')).toEqual({
    OrderNumber: 'DW-250901',
    PostalCode: '1012 AB',
    // The lookup asks for the country (NL by default) and names it beside the postal code.
    CountryCode: 'NL',
  })
  await expectNoA11yViolations(page)
  if (shotsDir) {
    await page.setViewportSize({ width: 390, height: 844 })
    await shotForLooking(page, 'order-detail-390', true)
  }

  // An old link with ?postcode= still works, and the address is rewritten without it.
  await page.goto('/bestelling/DW-250901?postcode=9999%20ZZ')
  await expect(page.getByRole('alert')).toContainText(checkoutAnswers.orderNotFound)
  await expect(page).toHaveURL(/\/bestelling\/DW-250901$/)
})

test('a customer sees orders and downloads an invoice as PDF', async ({ page }) => {
  // The mock always has the demo account: a failing login is a failure, not a reason to skip.
  await demoLogin(page)

  await page.goto('/mijn-account/bestellingen')
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.orders.listTitle }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: checkout.orders.view('DW-250102') })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: checkout.orders.view('DW-250102') }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.orders.detailTitleWith('DW-250102') }),
  ).toBeVisible()
  await expect(page.getByText('Studio Grachtengroen')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/mijn-account/facturen')
  await expect(page.getByRole('heading', { level: 1, name: checkout.invoices.title })).toBeVisible()
  await expectNoA11yViolations(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: checkout.invoices.download('F-2025-1002') }).click()
  expect((await download).suggestedFilename()).toBe('factuur-F-2025-1002.pdf')
})

test('the orders list names the expected day of an order on its way, as its order page does', async ({
  page,
}) => {
  await demoLogin(page)
  // The seed's parcel on its way (seed-order-life.ts): sent yesterday, at the door soon.
  await page.goto('/bestelling/DW-261199')
  const onOrderPage = page.getByTestId('expected-delivery')
  await expect(onOrderPage).toHaveText(/^Verwacht (op|tussen) /, { timeout: 20_000 })
  const expected = (await onOrderPage.textContent())!

  await page.goto('/mijn-account/bestellingen')
  const card = (orderNumber: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: checkout.orders.view(orderNumber) }) })
  await expect(card('DW-261199')).toContainText(expected)
  // A delivered order expects nothing any more.
  await expect(card('DW-250101')).toBeVisible()
  await expect(card('DW-250101')).not.toContainText('Verwacht')
  await card('DW-261199').scrollIntoViewIfNeeded()
  await shotForLooking(page, 'orders-expected-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await card('DW-261199').scrollIntoViewIfNeeded()
  await shotForLooking(page, 'orders-expected-390')
})

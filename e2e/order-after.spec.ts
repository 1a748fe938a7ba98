// After the order (issue 48): an order's status ages with its dates (the mock's clock is the real
// one, so December 2025 has long arrived), shown with its day and on a dated timeline; a sent
// parcel links its carrier's tracking page; every paid order has its invoice, offered on the order
// page and listed under "Mijn facturen".
import { test, expect, expectNoA11yViolations, resizeTo, shotForLooking } from './fixtures'
import { demoLogin } from './pages/session'
import { checkout } from '../src/messages/nl/checkout'
import { tracking } from '../src/messages/nl/tracking'
import { ordersOnTheirWay, parcelOnItsWay } from '../src/mocks/db/seed-order-life'
import { expectedDeliveryText, shopDayFromIso } from '../src/domain/delivery-promise'

const orderCard = (page: import('@playwright/test').Page, orderNumber: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: checkout.orders.view(orderNumber) }) })

test('an order of December 2025 reads "Bezorgd" with its day, not "Ontvangen"', async ({
  page,
}) => {
  await demoLogin(page)
  await page.goto('/mijn-account/bestellingen')
  // DW-250103: Saturday 20 December 2025, 20:47, before the cut-off: delivered on Monday 22nd.
  const card = orderCard(page, 'DW-250103')
  await expect(card).toContainText('Bezorgd op 22 december 2025', { timeout: 20_000 })
  await expect(card.getByText(checkout.statuses.Afgeleverd, { exact: true })).toBeVisible()
  await expect(card).not.toContainText(checkout.statuses.Ontvangen)
  await shotForLooking(page, 'order-after-list-1280', true)

  await page.goto('/bestelling/DW-250103')
  const main = page.getByRole('main')
  await expect(main.getByText('Bezorgd op 22 december 2025')).toBeVisible({ timeout: 20_000 })
  const stages = main.getByRole('list', { name: checkout.track.timeline }).getByRole('listitem')
  await expect(stages).toHaveText([
    /Ontvangen.*20 december 2025/,
    /In behandeling.*20 december 2025/,
    /Verzonden.*22 december 2025/,
    /Bezorgd.*22 december 2025/,
  ])
  // A parcel that arrived keeps its code: the carrier's page says when it came.
  await expect(
    main.getByRole('link', { name: /^Volg zending 3SDRN\d{10} bij PostNL/ }),
  ).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a sent order links its track & trace code to the carrier and gives its day, on its page and when tracked', async ({
  page,
}) => {
  await demoLogin(page)
  // The carrier's day: the seed's parcel is at the door on its delivery day.
  const due = shopDayFromIso(ordersOnTheirWay(new Date())[0]!.DeliveredAt)
  const expected = expectedDeliveryText(due, due)!
  const href = `https://jouw.postnl.nl/track-and-trace/${parcelOnItsWay.code}-NL-3512JE`
  // One load; the order page follows the resize.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/bestelling/${parcelOnItsWay.number}`)
  for (const width of [1280, 390]) {
    await resizeTo(page, width)
    const main = page.getByRole('main')
    await expect(main.getByText(/^Verzonden op \d+ \w+ \d{4}$/)).toBeVisible({ timeout: 20_000 })
    const link = main.getByRole('link', { name: tracking.linkName(parcelOnItsWay.code, 'PostNL') })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(main.getByTestId('expected-delivery')).toHaveText(expected)
    const stages = main.getByRole('list', { name: checkout.track.timeline }).getByRole('listitem')
    await expect(stages.nth(2)).toHaveAttribute('aria-current', 'step')
    await expect(stages.nth(3)).not.toContainText(/\d{4}/)
    await shotForLooking(page, `order-after-sent-${width}`, true)
  }

  await page.goto('/track-my-order')
  const main = page.getByRole('main')
  await main.getByLabel(checkout.track.orderNumber).fill(parcelOnItsWay.number)
  await main.getByLabel(checkout.track.postalCode).fill('3512 JE')
  await main.getByRole('button', { name: checkout.track.submit }).click()
  const link = main.getByRole('link', { name: tracking.linkName(parcelOnItsWay.code, 'PostNL') })
  await expect(link).toHaveAttribute('href', href, { timeout: 20_000 })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(main.getByText(/^Verzonden op \d+ \w+ \d{4}$/)).toBeVisible()
  await expect(main.getByTestId('expected-delivery')).toHaveText(expected)
  await expectNoA11yViolations(page)
})

test('the order page offers its invoice, and "Mijn facturen" lists one per paid order, each linked to its order', async ({
  page,
}) => {
  await demoLogin(page)
  await page.goto('/bestelling/DW-250103')
  // The seed's five invoices first, then one for each order without: DW-250103's is F-2025-1006.
  const button = page
    .getByRole('main')
    .getByRole('button', { name: checkout.invoices.download('F-2025-1006') })
  await expect(button).toBeVisible({ timeout: 20_000 })
  const download = page.waitForEvent('download')
  await button.click()
  expect((await download).suggestedFilename()).toBe('factuur-F-2025-1006.pdf')

  await page.goto('/mijn-account/bestellingen')
  const orderLinks = page.getByRole('main').getByRole('link', { name: /^Bekijk bestelling / })
  await expect(orderLinks.first()).toBeVisible({ timeout: 20_000 })
  const orderNumbers = (await orderLinks.allTextContents()).map((n) => n.trim())
  expect(orderNumbers.length).toBeGreaterThan(10)

  await page.goto('/mijn-account/facturen')
  const invoices = page.getByRole('main').locator('.record-list__item')
  await expect(invoices.first()).toBeVisible({ timeout: 20_000 })
  const invoiceOrders = await invoices
    .locator('dt', { hasText: checkout.invoices.order })
    .locator('xpath=following-sibling::dd[1]')
    .allTextContents()
  // Sanne paid for every order (none cancelled): one invoice each (flows beside this one may add
  // an order, with its invoice, between the two pages).
  const listed = invoiceOrders.map((n) => n.trim())
  for (const number of orderNumbers)
    expect(
      listed.filter((n) => n === number),
      `invoices of ${number}`,
    ).toHaveLength(1)
  await page.setViewportSize({ width: 390, height: 844 })
  await shotForLooking(page, 'order-after-invoices-390', true)
  // Each invoice leads back to its order.
  await page.getByRole('main').getByRole('link', { name: 'DW-250103', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.orders.detailTitleWith('DW-250103') }),
  ).toBeVisible()
})

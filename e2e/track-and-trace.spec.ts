// A parcel's track & trace code is a link to its carrier's tracking page (PostNL, DHL: the carrier
// named in the order's data), opening in a new tab, with a name that says where it leads: on an
// order's page and in the answer of "Volg je bestelling".
import { test, expect, resizeTo, shotForLooking } from './fixtures'
import { demoLogin } from './pages/session'
import { checkout } from '../src/messages/nl/checkout'
import { tracking } from '../src/messages/nl/tracking'

test('an order shows its track & trace code as a link to the carrier', async ({ page }) => {
  await demoLogin(page)
  // One load; the order page follows the resize.
  await page.setViewportSize({ width: 1280, height: 900 })
  // DW-250101 went with PostNL to 3512 JE (NL); DW-250102 with DHL to 3511 LX.
  await page.goto('/bestelling/DW-250101')
  for (const width of [1280, 390]) {
    await resizeTo(page, width)
    await expect(
      page.getByRole('heading', { level: 1, name: checkout.orders.detailTitleWith('DW-250101') }),
    ).toBeVisible({ timeout: 20_000 })
    const postnl = page.getByRole('link', { name: tracking.linkName('3SDWK0001234567', 'PostNL') })
    await expect(postnl).toBeVisible()
    await expect(postnl).toHaveAttribute(
      'href',
      'https://jouw.postnl.nl/track-and-trace/3SDWK0001234567-NL-3512JE',
    )
    await expect(postnl).toHaveAttribute('target', '_blank')
    await expect(postnl).toHaveAttribute('rel', /noopener/)
    await expect(postnl).toContainText('3SDWK0001234567')
    await postnl.scrollIntoViewIfNeeded()
    await shotForLooking(page, `order-detail-tracking-${width}`)
  }
  await page.goto('/bestelling/DW-250102')
  const dhl = page.getByRole('link', { name: /bij DHL/ })
  await expect(dhl).toBeVisible({ timeout: 20_000 })
  await expect(dhl).toHaveAttribute('href', /^https:\/\/www\.dhl\.com\/nl-nl\/.+tracking-id=JVGL/)
  await expect(dhl).toHaveAttribute('target', '_blank')
})

test('"Volg je bestelling" links its track & trace code to the carrier', async ({ page }) => {
  await page.goto('/track-my-order')
  const main = page.getByRole('main')
  await main.getByLabel(checkout.track.orderNumber).fill('DW-250901')
  await main.getByLabel(checkout.track.postalCode).fill('1012 AB')
  await main.getByRole('button', { name: checkout.track.submit }).click()
  const link = main.getByRole('link', { name: tracking.linkName('3SDWK0009998887', 'PostNL') })
  await expect(link).toBeVisible({ timeout: 20_000 })
  await expect(link).toHaveAttribute(
    'href',
    'https://jouw.postnl.nl/track-and-trace/3SDWK0009998887-NL-1012AB',
  )
  await expect(link).toHaveAttribute('target', '_blank')
})

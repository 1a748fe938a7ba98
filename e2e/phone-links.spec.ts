// Every phone number the shop shows is a tel: link, so a phone dials it: the footer's customer
// service, the contact page's details and a store page (one href rule, hrefs.tel). The footer's
// contact column no longer repeats 'Klantenservice'.
import { test, expect, expectNoA11yViolations } from './fixtures'
import { ContentPage, FIRST_PAINT } from './pages/content-pages'
import { shell } from '../src/messages/nl/shell'

test.describe.configure({ timeout: 90_000 })

/** Text that reads as a Dutch phone number, e.g. 088 123 45 67 or 020-123 4567. */
const phoneText = /(?:\+31|0)(?:[\s-]?\d){9}/

async function expectEveryPhoneNumberLinked(scope: import('@playwright/test').Locator) {
  const numbers = scope.getByText(phoneText)
  await expect(numbers.first()).toBeVisible(FIRST_PAINT)
  for (const element of await numbers.all()) {
    const href = await element.evaluate((el) => el.closest('a')?.getAttribute('href') ?? null)
    expect(href, `${await element.textContent()} is a tel: link`).toMatch(/^tel:\+?\d{9,}$/)
  }
}

test('footer: phone numbers are tel: links and the contact heading is said once', async ({
  page,
}) => {
  const p = new ContentPage(page)
  await p.open('/over-ons')
  const footer = page.locator('footer.site-footer')
  await footer.scrollIntoViewIfNeeded()
  await expectEveryPhoneNumberLinked(footer)
  await expect(footer.getByText('Klantenservice', { exact: true })).toHaveCount(1)
  await expect(footer.getByRole('heading', { name: shell.footer.contactTitle })).toBeVisible()
})

test('contact page and store page: phone numbers are tel: links', async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/contact')
  await expectEveryPhoneNumberLinked(p.main)
  await expectNoA11yViolations(page)

  await p.open('/vestigingen/dier-en-ruiter-amsterdam')
  await expectEveryPhoneNumberLinked(p.main)
})

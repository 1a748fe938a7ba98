// Accessibility: every route of the catalogue is scanned by axe at 390 and 1280 px in the one sweep
// that also checks its layout (e2e/layout.spec.ts); here the statement's own page, and proof that the
// scan fails on a violation.
import { test, expect, expectNoA11yViolations } from './fixtures'

test('the accessibility statement is reachable from the footer', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click()
  await expect(page).toHaveURL(/\/toegankelijkheid$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/toegankelijk/i)
})

test('the axe check itself fails on a violation', async ({ page }) => {
  await page.goto('/toegankelijkheid')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.src = '/favicon.svg'
    document.querySelector('main')!.append(img) // no alt text: 'image-alt', critical
  })
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/critical image-alt/)
})

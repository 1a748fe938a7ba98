// "Inloggen" right after "Uitloggen": the logout moves the shopper home, and that move may land
// after the header already offers to log in again. A login dialog opened in between stays open.
import type { Route } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { AccountPage } from './pages/account-page'
import { registerCustomer, putToken } from './pages/login-page'
import { shell } from '../src/messages/nl/shell'

test('a login dialog opened while the logout still moves home stays open when it lands', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Terug')
  await putToken(page, customer.token)
  const account = new AccountPage(page)
  await account.goto()
  await expect(account.main.getByText(customer.email)).toBeVisible()

  // The home page's code and article arrive slowly: the move home waits for them, the window a
  // busy machine opens by itself (long enough for the lazily loaded dialog to show meanwhile).
  const slow = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000))
    await route.continue().catch(() => undefined)
  }
  await page.route('**/api/vm/**', slow)
  await page.route(/\/assets\/home-[^/]*\.js$/, slow)
  await account.logoutButton.click()
  const login = page
    .getByRole('banner')
    .getByRole('button', { name: shell.header.login, exact: true })
    .first()
  await login.click()
  const dialog = page.getByRole('dialog', { name: shell.modals.login })
  await expect(dialog).toBeVisible()
  // The dialog was opened before the move home landed.
  expect(new URL(page.url()).pathname).toBe('/mijn-account')

  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 })
  await page.waitForTimeout(300)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('E-mailadres')).toBeVisible()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await expectNoA11yViolations(page)
})

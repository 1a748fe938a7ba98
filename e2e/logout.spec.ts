// Logged out means logged out at once, and a revoked token is never trusted: the logout forgets
// the token before the network answers, a token ended elsewhere ends the session at the next
// personal call (with a notice, without a loop), and a forged token is dropped on load.
import type { Page } from '@playwright/test'
import { test, expect as baseExpect } from './fixtures'
import { AccountPage } from './pages/account-page'
import { accountMessages as t, registerCustomer, putToken } from './pages/login-page'
import { shell } from '../src/messages/nl/shell'

const expect = baseExpect.configure({ timeout: 15_000 })

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'))
const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Inloggen', exact: true }).first()
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account van / })

test('with every API call delayed by 10 s, "Uitloggen" leaves no token in storage within 1 s', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Trageklant')
  await putToken(page, customer.token)
  const account = new AccountPage(page)
  await account.goto()
  await expect(account.main.getByText(customer.email)).toBeVisible()
  expect(await storedToken(page)).toBe(customer.token)

  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    await route.continue().catch(() => undefined)
  })
  await account.logoutButton.click()
  const clicked = Date.now()
  await baseExpect.poll(() => storedToken(page), { timeout: 1000, intervals: [50] }).toBeNull()
  baseExpect(Date.now() - clicked).toBeLessThan(1000)

  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.reload()
  await expect(loginButton(page)).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
  expect(await storedToken(page)).toBeNull()
})

test('a token logged out elsewhere ends the session at the next personal call, with a notice and no loop', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Elders')
  await putToken(page, customer.token)
  const account = new AccountPage(page)
  await account.goto()
  await expect(account.main.getByText(customer.email)).toBeVisible()

  // The shopper logs out on another device: both services revoke the token.
  const revoked = await page.request.post('/api/aspos/authentication/logout', {
    headers: { Authorization: `Bearer ${customer.token}` },
  })
  expect(revoked.ok()).toBe(true)

  // Document loads only: each page also settles its own history entry (a same-document replace),
  // which a frame-navigation count would take for a second load.
  const loads: string[] = []
  page.on('load', () => loads.push(new URL(page.url()).pathname))
  // The next personal call: the orders page asks the service with the revoked token.
  await account.nav.getByRole('link', { name: t.area.nav.orders }).click()
  await expect(page.getByText(shell.session.ended)).toBeVisible()
  await expect(loginButton(page)).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
  expect(await storedToken(page)).toBeNull()
  // Settled: the account page reloaded once and its guard sent the shopper to the login page;
  // from then on nothing reloads or navigates again.
  await expect(page).toHaveURL(/\/mijn-account\/login/)
  const settled = loads.length
  await page.waitForTimeout(2000)
  expect(loads.length).toBe(settled)
  expect(loads.length).toBeLessThanOrEqual(4)
})

test('a token with a forged signature is dropped on load', async ({ page }) => {
  const customer = await registerCustomer(page, 'Vervalst')
  const [head, payload] = customer.token.split('.')
  await putToken(page, `${head}.${payload}.ZmFrZS1zaWduYXR1cmU`)
  // On load: the auth service's check of the stored token ends the session, not some later
  // personal call (the newsletter check after 5 s). Every other call that carries the token is
  // held, so no clock decides which call was first: a busy machine may take seconds to boot.
  await page.route('**/api/**', async (route) => {
    const request = route.request()
    const personal = request.headers()['authorization'] !== undefined
    if (!personal || new URL(request.url()).pathname === '/api/auth/user') return route.continue()
    await new Promise(() => undefined)
  })
  const check = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/user')
  await page.goto('/')
  expect((await check).status()).toBe(401)
  await baseExpect.poll(() => storedToken(page), { timeout: 15_000 }).toBeNull()
  await expect(loginButton(page)).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

// Account flows against the production build: an expired token cleared on load, logout resetting
// the cart, registration end to end, forgot and reset password, wish list, newsletter; axe and screenshots.
import type { Page } from '@playwright/test'
import {
  test,
  expect as baseExpect,
  expectNoA11yViolations,
  shotForLooking,
  shotsDir,
} from './fixtures'
import { AccountPage } from './pages/account-page'
import { accountMessages as t, LoginPage, registerCustomer, putToken } from './pages/login-page'
import { RegisterPage } from './pages/register-page'
import { common } from '../src/messages/nl/common'
import { accountAnswers } from '../src/mocks/messages'

const demo = { email: 'demo@dierenruiter.nl', password: 'Welkom123', firstName: 'Sanne' }

// The shared box is slow under load (lazy chunks, axe): these flows walk several pages each.
test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

async function screenshots(page: Page, name: string) {
  if (!shotsDir) return
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await shotForLooking(page, `${name}-${width}`, true)
  }
}

// The login form's refusal (the spec alert, no session), a login's welcome, token and account
// overview, the guard's way to login and back, and hostile redirects refused are screen tests
// (tests/screens/login-form.test.tsx, with every hostile value in
// src/features/auth/safe-redirect.test.ts); the login page and the overview are the sweep's to scan.
test.describe('login', () => {
  test('an expired token is cleared on load', async ({ page }) => {
    const expired = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', unique_name: 'Sanne', email: demo.email, scope: 'customer', exp: Math.floor(Date.now() / 1000) - 60 })}.x`
    await putToken(page, expired)
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true }).first()).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    await page.goto('/mijn-account')
    await expect(page).toHaveURL(/\/mijn-account\/login\?redirect=%2Fmijn-account$/)
  })
})

test.describe('account', () => {
  test('logout from the account nav resets the cart and the header', async ({ page }) => {
    const customer = await registerCustomer(page, 'Uitlogger')
    const batch = await page.request.post('/api/aspos/cart/lines/batch', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { changes: [{ action: 'Add', productId: 1001, quantity: 2, color: null }] },
    })
    expect(batch.ok()).toBe(true)
    await putToken(page, customer.token)
    const account = new AccountPage(page)
    await account.goto()
    await expect(account.headerCart).toHaveAccessibleName(/^Winkelmandje, 2 artikelen/)
    await account.logoutButton.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(account.headerCart).toHaveAccessibleName(/^Winkelmandje, 0 artikelen/)
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true }).first()).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
  })

  test('a loyalty customer sees the loyalty card; addresses can be added', async ({ page }) => {
    const customer = await registerCustomer(page, 'Trouw', { loyaltyCard: true })
    await putToken(page, customer.token)
    const account = new AccountPage(page)
    await account.goto()
    await expect(account.main.getByRole('heading', { name: t.loyalty.heading })).toBeVisible()
    await expect(
      account.main.getByRole('img', { name: /Streepjescode van klantenkaart \d{13}/ }),
    ).toBeVisible()
    const label = t.addresses.types.Delivery
    await account.main.getByRole('button', { name: t.addresses.add(label) }).click()
    const form = account.main.getByRole('form', { name: t.addresses.add(label) })
    await form.getByLabel(t.addresses.firstName).fill('Trouw')
    await form.getByLabel(t.addresses.lastName).fill('Tester')
    await form.getByLabel(t.addresses.postalCode).fill('3512je')
    await form.getByLabel(t.addresses.houseNumber, { exact: true }).fill('21')
    await form.getByLabel(t.addresses.street).fill('Lange Nieuwstraat')
    await form.getByLabel(t.addresses.city).fill('Utrecht')
    await expectNoA11yViolations(page)
    await form.getByRole('button', { name: t.addresses.save }).click()
    await expect(account.main.getByText('3512 JE Utrecht')).toBeVisible()
    await expect(account.main.getByRole('button', { name: t.addresses.edit(label) })).toBeVisible()
  })

  test('a customer opts in to and out of the newsletter in the account', async ({ page }) => {
    const customer = await registerCustomer(page, 'Lezer')
    await putToken(page, customer.token)
    const account = new AccountPage(page)
    await account.goto()
    const section = account.main.getByRole('region', { name: t.area.newsletter })
    await expect(section).toContainText(t.area.newsletterNo)
    await section.getByRole('button', { name: t.area.newsletterSubscribe }).click()
    await expect(page.getByText(t.area.newsletterSubscribed)).toBeVisible()
    await expect(section).toContainText(t.area.newsletterYes)
    await expectNoA11yViolations(page)
    // The choice is the account's: it is still there after a reload, and can be undone.
    await page.reload()
    await section.getByRole('button', { name: t.area.newsletterUnsubscribe }).click()
    await expect(section).toContainText(t.area.newsletterNo)
    await page.reload()
    await expect(section.getByRole('button', { name: t.area.newsletterSubscribe })).toBeVisible()
  })

  test("a logged-in customer joins the loyalty programme through 'Word lid'", async ({ page }) => {
    const customer = await registerCustomer(page, 'Spaarder')
    await putToken(page, customer.token)
    await page.goto('/klantenkaart')
    await page.getByRole('main').getByRole('link', { name: 'Word lid' }).click()
    await expect(page).toHaveURL(/\/klantenkaart\/aanmelden$/)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: t.loyalty.join }).click()
    await expect(page).toHaveURL(/\/mijn-account$/)
    const card = page.getByRole('region', { name: t.loyalty.heading })
    await expect(
      card.getByRole('img', { name: /Streepjescode van klantenkaart \d{13}/ }),
    ).toBeVisible()
    await expect(card.locator('svg[data-format="EAN13"]')).toBeVisible()
  })

  test('the address book checks the postal code of the chosen country', async ({ page }) => {
    const customer = await registerCustomer(page, 'Grens')
    await putToken(page, customer.token)
    const account = new AccountPage(page)
    await account.goto()
    const fill = async (
      type: 'Default' | 'Invoice',
      values: { country: string; postalCode: string; city: string },
    ) => {
      const label = t.addresses.types[type]
      await account.main.getByRole('button', { name: t.addresses.add(label) }).click()
      const form = account.main.getByRole('form', { name: t.addresses.add(label) })
      await form.getByLabel(t.addresses.firstName).fill('Grens')
      await form.getByLabel(t.addresses.lastName).fill('Ganger')
      await form.getByLabel(t.addresses.country).selectOption(values.country)
      await form.getByLabel(t.addresses.postalCode).fill(values.postalCode)
      await form.getByLabel(t.addresses.houseNumber, { exact: true }).fill('12')
      await form.getByLabel(t.addresses.street).fill('Grote Markt')
      await form.getByLabel(t.addresses.city).fill(values.city)
      await form.getByRole('button', { name: t.addresses.save }).click()
      return form
    }
    // A Belgian address has 4 digits and no letters: it is saved as typed.
    await fill('Default', { country: 'BE', postalCode: '1000', city: 'Brussel' })
    await expect(account.main.getByText('1000 Brussel')).toBeVisible()
    // A German one needs 5 digits: 4 gets the German example, 5 is saved.
    const form = await fill('Invoice', { country: 'DE', postalCode: '1011', city: 'Berlin' })
    await expect(form.getByText(common.validation.postalCodeFor('DE'))).toBeVisible()
    await expect(form.getByLabel(t.addresses.postalCode)).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)
    await form.getByLabel(t.addresses.postalCode).fill('10115')
    await form.getByRole('button', { name: t.addresses.save }).click()
    await expect(account.main.getByText('10115 Berlin')).toBeVisible()
  })
})

test('registration end to end logs the new customer in', async ({ page }) => {
  test.setTimeout(180_000)
  const email = `wizard-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`
  const wizard = new RegisterPage(page)
  await wizard.goto()
  await expectNoA11yViolations(page)
  await screenshots(page, 'register')
  await page.setViewportSize({ width: 1280, height: 900 })
  await wizard.next.click()
  await expect(wizard.main.getByText('Verplicht').first()).toBeVisible()
  await wizard.fillAccount({ email, password: 'zwak', firstName: 'Eva', lastName: 'Jansen' })
  await wizard.next.click()
  await expect(wizard.main.getByText('Geen geldig password')).toBeVisible()
  await wizard.main.getByLabel(t.register.password).fill('Sterk123')
  await wizard.next.click()

  await expect(wizard.stepHeading(t.register.loyaltyHeading)).toBeVisible()
  await expect(wizard.main.getByRole('link', { name: t.register.loyaltyMore })).toHaveAttribute(
    'href',
    '/klantenkaart',
  )
  // Nothing is chosen for the shopper: going on without a choice asks for one.
  await expect(wizard.main.getByRole('radio', { checked: true })).toHaveCount(0)
  await wizard.next.click()
  await expect(wizard.main.getByText('Verplicht')).toBeVisible()
  await wizard.main.getByRole('radio', { name: t.register.loyaltyNo }).check()
  await wizard.next.click()
  await expect(wizard.stepHeading(t.register.mannerHeading)).toBeVisible()
  await wizard.main.getByLabel('Hond').check()
  await wizard.next.click()
  await expect(wizard.stepHeading(t.register.profileHeading)).toBeVisible()
  await expectNoA11yViolations(page)
  await wizard.submit.click()

  await expect(page).toHaveURL(/\/mijn-account$/)
  await expect(page.getByText(t.register.welcome('Eva'))).toBeVisible()
  await expect(page.getByRole('main').getByText(email)).toBeVisible()
})

test('forgot password: unknown email fails, a known one gets the mail and the link resets', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Vergeet')
  const login = new LoginPage(page)
  await login.goto()
  await login.form.getByRole('button', { name: t.login.forgotPassword }).click()
  const dialog = page.getByRole('dialog')
  const email = dialog.getByLabel(t.forgotPassword.email)
  await email.fill('onbekend@example.nl')
  await dialog.getByRole('button', { name: t.forgotPassword.submit }).click()
  await expect(dialog.getByRole('alert')).toHaveText(accountAnswers.unknownEmail)
  await email.fill(customer.email)
  await dialog.getByRole('button', { name: t.forgotPassword.submit }).click()
  await expect(dialog.getByRole('heading', { name: t.forgotPassword.resultHeading })).toBeVisible()
  await expect(dialog.getByText(accountAnswers.forgotSent(customer.email))).toBeVisible()
  await expectNoA11yViolations(page)

  const answer = await page.request.get(
    `/api/mock/last-reset-token?email=${encodeURIComponent(customer.email)}`,
  )
  const { Token } = (await answer.json()) as { Token: string }
  // The token is base64 (+ / =): it arrives URL-encoded and is carried on unchanged.
  expect(Token).toMatch(/==$/)
  await page.goto(`/myaccount/resetpassword/redirect?token=${encodeURIComponent(Token)}`)
  // On the reset page itself, not still on the link's address (which has the same query).
  await expect
    .poll(() => {
      const { pathname, search } = new URL(page.url())
      return `${pathname}${search}`
    })
    .toBe(`/mijn-account/resetpassword?token=${encodeURIComponent(Token)}`)
  await expectNoA11yViolations(page)
  await page.getByLabel(t.resetPassword.password, { exact: true }).fill('Nieuw4567')
  await page.getByLabel(t.resetPassword.confirm).fill('Nieuw4567')
  await page.getByRole('button', { name: t.resetPassword.submit }).click()
  await expect(page.getByText(t.resetPassword.done)).toBeVisible()
  await page.getByRole('link', { name: t.resetPassword.toLogin }).click()
  await login.login(customer.email, 'Nieuw4567')
  await expect(page).toHaveURL(/\/mijn-account$/)
})

test('wish list: an added product shows, can be removed, and the list can be cleared', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Wens')
  for (const productId of [1001, 1002]) {
    const added = await page.request.post('/api/aspos/products/selections', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { ProductId: productId },
    })
    expect(added.ok()).toBe(true)
  }
  await putToken(page, customer.token)
  const account = new AccountPage(page)
  await account.goto('/mijn-account/verlanglijstje')
  await expect(account.heading).toHaveText(t.wishList.heading)
  await expect(account.main.getByText(t.wishList.count(2))).toBeVisible()
  await expectNoA11yViolations(page)
  const first = account.main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
  const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? ''
  await first.getByRole('button', { name: t.wishList.remove(title) }).click()
  await expect(account.main.getByText(t.wishList.count(1))).toBeVisible()
  await account.main.getByRole('button', { name: t.wishList.clear }).click()
  await expect(account.main.getByText(t.wishList.clearConfirm)).toBeVisible()
  await account.main.getByRole('button', { name: t.wishList.clearYes }).click()
  await expect(account.main.getByText(t.wishList.empty)).toBeVisible()
})

test('newsletter in the footer: subscribed, or asked to use the account', async ({ page }) => {
  await page.goto('/mijn-account/login')
  const footer = page.getByRole('contentinfo')
  const form = footer.getByRole('form', { name: t.newsletter.heading })
  await form.getByLabel(t.newsletter.email).fill(`lezer-${Date.now()}@example.nl`)
  await form.getByRole('button', { name: t.newsletter.submit }).click()
  await expect(form.getByText(t.newsletter.success)).toBeVisible()
  await form.getByLabel(t.newsletter.email).fill('nieuw@dierenruiter.nl')
  await form.getByRole('button', { name: t.newsletter.submit }).click()
  await expect(form.getByText(t.newsletter.accountExists)).toBeVisible()
})

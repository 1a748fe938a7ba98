// The account area as a customer sees it: the account navigation on every account page (orders,
// invoices and an order's detail included), beside the page on a desktop and at the top on a
// phone; the loyalty card laid out whole; no internal customer group; no invitation to join for a
// card holder; and a registration that refuses a known e-mail at the step where it is typed.
import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForApp, resizeTo, shotForLooking } from './fixtures'
import { demoAccount, demoLogin, loyalAccount } from './pages/session'
import { RegisterPage } from './pages/register-page'
import { account } from '../src/messages/nl/account'
import { checkout } from '../src/messages/nl/checkout'
import { shell } from '../src/messages/nl/shell'

const loyal = loyalAccount

const tabs = account.area.nav
const accountPages = [
  { path: '/mijn-account', heading: account.area.heading, current: tabs.overview },
  { path: '/mijn-account/bestellingen', heading: checkout.orders.listTitle, current: tabs.orders },
  { path: '/mijn-account/facturen', heading: checkout.invoices.title, current: tabs.invoices },
  {
    path: '/mijn-account/verlanglijstje',
    heading: account.wishList.heading,
    current: tabs.wishList,
  },
  { path: '/mijn-account/vouchers', heading: account.vouchers.heading, current: tabs.vouchers },
  { path: '/bestelling/DW-250101', heading: checkout.orders.detailTitleWith('DW-250101') },
]

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}

function accountNav(page: Page) {
  return page.getByRole('main').getByRole('navigation', { name: account.area.navLabel })
}

test.describe('the account navigation', () => {
  test('is beside every account page at 1280 px and at its top at 390 px', async ({ page }) => {
    test.setTimeout(120_000)
    await demoLogin(page)
    for (const { path, heading, current } of accountPages) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(path)
      const h1 = page.getByRole('heading', { level: 1, name: heading })
      await expect(h1).toBeVisible({ timeout: 20_000 })
      const nav = accountNav(page)
      await expect(nav, `${path}: the account navigation`).toBeVisible()
      await expect(nav.getByRole('link', { name: account.area.nav.orders })).toBeVisible()
      const wide = { nav: await box(nav), h1: await box(h1) }
      expect(
        wide.nav.x + wide.nav.width,
        `${path}: navigation left of the page`,
      ).toBeLessThanOrEqual(wide.h1.x)
      await shotForLooking(page, `account-frame${path.replaceAll('/', '-')}-1280`)

      await page.setViewportSize({ width: 390, height: 844 })
      await expect(nav).toBeVisible()
      const narrow = { nav: await box(nav), h1: await box(h1) }
      // At the top: above the heading, in the first screen, and compact (not a column of cards).
      expect(narrow.nav.y, `${path}: navigation above the heading`).toBeLessThan(narrow.h1.y)
      expect(narrow.nav.y + narrow.nav.height, `${path}: within the first screen`).toBeLessThan(600)
      expect(narrow.nav.height, `${path}: a compact bar`).toBeLessThanOrEqual(80)
      // The current page's tab is in view in the row (also after the window narrowed).
      if (current)
        await expect(nav.getByRole('link', { name: current, exact: true })).toBeInViewport({
          ratio: 1,
        })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `${path}: no sideways scrolling`).toBeLessThanOrEqual(0)
      await shotForLooking(page, `account-frame${path.replaceAll('/', '-')}-390`)
    }
  })

  test('on a phone every account page stays one tap away', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await demoLogin(page)
    await page.goto('/mijn-account/facturen')
    await expect(
      page.getByRole('heading', { level: 1, name: checkout.invoices.title }),
    ).toBeVisible({
      timeout: 20_000,
    })
    const nav = accountNav(page)
    const current = nav.getByRole('link', { name: account.area.nav.invoices })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toBeInViewport()
    // The last link is scrolled to within the bar, then followed.
    const vouchers = nav.getByRole('link', { name: account.area.nav.vouchers })
    await vouchers.click()
    await expect(page).toHaveURL(/\/mijn-account\/vouchers$/)
    await expect(
      page.getByRole('heading', { level: 1, name: account.vouchers.heading }),
    ).toBeVisible()
  })
})

test.describe('the account overview', () => {
  test('shows the loyalty card whole and centred, and no internal customer group', async ({
    page,
  }) => {
    await demoLogin(page, loyal)
    // One load; the card follows the resize (its layout is CSS).
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/mijn-account')
    for (const width of [1280, 390]) {
      await resizeTo(page, width)
      const card = page.getByRole('region', { name: account.loyalty.heading })
      await expect(card).toBeVisible({ timeout: 20_000 })
      // Each label of the card on one line ("Kaartnumme / r" was cut in two).
      for (const label of [account.loyalty.number, account.loyalty.points]) {
        const lines = await card.getByText(label, { exact: true }).evaluate((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
        })
        expect(lines, `${width} px: "${label}" on one line`).toBe(1)
      }
      // The bars (not the quiet zone around them) sit in the middle of the card.
      const centres = await card.evaluate((section) => {
        const body = section.querySelector('.card-body')!
        const style = getComputedStyle(body)
        const rect = body.getBoundingClientRect()
        const left = rect.left + parseFloat(style.paddingLeft)
        const right = rect.right - parseFloat(style.paddingRight)
        const bars = [...section.querySelectorAll('svg rect[fill="#000"]')].map((r) =>
          r.getBoundingClientRect(),
        )
        const barsLeft = Math.min(...bars.map((b) => b.left))
        const barsRight = Math.max(...bars.map((b) => b.right))
        return { content: (left + right) / 2, bars: (barsLeft + barsRight) / 2 }
      })
      expect(Math.abs(centres.bars - centres.content), `${width} px: barcode centred`).toBeLessThan(
        3,
      )
      const main = page.getByRole('main')
      // The customer group is internal (it read "Klantgroep: Particulier").
      await expect(main.getByText(/Klantgroep/)).toHaveCount(0)
      await expect(main.getByText('LOYAL', { exact: true })).toHaveCount(0)
      await expect(main.getByRole('heading', { name: account.loyalty.joinHeading })).toHaveCount(0)
      await shotForLooking(card, `loyalty-card-${width}`)
    }
  })

  test('a card holder is not invited to join the loyalty card; a guest is', async ({ page }) => {
    await page.goto('/klantenkaart')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
    await expect(main.getByRole('link', { name: 'Word lid', exact: true })).toBeVisible()

    await demoLogin(page, loyal)
    await page.reload()
    await waitForApp(page)
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
    // The customer's loyalty state arrives after the page: wait until the page has asked for it.
    await page.waitForLoadState('networkidle')
    await expect(main.getByRole('link', { name: 'Word lid', exact: true })).toHaveCount(0)
  })
})

test.describe('registration', () => {
  test('refuses a known e-mail at the first step, with a login and a password link', async ({
    page,
  }) => {
    const register = new RegisterPage(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await register.goto()
      await register.fillAccount({
        email: demoAccount.email,
        password: 'Sterk123',
        firstName: 'Sanne',
        lastName: 'Dubbel',
      })
      await register.next.click()
      const alert = register.main.getByRole('alert')
      await expect(alert).toContainText(account.register.emailTaken)
      // Still on the first step: nothing further was asked for.
      await expect(register.stepHeading(account.register.accountHeading)).toBeVisible()
      await expect(page).toHaveURL(/\/register\/new-user$/)
      await expect(
        alert.getByRole('link', { name: account.register.emailTakenLogin }),
      ).toHaveAttribute('href', /\/mijn-account\/login/)
      const forgot = alert.getByRole('button', { name: account.login.forgotPassword })
      await expect(forgot).toBeVisible()
      // The e-mail field takes the focus back, the alert in view under it.
      await expect(register.main.getByLabel(account.register.email)).toBeFocused()
      await expect(alert).toBeInViewport()
      await shotForLooking(page, `register-email-taken-${width}`)
      if (width === 1280) {
        await forgot.click()
        const dialog = page.getByRole('dialog', { name: shell.modals.forgotPassword })
        await expect(dialog).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    }
  })

  test('a free e-mail goes on to the next step', async ({ page }) => {
    const register = new RegisterPage(page)
    await register.goto()
    await register.fillAccount({
      email: `vrij-${Date.now()}@example.nl`,
      password: 'Sterk123',
      firstName: 'Vera',
      lastName: 'Vrij',
    })
    await register.next.click()
    await expect(register.stepHeading(account.register.loyaltyHeading)).toBeVisible()
  })
})

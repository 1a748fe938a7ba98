// The app shell: error pages, canonical links, the auth-redirect alias, mobile menu, header
// scroll style, cookie prompt and the newsletter modal's timing and cookie.
import {
  appReady,
  test,
  expect,
  expectNoA11yViolations,
  runClockUntilVisible,
  waitForApp,
} from './fixtures'
import { shell } from '../src/messages/nl/shell'
import { common } from '../src/messages/nl/common'

test.describe('error pages', () => {
  test('an unknown route shows the 404 page in Dutch only and the button goes home', async ({
    page,
  }) => {
    await page.goto('/dit/bestaat/echt/niet')
    await expect(page.getByRole('heading', { level: 1, name: shell.error.notFound })).toBeVisible()
    await expect(page.getByText('This page could not be found')).toHaveCount(0)
    await expect(page.locator('main [lang="en"]')).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: shell.error.toHome }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown content page (ReasonCode 404) shows the not-found page', async ({ page }) => {
    await page.goto('/deze-pagina-bestaat-niet')
    await expect(page.getByRole('heading', { level: 1, name: shell.error.notFound })).toBeVisible()
  })

  test('a failing content service shows the Dutch error page, header and footer stay', async ({
    page,
  }) => {
    await page.route('**/api/vm/u', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/over-ons')
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: shell.error.generic }),
    ).toBeVisible()
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText(common.errors.server)
    await expect(alert.getByRole('button', { name: common.actions.retry })).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: shell.header.homeLink }).first(),
    ).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

test('the canonical link is the site domain plus path, with ?p only above 1', async ({ page }) => {
  await page.goto('/blog?p=2')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?p=2$/)
  await page.goto('/blog?p=1')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
})

test('/login leads to /mijn-account/login keeping the redirect', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmijn-account%2Fvouchers')
  await expect(page).toHaveURL(/\/mijn-account\/login\?redirect=%2Fmijn-account%2Fvouchers$/)
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the hamburger menu lists the top-level categories and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: shell.header.openMenu }).click()
    const dialog = page.getByRole('dialog', { name: shell.header.menu })
    await expect(dialog).toBeVisible()
    // Each top-level category opens its own level (e2e/navigation.spec.ts), whose first link is
    // the whole category: /producten/{Id}.
    const categories = dialog.getByRole('navigation', { name: shell.header.categories })
    await expect(categories.getByRole('button', { name: 'Hond', exact: true })).toBeVisible()
    await expectNoA11yViolations(page)
    await categories.getByRole('button', { name: 'Kat', exact: true }).click()
    const all = dialog.getByRole('link', { name: shell.header.mobileMenu.all('Kat') })
    await expect(all).toHaveAttribute('href', /^\/producten\/\d+$/)
    await all.click()
    await expect(page).toHaveURL(/\/producten\/\d+$/)
    await expect(dialog).toBeHidden()
  })
})

test('the header shrinks from 200 px without moving the page under it', async ({ page }) => {
  await page.goto('/producten/aanbiedingen')
  // The app's header (the static first screen has no scrolled style until the app runs).
  await expect(page.locator(appReady)).toHaveCount(1)
  const header = page.getByRole('banner')
  /**
   * Scrolls to y and watches 12 frames: the page stays at y and the header's style does not flip
   * (it used to, between 200 and 275 px, when scroll anchoring undid the header's shrink).
   */
  const scrollTo = async (y: number) => {
    const frames = await page.evaluate(async (top) => {
      window.scrollTo(0, top)
      const seen: string[] = []
      for (let i = 0; i < 12; i++) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const scrolled = document.querySelector('header')?.classList.contains('is-scrolled')
        seen.push(`${Math.round(window.scrollY)}${scrolled ? ' scrolled' : ''}`)
      }
      return seen.slice(4)
    }, y)
    expect(new Set(frames).size, frames.join(', ')).toBe(1)
    expect(frames[0]).toMatch(new RegExp(`^${y}( scrolled)?$`))
  }
  // Where the page's content starts in the document: the header's shrinking must not move it.
  const contentTop = () =>
    page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY)
  const before = await contentTop()
  await expect(header).not.toHaveClass(/is-scrolled/)
  await scrollTo(199)
  await expect(header).not.toHaveClass(/is-scrolled/)
  await scrollTo(201)
  await expect(header).toHaveClass(/is-scrolled/)
  // Shrunk: the top bar has slid out of view, and nothing below the header moved.
  await expect(page.locator('.top-bar')).not.toBeInViewport()
  expect(await contentTop()).toBe(before)
  await scrollTo(199)
  await expect(header).not.toHaveClass(/is-scrolled/)
  await scrollTo(0)
  await expect(header).not.toHaveClass(/is-scrolled/)
})

test.describe('first visit', () => {
  test('cookie prompt: rejecting is as easy as accepting and is remembered for 180 days', async ({
    page,
    context,
  }) => {
    await context.clearCookies()
    await context.addCookies([
      { name: 'newsletter-modal-seen', value: '1', url: 'http://127.0.0.1' },
    ])
    await page.goto('/')
    const prompt = page.getByRole('region', { name: shell.cookies.title })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('button', { name: shell.cookies.accept })).toBeVisible()
    await prompt.getByRole('button', { name: shell.cookies.reject }).click()
    await expect(prompt).toBeHidden()
    const consent = (await context.cookies()).find((c) => c.name === 'cookie-consent')
    expect(consent?.value).toBe('rejected')
    const days = (consent!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(179)
    expect(days).toBeLessThan(181)
    await page.reload()
    await expect(prompt).toBeHidden()
  })

  test('newsletter modal appears after 5 s, once per day', async ({ page, context }) => {
    await context.clearCookies()
    await context.addCookies([
      { name: 'cookie-consent', value: 'accepted', url: 'http://127.0.0.1' },
    ])
    // A standing fake clock: page time moves only by runFor, so the 5 s are measured from page
    // load, not from when the lazily loaded modals mount: closed at 4.5 s, open once due at 5 s.
    const start = Date.now()
    await page.clock.install({ time: start })
    // Page time starts at the pause (about 1 s at load), far enough ahead that installing never
    // overtakes it.
    await page.clock.pauseAt(start + 1000)
    await page.goto('/')
    const modal = page.getByRole('dialog')
    // The app starts after the first screen has painted (decision 012), on the boot script's timers.
    await waitForApp(page, { advanceClock: true })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const now = await page.evaluate(() => performance.now())
    expect(now, 'the app started well before the modal is due').toBeLessThan(4000)
    await page.clock.runFor(Math.round(4500 - now))
    expect((await context.cookies()).some((c) => c.name === 'newsletter-modal-seen')).toBe(false)
    await expect(modal).toBeHidden()
    // Due at 5 s: its code loads over the network, and React shows it on its own timers.
    await runClockUntilVisible(page, modal)
    // The modal's form loads when the modal opens (React's Suspense reveals it on a timer), and
    // axe waits on timers too: let time flow again.
    await page.clock.resume()
    await expect(modal.getByRole('textbox')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    const seen = (await context.cookies()).find((c) => c.name === 'newsletter-modal-seen')
    const days = (seen!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(0.9)
    expect(days).toBeLessThan(1.1)
    await page.reload()
    await page.clock.runFor(6000)
    await expect(modal).toBeHidden()
  })
})

test('going offline shows a Dutch notice and keeps the page, also when a lazy part was due meanwhile', async ({
  page,
  context,
}) => {
  await page.goto('/')
  // The app must be running: the static first screen's heading shows before it does.
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'Je bent offline' })).toBeVisible({
    timeout: 15_000,
  })
  // Stay offline past the newsletter promotion's 5 s: its code loads then, and fails to. A failed
  // load while offline is the network, not a new release: the page must not reload into the
  // browser's own offline error.
  await page.waitForFunction(() => performance.now() > 6500, undefined, { timeout: 15_000 })
  await context.setOffline(false)
  await expect(page.getByText('Je bent weer online.')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  )
})

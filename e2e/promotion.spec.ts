// What stands in the shopper's way: the newsletter promotion (browsing pages only, never for
// subscribers, never again after subscribing, with the promised code) and the cookie prompt (the
// page reserves its height, so no button or focus is ever underneath it).
import type { Page } from '@playwright/test'
import {
  test,
  expect,
  expectNoA11yViolations,
  runClockUntilVisible,
  waitForApp,
  shotForLooking,
} from './fixtures'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { demoLogin, loyalAccount } from './pages/session'
import { account } from '../src/messages/nl/account'
import { checkout } from '../src/messages/nl/checkout'
import { search } from '../src/messages/nl/search'
import { shell } from '../src/messages/nl/shell'

const PROMO_COOKIE = 'newsletter-modal-seen'

/**
 * A fake clock that stands still: page time moves only by runFor, so '5 s after load' is measured
 * exactly (a running fake clock also counts the real seconds the test spends waiting).
 */
async function pauseClock(page: Page) {
  // Starts at the real now: cookies the app sets expire relative to it.
  const start = Date.now()
  await page.clock.install({ time: start })
  // Page time starts at this pause (performance.now() ≈ 1000 at load): far enough ahead that
  // installing never overtakes it.
  await page.clock.pauseAt(start + 1000)
}

/** Whether the promotion opened (it sets its daily cookie when it does, before its code loads). */
async function promotionOpened(page: Page) {
  return (await page.context().cookies()).some((c) => c.name === PROMO_COOKIE)
}

test.describe('newsletter promotion', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().clearCookies()
    await page.context().addCookies([{ name: 'cookie-consent', value: 'accepted', url: baseURL! }])
  })

  test('never opens over the checkout, even long after the 5 s', async ({ page }) => {
    await fillCart(page)
    await pauseClock(page)
    await page.goto('/checkout')
    // Page time moves only when the test moves it, and the cart's answer reaches the page through a
    // timer too (React Query's notifications): step the clock until the checkout shows its first
    // step, however late the answer comes on a busy machine (it once came after one long step).
    const toShipment = page.getByRole('button', { name: checkout.actions.toShipment })
    await runClockUntilVisible(page, toShipment)
    await expect(page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(toShipment).toBeVisible()
    expect(await promotionOpened(page)).toBe(false)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('never opens for a customer whose account says subscribed', async ({ page }) => {
    // Joost (loyaal@) receives the newsletter according to his account.
    await demoLogin(page, loyalAccount)
    await pauseClock(page)
    await page.goto('/')
    await page.clock.runFor(500)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The customer's choice is read over the network, handled on timers: let time flow.
    await page.clock.resume()
    await page.clock.runFor(8000)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    expect(await promotionOpened(page)).toBe(false)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('gives the promised code on subscribing and never opens again', async ({
    page,
    context,
  }) => {
    await pauseClock(page)
    await page.goto('/producten/aanbiedingen')
    await waitForApp(page, { advanceClock: true })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Half a second before the promotion is due (it counts from load: performance.now()).
    const now = await page.evaluate(() => performance.now())
    expect(now, 'the app started well before the promotion is due').toBeLessThan(4000)
    await page.clock.runFor(Math.round(4500 - now))
    const modal = page.getByRole('dialog')
    expect(await promotionOpened(page)).toBe(false)
    // Due at 5 s: its code then loads over the network, and React shows it on its own timers.
    await runClockUntilVisible(page, modal)
    await expect(modal).toContainText('10% korting')
    // The form's answer is handled on timers (React Query): let time flow again.
    await page.clock.resume()
    await modal
      .getByRole('textbox', { name: account.newsletter.email })
      .fill(`promo-${Date.now()}@example.nl`)
    await modal.getByRole('button', { name: account.newsletter.submit }).click()
    await expect(modal.getByText(account.newsletter.success)).toBeVisible()
    await expect(modal.getByText(account.newsletter.voucher)).toContainText(/NIEUWS\d+/)
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    // Tomorrow the daily cookie has gone, but a subscriber is not asked again.
    await context.clearCookies({ name: PROMO_COOKIE })
    await page.reload()
    await waitForApp(page, { advanceClock: true })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.clock.runFor(8000)
    expect(await promotionOpened(page)).toBe(false)
    await expect(modal).toBeHidden()
  })
})

test.describe('newsletter promotion and a shopper who is typing', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().clearCookies()
    await page.context().addCookies([{ name: 'cookie-consent', value: 'accepted', url: baseURL! }])
  })

  test('typing in the search box 4–8 s after load keeps the focus and the suggestions; the promotion waits', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const input = page.locator('header').getByRole('combobox', { name: search.label })
    const options = page
      .locator('header')
      .getByRole('listbox', { name: search.suggestions })
      .getByRole('option')
    await pauseClock(page)
    await page.goto('/')
    // The static first screen shows a search box before the app runs; typing needs the app's.
    await waitForApp(page, { advanceClock: true })
    await expect(input).toBeVisible()
    // About 4 s after load (the promotion counts from load: performance.now()).
    const now = await page.evaluate(() => performance.now())
    expect(now, 'the app started well before the promotion is due').toBeLessThan(3500)
    await page.clock.runFor(Math.round(4000 - now))

    // About 4 s after load the shopper starts typing, and keeps at it past the promotion's 5 s.
    await input.click()
    await input.pressSequentially('tri', { delay: 20 })
    for (const letters of ['x', 'i', 'e']) {
      await page.clock.runFor(1000)
      await input.pressSequentially(letters, { delay: 20 })
    }
    await page.clock.runFor(1000)
    // The suggestions' answer comes over the network in real time, and the page hands it on with a
    // timer of its own: the paused clock moves on in small steps until they are shown.
    await expect
      .poll(async () => {
        if (await options.first().isVisible()) return true
        await page.clock.runFor(100)
        return false
      })
      .toBe(true)
    await expect(input).toBeFocused()
    await expect(input).toHaveValue('trixie')
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(await promotionOpened(page)).toBe(false)
    await expect(page.getByRole('dialog')).toBeHidden()

    // Done typing: suggestions closed and out of the field, the promotion comes at the quiet moment.
    await page.keyboard.press('Escape')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await input.evaluate((element) => element.blur())
    await page.clock.runFor(1500)
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

test.describe('cookie prompt', () => {
  for (const width of [390, 1280]) {
    test(`covers nothing at ${width} px: checkout's button scrolls clear of it and focus is not obscured`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 720 })
      await fillCart(page)
      await page.context().clearCookies()
      await page
        .context()
        .addCookies([{ name: 'newsletter-modal-seen', value: '1', url: baseURL! }])
      const co = new CheckoutPage(page)
      await co.open()
      const prompt = page.getByRole('region', { name: shell.cookies.title })
      await expect(prompt).toBeVisible()
      const button = page.getByRole('button', { name: checkout.actions.toShipment })
      // Its room below the page is kept from the frame it first paints in (before the app runs,
      // the boot script's observer reserves it at that frame).
      await expect
        .poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom)))
        .toBeGreaterThanOrEqual(Math.floor((await prompt.boundingBox())!.height))

      // Scrolled to the end, the page's last content and the button sit above the prompt.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const promptTop = (await prompt.boundingBox())!.y
      const lastContentBottom = await page.evaluate(() => {
        const skip = document.querySelector('.cookie-consent')
        let bottom = 0
        for (const el of document.querySelectorAll('body *')) {
          if (skip?.contains(el) || getComputedStyle(el).position === 'fixed') continue
          const box = el.getBoundingClientRect()
          if (box.height > 0 && box.width > 0) bottom = Math.max(bottom, box.bottom)
        }
        return bottom
      })
      expect(lastContentBottom).toBeLessThanOrEqual(promptTop + 1)
      const scrolled = (await button.boundingBox())!
      expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(promptTop)

      // A keyboard user reaches the button: it is scrolled clear of the prompt.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('radio', { name: checkout.delivery.home }).focus()
      for (
        let i = 0;
        i < 40 && !(await button.evaluate((el) => el === document.activeElement));
        i++
      )
        await page.keyboard.press('Tab')
      await expect(button).toBeFocused()
      const focused = (await button.boundingBox())!
      expect(focused.y).toBeGreaterThanOrEqual(0)
      expect(focused.y + focused.height).toBeLessThanOrEqual(promptTop)
      await shotForLooking(page, `cookie-checkout-${width}`)

      // Answered, the reserved room goes too.
      await prompt.getByRole('button', { name: shell.cookies.reject }).click()
      await expect(prompt).toBeHidden()
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
    })
  }
})

// A first visit's two prompts, one after the other: the cookie prompt first, and the newsletter
// promotion only once the cookie question is answered, 5 s after that answer, at a phone's width as
// at a desktop's. (It once opened over the unanswered cookie prompt at 1280 px, and never at 390 px:
// the phone menu's closed panel counted as an open dialog.)
import type { Page } from '@playwright/test'
import { test, expect, runClockUntilVisible, waitForApp, shotForLooking } from './fixtures'
import { shell } from '../src/messages/nl/shell'
import { account } from '../src/messages/nl/account'

const PROMO_COOKIE = 'newsletter-modal-seen'

/** Page time moves only when the test moves it (see promotion.spec.ts). */
async function pauseClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
}

async function promotionOpened(page: Page) {
  return (await page.context().cookies()).some((c) => c.name === PROMO_COOKIE)
}

for (const width of [1280, 390]) {
  test(`first visit at ${width} px: the cookie prompt, then the newsletter 5 s after the answer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.context().clearCookies()
    await pauseClock(page)
    await page.goto('/')
    await waitForApp(page, { advanceClock: true })
    const prompt = page.getByRole('region', { name: shell.cookies.title })
    await expect(prompt).toBeVisible()
    const dialog = page.getByRole('dialog')

    // Long past the 5 s, the unanswered cookie prompt stands alone.
    await page.clock.runFor(9000)
    expect(await promotionOpened(page), 'no promotion over the cookie prompt').toBe(false)
    await expect(dialog).toBeHidden()
    await expect(prompt).toBeVisible()
    await shotForLooking(page, `first-visit-cookie-prompt-${width}`)

    await prompt.getByRole('button', { name: shell.cookies.accept }).click()
    await expect(prompt).toBeHidden()
    // Not at once: 5 s after the answer.
    await page.clock.runFor(4000)
    expect(await promotionOpened(page), 'not within 5 s of the answer').toBe(false)
    await expect(dialog).toBeHidden()
    await runClockUntilVisible(page, dialog)
    // Its form loads as it opens, and React reveals it on its own timers: let time flow again.
    await page.clock.resume()
    await expect(dialog.getByRole('textbox', { name: account.newsletter.email })).toBeVisible()
    await shotForLooking(page, `first-visit-newsletter-${width}`)
    // Once per day: closed, it does not come back on the next page.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.goto('/producten/aanbiedingen')
    await waitForApp(page, { advanceClock: true })
    await page.clock.runFor(9000)
    await expect(dialog).toBeHidden()
  })
}

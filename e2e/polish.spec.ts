// Issue 43's polish, seen as a shopper sees it: a toast lies wholly inside the viewport (its close
// button too) at 390 and 1280 px; the header cart button's loading spinner stays inside the button;
// the main action of a screen has the colour of its kind (docs/decisions/022-button-colours.md):
// lime green (primary) for a form's or a page's own action, blue (call-to-action) for the way
// through the purchase.
import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { seedAnonymousCart } from './pages/cart-page'
import { cart as cartMessages } from '../src/messages/nl/cart'
import { common } from '../src/messages/nl/common'
import { account } from '../src/messages/nl/account'
import { content } from '../src/messages/nl/content'
import { shell } from '../src/messages/nl/shell'

const WIDTHS = [390, 1280] as const
const PLAIN_URL = 'royal-canin-medium-adult-15-kg'

// The theme's base tones (src/styles/_variables.scss): $primary (lime) and $cta (blue).
const LIME = 'rgb(90, 138, 0)'
const BLUE = 'rgb(0, 89, 179)'

async function expectInsideViewport(page: Page, locator: Locator, what: string) {
  const box = (await locator.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box, `${what} has a box`).not.toBeNull()
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height)
}

for (const width of WIDTHS) {
  test(`a toast and its close button lie inside the viewport at ${width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await waitForApp(page)
    // Back online after a moment offline: the shop says so in a toast.
    await context.setOffline(true)
    await context.setOffline(false)
    const toast = page.locator('.toast').filter({ hasText: common.online })
    await expect(toast).toBeVisible()
    await expectInsideViewport(page, toast, 'the toast')
    await expectInsideViewport(
      page,
      toast.getByRole('button', { name: common.actions.close }),
      'its close button',
    )
  })

  test(`the header cart button's spinner stays inside the button at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    // The cart's answer is held back, so the button shows that it loads.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/aspos/cart', async (route) => {
      if (route.request().method() === 'GET') await held
      await route.continue()
    })
    await page.goto('/')
    const button = page.getByRole('link', { name: /^Winkelmandje,/ })
    const spinner = button.locator('.spinner-border')
    await expect(spinner).toBeVisible({ timeout: 15_000 })
    await waitForApp(page)
    const outer = (await button.boundingBox())!
    const inner = (await spinner.boundingBox())!
    expect(inner.x).toBeGreaterThanOrEqual(outer.x)
    expect(inner.y).toBeGreaterThanOrEqual(outer.y)
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width)
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height)
    release()
  })
}

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor)

test("each screen's main action has the colour of its kind", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const main = page.getByRole('main')

  // A form's own action: lime green.
  await page.goto('/contact')
  const send = main.getByRole('button', { name: content.contact.submit })
  await expect(send).toBeVisible({ timeout: 20_000 })
  expect(await background(send)).toBe(LIME)

  await page.goto('/mijn-account/login')
  const login = main.getByRole('button', { name: account.login.submit, exact: true })
  await expect(login).toBeVisible()
  expect(await background(login)).toBe(LIME)

  // The way on from an empty or an error page: lime green too.
  await seedAnonymousCart(page, [])
  await page.goto('/winkelmandje')
  const offers = main.getByRole('link', { name: cartMessages.page.toOffers })
  await expect(offers).toBeVisible()
  expect(await background(offers)).toBe(LIME)

  await page.goto('/deze-pagina-bestaat-echt-niet')
  const home = main.getByRole('button', { name: shell.error.toHome })
  await expect(home).toBeVisible()
  expect(await background(home)).toBe(LIME)

  // The way through the purchase: blue.
  await page.goto(`/product/${PLAIN_URL}`)
  const add = main.getByRole('button', { name: cartMessages.addToCart.button, exact: true }).first()
  await expect(add).toBeVisible()
  expect(await background(add)).toBe(BLUE)
})

// Buying and browsing without losing anything (issue 48): a quantity of 0 in the cart takes the line
// out with a way back; a quantity above what can be ordered is said at the product page's field and
// nothing is sent; Back to a listing returns where the shopper left it; the newsletter promotion
// stays off the pages where shoppers buy, and each page has one newsletter prompt.
import type { Page } from '@playwright/test'
import { test, expect, runClockUntilVisible, shotForLooking, waitForApp } from './fixtures'
import {
  CartPage,
  cartMessages as messages,
  recordBatches,
  seedAnonymousCart,
} from './pages/cart-page'
import { ListingPage } from './pages/listing-page'
import { ProductPage } from './pages/product-page'
import { expectSummaryAddsUp, expectUnbrokenAmounts } from './pages/money'
import { MAX_LINE_QUANTITY, orderRoom } from '../src/domain/cart-limits'
import { quantityLimit } from '../src/messages/nl/quantity'
import { account } from '../src/messages/nl/account'
import { shell } from '../src/messages/nl/shell'

const PLAIN = {
  id: 1001,
  title: 'Royal Canin Medium Adult 15 kg',
  url: 'royal-canin-medium-adult-15-kg',
}
const DEPOSIT = { id: 1008, title: 'JBL Biotopol Waterverbeteraar 500 ml' }
const GIFT_CARD = { url: 'digitale-cadeaukaart-25' }
const FIRST_PAINT = { timeout: 20_000 }

test.describe('quantities', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a quantity of 0 in the cart takes the line out, and "Ongedaan maken" brings it back with its totals', async ({
    page,
  }) => {
    await seedAnonymousCart(page, [
      { productId: PLAIN.id, quantity: 2 },
      { productId: DEPOSIT.id, quantity: 1 },
    ])
    const cart = new CartPage(page)
    await cart.goto()
    await expect(cart.line(PLAIN.title)).toBeVisible(FIRST_PAINT)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 3 artikelen, € /)
    const total = cart.summaryRow('total')
    await expect(total).toBeVisible()
    const totalBefore = await total.textContent()

    await cart.quantity(PLAIN.title).fill('0')
    // The line and its money go at once; a row says what went, with the way back.
    await expect(cart.line(PLAIN.title)).toBeHidden()
    await expect(cart.quantity(PLAIN.title)).toBeHidden()
    const removed = page.getByTestId('cart-line-removed')
    await expect(removed).toContainText(messages.page.removed(PLAIN.title))
    const undo = removed.getByRole('button', { name: messages.page.undo })
    await expect(undo).toBeFocused()
    // Once the service has it, the totals are the remaining line's.
    await expect(cart.checkoutLink).toBeVisible(FIRST_PAINT)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 artikel, € /)
    await expect(total).not.toHaveText(totalBefore!)
    await expectSummaryAddsUp(
      page.getByRole('region', { name: messages.totals.heading }),
      'cart without the line',
    )
    await expectUnbrokenAmounts(page, 'cart with a removed line')
    await shotForLooking(page, 'cart-line-removed')

    await undo.click()
    // Back at its quantity, the totals as before.
    await expect(cart.quantity(PLAIN.title)).toHaveValue('2', FIRST_PAINT)
    await expect(removed).toBeHidden()
    await expect(cart.checkoutLink).toBeVisible(FIRST_PAINT)
    await expect(total).toHaveText(totalBefore!)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 3 artikelen, € /)
    await expectSummaryAddsUp(
      page.getByRole('region', { name: messages.totals.heading }),
      'cart with the line back',
    )
  })

  test('the last line taken out keeps its way back on the empty cart', async ({ page }) => {
    await seedAnonymousCart(page, [{ productId: PLAIN.id, quantity: 3 }])
    const cart = new CartPage(page)
    await cart.goto()
    await cart.remove(PLAIN.title).click(FIRST_PAINT)
    await expect(page.getByText(messages.page.empty)).toBeVisible(FIRST_PAINT)
    const removed = page.getByTestId('cart-line-removed')
    await expect(removed).toContainText(messages.page.removed(PLAIN.title))
    await removed.getByRole('button', { name: messages.page.undo }).click()
    await expect(cart.quantity(PLAIN.title)).toHaveValue('3', FIRST_PAINT)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 3 artikelen/)
  })

  test('9999 in the cart: the line field says the limit in Dutch, and the cart stays as it was', async ({
    page,
  }) => {
    await seedAnonymousCart(page, [{ productId: PLAIN.id, quantity: 2 }])
    const answer = await (await page.request.get(`/api/aspos/products/${PLAIN.url}`)).json()
    const stock = (answer as { Product: { Stock: number } }).Product.Stock
    const cart = new CartPage(page)
    await cart.goto()
    await expect(cart.line(PLAIN.title)).toBeVisible(FIRST_PAINT)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 2 artikelen, € /)
    const batches = recordBatches(page)
    const field = cart.quantity(PLAIN.title)
    await field.fill('9999')
    await field.blur()
    const limit = quantityLimit(orderRoom({ stock }), 'stuks')
    await expect(field).toHaveAccessibleDescription(limit)
    const note = page.getByRole('main').getByRole('alert').filter({ hasText: limit })
    await expect(note).toBeVisible()
    // The note stays narrow: the line's title keeps its width (not a letter a line).
    const titleBox = await page
      .getByRole('main')
      .getByRole('link', { name: PLAIN.title })
      .first()
      .boundingBox()
    expect(titleBox!.width).toBeGreaterThan(120)
    await expect(field).toHaveValue('9999')
    await page.waitForTimeout(1500)
    expect(batches).toHaveLength(0)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 2 artikelen, € /)
    await expect(page.getByText(messages.notices.addFailed)).toHaveCount(0)
    // A quantity within the stock is sent, and the message goes.
    await field.fill('3')
    await field.blur()
    await expect(note).toHaveCount(0)
    await expect(cart.headerCart).toHaveAccessibleName(
      /^Winkelmandje, 3 artikelen, € /,
      FIRST_PAINT,
    )
  })

  test('999 on a product page: the field says the limit in Dutch, and nothing is sent', async ({
    page,
  }) => {
    await seedAnonymousCart(page, [])
    const batches = recordBatches(page)
    const product = new ProductPage(page)
    const answer = await (await page.request.get(`/api/aspos/products/${PLAIN.url}`)).json()
    const stock = (answer as { Product: { Stock: number } }).Product.Stock
    expect(stock, 'the plain product has less stock than a line holds').toBeLessThan(999)
    await product.goto(PLAIN.url)
    const cart = new CartPage(page)
    await expect(cart.headerCart).toHaveAccessibleName(
      /^Winkelmandje, 0 artikelen, € 0,00$/,
      FIRST_PAINT,
    )
    const field = product.detail
      .getByRole('spinbutton', { name: messages.addToCart.quantity })
      .first()
    const form = product.detail.locator('form.add-to-cart').first()
    await field.fill('999')
    const limit = quantityLimit(orderRoom({ stock }), 'stuks')
    expect(limit).toContain(`${stock}`)
    const alert = form.getByRole('alert')
    await expect(alert).toHaveText(limit)
    await expect(field).toHaveAccessibleDescription(limit)
    await expect(field).toHaveValue('999')

    await product.addToCart()
    await expect(field).toBeFocused()
    await expect(alert).toHaveText(limit)
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.waitForTimeout(1500)
    expect(batches).toHaveLength(0)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 0 artikelen, € 0,00$/)
    await shotForLooking(page, 'product-quantity-limit')

    // Within the stock, the message goes and the add goes through.
    await field.fill(String(stock))
    await expect(alert).toBeHidden()
  })

  test('more than a line holds of a product without a stock limit: the field names 999', async ({
    page,
  }) => {
    await seedAnonymousCart(page, [])
    const batches = recordBatches(page)
    const product = new ProductPage(page)
    await product.goto(GIFT_CARD.url)
    const field = product.detail
      .getByRole('spinbutton', { name: messages.addToCart.quantity })
      .first()
    const alert = product.detail.locator('form.add-to-cart').first().getByRole('alert')
    await field.fill(String(MAX_LINE_QUANTITY + 1))
    await expect(alert).toHaveText(quantityLimit(orderRoom({ stock: null }), 'stuks'))
    await expect(alert).toContainText('999')
    await product.addToCart()
    await page.waitForTimeout(1500)
    expect(batches).toHaveLength(0)
  })
})

/** A product link of the listing that is within the viewport now (a click must not scroll). */
async function productLinkInView(page: Page): Promise<{ href: string; x: number; y: number }> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/product/"]')]
    const link = links.find((a) => {
      const box = a.getBoundingClientRect()
      return box.width > 0 && box.top > 150 && box.bottom < window.innerHeight - 50
    })
    if (!link) throw new Error('no product link in view')
    const box = link.getBoundingClientRect()
    return { href: link.getAttribute('href')!, x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test.describe('back and scroll', () => {
  test.describe.configure({ timeout: 90_000 })

  for (const how of ['in the app', 'after the product page was loaded anew'] as const) {
    test(`Back from a product to a listing scrolled to 900 px returns near 900 px (${how})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 })
      const listing = new ListingPage(page)
      await listing.goto('/producten/hond')
      await waitForApp(page)
      await page.evaluate(() => window.scrollTo(0, 900))
      await expect.poll(() => scrollY(page)).toBe(900)
      const { href, x, y } = await productLinkInView(page)
      if (how === 'in the app') {
        // The mouse where the link is: a locator's click would scroll the page first.
        await page.mouse.click(x, y)
      } else {
        // The product page is a new document (a reload, a link from elsewhere): Back loads the
        // listing anew, and its products come later than its first commit.
        await page.goto(href)
      }
      const product = new ProductPage(page)
      await expect(product.heading).toBeVisible(FIRST_PAINT)
      // A new navigation starts at the top.
      await expect.poll(() => scrollY(page)).toBe(0)
      await page.route('**/api/aspos/products?**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800))
        await route.fallback()
      })
      await page.goBack()
      await expect(listing.cards.first()).toBeVisible(FIRST_PAINT)
      await expect.poll(() => scrollY(page), FIRST_PAINT).toBeGreaterThanOrEqual(890)
      expect(await scrollY(page)).toBeLessThanOrEqual(910)
    })
  }
})

const PROMO_COOKIE = 'newsletter-modal-seen'

/** Page time moves only when the test moves it (see promotion.spec.ts). */
async function pauseClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
}

const promotionOpened = async (page: Page) =>
  (await page.context().cookies()).some((c) => c.name === PROMO_COOKIE)

test.describe('the newsletter promotion and prompts', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await page.context().clearCookies({ name: PROMO_COOKIE })
  })

  for (const where of [
    { name: 'a product page', path: `/product/${PLAIN.url}` },
    { name: 'the cart', path: '/winkelmandje' },
  ]) {
    test(`no promotion on ${where.name}, long after the 5 s`, async ({ page }) => {
      if (where.path === '/winkelmandje')
        await seedAnonymousCart(page, [{ productId: PLAIN.id, quantity: 1 }])
      await pauseClock(page)
      await page.goto(where.path)
      await waitForApp(page, { advanceClock: true })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.clock.runFor(6000)
      await page.clock.resume()
      await page.waitForTimeout(1000)
      expect(await promotionOpened(page)).toBe(false)
      await expect(page.getByRole('dialog')).toBeHidden()
    })
  }

  for (const where of [
    { name: 'home', path: '/' },
    { name: 'a listing', path: '/producten/hond' },
  ]) {
    test(`the promotion still opens on ${where.name} after 5 s`, async ({ page }) => {
      await pauseClock(page)
      await page.goto(where.path)
      await waitForApp(page, { advanceClock: true })
      await page.clock.runFor(4000)
      const modal = page.getByRole('dialog')
      await runClockUntilVisible(page, modal)
      await page.clock.resume()
      await expect(modal.getByRole('textbox', { name: account.newsletter.email })).toBeVisible()
    })
  }

  test('a page opened after the 5 s counts its own: search results are not covered the moment they come', async ({
    page,
  }) => {
    await pauseClock(page)
    await page.goto('/producten/hond')
    await waitForApp(page, { advanceClock: true })
    await page.clock.runFor(3000)
    // A link within the app, just before the listing's 5 s are up.
    const before = page.url()
    await page.evaluate(() => {
      const here = window.location.pathname
      const link = [
        ...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/producten/"]'),
      ].find(
        (a) =>
          a.getAttribute('href') !== here &&
          /^\/producten\/\d+$/.test(a.getAttribute('href') ?? ''),
      )
      link!.click()
    })
    await expect(page).not.toHaveURL(before)
    await page.clock.runFor(3000)
    await page.waitForTimeout(500)
    expect(await promotionOpened(page)).toBe(false)
    const modal = page.getByRole('dialog')
    await runClockUntilVisible(page, modal)
    await page.clock.resume()
  })

  test('home has exactly one newsletter prompt: the modal waits while the footer form is in view', async ({
    page,
  }) => {
    await pauseClock(page)
    await page.goto('/')
    await waitForApp(page, { advanceClock: true })
    // The footer comes after the first paint: page time moves on in small steps until it has.
    const footerPrompt = page
      .locator('footer')
      .getByRole('heading', { name: shell.footer.newsletterTitle })
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return footerPrompt.count()
      })
      .toBe(1)
    expect(
      await page.evaluate(() => performance.now()),
      'the footer is there well before the promotion is due',
    ).toBeLessThan(4000)
    // No newsletter block of its own on the page, and the footer's is the one prompt there.
    const main = page.getByRole('main')
    await expect(main.getByText(/nieuwsbrief/i)).toHaveCount(0)
    await expect(main.locator('a[href="/nieuwsbrief"]')).toHaveCount(0)

    // The footer's form in view when the 5 s pass, and for 3 s after (the page below the fold
    // still grows as its rails load: the shopper keeps the form in view).
    for (let step = 0; step < 80; step++) {
      await footerPrompt.evaluate((heading) => heading.scrollIntoView({ block: 'center' }))
      await page.clock.runFor(100)
    }
    await expect(footerPrompt).toBeInViewport()
    expect(await promotionOpened(page)).toBe(false)
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.clock.resume()
    const forms = page.getByRole('form', { name: account.newsletter.heading })
    await expect(forms).toHaveCount(1)
    await shotForLooking(page, 'home-footer-prompt')

    // Back at the top, the footer's form out of view: the modal is the one prompt in view.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 })
    await expect(footerPrompt).not.toBeInViewport()
  })
})

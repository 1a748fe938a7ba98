// Cart flows against the production build: batching of quick adds, a failing batch, quantity and
// removal on the cart page, vouchers, and axe on the filled and the empty cart page.
import { test, expect, expectNoA11yViolations } from './fixtures'
import {
  CartPage,
  cartMessages as messages,
  recordBatches,
  seedAnonymousCart,
} from './pages/cart-page'
import { cartAnswers } from '../src/mocks/messages'
import { AddedLayer } from './pages/added-layer'

const PLAIN = {
  id: 1001,
  title: 'Royal Canin Medium Adult 15 kg',
  url: 'royal-canin-medium-adult-15-kg',
  cents: 6499,
}
const DEPOSIT = { id: 1008, title: 'JBL Biotopol Waterverbeteraar 500 ml' }

const addButton = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: messages.addToCart.button, exact: true })
    .first()

// The shared box runs several suites at once: first paints can take a while.
const FIRST_PAINT = { timeout: 20_000 }

test.describe('cart', () => {
  test.describe.configure({ timeout: 90_000 })

  test('three quick adds become ONE batch after a quiet second; the header counts at once', async ({
    page,
  }) => {
    await seedAnonymousCart(page, [])
    const batches = recordBatches(page)
    const cart = new CartPage(page)
    const layer = new AddedLayer(page)
    // The page's clock is ours, so a slow machine cannot stretch the clicks past the quiet period.
    await page.clock.install()
    await page.goto(`/product/${PLAIN.url}`)
    const add = addButton(page)
    await expect(add).toBeEnabled(FIRST_PAINT)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 0 artikelen/)
    // Each add opens the add-to-cart layer, which is closed before the next. A first add, sent on
    // its own, loads the layer's code while the clock still runs.
    await add.click()
    await expect(layer.dialog).toBeVisible(FIRST_PAINT)
    await page.keyboard.press('Escape')
    await expect.poll(() => batches.length, FIRST_PAINT).toBe(1)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 artikel, € 64,99$/)
    await page.clock.pauseAt(new Date(Date.now() + 10_000))

    for (let i = 0; i < 3; i++) {
      await add.click()
      await expect(layer.dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(layer.dialog).toBeHidden()
    }
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 4 artikelen/)
    await page.clock.runFor(999)
    expect(batches).toHaveLength(1)
    await page.clock.runFor(1)
    await expect.poll(() => batches.length).toBe(2)
    expect(batches[1]!.changes).toEqual([
      { action: 'Add', productId: PLAIN.id, quantity: 1, color: null },
      { action: 'Add', productId: PLAIN.id, quantity: 1, color: null },
      { action: 'Add', productId: PLAIN.id, quantity: 1, color: null },
    ])
    await page.clock.resume()
    await expect(page.getByText(messages.notices.added).first()).toBeVisible()
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 4 artikelen, € 259,96$/)
    await page.waitForTimeout(1200)
    expect(batches).toHaveLength(2)
  })

  test('a failed batch shows the error notice and resets the count', async ({ page }) => {
    await seedAnonymousCart(page, [])
    await page.route('**/api/aspos/cart/lines/batch', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    const cart = new CartPage(page)
    await page.goto(`/product/${PLAIN.url}`)
    await expect(addButton(page)).toBeEnabled(FIRST_PAINT)
    await addButton(page).click()
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 1 artikel,/)
    await expect(page.getByText(messages.notices.addFailed)).toBeVisible()
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 0 artikelen/)
  })

  test('quantity change and removal on the cart page go through the batch call', async ({
    page,
  }) => {
    await seedAnonymousCart(page, [
      { productId: PLAIN.id, quantity: 1 },
      { productId: DEPOSIT.id, quantity: 1 },
    ])
    const batches = recordBatches(page)
    // Batches wait at this gate, so "pending" holds however slow the machine is between clicks.
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    await page.route('**/api/aspos/cart/lines/batch', async (route) => {
      await gate
      await route.continue()
    })
    const cart = new CartPage(page)
    await cart.goto()
    await expect(cart.line(PLAIN.title)).toBeVisible(FIRST_PAINT)
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 2 artikelen/)

    await cart.increase(DEPOSIT.title).click()
    await cart.remove(PLAIN.title).click()
    await expect(cart.line(PLAIN.title)).toHaveCount(0)
    await expect(cart.quantity(DEPOSIT.title)).toHaveValue('2')
    // Checkout waits while the changes are on their way.
    await expect(page.getByRole('button', { name: messages.page.checkout })).toBeDisabled()
    open()

    await expect(cart.checkoutLink).toBeVisible()
    expect(batches.flatMap((b) => b.changes)).toEqual([
      { action: 'Update', productId: DEPOSIT.id, quantity: 2, color: null },
      { action: 'Delete', productId: PLAIN.id, quantity: 0, color: null },
    ])
    // 2 × (€ 12,99 + € 0,15 deposit) and, below the threshold, home delivery's € 4,95.
    await expect(cart.summaryRow('subtotal')).toContainText(/26,28/)
    await expect(cart.summaryRow('total')).toContainText(/31,23/)
    // The header names what the items cost, not a total with unnamed shipping in it (issue 48).
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 2 artikelen, € 26,28$/)
    await expect(page.getByText(messages.totals.freeShippingHint('€\u00a013,97'))).toBeVisible()

    // Typed quantities go through the batch too.
    const before = batches.length
    await cart.quantity(DEPOSIT.title).fill('4')
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 4 artikelen/)
    await expect
      .poll(() => batches.slice(before).flatMap((b) => b.changes))
      .toEqual([{ action: 'Update', productId: DEPOSIT.id, quantity: 4, color: null }])
  })

  test('voucher WELKOM10 applies and an unknown code shows the Dutch error', async ({ page }) => {
    await seedAnonymousCart(page, [{ productId: PLAIN.id, quantity: 1 }])
    const cart = new CartPage(page)
    await cart.goto()
    await expect(cart.voucherInput).toBeVisible(FIRST_PAINT)
    await cart.applyVoucher('GEENCODE')
    await expect(page.getByText(cartAnswers.voucherUnknown)).toBeVisible()

    await cart.applyVoucher('WELKOM10')
    await expect(page.getByText(messages.vouchers.added)).toBeVisible()
    await expect(cart.summaryRow('discount')).toContainText(/6,50/)
    await expect(cart.summaryRow('total')).toContainText(/58,49/)
    await expectNoA11yViolations(page)
  })

  test('the filled cart page has no axe violations', async ({ page }) => {
    await seedAnonymousCart(page, [
      { productId: PLAIN.id, quantity: 1 },
      { productId: DEPOSIT.id, quantity: 3 },
      { productId: 1010, quantity: 1, color: 'RAL7016' },
    ])
    const cart = new CartPage(page)
    await cart.goto()
    await expect(cart.line('Flexa Strak in de Lak Zijdeglans 750 ml')).toBeVisible(FIRST_PAINT)
    await expect(page.getByText(messages.page.colour('Antraciet'))).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('removing the last line shows the empty cart, which has no axe violations', async ({
    page,
  }) => {
    await seedAnonymousCart(page, [{ productId: DEPOSIT.id, quantity: 1 }])
    const cart = new CartPage(page)
    await cart.goto()
    await cart.remove(DEPOSIT.title).click(FIRST_PAINT)
    await expect(cart.emptyMessage).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('link', { name: messages.page.toOffers })).toBeVisible()
    await expect(cart.headerCart).toHaveAccessibleName(/^Winkelmandje, 0 artikelen, € 0,00$/)
    await expectNoA11yViolations(page)
  })
})

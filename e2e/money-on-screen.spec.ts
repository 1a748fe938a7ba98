// Money on screen, on a phone (390 px): every euro amount is one unbroken amount drawn by the price
// component. A sale price of € 100 or more beside its struck price wraps between the two amounts,
// never inside one (issue 43: "€ 123,9 / 9" on the offers, in a category and in search), and a
// voucher's "− € 5,95" is one amount too (it broke as "−" / "€ 5,95").
import { test, expect } from './fixtures'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { ListingPage } from './pages/listing-page'
import { expectUnbrokenAmounts, shownAmounts } from './pages/money'

test.use({ viewport: { width: 390, height: 844 } })

// The sweep (e2e/layout.spec.ts) holds every route and open state to the same rule (pages/money.ts)
// at every width: the offers, the search results and the search dropdown for "kooi", the vouchers
// page. What it does not show is asked here: that the case (a sale price of € 100 or more
// beside its struck price) is on the page checked, and a cart with a voucher's "− € …".
test('category 400: the case of the issue is there, and no amount breaks inside itself', async ({
  page,
}) => {
  const list = new ListingPage(page)
  await list.goto('/producten/400')
  // The whole grid comes after the first paint: wait for the case rather than read at once.
  await expect
    .poll(async () => (await shownAmounts(page)).some((a) => /€\s?\d{3}/.test(a.text)))
    .toBe(true)
  await expectUnbrokenAmounts(page, 'category 400')
  // The struck and the current price of a card may stand on two lines, each whole.
  const pair = list.cards
    .locator('.price')
    .filter({ has: page.locator('del') })
    .first()
  for (const amount of await pair.locator('[data-amount]').all())
    await expect(amount).toHaveCSS('white-space', 'nowrap')
})

test('the cart with a voucher and a deposit line: its amounts, the voucher’s "− € …" too, stay whole', async ({
  page,
}) => {
  const cartId = await seedAnonymousCart(page, [
    { productId: 1008, quantity: 1 },
    { productId: 1075, quantity: 2 },
  ])
  const voucher = await page.request.post('/api/aspos/cart/vouchers', {
    headers: { 'X-Cart-Id': cartId },
    data: { code: 'WELKOM10' },
  })
  expect(voucher.ok()).toBe(true)
  const cart = new CartPage(page)
  await cart.goto()
  await expect(
    page.getByRole('button', { name: cartMessages.vouchers.remove('WELKOM10') }),
  ).toBeVisible()
  const amounts = await shownAmounts(page)
  expect(amounts.some((a) => a.text.startsWith('−'))).toBe(true)
  await expectUnbrokenAmounts(page, 'cart')
})

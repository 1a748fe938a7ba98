// Money on screen, on a phone (390 px): every euro amount is one unbroken amount drawn by the price
// component. A sale price of € 100 or more beside its struck price wraps between the two amounts,
// never inside one (issue 43: "€ 123,9 / 9" on the offers, in a category and in search), and a
// voucher's "− € 5,95" is one amount too (it broke as "−" / "€ 5,95").
import { test, expect } from './fixtures'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { ListingPage } from './pages/listing-page'
import { demoLogin } from './pages/session'
import { expectUnbrokenAmounts, shownAmounts } from './pages/money'
import { account as accountMessages } from '../src/messages/nl/account'
import { search as searchMessages } from '../src/messages/nl/search'

test.use({ viewport: { width: 390, height: 844 } })

const listings = [
  { name: 'the offers', path: '/producten/aanbiedingen' },
  { name: 'category 400', path: '/producten/400' },
  { name: 'search results for "kooi"', path: '/zoeken/kooi' },
]

for (const listing of listings) {
  test(`${listing.name}: no amount breaks inside itself`, async ({ page }) => {
    const list = new ListingPage(page)
    await list.goto(listing.path)
    // The case of the issue is on the page: a sale price of € 100 or more with its struck price.
    const amounts = await shownAmounts(page)
    expect(amounts.some((a) => /€\s?\d{3}/.test(a.text))).toBe(true)
    await expectUnbrokenAmounts(page, listing.path)
    // The struck and the current price of a card may stand on two lines, each whole.
    const pair = list.cards
      .locator('.price')
      .filter({ has: page.locator('del') })
      .first()
    for (const amount of await pair.locator('[data-amount]').all())
      await expect(amount).toHaveCSS('white-space', 'nowrap')
  })
}

test('the search dropdown for "kooi": no amount breaks inside itself', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: searchMessages.label })
  await box.fill('kooi')
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
  await expectUnbrokenAmounts(page, 'search dropdown')
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

test('the vouchers page: its amounts stay whole', async ({ page }) => {
  await demoLogin(page)
  await page.goto('/mijn-account/vouchers')
  await expect(page.getByText(accountMessages.vouchers.copyHint)).toBeVisible({ timeout: 20_000 })
  await expectUnbrokenAmounts(page, 'vouchers page')
})

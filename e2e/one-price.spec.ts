// One price, one clock: the total the product page announces is the cart's line total (guest and
// loyalty customer), a discount that starts at midnight Amsterdam time shows from then on for a
// shopper whose device is in New York, Click & Collect promises no free shipping, and a voucher
// that gave nothing on an order (below its minimum) is not used up by it.
import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { ProductPage } from './pages/product-page'
import { demoLogin, loyalAccount } from './pages/session'
import { cartAnswers } from '../src/mocks/messages'

test.describe.configure({ timeout: 90_000 })

const euro = (cents: number) =>
  `€\u00a0${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`

/** '€ 1.234,56' (any spaces) → 123456 cents; every amount in a text, in order. */
function amounts(text: string | null): number[] {
  return [...(text ?? '').matchAll(/€\s*([\d.]+),(\d{2})/g)].map(
    (m) => Number(m[1]!.replace(/\./g, '')) * 100 + Number(m[2]),
  )
}

const staffelProduct = {
  url: 'catsan-hygiene-kattenbakvulling-10-liter',
  title: 'Catsan Hygiëne Kattenbakvulling 10 liter',
}
const loyaltyProduct = { url: 'pavo-sportsfit-20-kg', title: 'Pavo SportsFit 20 kg' }
const loyalCustomer = loyalAccount

/** Empties the logged-in customer's cart through the API, so runs never see each other's lines. */
async function emptyCustomerCart(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const cart = (await (await request.get('/api/aspos/cart', { headers })).json()) as {
    CartLines?: { ProductId: number; Color: string | null }[]
  }
  const lines = cart.CartLines ?? []
  if (lines.length === 0) return
  const response = await request.post('/api/aspos/cart/lines/batch', {
    headers,
    data: {
      changes: lines.map((l) => ({
        action: 'Delete',
        productId: l.ProductId,
        quantity: 0,
        color: l.Color,
      })),
    },
  })
  expect(response.ok()).toBe(true)
}

/** Puts `quantity` pieces in the cart on the product page; answers the total the page announced. */
async function addOnProductPage(
  page: Page,
  product: { url: string },
  quantity: number,
  expectedPiece?: number,
) {
  const productPage = new ProductPage(page)
  await productPage.goto(product.url)
  await productPage.detail
    .getByRole('spinbutton', { name: cartMessages.addToCart.quantity })
    .first()
    .fill(String(quantity))
  const line = productPage.detail.locator('.add-to-cart-total').first()
  // A loyalty customer's price follows once the customer is known: wait for the announced piece.
  if (expectedPiece !== undefined)
    await expect(line).toContainText(`${quantity} × ${euro(expectedPiece)}`)
  const [piece, total] = amounts(await line.textContent())
  expect(total).toBe(piece! * quantity)
  await productPage.addToCart()
  await expect(page.getByText(cartMessages.notices.added)).toBeVisible({ timeout: 15_000 })
  return total!
}

async function cartLineTotal(page: Page, title: string) {
  const line = page
    .locator('li.cart-line')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
  await expect(line.locator('.cart-line-total')).toContainText('€')
  return amounts(await line.locator('.cart-line-total').textContent())[0]
}

test.describe('the product page announces what the cart charges', () => {
  test('a guest: 3 pieces of a staffel product and of a loyalty product', async ({ page }) => {
    await seedAnonymousCart(page, [])
    const staffel = await addOnProductPage(page, staffelProduct, 3)
    const loyalty = await addOnProductPage(page, loyaltyProduct, 3)
    const cart = new CartPage(page)
    await cart.goto()
    expect(await cartLineTotal(page, staffelProduct.title)).toBe(staffel)
    expect(await cartLineTotal(page, loyaltyProduct.title)).toBe(loyalty)
  })

  test('the loyalty customer: the same products, at the loyalty price where it is lower', async ({
    page,
  }) => {
    const token = await demoLogin(page, loyalCustomer)
    await emptyCustomerCart(page.request, token)
    // The loyalty price the page offers card holders ("€ x met klantenkaart").
    const productPage = new ProductPage(page)
    await productPage.goto(loyaltyProduct.url)
    const loyaltyPiece = amounts(
      await productPage.detail.locator('.product-loyalty').textContent(),
    ).at(-1)!
    const staffel = await addOnProductPage(page, staffelProduct, 3)
    const loyalty = await addOnProductPage(page, loyaltyProduct, 3, loyaltyPiece)
    const cart = new CartPage(page)
    await cart.goto()
    expect(await cartLineTotal(page, staffelProduct.title)).toBe(staffel)
    expect(await cartLineTotal(page, loyaltyProduct.title)).toBe(loyalty)
    await emptyCustomerCart(page.request, token)
  })
})

test.describe('a shopper whose device is in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('sees the discount that starts at 00:00 Amsterdam time from then on, not before', async ({
    page,
  }) => {
    // Fixture 1029: 20% off from 2026-02-01 00:00 Amsterdam time, a percentage and no price of its own.
    const product = new ProductPage(page)
    await page.clock.setFixedTime(new Date('2026-01-31T23:30:00+01:00'))
    await product.goto('catsan-ultra-plus-kattenbakvulling-10-liter')
    await expect(product.currentPrice).toContainText(euro(1199))
    await expect(product.wasPrice).toBeHidden()

    // 00:30 in Amsterdam is still 18:30 on 31 January in New York.
    await page.clock.setFixedTime(new Date('2026-02-01T00:30:00+01:00'))
    await page.reload()
    await product.heading.waitFor()
    await expect(product.currentPrice).toContainText(euro(959))
    await expect(product.wasPrice).toContainText(euro(1199))
  })
})

test('Click & Collect shows no free-shipping hint: nothing is shipped', async ({ page }) => {
  const cartId = await seedAnonymousCart(page, [{ productId: 1003, quantity: 1 }])
  const cart = new CartPage(page)
  const hint = page.getByText(/tot gratis verzending/)
  await cart.goto()
  // Below the threshold and not yet chosen how to receive it: the hint is there.
  await expect(hint).toBeVisible()

  const chosen = await page.request.post('/api/aspos/cart/delivery', {
    headers: { 'X-Cart-Id': cartId },
    data: { DeliveryMethod: 'Pickup', Email: 'afhalen.e2e@example.nl', DeliveryAddress: null },
  })
  expect(chosen.ok()).toBe(true)
  await cart.goto()
  await expect(cart.summaryRow('subtotal')).toContainText('€')
  await expect(hint).toBeHidden()
})

test('a voucher below its minimum at the order is still there after it', async ({ page }) => {
  // EENMALIG4: € 4 off from € 40, one use. Added while the cart is above the minimum ...
  const cartId = await seedAnonymousCart(page, [{ productId: 1001, quantity: 1 }])
  const headers = { 'X-Cart-Id': cartId }
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { headers, data })
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return response
  }
  await post('/api/aspos/cart/vouchers', { code: 'EENMALIG4' })
  // ... then the cart drops below it, and the order is placed (Click & Collect).
  await post('/api/aspos/cart/lines/batch', {
    changes: [
      { action: 'Delete', productId: 1001, quantity: 0, color: null },
      { action: 'Add', productId: 1003, quantity: 1, color: null },
    ],
  })
  const locations = (await (await page.request.get('/api/aspos/locations/pickup')).json()) as {
    PickupLocations?: { LocationCode: string }[]
    Locations?: { LocationCode: string }[]
  }
  const location = (locations.PickupLocations ?? locations.Locations ?? [])[0]!
  await post('/api/aspos/cart/delivery', {
    DeliveryMethod: 'Pickup',
    Email: 'voucher.e2e@example.nl',
    DeliveryAddress: null,
  })
  await post('/api/aspos/cart/store', { LocationCode: location.LocationCode })
  await post('/api/aspos/cart/shipment', { ShippingMethod: 'ClickCollect' })
  const address = {
    Id: 0,
    AddressType: 'Invoice',
    FirstName: 'Vera',
    MiddleName: '',
    LastName: 'Voucher',
    CompanyName: '',
    Street: 'Stratumseind',
    HouseNumber: '12',
    HouseNumberExtension: '',
    PostalCode: '5611 AZ',
    City: 'Eindhoven',
    CountryCode: 'NL',
  }
  await post('/api/aspos/cart/invoice', { SameAsDelivery: false, Address: address })
  const order = (await (
    await post('/api/aspos/cart/confirm', { PaymentMethod: 'ideal', AcceptTerms: true })
  ).json()) as { Success: boolean }
  expect(order.Success).toBe(true)

  // A new cart above the minimum: the voucher is accepted again, it was not used up.
  await seedAnonymousCart(page, [{ productId: 1001, quantity: 1 }])
  const cart = new CartPage(page)
  await cart.goto()
  await cart.applyVoucher('EENMALIG4')
  await expect(page.getByText(cartMessages.vouchers.added)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(cartAnswers.voucherUsed)).toBeHidden()
  await expect(cart.summaryRow('discount')).toContainText(euro(400))
})

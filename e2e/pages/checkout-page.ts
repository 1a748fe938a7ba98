// Page object of the checkout (and its helpers): fills the steps the way a shopper does.
import { expect, type Page } from '@playwright/test'
import { checkout } from '../../src/messages/nl/checkout'
import { stores } from '../../src/messages/nl/stores'
import { shotForLooking, shotsDir } from '../fixtures'

/**
 * Puts products in a new anonymous cart through the cart API and hands its X-Cart-Id to the page
 * (the key the app keeps in localStorage) before the app starts, so the app works on that cart.
 */
export async function fillCart(
  page: Page,
  lines: { productId: number; quantity: number }[] = [{ productId: 1001, quantity: 2 }],
) {
  const response = await page.request.post('/api/aspos/cart/lines/batch', {
    headers: { 'Content-Type': 'application/json' },
    data: {
      changes: lines.map((l) => ({
        action: 'Add',
        productId: l.productId,
        quantity: l.quantity,
        color: null,
      })),
    },
  })
  expect(response.ok()).toBe(true)
  const cartId = response.headers()['x-cart-id']
  expect(cartId, 'the service hands out a cart id').toBeTruthy()
  await page.addInitScript((id) => localStorage.setItem('cartId', id), cartId!)
}

export class CheckoutPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/checkout')
    // The first page of a fresh browser loads the app: allow it more time than one check.
    await expect(this.page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible({
      timeout: 20_000,
    })
    await expect(this.stepHeading(checkout.steps.delivery)).toBeVisible()
  }

  stepHeading(name: string) {
    return this.page.getByRole('heading', { level: 2, name, exact: true })
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true })
  }

  async fillAddress(a: {
    firstName: string
    lastName: string
    postalCode: string
    houseNumber: string
    street?: string
  }) {
    await this.field(checkout.address.firstName).fill(a.firstName)
    await this.field(checkout.address.lastName).fill(a.lastName)
    await this.field(checkout.address.postalCode).fill(a.postalCode)
    await this.field(checkout.address.houseNumber).fill(a.houseNumber)
    if (a.street) await expect(this.field(checkout.address.street)).toHaveValue(a.street)
  }

  /** The guest's e-mail and the one test address most flows deliver to (Damrak 70, Amsterdam). */
  async fillDamrak(email: string) {
    await this.field(checkout.delivery.email).fill(email)
    await this.fillAddress({
      firstName: 'Kees',
      lastName: 'van Dijk',
      postalCode: '1012ab',
      houseNumber: '70',
      street: 'Damrak',
    })
    await expect(this.field(checkout.address.city)).toHaveValue('Amsterdam')
  }

  /**
   * Chooses a Click & Collect store by name, opening the whole list first: the choice shows five
   * stores (alphabetical, or nearest) until "Toon alle winkels".
   */
  async chooseStore(name: RegExp) {
    await expect(this.page.getByRole('group', { name: checkout.pickup.legend })).toBeVisible()
    // 'Toon alle winkels (11)' whatever the count.
    const all = this.page.getByRole('button', { name: stores.pickup.showAll(0).split(' (')[0] })
    if (await all.isVisible()) await all.click()
    await this.page.getByRole('radio', { name }).check()
  }

  async next(label: string) {
    await this.page.getByRole('button', { name: label }).click()
  }

  /** Full-page shots at 1280 and 390 px, for looking at the layout; only when SHOTS asks for them. */
  async shoot(name: string) {
    if (!shotsDir) return
    const size = this.page.viewportSize() ?? { width: 1280, height: 800 }
    await this.page.setViewportSize({ width: 1280, height: 800 })
    await shotForLooking(this.page, `${name}-1280`, true)
    await this.page.setViewportSize({ width: 390, height: 844 })
    await shotForLooking(this.page, `${name}-390`, true)
    await this.page.setViewportSize(size)
  }
}

// Page object of the cart (/winkelmandje) and helpers to fill an anonymous cart through the API.
import { randomUUID } from 'node:crypto'
import type { Page, Request } from '@playwright/test'
import { cart as messages } from '../../src/messages/nl/cart'

export { messages as cartMessages }

export interface SeedChange {
  productId: number
  quantity: number
  color?: string | null
}

/** Gives the browser a fresh anonymous cart (its own X-Cart-Id) holding these lines. */
export async function seedAnonymousCart(page: Page, lines: SeedChange[]): Promise<string> {
  const cartId = `e2e-${randomUUID()}`
  if (lines.length > 0) {
    const response = await page.request.post('/api/aspos/cart/lines/batch', {
      headers: { 'X-Cart-Id': cartId },
      data: {
        changes: lines.map((l) => ({
          action: 'Add',
          productId: l.productId,
          quantity: l.quantity,
          color: l.color ?? null,
        })),
      },
    })
    if (!response.ok()) throw new Error(`seeding the cart failed: ${response.status()}`)
  }
  await page.addInitScript((id) => localStorage.setItem('cartId', id), cartId)
  return cartId
}

/** Records the batch requests the page sends (their JSON bodies). */
export function recordBatches(page: Page): { changes: unknown[] }[] {
  const batches: { changes: unknown[] }[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/api/aspos/cart/lines/batch')) {
      batches.push(request.postDataJSON() as { changes: unknown[] })
    }
  })
  return batches
}

export class CartPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/winkelmandje')
    await this.heading.waitFor()
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: messages.page.title })
  }

  /** The header's cart button; its name starts with 'Winkelmandje'. */
  get headerCart() {
    return this.page.getByRole('link', { name: /^Winkelmandje,/ })
  }

  line(title: string) {
    return this.page.getByRole('link', { name: title, exact: true })
  }

  quantity(title: string) {
    return this.page.getByRole('spinbutton', { name: messages.page.quantityFor(title) })
  }

  increase(title: string) {
    return this.page.getByRole('button', { name: messages.page.increaseFor(title) })
  }

  remove(title: string) {
    return this.page.getByRole('button', { name: messages.page.removeFor(title) })
  }

  totalRow(label: string) {
    return this.page
      .getByRole('region', { name: messages.totals.heading })
      .locator('dl > div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
  }

  /** A row of the cart's summary by its kind: subtotal, deposit, discount, shipping, total. */
  summaryRow(kind: 'subtotal' | 'deposit' | 'discount' | 'shipping' | 'other' | 'total') {
    return this.page
      .getByRole('region', { name: messages.totals.heading })
      .locator(`[data-summary-kind="${kind}"]`)
  }

  get checkoutLink() {
    return this.page.getByRole('link', { name: messages.page.checkout })
  }

  get voucherInput() {
    return this.page.getByRole('textbox', { name: messages.vouchers.label })
  }

  async applyVoucher(code: string) {
    await this.voucherInput.fill(code)
    await this.page.getByRole('button', { name: messages.vouchers.submit }).click()
  }

  get emptyMessage() {
    return this.page.getByText(messages.page.empty)
  }
}

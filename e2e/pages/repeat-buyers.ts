// Page helpers of the repeat-buyer flows: the reorder and wish-list buttons, the "Onlangs bekeken"
// list, and a customer's cart emptied through the API (the demo customer's cart outlives a flow).
import type { APIRequestContext, Page } from '@playwright/test'
import { account } from '../../src/messages/nl/account'
import { catalogue } from '../../src/messages/nl/catalogue'
import { checkout } from '../../src/messages/nl/checkout'

/** Removes every line of the cart behind this token, so a flow starts (and leaves) it empty. */
export async function emptyCustomerCart(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` }
  const cart = (await (await request.get('/api/aspos/cart', { headers })).json()) as {
    CartLines: { ProductId: number; Color: string | null }[]
  }
  if (cart.CartLines.length === 0) return
  const response = await request.post('/api/aspos/cart/lines/batch', {
    headers,
    data: {
      changes: cart.CartLines.map((l) => ({
        action: 'Delete',
        productId: l.ProductId,
        quantity: 0,
        color: l.Color,
      })),
    },
  })
  if (!response.ok()) throw new Error(`emptying the cart failed: ${response.status()}`)
}

export async function addToWishList(
  request: APIRequestContext,
  token: string,
  productIds: number[],
): Promise<void> {
  for (const id of productIds) {
    const response = await request.post('/api/aspos/products/selections', {
      headers: { Authorization: `Bearer ${token}` },
      data: { ProductId: id },
    })
    if (!response.ok()) throw new Error(`wish list add failed: ${response.status()}`)
  }
}

export class RepeatBuyers {
  constructor(readonly page: Page) {}

  reorderButton(orderNumber: string) {
    return this.page.getByRole('button', {
      name: `${checkout.orders.reorder} ${checkout.orders.reorderFor(orderNumber)}`,
    })
  }
  get wishListButton() {
    return this.page.getByRole('button', {
      name: `${account.wishList.addAll} ${account.wishList.addAllFor}`,
    })
  }
  get recentlyViewed() {
    return this.page.getByRole('region', { name: catalogue.recentlyViewed.heading })
  }
  /** The product titles of "Onlangs bekeken", in the order shown. */
  recentlyViewedTitles() {
    return this.recentlyViewed.getByRole('heading', { level: 3 })
  }
}

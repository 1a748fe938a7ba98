// The cart's limits that the shop, its links and the mock service share: one line holds at most
// this many pieces (the quantity field, a cart-fill link, the service's refusal).
export const MAX_LINE_QUANTITY = 999

/** How many more pieces a shopper may order of a product, and what sets that limit. */
export type OrderRoom =
  /** The line limit (`max`, MAX_LINE_QUANTITY); `inCart`: what the line holds already. */
  | { room: number; reason: 'line'; inCart: number; max: number }
  /** The stock (all colours together); `inCart`: what the cart holds of the product already. */
  | { room: number; reason: 'stock'; stock: number; inCart: number }

/**
 * The room the service leaves (mock: handlers/aspos/cart.ts refuses beyond it): a line takes at
 * most MAX_LINE_QUANTITY pieces, and a product with stock (not a virtual one) no more than its
 * stock over all its lines. An unknown stock limits nothing. The quantity fields check this before
 * anything is sent, so the shopper reads the limit at the field and the cart stays as it is.
 */
export function orderRoom({
  stock,
  isVirtual = false,
  inLine = 0,
  inProduct = inLine,
}: {
  stock?: number | null
  isVirtual?: boolean
  /** Pieces in the cart's line of this product (and colour). */
  inLine?: number
  /** Pieces of this product in the cart, all colours together. */
  inProduct?: number
}): OrderRoom {
  const byLine = MAX_LINE_QUANTITY - inLine
  if (!isVirtual && stock != null && stock - inProduct < byLine) {
    return { room: Math.max(0, stock - inProduct), reason: 'stock', stock, inCart: inProduct }
  }
  return { room: Math.max(0, byLine), reason: 'line', inCart: inLine, max: MAX_LINE_QUANTITY }
}

// The one summary of an order, in progress (cart, checkout) or placed (order complete, order
// detail): its lines as drawn, mapped here from the cart and the order, and the rows under them
// (subtotal, the deposit inside it, each discount, shipping, total), whose rule is
// src/domain/order-summary.ts. Every view of an order draws this model (components/order-summary.tsx).
import { cartRows, orderRows, type SummaryTotals } from '@/domain/order-summary'
import type { ImageRef } from '../image-ref'
import type { Cart } from './cart'
import type { Order } from './orders'

export interface SummaryLine {
  key: string
  productId: number
  description: string
  colorName: string | null
  quantity: number
  isWeightProduct: boolean
  /** One piece, colour surtax and deposit included (cents). */
  pieceCents: number
  /** One piece before its discount, when it was more (struck beside `pieceCents`). */
  originalPieceCents: number | null
  /** What the line costs: the one line rule's total. */
  totalCents: number
  image: ImageRef | null
  productUrl: string | null
}

export interface OrderSummary extends SummaryTotals {
  lines: SummaryLine[]
}

/** The summary of a cart (the cart page, each checkout step). */
export function cartSummary(cart: Cart): OrderSummary {
  const lines: SummaryLine[] = cart.lines.map((line) => ({
    key: line.lineId,
    productId: line.productId,
    description: line.description,
    colorName: line.colorName,
    quantity: line.quantity,
    isWeightProduct: line.isWeightProduct,
    pieceCents: line.unitPriceCents + line.depositCents,
    originalPieceCents:
      line.originalUnitPriceCents == null ? null : line.originalUnitPriceCents + line.depositCents,
    totalCents: line.lineTotalCents,
    image: line.image,
    productUrl: line.productUrl || null,
  }))
  return { lines, ...cartRows(cart) }
}

/** The summary of a placed order (order complete, order detail). */
export function orderSummary(order: Order): OrderSummary {
  const lines: SummaryLine[] = order.lines.map((line, index) => ({
    key: `${line.productId}-${line.color ?? ''}-${index}`,
    productId: line.productId,
    description: line.description,
    colorName: line.colorName,
    quantity: line.quantity,
    isWeightProduct: line.isWeightProduct,
    pieceCents: line.priceCents,
    originalPieceCents: line.originalPriceCents,
    totalCents: line.lineTotalCents,
    image: null,
    productUrl: null,
  }))
  return { lines, ...orderRows(order) }
}

// What the cart charges (spec sections 3 and 9): the piece price of a line with staffel, loyalty
// (loyalty customers), colour surtax and deposit, times the quantity, and what it saves; and the
// "price with colour" of a colour product. Pure, from a product's ProductPricing.
import { lineTotalCents } from '@/domain/line-total'
import type { ProductPricing } from './prices'

export interface ChargeOptions {
  /** The customer's group is one of CustomerGroups.Loyalty. */
  loyaltyCustomer?: boolean
}

/** What made a line's piece cheaper than the product's undiscounted price. */
export type LineSaving = 'sale' | 'staffel' | 'loyalty'

/**
 * What the cart charges for one piece in a line of `quantity` pieces: the lowest of the current
 * price, the staffel price from its minimum quantity and (loyalty customers only) the loyalty price;
 * discounts do not stack. Each already holds the colour surtax; the deposit is returned apart.
 */
export function chargedPiece(
  pricing: ProductPricing,
  quantity: number,
  options: ChargeOptions = {},
): { unitExclDeposit: number; deposit: number; saving: LineSaving | null } {
  const deposit = pricing.statiegeld
  let best = pricing.currentPrice
  let saving: LineSaving | null = pricing.originalPrice != null ? 'sale' : null
  if (pricing.sveDiscount && quantity >= pricing.sveDiscount.minQuantity) {
    if (pricing.sveDiscount.newPrice < best) saving = 'staffel'
    best = Math.min(best, pricing.sveDiscount.newPrice)
  }
  if (options.loyaltyCustomer && pricing.loyaltyPrice != null && pricing.loyaltyPrice < best) {
    best = pricing.loyaltyPrice
    saving = 'loyalty'
  }
  return { unitExclDeposit: best - deposit, deposit, saving }
}

export interface LineCharge {
  /** What one piece costs in this line, colour surtax included, deposit excluded (cents). */
  unitExclDeposit: number
  /** Deposit per piece (cents). */
  deposit: number
  /** What one piece costs in this line, deposit included (cents). */
  piece: number
  /** What the whole line costs: piece × quantity, rounded to whole cents. */
  total: number
  /** What one piece costs without any discount (the struck price beside a cheaper line). */
  originalPiece: number
  /** Which discount made the piece cheaper than `originalPiece`; null: none did. */
  saving: LineSaving | null
}

/**
 * The one rule for "what does this line cost" (spec sections 3 and 9): the piece price with
 * staffel, loyalty (loyalty customers), colour surtax (always, on a colour product) and deposit,
 * times the quantity, and what it saves. The product page, the DIY guide, the order lines and the
 * cart fill all read it, so no surface announces a total other than this rule's.
 */
export function lineCharge(
  pricing: ProductPricing,
  quantity: number,
  options: ChargeOptions = {},
): LineCharge {
  const { saving, ...piece } = chargedPiece(pricing, quantity, options)
  const charged = piece.unitExclDeposit + piece.deposit
  return {
    ...piece,
    piece: charged,
    total: lineTotalCents(piece, quantity),
    originalPiece: pricing.originalPrice ?? pricing.currentPrice,
    saving: charged < (pricing.originalPrice ?? pricing.currentPrice) ? saving : null,
  }
}

export interface ColourPrice {
  /** What one piece with a mixed colour costs, as the cart charges it (surtax and deposit in). */
  piece: number
  /** The colour surtax that `piece` includes (cents). */
  surtax: number
}

/**
 * The "price with colour" of a colour product (the colour picker, the product page): one piece as
 * `lineCharge` charges it, with the surtax it includes. It is shown as one amount with the surtax
 * inside it ("€ 34,19, inclusief € 1,50 kleurtoeslag"), never as a price plus a surtax, which
 * reads as a sum the cart does not charge. Null: not a colour product.
 */
export function colourPrice(
  pricing: ProductPricing,
  options: ChargeOptions = {},
): ColourPrice | null {
  if (pricing.colorSurtax == null) return null
  return { piece: lineCharge(pricing, 1, options).piece, surtax: pricing.colorSurtax }
}

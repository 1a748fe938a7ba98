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
): { unitExclDepositCents: number; depositCents: number; saving: LineSaving | null } {
  const depositCents = pricing.depositCents
  let best = pricing.currentPriceCents
  let saving: LineSaving | null = pricing.originalPriceCents != null ? 'sale' : null
  if (pricing.staffelDiscount && quantity >= pricing.staffelDiscount.minQuantity) {
    if (pricing.staffelDiscount.newPriceCents < best) saving = 'staffel'
    best = Math.min(best, pricing.staffelDiscount.newPriceCents)
  }
  if (
    options.loyaltyCustomer &&
    pricing.loyaltyPriceCents != null &&
    pricing.loyaltyPriceCents < best
  ) {
    best = pricing.loyaltyPriceCents
    saving = 'loyalty'
  }
  return { unitExclDepositCents: best - depositCents, depositCents, saving }
}

export interface LineCharge {
  /** What one piece costs in this line, colour surtax included, deposit excluded (cents). */
  unitExclDepositCents: number
  /** Deposit per piece (cents). */
  depositCents: number
  /** What one piece costs in this line, deposit included (cents). */
  pieceCents: number
  /** What the whole line costs: piece × quantity, rounded to whole cents. */
  totalCents: number
  /** What one piece costs without any discount (the struck price beside a cheaper line). */
  originalPieceCents: number
  /** Which discount made the piece cheaper than `originalPieceCents`; null: none did. */
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
  const charged = piece.unitExclDepositCents + piece.depositCents
  return {
    ...piece,
    pieceCents: charged,
    totalCents: lineTotalCents(piece, quantity),
    originalPieceCents: pricing.originalPriceCents ?? pricing.currentPriceCents,
    saving: charged < (pricing.originalPriceCents ?? pricing.currentPriceCents) ? saving : null,
  }
}

export interface ColourPrice {
  /** What one piece with a mixed colour costs, as the cart charges it (surtax and deposit in). */
  pieceCents: number
  /** The colour surtax that `pieceCents` includes (cents). */
  surtaxCents: number
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
  if (pricing.colorSurtaxCents == null) return null
  return {
    pieceCents: lineCharge(pricing, 1, options).pieceCents,
    surtaxCents: pricing.colorSurtaxCents,
  }
}

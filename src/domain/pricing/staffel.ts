// Staffel (tier) prices, spec section 9: a discount with a minimum quantity above 1 lowers the
// article price by its percentage from that quantity on. The colour surtax and the deposit are
// never discounted. Pure.
import { catalogue } from '@/messages/nl/catalogue'
import { percentageOff, type Discount } from './discounts'

export interface StaffelDiscount {
  percentage: number
  minQuantity: number
  /** Price per piece without the staffel (incl. colour surtax and deposit), cents. */
  oldPriceCents: number
  /** Price per piece from minQuantity on (incl. colour surtax and deposit), cents. */
  newPriceCents: number
  label: string
}

/** A staffel discount: one that counts from a minimum quantity above 1. */
export function isStaffel(d: Pick<Discount, 'minQuantity'>): boolean {
  return d.minQuantity != null && d.minQuantity > 1
}

/**
 * The staffel a shopper is offered among the visible discounts (the first with a usable
 * percentage), priced from the article's current price `articleCents` plus what each piece pays on
 * top (`onTopCents`: colour surtax and deposit); null: no staffel.
 */
export function staffelOf(
  visible: readonly Discount[],
  articleCents: number,
  onTopCents: number,
): StaffelDiscount | null {
  const staffel = visible.find(
    (d) => isStaffel(d) && d.percentage != null && d.percentage > 0 && d.percentage < 100,
  )
  if (!staffel || staffel.percentage == null || staffel.minQuantity == null) return null
  return {
    percentage: staffel.percentage,
    minQuantity: staffel.minQuantity,
    oldPriceCents: articleCents + onTopCents,
    newPriceCents: percentageOff(articleCents, staffel.percentage) + onTopCents,
    label: catalogue.pricing.staffelLabel(staffel.minQuantity, staffel.percentage),
  }
}

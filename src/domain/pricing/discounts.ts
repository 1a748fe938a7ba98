// Discount windows and which discounts a shopper may see (spec section 9): a discount counts only
// between its start and end date-time in Amsterdam, both inclusive, and a 'Verjaardagskorting' is
// never shown. Pure; `now` is a parameter.
import { shopDateTime } from '@/lib/clock'
import { catalogue } from '@/messages/nl/catalogue'

const BIRTHDAY_DISCOUNT = 'Verjaardagskorting'

/** A discount of a product, as the price rules read it (money in cents). */
export interface Discount {
  name: string
  description: string
  /** 'YYYY-MM-DD' and 'HH:mm:ss' as the service sends them. */
  startDate: string | null
  startTime: string | null
  endDate: string | null
  endTime: string | null
  /** The price the discount sets (PriceInclTax), cents; null: none. */
  priceCents: number | null
  percentage: number | null
  /** From this quantity on (more than 1): a staffel discount. */
  minQuantity: number | null
  loyaltyPoints: number | null
  isLoyalty: boolean
}

/** Start of the window (StartDate + StartTime, 00:00:00 when no time); null = no start. */
function discountStart(d: Pick<Discount, 'startDate' | 'startTime'>): Date | null | 'invalid' {
  return shopDateTime(d.startDate, d.startTime, '00:00:00')
}

/** End of the window (EndDate + EndTime, 23:59:59 when no time); null = no end. */
export function discountEnd(d: Pick<Discount, 'endDate' | 'endTime'>): Date | null | 'invalid' {
  return shopDateTime(d.endDate, d.endTime, '23:59:59')
}

/** A discount is active only between its start and end date-time, both inclusive. */
export function isDiscountActive(
  d: Pick<Discount, 'startDate' | 'startTime' | 'endDate' | 'endTime'>,
  now: Date,
): boolean {
  const start = discountStart(d)
  const end = discountEnd(d)
  if (start === 'invalid' || end === 'invalid') return false
  const t = now.getTime()
  return (start === null || start.getTime() <= t) && (end === null || t <= end.getTime())
}

export function isBirthdayDiscount(d: Pick<Discount, 'name' | 'description'>): boolean {
  const is = (text: string) => text.trim().toLowerCase() === BIRTHDAY_DISCOUNT.toLowerCase()
  return is(d.name) || is(d.description)
}

/** Discounts a shopper may see now: active, and never a 'Verjaardagskorting'. */
export function visibleDiscounts<D extends Discount>(
  product: { discounts: readonly D[] },
  now: Date,
): D[] {
  return product.discounts.filter((d) => !isBirthdayDiscount(d) && isDiscountActive(d, now))
}

/** `cents` less `percentage` per cent, rounded to whole cents. */
export function percentageOff(cents: number, percentage: number): number {
  return Math.round((cents * (100 - percentage)) / 100)
}

/** The price a discount sets: its own PriceInclTax, else its Percentage off `fromCents`; null: neither. */
export function discountPriceOf(
  d: Pick<Discount, 'priceCents' | 'percentage'>,
  fromCents: number,
): number | null {
  if (d.priceCents != null) return d.priceCents
  if (d.percentage != null && d.percentage > 0 && d.percentage < 100)
    return percentageOff(fromCents, d.percentage)
  return null
}

export function loyaltyLabel(d: Pick<Discount, 'name' | 'loyaltyPoints' | 'description'>): string {
  return catalogue.pricing.loyaltyLabel(d.name, d.loyaltyPoints, d.description)
}

// The mock service's own price book: what the server charges for a product, worked out from the
// stored ProductDto in the server's terms (euros on the wire, cents inside, Discounts and
// ActiveDiscounts as sent). The shop's price rules (src/domain/pricing) are deliberately NOT
// imported here: the cart, the order, search hits and listings are priced by this book, so a
// price-rule bug on either side shows as a difference between what a page announces and what the
// cart charges (e2e/pricing.spec.ts, src/mocks/handlers/aspos/price-book.test.ts). See
// docs/architecture.md, "The mock and the domain".
import { shopDateTime } from '@/lib/clock'
import { isColourProduct } from '@/domain/pricing/product-fields'
import type { DiscountDto, ProductDto } from '../../db/types'

const toCents = (euros: number) => Math.round(euros * 100)

/** A field's text as the server reads it (code in any case), '' when absent. */
function field(product: ProductDto, code: string): string {
  const wanted = code.toLowerCase()
  return product.Fields.find((f) => f.Code.toLowerCase() === wanted)?.Value.trim() ?? ''
}

/** An amount typed into a text field ('1.50', '1,50', '€ 1,50') in cents; null when it is none. */
function fieldCents(product: ProductDto, code: string): number | null {
  const text = field(product, code).replace(/[€\s]/g, '')
  return /^\d+([.,]\d{1,2})?$/.test(text) ? toCents(Number(text.replace(',', '.'))) : null
}

/** Whether the offer runs at `now`: inside its Amsterdam window, and never a birthday discount. */
function runs(d: DiscountDto, now: Date): boolean {
  const named = (text: string) => text.trim().toLowerCase() === 'verjaardagskorting'
  if (named(d.Name) || named(d.Description)) return false
  const from = shopDateTime(d.StartDate, d.StartTime, '00:00:00')
  const until = shopDateTime(d.EndDate, d.EndTime, '23:59:59')
  if (from === 'invalid' || until === 'invalid') return false
  return (!from || from <= now) && (!until || now <= until)
}

/** The price an offer sets on `cents`: its own PriceInclTax, else its Percentage off. */
function offerCents(d: DiscountDto, cents: number): number | null {
  if (d.PriceInclTax !== null) return toCents(d.PriceInclTax)
  const pct = d.Percentage ?? 0
  return pct > 0 && pct < 100 ? Math.round((cents * (100 - pct)) / 100) : null
}

/** One product's entry in the server's price book at a moment (cents). */
export interface PriceBookEntry {
  /** The article's list price: PriceInclTax, or WeightPrice for a weight product. */
  listCents: number
  /** What the article sells for now: the lowest running offer, Discount.PriceInclTax, Webprijs. */
  saleCents: number
  /** Kleurtoeslag (colour products) plus deposit: paid on every piece, never discounted. */
  extrasCents: number
  depositCents: number
  /** The tier: from `from` pieces on, `percentage` off the sale price. */
  staffel: { from: number; percentage: number } | null
  /** The lowest loyalty offer's article price when it beats the sale price. */
  loyaltyCents: number | null
}

export function priceBookEntry(product: ProductDto, now: Date): PriceBookEntry {
  const all = new Map<number, DiscountDto>()
  for (const d of [...product.Discounts, ...product.ActiveDiscounts]) all.set(d.Id, d)
  const running = [...all.values()].filter((d) => runs(d, now))
  const listCents =
    product.IsWeightProduct && product.WeightPrice !== null
      ? toCents(product.WeightPrice)
      : toCents(product.PriceInclTax)

  const prices = [listCents]
  let serviceDecides = all.size === 0
  for (const d of running) {
    if (d.IsLoyalty || (d.MinQuantity ?? 0) > 1) continue
    if (d.PriceInclTax === null) serviceDecides = true
    const offer = offerCents(d, listCents)
    if (offer !== null) prices.push(offer)
  }
  if (serviceDecides && product.Discount && product.Discount.PriceInclTax >= 0)
    prices.push(toCents(product.Discount.PriceInclTax))
  const web = fieldCents(product, 'Webprijs')
  if (web !== null) prices.push(web)
  const saleCents = Math.max(0, Math.min(...prices))

  const depositCents = product.Kits.filter((k) => k.IsDeposit).reduce(
    (sum, k) => sum + toCents(k.PriceInclTax) * Math.max(0, k.Quantity),
    0,
  )
  const colour = isColourProduct({
    fields: product.Fields.map((f) => ({ code: f.Code, value: f.Value })),
    colors: product.Colors,
  })
  const surtax = colour ? (fieldCents(product, 'Kleurtoeslag') ?? 0) : 0

  const tier = running.find(
    (d) => (d.MinQuantity ?? 0) > 1 && (d.Percentage ?? 0) > 0 && (d.Percentage ?? 0) < 100,
  )
  const loyalty = running
    .filter((d) => d.IsLoyalty)
    .map((d) => offerCents(d, saleCents))
    .filter((c): c is number => c !== null)
  const bestLoyalty = loyalty.length > 0 ? Math.min(...loyalty) : null

  return {
    listCents,
    saleCents,
    extrasCents: surtax + depositCents,
    depositCents,
    staffel: tier ? { from: tier.MinQuantity!, percentage: tier.Percentage! } : null,
    loyaltyCents: bestLoyalty !== null && bestLoyalty < saleCents ? Math.max(0, bestLoyalty) : null,
  }
}

/** What one piece costs now, deposit included (the price a listing or a search hit shows). */
export const pieceNowCents = (e: PriceBookEntry) => e.saleCents + e.extrasCents

/** The struck price beside a sale, deposit included; null when nothing is on sale. */
export const wasCents = (e: PriceBookEntry) =>
  e.saleCents < e.listCents ? e.listCents + e.extrasCents : null

export type Saving = 'Sale' | 'Staffel' | 'Loyalty'

/** What the server charges for a line: the cheapest of sale, tier and loyalty price (no stacking). */
export function chargeLine(
  e: PriceBookEntry,
  quantity: number,
  loyaltyCustomer: boolean,
): { pieceCents: number; wasPieceCents: number; saving: Saving | null; totalCents: number } {
  const options: [number, Saving | null][] = [
    [e.saleCents, e.saleCents < e.listCents ? 'Sale' : null],
  ]
  if (e.staffel && quantity >= e.staffel.from)
    options.push([Math.round((e.saleCents * (100 - e.staffel.percentage)) / 100), 'Staffel'])
  if (loyaltyCustomer && e.loyaltyCents !== null) options.push([e.loyaltyCents, 'Loyalty'])
  // The first cheapest wins: a tier or loyalty price only when it is strictly lower.
  const [article, saving] = options.reduce((best, o) => (o[0] < best[0] ? o : best))
  const pieceCents = article + e.extrasCents
  const wasPieceCents = wasCents(e) ?? pieceNowCents(e)
  return {
    pieceCents,
    wasPieceCents,
    saving: pieceCents < wasPieceCents ? saving : null,
    totalCents: Math.round(pieceCents * quantity),
  }
}

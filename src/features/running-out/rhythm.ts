// "Bijna op?": how long one piece of a product lasts a customer, worked out from their own orders,
// and when it will probably run out. Pure (dates are the shop's calendar days, Europe/Amsterdam),
// so every rule below is unit-tested; the hooks read the orders and today's products and ask it.
// See docs/decisions/025-running-out.md.
import type { Product } from '@/api/aspos/products'
import { foodInfo } from '@/api/aspos/food-fields'
import { deriveFlags, isSoldOut } from '@/domain/pricing/flags'
import { fieldCodes, fieldValue } from '@/domain/pricing/product-fields'
import { parseContents } from '@/domain/unit-price'
import { addShopDays, shopDate, shopDaysBetween } from '@/lib/clock'
import { dailyAmount } from '@/domain/feeding'

export const rhythmRules = {
  /** Intervals shorter than this are a forgotten item or a second bag, not a rhythm. */
  minIntervalDays: 7,
  /** Intervals longer than this are a pause (a holiday, another shop), not a rhythm. */
  maxIntervalDays: 180,
  /** Due: expected to run out within this many days, or already out. */
  dueWithinDays: 7,
  /** "Later" hides a product until its expected date (or today, when it is overdue) plus these days. */
  laterGraceDays: 3,
} as const

/** One line of a past order, as the rhythm needs it. */
export interface PastOrderLine {
  productId: number
  color: string | null
  quantity: number
  /** The name on the order line (a product that has gone keeps its name there). */
  name: string
}

export interface PastOrder {
  date: Date
  /** A cancelled order was never delivered: it says nothing about what runs out. */
  cancelled: boolean
  lines: readonly PastOrderLine[]
}

/** What a customer's orders say about one product (and colour). */
export interface ProductRhythm {
  key: string
  productId: number
  color: string | null
  name: string
  /** Days one piece lasts: the median over the counted intervals, each divided by its quantity. */
  daysPerPiece: number
  /** Days between two orders as the customer usually orders (median of the counted intervals). */
  intervalDays: number
  /** Days with an order of it. */
  purchases: number
  lastDate: string
  lastQuantity: number
  /** Last order date + days per piece × pieces bought last time. */
  expectedDate: string
  /**
   * A product bought once: the days per piece come from its feeding table and the weight of this
   * pet in "Mijn dieren" (feedingRhythm), not from a rhythm of orders.
   */
  fedBy?: string
}

/** One product and colour: its rhythm, choices and cart-fill lines are keyed by it. */
export const rhythmKey = (productId: number, color: string | null): string =>
  color ? `${productId}:${color}` : String(productId)

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

interface Purchases {
  productId: number
  color: string | null
  name: string
  nameDate: string
  /** Shop date → pieces bought that day (two orders on one day are one purchase). */
  days: Map<string, number>
}

/**
 * The rhythm of every product the customer bought on at least two days with at least one interval
 * of 7 to 180 days between them. `today`: orders dated later (a device clock behind the shop's)
 * are not history yet.
 */
export function productRhythms(orders: readonly PastOrder[], today?: string): ProductRhythm[] {
  const byKey = new Map<string, Purchases>()
  for (const order of orders) {
    if (order.cancelled || Number.isNaN(order.date.getTime())) continue
    const day = shopDate(order.date)
    if (today !== undefined && day > today) continue
    for (const line of order.lines) {
      if (!(line.quantity > 0)) continue
      const key = rhythmKey(line.productId, line.color)
      const entry = byKey.get(key) ?? {
        productId: line.productId,
        color: line.color,
        name: line.name,
        nameDate: day,
        days: new Map<string, number>(),
      }
      // The newest order line names the product (a name can change over the years).
      if (day >= entry.nameDate) {
        entry.name = line.name
        entry.nameDate = day
      }
      entry.days.set(day, (entry.days.get(day) ?? 0) + line.quantity)
      byKey.set(key, entry)
    }
  }

  const rhythms: ProductRhythm[] = []
  for (const [key, entry] of byKey) {
    const days = [...entry.days.keys()].sort()
    if (days.length < 2) continue
    const perPiece: number[] = []
    const intervals: number[] = []
    for (let i = 1; i < days.length; i++) {
      const gap = shopDaysBetween(days[i - 1]!, days[i]!)
      if (gap < rhythmRules.minIntervalDays || gap > rhythmRules.maxIntervalDays) continue
      intervals.push(gap)
      // What was bought at the start of an interval lasted until the next order.
      perPiece.push(gap / entry.days.get(days[i - 1]!)!)
    }
    if (perPiece.length === 0) continue
    const lastDate = days[days.length - 1]!
    const lastQuantity = entry.days.get(lastDate)!
    const daysPerPiece = median(perPiece)
    rhythms.push({
      key,
      productId: entry.productId,
      color: entry.color,
      name: entry.name,
      daysPerPiece,
      intervalDays: median(intervals),
      purchases: days.length,
      lastDate,
      lastQuantity,
      expectedDate: addShopDays(lastDate, Math.round(daysPerPiece * lastQuantity)),
    })
  }
  return rhythms.sort(
    (a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.name.localeCompare(b.name, 'nl'),
  )
}

// ---------------------------------------------------------------------------------------------
// A food bought once: its feeding table and a pet's weight instead of a rhythm
// ---------------------------------------------------------------------------------------------

/** A product bought on one day only (no rhythm yet), within the longest interval before today. */
export interface SinglePurchase {
  key: string
  productId: number
  color: string | null
  name: string
  date: string
  quantity: number
}

/**
 * The products (and colours) bought on exactly one day, at most 180 days before `today` (an older
 * one says nothing about what is in the cupboard now), newest first.
 */
export function singlePurchases(orders: readonly PastOrder[], today: string): SinglePurchase[] {
  const byKey = new Map<string, SinglePurchase & { days: Set<string> }>()
  for (const order of orders) {
    if (order.cancelled || Number.isNaN(order.date.getTime())) continue
    const day = shopDate(order.date)
    if (day > today) continue
    for (const line of order.lines) {
      if (!(line.quantity > 0)) continue
      const key = rhythmKey(line.productId, line.color)
      const entry = byKey.get(key) ?? {
        key,
        productId: line.productId,
        color: line.color,
        name: line.name,
        date: day,
        quantity: 0,
        days: new Set<string>(),
      }
      entry.days.add(day)
      entry.quantity += line.quantity
      byKey.set(key, entry)
    }
  }
  return [...byKey.values()]
    .filter(
      (e) => e.days.size === 1 && shopDaysBetween(e.date, today) <= rhythmRules.maxIntervalDays,
    )
    .map(({ days: _days, ...purchase }) => purchase)
    .sort((a, b) => b.date.localeCompare(a.date) || a.productId - b.productId)
}

/** A pet of "Mijn dieren", as the rule needs it. */
export interface FeedingPet {
  name: string
  species: string
  weightGrams: number
}

/**
 * A food bought once, with no rhythm yet: it runs out at the purchase day plus the bag's grams
 * (times the bags bought) divided by the grams a day its feeding table gives for the first pet of
 * its species. null when the product has no feeding table, no bag weight, no pet of its species,
 * or the pet's weight lies outside the table.
 */
export function feedingRhythm(
  purchase: SinglePurchase,
  product: Product,
  pets: readonly FeedingPet[],
): ProductRhythm | null {
  const info = foodInfo(product)
  const bag = parseContents(fieldValue(product, fieldCodes.contents))
  if (!info.feedingTable || !info.species || !bag || bag.unit !== 'kg') return null
  const pet = pets.find((p) => p.species === info.species)
  if (!pet) return null
  const amount = dailyAmount(info.feedingTable, pet.weightGrams)
  if (amount.kind !== 'ok') return null
  const daysPerPiece = bag.milli / amount.gramsPerDay
  return {
    key: purchase.key,
    productId: purchase.productId,
    color: purchase.color,
    name: purchase.name,
    daysPerPiece,
    intervalDays: daysPerPiece,
    purchases: 1,
    lastDate: purchase.date,
    lastQuantity: purchase.quantity,
    expectedDate: addShopDays(purchase.date, Math.round(daysPerPiece * purchase.quantity)),
    fedBy: pet.name,
  }
}

/** The rhythms of the orders, with those of single food purchases worked out from the pets. */
export function withFeedingRhythms(
  rhythms: readonly ProductRhythm[],
  singles: readonly SinglePurchase[],
  products: readonly Product[],
  pets: readonly FeedingPet[],
): ProductRhythm[] {
  const byId = new Map(products.map((p) => [p.id, p]))
  const fed = singles.flatMap((single) => {
    const product = byId.get(single.productId)
    const rhythm = product ? feedingRhythm(single, product, pets) : null
    return rhythm ? [rhythm] : []
  })
  if (fed.length === 0) return [...rhythms]
  return [...rhythms, ...fed].sort(
    (a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.name.localeCompare(b.name, 'nl'),
  )
}

export type DueState = 'overdue' | 'today' | 'soon'

/**
 * Due: expected within 7 days, today, or already past, but not by more than a whole cycle (the
 * days the last order should have lasted): a customer that far past it buys it elsewhere or no
 * longer needs it. null: not due.
 */
export function dueState(rhythm: ProductRhythm, today: string): DueState | null {
  const left = shopDaysBetween(today, rhythm.expectedDate)
  if (left > rhythmRules.dueWithinDays) return null
  const cycle = Math.max(1, Math.round(rhythm.daysPerPiece * rhythm.lastQuantity))
  if (-left > cycle) return null
  return left < 0 ? 'overdue' : left === 0 ? 'today' : 'soon'
}

// ---------------------------------------------------------------------------------------------
// The customer's choices: "Later" and "Niet meer voorstellen"
// ---------------------------------------------------------------------------------------------

/** Hidden while the expected date is still `expected` and today is not past `until`. */
export interface LaterChoice {
  kind: 'later'
  expected: string
  until: string
}

export type RunningOutChoice = { kind: 'never' } | LaterChoice

export type RunningOutChoices = Readonly<Record<string, RunningOutChoice>>

/** "Later": hidden until the expected date (today, when it has passed) has passed by 3 days. */
export function laterChoice(rhythm: ProductRhythm, today: string): LaterChoice {
  const from = rhythm.expectedDate > today ? rhythm.expectedDate : today
  return {
    kind: 'later',
    expected: rhythm.expectedDate,
    until: addShopDays(from, rhythmRules.laterGraceDays),
  }
}

/**
 * Whether a choice hides the product today. A new order moves the expected date: a "Later" for
 * the old date then no longer counts, the product comes back when it is due again.
 */
export function isHidden(
  choice: RunningOutChoice | undefined,
  rhythm: ProductRhythm,
  today: string,
): boolean {
  if (!choice) return false
  if (choice.kind === 'never') return true
  return choice.expected === rhythm.expectedDate && today <= choice.until
}

/** The rhythms due today that the customer has not put aside, most urgent first. */
export function dueRhythms(
  rhythms: readonly ProductRhythm[],
  today: string,
  choices: RunningOutChoices,
): { rhythm: ProductRhythm; state: DueState }[] {
  return rhythms.flatMap((rhythm) => {
    const state = dueState(rhythm, today)
    return state && !isHidden(choices[rhythm.key], rhythm, today) ? [{ rhythm, state }] : []
  })
}

// ---------------------------------------------------------------------------------------------
// Today's products
// ---------------------------------------------------------------------------------------------

export interface DueItem {
  rhythm: ProductRhythm
  state: DueState
  /** Today's product: today's price and stock. */
  product: Product
  soldOut: boolean
}

/**
 * The due rhythms the shop can still sell, with today's products. Left out: a product the service
 * no longer answers (no longer sold), one no longer online (no category in the web shop), a
 * variant parent, a colour product whose colour is gone or was never named. A sold-out one stays,
 * marked, so the customer can be offered something else.
 */
export function dueItems(
  due: readonly { rhythm: ProductRhythm; state: DueState }[],
  products: readonly Product[],
): DueItem[] {
  const byId = new Map(products.map((p) => [p.id, p]))
  return due.flatMap(({ rhythm, state }) => {
    const product = byId.get(rhythm.productId)
    if (!product || product.webNodeIds.length === 0) return []
    const flags = deriveFlags(product)
    if (flags.isVariantParent) return []
    if (flags.isColorProduct && !product.colors.some((c) => c.code === rhythm.color)) return []
    return [{ rhythm, state, product, soldOut: isSoldOut(product) }]
  })
}

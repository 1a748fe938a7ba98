// How an order ages in the mock: its status follows its dates and the moment asked, so an order of
// December 2025 reads "Bezorgd" a year later, and one placed during a dev session goes from
// received to sent to delivered while the session runs. Pure: the order's facts and `now` in,
// the status and the dates of the stages it has reached out (docs/api.md, "Order status ages").
//
// Home delivery (the delivery promise's own rule, domain/delivery-promise.ts, decides the day):
//   Ontvangen       the order's moment
//   In behandeling  half an hour later
//   Verzonden       07:00 on the first working day after the processing day (the order's day, or
//                   the next after the 22:00 cut-off), but never later than the expected day
//   Afgeleverd      14:00 on the expected day: the promise for these items made at the order's
//                   moment ('morgen in huis', '2-4 werkdagen' → its last day)
// An e-mailed order (no delivery address, gift cards only) is delivered five minutes after it is
// placed. Click & Collect: Wordt klaargezet half an hour after the order, Klaar om op te halen when
// the store's "klaar vanaf" rule says (api/aspos/store-hours.ts), Opgehaald a day later. A
// cancelled order stays cancelled. A record may name its own moments (`Shipped`/`Delivered`): the
// seed's parcel on its way does.
import { pickupReadyAt, type OpeningHours } from '@/domain/store-hours'
import type { OrderStatus } from '@/api/aspos/orders'
import { shopInstant, shopWallClock } from '@/lib/clock'
import {
  DELIVERY_CUT_OFF,
  deliveryPromise,
  parseDeliveryTerm,
  shopDayFromIso,
  type PromiseItem,
} from '@/domain/delivery-promise'
import { holidayOn, dayNumber, weekdayOf } from '@/lib/dutch-holidays'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const progressHours = {
  /** Into processing (or being made ready) after the order. */
  processingAfterMinutes: 30,
  /** The carrier's van leaves the depot. */
  shippedAt: 7,
  /** The parcel is at the door. */
  deliveredAt: 14,
  /** A Click & Collect order is picked up this long after it is ready. */
  collectedAfterHours: 24,
  /** An e-mailed order arrives this long after it is placed. */
  emailedAfterMinutes: 5,
} as const

/** What the rule reads of an order. */
export interface ProgressInput {
  orderDate: Date
  deliveryMethod: 'Delivery' | 'Pickup'
  cancelled: boolean
  /** A delivery order without a delivery address is e-mailed (gift cards only). */
  emailed: boolean
  /** The order's items as the delivery promise reads them (ordered: in stock then). */
  items: readonly PromiseItem[]
  /** Click & Collect: the store's opening hours. */
  storeHours?: readonly OpeningHours[]
  /** Moments the record names itself, instead of the rule's. */
  shipped?: Date
  delivered?: Date
  /** The last day the order was promised for when it was placed ('2026-12-03'), where it says so. */
  expectedTo?: string
}

export interface StatusStep {
  status: Exclude<OrderStatus, 'Geannuleerd'>
  at: Date
}

/** Every stage the order will reach, with its moment (a cancelled order: received only). */
export function orderSchedule(input: ProgressInput): StatusStep[] {
  const placed = input.orderDate
  const received: StatusStep = { status: 'Ontvangen', at: placed }
  if (input.cancelled) return [received]
  const processing = new Date(placed.getTime() + progressHours.processingAfterMinutes * MINUTE)
  let shipped: Date
  let delivered: Date
  if (input.deliveryMethod === 'Pickup') {
    const ready =
      (input.storeHours && pickupReadyAt(input.storeHours, placed)) ??
      new Date(placed.getTime() + 2 * HOUR)
    shipped = input.shipped ?? new Date(Math.max(ready.getTime(), processing.getTime()))
    delivered =
      input.delivered ?? new Date(shipped.getTime() + progressHours.collectedAfterHours * HOUR)
  } else if (input.emailed) {
    const sent = new Date(placed.getTime() + progressHours.emailedAfterMinutes * MINUTE)
    return [
      received,
      { status: 'In behandeling', at: new Date(placed.getTime() + MINUTE) },
      { status: 'Verzonden', at: sent },
      { status: 'Afgeleverd', at: sent },
    ]
  } else {
    const expected = expectedDay(input)
    shipped = input.shipped ?? shippedMoment(placed, expected)
    delivered = input.delivered ?? atShopHour(expected, progressHours.deliveredAt)
  }
  // The stages keep their order whatever a record names.
  const inProgress = new Date(Math.min(processing.getTime(), shipped.getTime()))
  return [
    received,
    { status: 'In behandeling', at: inProgress },
    { status: 'Verzonden', at: shipped },
    { status: 'Afgeleverd', at: new Date(Math.max(delivered.getTime(), shipped.getTime())) },
  ]
}

export interface OrderProgress {
  status: OrderStatus
  /** The stages reached at `now`, oldest first, each with its moment. */
  reached: StatusStep[]
  /** When a parcel a carrier brings is due at the door; null: no such parcel (pickup, e-mail). */
  dueAt: Date | null
}

/** The order's status at `now`: the last stage whose moment has come. */
export function orderProgress(input: ProgressInput, now: Date): OrderProgress {
  const schedule = orderSchedule(input)
  const reached = schedule.filter((step) => step.at.getTime() <= now.getTime())
  if (input.cancelled) return { status: 'Geannuleerd', reached, dueAt: null }
  const parcel = input.deliveryMethod === 'Delivery' && !input.emailed
  return {
    status: reached.at(-1)?.status ?? 'Ontvangen',
    reached,
    dueAt: parcel ? (schedule.at(-1)?.at ?? null) : null,
  }
}

// ---------------------------------------------------------------------------------------------
// Days
// ---------------------------------------------------------------------------------------------

const isWorkday = (day: number) => {
  const weekday = weekdayOf(day)
  return weekday !== 0 && weekday !== 6 && holidayOn(day) === null
}

function shopDayNumber(instant: Date): number {
  const w = shopWallClock(instant)
  return dayNumber(w.year, w.month, w.day)
}

function atShopHour(day: number, hour: number): Date {
  const date = new Date(day * DAY)
  return shopInstant({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour,
    minute: 0,
    second: 0,
  })
}

const [CUT_OFF_HOUR, CUT_OFF_MINUTE] = DELIVERY_CUT_OFF.split(':').map(Number) as [number, number]

/**
 * The day the promise made at the order's moment names (its last day). An item whose delivery
 * time promises nothing today ('Tijdelijk uitverkocht') was in stock when it was ordered: it counts
 * as the standard next-day promise.
 */
function expectedDay(input: ProgressInput): number {
  // The promise the order carries (its destination and service decided it) comes first.
  const promised = shopDayFromIso(input.expectedTo)
  if (promised) return dayNumber(promised.year, promised.month, promised.day)
  const items = input.items.map((item) =>
    parseDeliveryTerm(item.deliveryTime).kind === 'none' ? { ...item, deliveryTime: null } : item,
  )
  const promise = deliveryPromise(input.orderDate, items)
  if (promise.kind === 'delivery')
    return dayNumber(promise.to.year, promise.to.month, promise.to.day)
  // Nothing to promise (nothing physical): the first delivery day after processing.
  let day = processingDay(input.orderDate) + 1
  while (weekdayOf(day) === 0 || holidayOn(day) !== null) day++
  return day
}

/** The order's day, or the next one when it came after the cut-off. */
function processingDay(placed: Date): number {
  const w = shopWallClock(placed)
  const afterCutOff = w.hour * 60 + w.minute >= CUT_OFF_HOUR * 60 + CUT_OFF_MINUTE
  return shopDayNumber(placed) + (afterCutOff ? 1 : 0)
}

function shippedMoment(placed: Date, expected: number): Date {
  let day = processingDay(placed) + 1
  while (!isWorkday(day)) day++
  return atShopHour(Math.min(day, expected), progressHours.shippedAt)
}

// The delivery promise: when an order placed now is at the door, made concrete for this moment in
// the shop's time (Europe/Amsterdam, through clock.ts: arithmetic, no Intl), at a destination
// (shipping-zones.ts: the country's group and the chosen service). The USP bar's "Voor 22:00
// besteld: de bezorgdag staat bij elk product" and this module share one cut-off (DELIVERY_CUT_OFF). Pure:
// the product page, the cart and the checkout render what it answers, ticking once a minute
// (components/delivery-promise.tsx). The rules and what they decide are
// docs/decisions/023-delivery-promise.md:
// - an order before the cut-off is processed today, after it tomorrow; it is at the door on the
//   first delivery day after that: any day but Sunday and the Dutch public holidays
//   (dutch-holidays.ts);
// - a product's Leveringstijd that takes longer ('2-4 werkdagen') counts working days (Monday to
//   Friday, no holiday) from the processing day, and gives a range;
// - a sold-out product promises nothing, a virtual one (the gift card by e-mail) 'direct', a text
//   the module cannot read nothing either (no promise it cannot keep);
// - under four hours before the cut-off, while the cut-off still decides the day, a countdown;
// - Click & Collect: ready when the store says (pickupPromise words the one ready rule,
//   api/aspos/store-hours.ts pickupReadyAt).
import { delivery as messages } from '@/messages/nl/delivery'
import { shopInstant, shopWallClock } from '@/lib/clock'
import { dayNumber, holidayOn, weekdayOf } from '@/lib/dutch-holidays'
import {
  servicesFor,
  shippingZoneOf,
  type ShippingService,
  type ShippingZone,
} from './shipping-zones'

/** The one cut-off of the next-day promise: the USP bar's text and the promise below read it. */
export const DELIVERY_CUT_OFF = '22:00'
/** The countdown shows this long before the cut-off. */
export const COUNTDOWN_MINUTES = 4 * 60

const [CUT_OFF_HOUR, CUT_OFF_MINUTE] = DELIVERY_CUT_OFF.split(':').map(Number) as [number, number]

/** What a product's Leveringstijd says. */
export type DeliveryTerm =
  | { kind: 'nextDay' }
  | { kind: 'workdays'; min: number; max: number }
  | { kind: 'direct' }
  | { kind: 'none' }

/**
 * Reads a Leveringstijd field: empty, 'morgen in huis' or 'eerstvolgende bezorgdag' is the standard
 * next-day promise;
 * 'n werkdagen' or 'n-m werkdagen' (also 'n tot m', 'n weken'); 'direct …' for what is e-mailed;
 * 'uitverkocht' or anything else promises nothing.
 */
export function parseDeliveryTerm(text: string | null | undefined): DeliveryTerm {
  const value = text?.trim().toLowerCase() ?? ''
  if (!value || /morgen in huis|eerstvolgende bezorgdag/.test(value)) return { kind: 'nextDay' }
  if (/uitverkocht|niet leverbaar/.test(value)) return { kind: 'none' }
  if (/^direct\b/.test(value)) return { kind: 'direct' }
  const range = /(\d+)\s*(?:-|–|tot)\s*(\d+)\s*(werkdag|we+k)/.exec(value)
  const single = /(\d+)\s*(werkdag|we+k)/.exec(value)
  const [min, max, unit] = range
    ? [Number(range[1]), Number(range[2]), range[3]!]
    : single
      ? [Number(single[1]), Number(single[1]), single[2]!]
      : [0, 0, '']
  if (!unit || min < 1 || max < min) return { kind: 'none' }
  const factor = unit.startsWith('werkdag') ? 1 : 5
  return { kind: 'workdays', min: min * factor, max: max * factor }
}

/** A product as the promise sees it. */
export interface PromiseItem {
  /** The Leveringstijd field (null: none). */
  deliveryTime: string | null
  isVirtual: boolean
  soldOut: boolean
}

export interface ShopDay {
  year: number
  month: number
  day: number
  /** 0 = Sunday … 6 = Saturday */
  weekday: number
}

export type DeliveryPromise =
  | { kind: 'none' }
  | { kind: 'direct' }
  | {
      kind: 'delivery'
      from: ShopDay
      to: ShopDay
      /** Time left before the cut-off, while under four hours and it still decides the day. */
      countdown: { hours: number; minutes: number } | null
    }

const isDeliveryDay = (day: number) => weekdayOf(day) !== 0 && holidayOn(day) === null
const isWorkday = (day: number) => {
  const weekday = weekdayOf(day)
  return weekday !== 0 && weekday !== 6 && holidayOn(day) === null
}

/** The first day after `day` that passes the test. */
function nextAfter(day: number, passes: (day: number) => boolean): number {
  let next = day + 1
  while (!passes(next)) next++
  return next
}

/** The n-th working day after `day`. */
function nthWorkdayAfter(day: number, n: number): number {
  let at = day
  for (let i = 0; i < n; i++) at = nextAfter(at, isWorkday)
  return at
}

/** How a parcel travels: the destination's group and the chosen service. */
interface Route {
  zone: ShippingZone
  service: ShippingService
}

/** The days an item ordered on this processing day arrives between; null: no promise. */
function rangeOf(term: DeliveryTerm, processing: number, route: Route): [number, number] | null {
  if (term.kind !== 'nextDay' && term.kind !== 'workdays') return null
  const [min, max] = term.kind === 'nextDay' ? [1, 1] : [term.min, term.max]
  const { transit } = route.zone
  if (transit) {
    // Abroad: a product ready to ship leaves on the processing day (its Leveringstijd counts one day
    // to the door at home), then the group's transit in working days; delivered on working days.
    return [
      nthWorkdayAfter(processing, min - 1 + transit.min),
      nthWorkdayAfter(processing, max - 1 + transit.max),
    ]
  }
  // Nederland: the next delivery day (Saturday too); the evening round on working days only.
  const earliest = nextAfter(processing, route.service === 'evening' ? isWorkday : isDeliveryDay)
  if (term.kind === 'nextDay') return [earliest, earliest]
  return [
    Math.max(earliest, nthWorkdayAfter(processing, min)),
    Math.max(earliest, nthWorkdayAfter(processing, max)),
  ]
}

/** The latest range of all items (they travel together), or null when one cannot be promised. */
function combinedRange(
  terms: readonly DeliveryTerm[],
  processing: number,
  route: Route,
): [number, number] | null {
  let from = -Infinity
  let to = -Infinity
  for (const term of terms) {
    const range = rangeOf(term, processing, route)
    if (!range) return null
    from = Math.max(from, range[0])
    to = Math.max(to, range[1])
  }
  return [from, to]
}

function shopDayOf(day: number): ShopDay {
  const date = new Date(day * 86_400_000)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  }
}

/** Where and how the order travels: the destination's country (default NL) and the service. */
export interface Destination {
  country?: string | null
  service?: ShippingService
}

/**
 * When an order of these items placed at `now` is delivered, at `destination` (default: Nederland,
 * standard delivery: the product page, which knows no address yet). One item: a product page; several:
 * a cart (sold-out lines left out; what is e-mailed arrives at once, the rest travels together).
 */
export function deliveryPromise(
  now: Date,
  items: readonly PromiseItem[],
  destination: Destination = {},
): DeliveryPromise {
  const buyable = items.filter((item) => !item.soldOut)
  const physical = buyable.filter((item) => !item.isVirtual)
  const terms = physical.map((item) => parseDeliveryTerm(item.deliveryTime))
  // A Leveringstijd of 'direct' on a parcel is read as the standard promise, never as 'direct'.
  const parcelTerms = terms.map((term) =>
    term.kind === 'direct' ? { kind: 'nextDay' as const } : term,
  )
  if (physical.length === 0) return buyable.length > 0 ? { kind: 'direct' } : { kind: 'none' }

  const zone = shippingZoneOf(destination.country)
  // A destination the shop does not serve, or a service it does not offer there: no promise.
  const service = destination.service ?? 'standard'
  if (!zone || !servicesFor(destination.country).includes(service)) return { kind: 'none' }
  const route: Route = { zone, service }
  const wall = shopWallClock(now)
  if (Number.isNaN(wall.year)) return { kind: 'none' }
  const today = dayNumber(wall.year, wall.month, wall.day)
  const cutOff = shopInstant({ ...wall, hour: CUT_OFF_HOUR, minute: CUT_OFF_MINUTE, second: 0 })
  const beforeCutOff = now.getTime() < cutOff.getTime()
  const range = combinedRange(parcelTerms, beforeCutOff ? today : today + 1, route)
  if (!range) return { kind: 'none' }

  let countdown: { hours: number; minutes: number } | null = null
  const left = Math.floor((cutOff.getTime() - now.getTime()) / 60_000)
  if (beforeCutOff && left < COUNTDOWN_MINUTES) {
    const later = combinedRange(parcelTerms, today + 1, route)
    if (later && (later[0] !== range[0] || later[1] !== range[1]))
      countdown = { hours: Math.floor(left / 60), minutes: left % 60 }
  }
  return { kind: 'delivery', from: shopDayOf(range[0]), to: shopDayOf(range[1]), countdown }
}

const dateText = (d: ShopDay) => messages.date(d.weekday, d.day, d.month)

const sameDay = (a: ShopDay, b: ShopDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day

/** 'maandag 1 en dinsdag 2 december', or 'vrijdag 28 november en dinsdag 2 december'. */
function twoDatesText(from: ShopDay, to: ShopDay): string {
  return from.year === to.year && from.month === to.month
    ? messages.twoDatesOfMonth(from.weekday, from.day, to.weekday, to.day, to.month)
    : messages.and(dateText(from), dateText(to))
}

/** The promise in words ('Vandaag besteld, vrijdag 28 november in huis'); null: nothing to say. */
export function deliveryPromiseText(promise: DeliveryPromise): string | null {
  if (promise.kind === 'none') return null
  if (promise.kind === 'direct') return messages.direct
  const { from, to } = promise
  if (sameDay(from, to)) return messages.on(dateText(from))
  return messages.between(twoDatesText(from, to))
}

/** A shop day as the service writes a date ('2026-11-30'). */
export function shopDayIso(day: ShopDay): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`
}

/** A date the service wrote ('2026-11-30', or the date part of a timestamp); null: unreadable. */
export function shopDayFromIso(value: string | null | undefined): ShopDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  return shopDayOf(dayNumber(year, month, day))
}

/** An order's expected delivery ('Verwacht op maandag 30 november'); null: none known. */
export function expectedDeliveryText(from: ShopDay | null, to: ShopDay | null): string | null {
  if (!from) return null
  if (!to || sameDay(from, to)) return messages.expectedOn(dateText(from))
  return messages.expectedBetween(twoDatesText(from, to))
}

/** The countdown in words ('Nog 2 uur en 14 min'); null: none now. */
export function countdownText(promise: DeliveryPromise): string | null {
  if (promise.kind !== 'delivery' || !promise.countdown) return null
  return messages.countdown(promise.countdown.hours, promise.countdown.minutes)
}

// ---------------------------------------------------------------------------------------------
// Click & Collect
// ---------------------------------------------------------------------------------------------

export interface PickupPromise {
  /** From when the order can be collected. */
  ready: Date
  /** 'Vandaag vanaf 16:00 op te halen in Dier & Ruiter Utrecht' */
  text: string
}

/**
 * The promise for an order placed at `now` in `storeName`, ready from `readyAt`: the store's own
 * "ready from" (api/aspos/store-hours.ts, pickupReadyAt: the one rule of when an order is ready).
 * null: unknown, no promise.
 */
export function pickupPromise(
  now: Date,
  readyAt: Date | null,
  storeName: string,
): PickupPromise | null {
  let ready = readyAt
  if (!ready || Number.isNaN(ready.getTime())) return null
  if (ready.getTime() < now.getTime()) ready = now

  const today = shopWallClock(now)
  const at = shopWallClock(ready)
  const days = dayNumber(at.year, at.month, at.day) - dayNumber(today.year, today.month, today.day)
  const when =
    days === 0
      ? messages.today
      : days === 1
        ? messages.tomorrow
        : messages.capitalised(dateText(shopDayOf(dayNumber(at.year, at.month, at.day))))
  const time = `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`
  return { ready, text: messages.pickup(when, time, storeName) }
}

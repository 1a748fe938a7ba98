// When a store is open: the one rule behind "Nu open, tot 18:00", "Gesloten, opent morgen om 9:00",
// the opening-hours table and the Click & Collect "klaar vanaf" moment. It reads a store's weekly
// opening hours ('HH:mm:ss' Amsterdam wall-clock times per day of the week) against an instant, in
// the shop's clock (Europe/Amsterdam, src/lib/clock.ts), so the stores pages, the checkout and the
// delivery promise judge it alike. Pure: the hours and the moment are parameters. The wire shape
// of the hours is src/api/aspos/store-hours.ts; texts are not made here
// (src/components/store-open-state.tsx words them).
import { shopInstant, shopWallClock } from '@/lib/clock'

export interface OpeningHours {
  dayOfWeek: number
  /** 'HH:mm:ss' as the service sends it; null when closed. */
  open: string | null
  close: string | null
}

/** One day's hours in minutes after midnight: open from `opens` until (not at) `closes`. */
export interface DayHours {
  opens: number
  closes: number
}

/** One stretch of opening time, as instants: open from `opens` until (not at) `closes`. */
export interface OpenPeriod {
  opens: Date
  closes: Date
}

export type OpenState =
  /** Open now, until `closes`. */
  | { open: true; closes: Date }
  /** Closed now; `opens` is the next opening, null when none in the coming week. */
  | { open: false; opens: Date | null }

/** 'HH:mm' or 'HH:mm:ss' as minutes after midnight; null when empty or unreadable. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time?.trim() ?? '')
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours > 24 || minutes > 59 || hours * 60 + minutes > 24 * 60 ? null : hours * 60 + minutes
}

/**
 * A day's hours (DayOfWeek 0 = Sunday … 6 = Saturday), or null when the store is closed all day:
 * no entry, no times, unreadable times, or a closing time not after the opening time (a night
 * opening past midnight is not a shop's; it reads as closed rather than as a wrong promise).
 */
export function hoursOn(hours: readonly OpeningHours[], dayOfWeek: number): DayHours | null {
  const entry = hours.find((h) => h.dayOfWeek === dayOfWeek)
  const opens = minutesOfDay(entry?.open)
  const closes = minutesOfDay(entry?.close)
  if (opens === null || closes === null || closes <= opens) return null
  return { opens, closes }
}

const DAY_MS = 24 * 3600_000

/** The instant of `minutes` after midnight on the shop day `daysAhead` after the one of `from`. */
function instantOn(from: Date, daysAhead: number, minutes: number): { at: Date; weekday: number } {
  const today = shopWallClock(from)
  // Calendar arithmetic in UTC (no clock change there), then read as Amsterdam wall-clock time.
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day) + daysAhead * DAY_MS)
  const at = shopInstant({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    second: 0,
  })
  return { at, weekday: day.getUTCDay() }
}

/** How many shop days ahead of `from` the weekly hours are searched (a whole week and a day). */
const SEARCH_DAYS = 8

/**
 * The store's opening periods that have not ended at `from`, in order, over the coming week: the
 * one it is in now (if open) first. Every instant is on the shop's clock, so a day with a clock
 * change (29 March, 25 October) opens and closes at its own wall-clock times.
 */
export function openPeriods(hours: readonly OpeningHours[], from: Date): OpenPeriod[] {
  const periods: OpenPeriod[] = []
  if (Number.isNaN(from.getTime())) return periods
  for (let daysAhead = 0; daysAhead < SEARCH_DAYS; daysAhead++) {
    const weekday = instantOn(from, daysAhead, 0).weekday
    const day = hoursOn(hours, weekday)
    if (!day) continue
    const opens = instantOn(from, daysAhead, day.opens).at
    const closes = instantOn(from, daysAhead, day.closes).at
    if (closes.getTime() > from.getTime()) periods.push({ opens, closes })
  }
  return periods
}

/** Open or closed at `now`: open from the opening minute, closed from the closing minute on. */
export function openStateAt(hours: readonly OpeningHours[], now: Date): OpenState {
  const next = openPeriods(hours, now)[0]
  if (next && next.opens.getTime() <= now.getTime()) return { open: true, closes: next.closes }
  return { open: false, opens: next?.opens ?? null }
}

/**
 * The first moment at or after `after` at which the store is open: `after` itself when it is open
 * then, else its next opening; null when it has no opening hours in the coming week.
 */
export function nextOpenMoment(hours: readonly OpeningHours[], after: Date): Date | null {
  const next = openPeriods(hours, after)[0]
  if (!next) return null
  return next.opens.getTime() <= after.getTime() ? after : next.opens
}

/**
 * The Click & Collect "klaar vanaf" rule (docs/api.md, "Click & Collect: ready from"): the store
 * needs two hours to put an order ready, and an hour after it opens when the order came in while
 * it was closed; the moment is rounded up to a quarter of an hour and must leave at least half an
 * hour to pick the order up before closing, else it moves to the next opening (+ 1 hour).
 */
export const pickupRule = {
  prepareMinutes: 120,
  afterOpeningMinutes: 60,
  roundToMinutes: 15,
  pickUpWindowMinutes: 30,
} as const

const MINUTE = 60_000

function roundUp(instant: number, minutes: number): number {
  const step = minutes * MINUTE
  return Math.ceil(instant / step) * step
}

/** When an order placed at `orderedAt` is ready in a store with these hours; null if never. */
export function pickupReadyAt(hours: readonly OpeningHours[], orderedAt: Date): Date | null {
  const r = pickupRule
  const prepared = orderedAt.getTime() + r.prepareMinutes * MINUTE
  for (const period of openPeriods(hours, orderedAt)) {
    const earliest = Math.max(prepared, period.opens.getTime() + r.afterOpeningMinutes * MINUTE)
    const ready = roundUp(earliest, r.roundToMinutes)
    if (ready + r.pickUpWindowMinutes * MINUTE <= period.closes.getTime()) return new Date(ready)
  }
  return null
}

// The shop's one clock: every window, expiry and date the shop judges (discount windows, a
// voucher's last day, order and price dates) is read in the shop's time zone, Europe/Amsterdam,
// whatever zone the shopper's device is in. The service sends wall-clock dates and times without a
// zone; they are Amsterdam times. The app and the mock backend both judge through this module,
// without Intl (see shopOffsetMinutes). The zone's name (SHOP_TIME_ZONE) and the long-date
// formatter live in format.ts.

export interface ShopWallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

// Amsterdam's time is worked out by the EU's summer-time rule rather than by Intl: the first
// Intl.DateTimeFormat a page makes loads the date data (50 ms on this machine, 200–400 ms on a slow
// phone), and the first product price judged on a page made it inside a render. The rule (EU
// directive 2000/84, in force since 1996): CET (+01:00), and CEST (+02:00) from the last Sunday of
// March 01:00 UTC to the last Sunday of October 01:00 UTC. A property test holds it equal to Intl's
// Europe/Amsterdam from 1996 to 2099.

/** 01:00 UTC on the last Sunday of a month (monthIndex 0–11). */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0))
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/** Minutes Amsterdam is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function shopOffsetMinutes(instant: Date): number {
  const time = instant.getTime()
  const year = instant.getUTCFullYear()
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 120 : 60
}

/** The Amsterdam wall clock at an instant (its fields are NaN for an invalid date). */
export function shopWallClock(instant: Date): ShopWallClock {
  const wall = new Date(instant.getTime() + shopOffsetMinutes(instant) * 60_000)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

/** The shop's day of the week at an instant (0 = Sunday … 6 = Saturday, as Date.getDay). */
export function shopWeekday(instant: Date): number {
  const w = shopWallClock(instant)
  return new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()
}

const wallAsUtc = (w: ShopWallClock) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)

/**
 * The instant of an Amsterdam wall-clock time. A time that does not exist (the hour skipped in
 * March) is read with the offset before the change, so 02:30 is 03:30 summer time; a time that
 * exists twice (October), as the first of the two.
 */
export function shopInstant(w: ShopWallClock): Date {
  const asUtc = wallAsUtc(w)
  const day = 24 * 3600_000
  const before = asUtc - shopOffsetMinutes(new Date(asUtc - day)) * 60_000
  const after = asUtc - shopOffsetMinutes(new Date(asUtc + day)) * 60_000
  const fits = [before, after].filter((t) => wallAsUtc(shopWallClock(new Date(t))) === asUtc)
  return new Date(fits.length > 0 ? Math.min(...fits) : before)
}

/**
 * A service date ('2026-03-01', a longer ISO text is cut to its date) and time ('08:30' or
 * '08:30:15'; `fallbackTime` when empty) as the instant it means in Amsterdam. null: no date;
 * 'invalid': unreadable.
 */
export function shopDateTime(
  date: string | null | undefined,
  time: string | null | undefined,
  fallbackTime: string,
): Date | null | 'invalid' {
  if (!date?.trim()) return null
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim().slice(0, 10))
  const clock = (time?.trim() || fallbackTime).slice(0, 8)
  const withSeconds = /^\d{1,2}:\d{2}$/.test(clock)
    ? `${clock}:${fallbackTime.slice(6) || '00'}`
    : clock
  const hms = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(withSeconds)
  if (!day || !hms) return 'invalid'
  const wall = {
    year: Number(day[1]),
    month: Number(day[2]),
    day: Number(day[3]),
    hour: Number(hms[1]),
    minute: Number(hms[2]),
    second: Number(hms[3]),
  }
  if (
    wall.month < 1 ||
    wall.month > 12 ||
    wall.day < 1 ||
    wall.day > 31 ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second > 59
  ) {
    return 'invalid'
  }
  const result = shopInstant(wall)
  return Number.isNaN(result.getTime()) ? 'invalid' : result
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The shop's calendar date of an instant, as 'YYYY-MM-DD'. */
export function shopDate(instant: Date): string {
  const w = shopWallClock(instant)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

/** An instant's time of day on the shop's clock, in minutes after midnight (for formatClock). */
export function shopMinuteOfDay(instant: Date): number {
  const w = shopWallClock(instant)
  return w.hour * 60 + w.minute
}

const DAY_MS = 24 * 3600_000

/** A shop date ('YYYY-MM-DD') as a count of calendar days: clock changes cannot shift it. */
function shopDayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number)
  return Math.round(Date.UTC(year!, month! - 1, day!) / DAY_MS)
}

/** Calendar days from one shop date to another ('2026-03-28' → '2026-03-30' is 2, DST or not). */
export function shopDaysBetween(from: string, to: string): number {
  return shopDayNumber(to) - shopDayNumber(from)
}

/** The shop date `days` calendar days after (or, negative, before) a shop date. */
export function addShopDays(date: string, days: number): string {
  const moved = new Date((shopDayNumber(date) + days) * DAY_MS)
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`
}

/** A date that lasts its whole Amsterdam day ('2026-03-31' counts until 23:59:59 there). */
export function isPastShopDay(lastDay: string, now: Date): boolean {
  const end = shopDateTime(lastDay, '23:59:59', '23:59:59')
  if (end === null || end === 'invalid') return false
  return now.getTime() > end.getTime()
}

/** ISO 8601 with the shop's offset, e.g. 2026-11-23T23:30:00+01:00. */
export function shopIsoString(instant: Date): string {
  const w = shopWallClock(new Date(Math.floor(instant.getTime() / 1000) * 1000))
  const offset = shopOffsetMinutes(instant)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${shopDate(instant)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

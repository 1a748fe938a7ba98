// The Dutch public holidays on which parcels are not delivered, worked out for any year (Easter by
// the Gregorian computus), as calendar day numbers (days since 1970-01-01 of the shop's wall
// calendar). The delivery promise (delivery-promise.ts) skips them like Sundays. What counts, and
// why, is docs/decisions/023-delivery-promise.md:
// - Goede Vrijdag is no holiday for delivery: the carriers deliver on it;
// - Bevrijdingsdag (5 May) counts in lustrum years only (2025, 2030, …), the year the day is off
//   for most of the country; in other years parcels come as usual.

export type HolidayName =
  | 'nieuwjaarsdag'
  | 'eerstePaasdag'
  | 'tweedePaasdag'
  | 'koningsdag'
  | 'bevrijdingsdag'
  | 'hemelvaartsdag'
  | 'eerstePinksterdag'
  | 'tweedePinksterdag'
  | 'eersteKerstdag'
  | 'tweedeKerstdag'

const DAY_MS = 86_400_000

/** The day number of a calendar date (1970-01-01 is 0). */
export const dayNumber = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / DAY_MS

/** 0 = Sunday … 6 = Saturday, as Date.getDay. */
export const weekdayOf = (day: number): number => new Date(day * DAY_MS).getUTCDay()

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm: Meeus, Jones, Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayNumber(year, month, day)
}

/** The holidays of a year on which nothing is delivered, by day number. */
export function dutchHolidays(year: number): Map<number, HolidayName> {
  const easter = easterSunday(year)
  const kingsDay = dayNumber(year, 4, 27)
  const days: [number, HolidayName][] = [
    [dayNumber(year, 1, 1), 'nieuwjaarsdag'],
    [easter, 'eerstePaasdag'],
    [easter + 1, 'tweedePaasdag'],
    // On a Sunday, Koningsdag moves to the Saturday before.
    [weekdayOf(kingsDay) === 0 ? kingsDay - 1 : kingsDay, 'koningsdag'],
    [easter + 39, 'hemelvaartsdag'],
    [easter + 49, 'eerstePinksterdag'],
    [easter + 50, 'tweedePinksterdag'],
    [dayNumber(year, 12, 25), 'eersteKerstdag'],
    [dayNumber(year, 12, 26), 'tweedeKerstdag'],
  ]
  if (year % 5 === 0) days.push([dayNumber(year, 5, 5), 'bevrijdingsdag'])
  return new Map(days)
}

const byYear = new Map<number, Map<number, HolidayName>>()

/** The holiday on this day, or null (a year's list is worked out once). */
export function holidayOn(day: number): HolidayName | null {
  const year = new Date(day * DAY_MS).getUTCFullYear()
  let holidays = byYear.get(year)
  if (!holidays) {
    holidays = dutchHolidays(year)
    byYear.set(year, holidays)
  }
  return holidays.get(day) ?? null
}

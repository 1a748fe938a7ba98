// nl-NL formatting of money (integer cents), numbers, dates and times.
// Creating an Intl formatter loads locale data: tens of milliseconds on a slow phone, on the
// critical path when done at module load. Money (whole cents, in every price on every page) is
// therefore formatted by hand, exactly as Intl would (a property test holds them equal), and the
// Intl formatters are made on first use only.
import { lazy } from './lazy'

const euro = lazy(() => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }))
const decimal2 = lazy(
  () => new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)
const number = lazy(() => new Intl.NumberFormat('nl-NL'))
const oneDecimal = lazy(() => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }))
const wholeNumber = lazy(() => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 }))
/** The shop's time zone: its dates, days and times, whatever zone the shopper's device is in (clock.ts judges with it). */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam'
const longDate = lazy(
  () =>
    new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
)

/** '1.234,56' for 123456 whole cents; null when Intl must do it (fractions of a cent, -0). */
function wholeCents(cents: number): string | null {
  if (!Number.isSafeInteger(cents) || Object.is(cents, -0)) return null
  const abs = Math.abs(cents)
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}`
}

/** '€ 12,34' for 1234 cents. */
export function formatPrice(cents: number): string {
  const amount = wholeCents(cents)
  return amount === null ? euro().format(cents / 100) : `€\u00a0${amount}`
}

/** Like formatPrice, but a zero price reads 'Gratis'. */
export function formatPriceOrFree(cents: number): string {
  return cents === 0 ? 'Gratis' : formatPrice(cents)
}

/** '12,34' for 1234 cents, without the currency sign (cart button). */
export function formatAmount(cents: number): string {
  return wholeCents(cents) ?? decimal2().format(cents / 100)
}

export function formatNumber(value: number): string {
  return number().format(value)
}

/** '3 maart 2026' */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date)
}

/** A time with seconds ('08:30:00') is shown as hours and minutes ('08:30'). */
export function formatTime(value: string | null | undefined): string {
  if (!value) return ''
  const match = /^(\d{1,2}):(\d{2})/.exec(value)
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value
}

/** A clock time in running text: '9:00', '18:00' (minutes after midnight: 540 → '9:00'). */
export function formatClock(minutesOfDay: number): string {
  const minutes = ((Math.round(minutesOfDay) % 1440) + 1440) % 1440
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * A distance in kilometres: one decimal below 10 km ('3,2 km', '0,4 km'), whole kilometres from
 * there ('42 km'); the space before 'km' does not break.
 */
export function formatDistance(km: number): string {
  const text = km < 9.95 ? oneDecimal().format(km) : wholeNumber().format(km)
  return `${text}\u00a0km`
}

/** Truncates to max characters, appending '...'. */
/**
 * A product name with each measure kept whole: the space between a number and its unit
 * ("2 kg", "12 x 85 gram", "750 ml") becomes a no-break space, so a narrow column never reads
 * "2" at a line's end and "kg" on the next.
 */
export function keepMeasuresWhole(text: string): string {
  return text.replace(/(\d) (?=(?:kg|g|gram|l|ml|cl|cm|mm|m|stuks?|x)\b)/gi, '$1\u00a0')
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max)).trimEnd()}...`
}

/** Decimal euros from the wire to integer cents, without float drift. */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

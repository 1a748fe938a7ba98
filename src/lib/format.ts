// nl-NL formatting of money (integer cents), numbers, dates and times.
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
const decimal2 = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const number = new Intl.NumberFormat('nl-NL')
const longDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' })

/** '€ 12,34' for 1234 cents. */
export function formatPrice(cents: number): string {
  return euro.format(cents / 100)
}

/** Like formatPrice, but a zero price reads 'Gratis'. */
export function formatPriceOrFree(cents: number): string {
  return cents === 0 ? 'Gratis' : formatPrice(cents)
}

/** '12,34' for 1234 cents, without the currency sign (cart button). */
export function formatAmount(cents: number): string {
  return decimal2.format(cents / 100)
}

export function formatNumber(value: number): string {
  return number.format(value)
}

/** '3 maart 2026' */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date)
}

/** A time with seconds ('08:30:00') is shown as hours and minutes ('08:30'). */
export function formatTime(value: string | null | undefined): string {
  if (!value) return ''
  const match = /^(\d{1,2}):(\d{2})/.exec(value)
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value
}

/** Truncates to max characters, appending '...'. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max)).trimEnd()}...`
}

/** Decimal euros from the wire to integer cents, without float drift. */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

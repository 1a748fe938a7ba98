// Opening hours as the shopper reads them: Monday first (the Dutch week), times as hours and
// minutes ('08:30:00' → '08:30'), a day without times reads 'Gesloten'.
import type { OpeningHours } from '@/api/aspos/stores'
import { formatTime } from '@/lib/format'
import { content as messages } from '@/messages/nl/content'

export interface OpeningHoursRow {
  dayOfWeek: number
  day: string
  text: string
  closed: boolean
}

/** Monday .. Sunday as DayOfWeek numbers (0 = Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

export function openingHoursRows(hours: readonly OpeningHours[]): OpeningHoursRow[] {
  return WEEK_ORDER.map((dayOfWeek) => {
    const entry = hours.find((h) => h.dayOfWeek === dayOfWeek)
    const open = formatTime(entry?.open)
    const close = formatTime(entry?.close)
    const closed = !open || !close
    return {
      dayOfWeek,
      day: messages.stores.days[dayOfWeek]!,
      text: closed ? messages.stores.closed : messages.stores.hours(open, close),
      closed,
    }
  })
}

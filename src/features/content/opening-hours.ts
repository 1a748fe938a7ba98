// Opening hours as the shopper reads them: Monday first (the Dutch week), times as the shop writes
// them in text ('08:30:00' → '8:30'), a day without times reads 'Gesloten'. Which days are open and
// from when to when is the one rule of api/aspos/store-hours.ts (hoursOn), which also says whether
// the store is open now.
import { hoursOn, type OpeningHours } from '@/domain/store-hours'
import { formatClock } from '@/lib/format'
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
    const day = hoursOn(hours, dayOfWeek)
    return {
      dayOfWeek,
      day: messages.stores.days[dayOfWeek]!,
      text: day
        ? messages.stores.hours(formatClock(day.opens), formatClock(day.closes))
        : messages.stores.closed,
      closed: day === null,
    }
  })
}

// A shop date in words ('vrijdag 4 december'), for the pages that say when something happens.
// Apart from format.ts, which the entry loads: only "Bijna op?" and its reminder need it.
import { lazy } from './lazy'

const dayInWords = lazy(
  () =>
    new Intl.DateTimeFormat('nl-NL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
)

/** A shop date ('2026-12-04') as a shopper says it: 'vrijdag 4 december'. */
export function formatShopDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const noon = new Date(Date.UTC(year!, month! - 1, day!, 12))
  return Number.isNaN(noon.getTime()) ? '' : dayInWords().format(noon)
}

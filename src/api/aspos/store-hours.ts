// The wire shape of a store's weekly opening hours, as both the stores and the pickup locations
// send it ('HH:mm:ss' Amsterdam wall-clock times per DayOfWeek), and its mapper. The rules that
// read the hours (open now, next opening, Click & Collect "klaar vanaf") are src/domain/store-hours.ts.
import * as z from 'zod/mini'
import type { OpeningHours } from '@/domain/store-hours'
import { lazy } from '@/lib/lazy'

/** One day of a store's week on the wire (stores and pickup locations). */
export const openingHoursDtoSchema = lazy(() =>
  z.object({
    /** 0 = zondag .. 6 = zaterdag */
    DayOfWeek: z.int().check(z.minimum(0), z.maximum(6)),
    Open: z.nullable(z.string()),
    Close: z.nullable(z.string()),
  }),
)
export type OpeningHoursDto = z.infer<ReturnType<typeof openingHoursDtoSchema>>

/** The wire's week as ours, Sunday first. */
export function openingHoursOf(dtos: readonly OpeningHoursDto[]): OpeningHours[] {
  return [...dtos]
    .sort((a, b) => a.DayOfWeek - b.DayOfWeek)
    .map((h) => ({ dayOfWeek: h.DayOfWeek, open: h.Open, close: h.Close }))
}

// How the shop words a store's opening state and the Click & Collect "klaar vanaf" moment, from the
// one rule in api/aspos/store-hours.ts: "Nu open, tot 18:00", "Gesloten, opent morgen om 9:00",
// "Klaar vanaf vandaag 16:15"; and a store's distance ("3,2 km"). Stores pages and checkout use it.
import '@/styles/features/stores.scss'
import { openStateAt, type OpeningHours, type OpenState } from '@/domain/store-hours'
import { shopDate, shopDaysBetween, shopMinuteOfDay, shopWeekday } from '@/lib/clock'
import { formatClock, formatDistance } from '@/lib/format'
import { stores as t } from '@/messages/nl/stores'

/** An instant's time on the shop's clock, as the shop writes it in text ('9:00'). */
export function shopTimeText(instant: Date): string {
  return formatClock(shopMinuteOfDay(instant))
}

/** Calendar days on the shop's clock from one instant to another (0 today, 1 tomorrow). */
const daysAhead = (now: Date, then: Date) => shopDaysBetween(shopDate(now), shopDate(then))

export function openStateText(state: OpenState, now: Date): string {
  if (state.open) return t.openUntil(shopTimeText(state.closes))
  if (!state.opens) return t.closed
  return t.closedUntil(
    daysAhead(now, state.opens),
    shopWeekday(state.opens),
    shopTimeText(state.opens),
  )
}

export function readyFromText(readyAt: Date, now: Date): string {
  return t.readyFrom(daysAhead(now, readyAt), shopWeekday(readyAt), shopTimeText(readyAt))
}

export function StoreOpenState({
  hours,
  now,
  className,
  id,
}: {
  hours: readonly OpeningHours[]
  now: Date
  className?: string
  id?: string
}) {
  const state = openStateAt(hours, now)
  return (
    <span
      id={id}
      className={className ? `store-open-state ${className}` : 'store-open-state'}
      data-open={state.open}
      data-testid="store-open-state"
    >
      {openStateText(state, now)}
    </span>
  )
}

export function StoreDistance({
  km,
  className,
  id,
}: {
  km: number
  className?: string
  id?: string
}) {
  return (
    <span
      id={id}
      className={className ? `store-distance ${className}` : 'store-distance'}
      data-testid="store-distance"
    >
      <span className="visually-hidden">{t.distance}: </span>
      {formatDistance(km)}
    </span>
  )
}

// An order's status as a timeline: the normal road Ontvangen → In behandeling → Verzonden → Afgeleverd,
// with each stage reached, current or still to come; a cancelled order leaves the road. A Click &
// Collect order walks the same road under its own names: besteld → wordt klaargezet → klaar om op
// te halen → opgehaald.
import type { Order, OrderStatus } from '@/api/aspos/orders'
import { checkout } from '@/messages/nl/checkout'

/** What a status is called for this order: a pickup order is made ready, not shipped. */
export function statusLabel(
  status: OrderStatus,
  deliveryMethod: Order['deliveryMethod'] | null,
): string {
  return (deliveryMethod === 'Pickup' ? checkout.pickupStatuses : checkout.statuses)[status]
}

export const statusRoad = [
  'Ontvangen',
  'In behandeling',
  'Verzonden',
  'Afgeleverd',
] as const satisfies readonly OrderStatus[]

export interface TimelineStage {
  status: (typeof statusRoad)[number]
  state: 'done' | 'current' | 'upcoming'
}

export interface StatusTimeline {
  cancelled: boolean
  stages: TimelineStage[]
}

export function statusTimeline(status: OrderStatus): StatusTimeline {
  if (status === 'Geannuleerd') {
    return {
      cancelled: true,
      stages: statusRoad.map((s, i) => ({ status: s, state: i === 0 ? 'done' : 'upcoming' })),
    }
  }
  const at = statusRoad.indexOf(status)
  return {
    cancelled: false,
    stages: statusRoad.map((s, i) => ({
      status: s,
      // The last stage, once reached, is simply done.
      state:
        i < at || (i === at && i === statusRoad.length - 1)
          ? 'done'
          : i === at
            ? 'current'
            : 'upcoming',
    })),
  }
}

// Each status's badge class written out in full: the build keeps only class names it reads in the
// source, and every status has a colour of its own.
export const statusBadgeClass: Record<OrderStatus, string> = {
  Ontvangen: 'badge order-status order-status-ontvangen',
  'In behandeling': 'badge order-status order-status-in-behandeling',
  Verzonden: 'badge order-status order-status-verzonden',
  Afgeleverd: 'badge order-status order-status-afgeleverd',
  Geannuleerd: 'badge order-status order-status-geannuleerd',
}

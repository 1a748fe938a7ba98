// An order's status as a timeline: the normal road Ontvangen → In behandeling → Verzonden → Afgeleverd,
// with each stage reached, current or still to come; a cancelled order leaves the road. A Click &
// Collect order walks the same road under its own names: besteld → wordt klaargezet → klaar om op
// te halen → opgehaald.
import type { Order, OrderStatus, StatusDates } from '@/api/aspos/orders'
import { expectedDeliveryText } from '@/domain/delivery-promise'
import { EVENING_SLOT } from '@/domain/shipping-zones'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'

/** What a status is called for this order: a pickup order is made ready, not shipped. */
export function statusLabel(
  status: OrderStatus,
  deliveryMethod: Order['deliveryMethod'] | null,
): string {
  return (deliveryMethod === 'Pickup' ? checkout.pickupStatuses : checkout.statuses)[status]
}

/**
 * The status with the day it was reached, as the order list and page show it ('Verzonden op 29
 * november 2026', 'Klaar om op te halen sinds …'); the bare status when the service names no day.
 */
export function statusText(
  status: OrderStatus,
  deliveryMethod: Order['deliveryMethod'] | null,
  dates: StatusDates,
): string {
  const since = dates[status]
  if (!since) return statusLabel(status, deliveryMethod)
  const dated = deliveryMethod === 'Pickup' ? checkout.pickupStatusesDated : checkout.statusesDated
  return dated[status](formatDate(since))
}

/**
 * How the order comes, as the order pages name it: Click & Collect, or the home delivery it was
 * placed with ('Avondbezorging (PostNL), tussen 18:00 en 22:00 uur'); plain 'Thuisbezorgen' when
 * the service does not say which.
 */
export function deliveryMethodText(
  order: Pick<Order, 'deliveryMethod' | 'shippingService'>,
): string {
  const t = checkout.orders
  if (order.deliveryMethod === 'Pickup') return t.pickup
  if (order.shippingService === 'evening')
    return t.shippingMethods.evening(EVENING_SLOT.from, EVENING_SLOT.to)
  if (order.shippingService === 'standard') return t.shippingMethods.standard
  return t.delivery
}

/**
 * The day a parcel is expected ('Verwacht op maandag 30 november'), while it is on its way; null for
 * Click & Collect, a delivered or cancelled order, or when the service names no day.
 */
export function expectedDeliveryLine(order: {
  status: OrderStatus
  deliveryMethod: Order['deliveryMethod'] | null
  expectedDelivery: Order['expectedDelivery']
}): string | null {
  const onItsWay = order.status !== 'Afgeleverd' && order.status !== 'Geannuleerd'
  if (order.deliveryMethod === 'Pickup' || !onItsWay || !order.expectedDelivery) return null
  return expectedDeliveryText(order.expectedDelivery.from, order.expectedDelivery.to)
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
  /** When the stage was reached, when the service says so. */
  at?: Date
}

export interface StatusTimeline {
  cancelled: boolean
  stages: TimelineStage[]
}

export function statusTimeline(status: OrderStatus, dates: StatusDates = {}): StatusTimeline {
  if (status === 'Geannuleerd') {
    return {
      cancelled: true,
      stages: statusRoad.map((s, i) =>
        i === 0 ? { status: s, state: 'done', at: dates[s] } : { status: s, state: 'upcoming' },
      ),
    }
  }
  const at = statusRoad.indexOf(status)
  return {
    cancelled: false,
    stages: statusRoad.map((s, i) => ({
      status: s,
      // A stage still to come has no day, whatever a service sends.
      ...(i <= at && dates[s] ? { at: dates[s] } : {}),
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

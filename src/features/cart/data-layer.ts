// Tag manager events of the cart (GA4 add_to_cart / remove_from_cart on window.dataLayer), pushed
// only when the visitor accepted cookies: without consent nothing leaves the page.
import { hasTrackingConsent } from '@/lib/consent'
import { pushToDataLayer } from '@/lib/data-layer'
import type { QuantityDelta } from './cart-lines'

export interface DataLayerItem {
  item_id: string
  item_name: string
  price: number
  quantity: number
  item_variant?: string
}

export interface EcommerceEvent {
  event: 'add_to_cart' | 'remove_from_cart'
  ecommerce: { currency: 'EUR'; value: number; items: DataLayerItem[] }
}

const euros = (cents: number) => Math.round(cents) / 100

function eventOf(name: EcommerceEvent['event'], deltas: readonly QuantityDelta[]): EcommerceEvent {
  const items = deltas.map(({ line, delta }) => ({
    item_id: String(line.productId),
    item_name: line.description,
    price: euros(line.unitPriceCents),
    quantity: Math.abs(delta),
    ...(line.color ? { item_variant: line.colorName ?? line.color } : {}),
  }))
  const valueCents = deltas.reduce(
    (sum, { line, delta }) => sum + line.unitPriceCents * Math.abs(delta),
    0,
  )
  return { event: name, ecommerce: { currency: 'EUR', value: euros(valueCents), items } }
}

/** Pushes add_to_cart for the lines that went up and remove_from_cart for those that went down. */
export function pushCartEvents(deltas: readonly QuantityDelta[]): EcommerceEvent[] {
  if (!hasTrackingConsent() || typeof window === 'undefined') return []
  const added = deltas.filter((d) => d.delta > 0)
  const removed = deltas.filter((d) => d.delta < 0)
  const events: EcommerceEvent[] = []
  if (added.length > 0) events.push(eventOf('add_to_cart', added))
  if (removed.length > 0) events.push(eventOf('remove_from_cart', removed))
  if (events.length === 0) return events
  // GA4 advice: clear the previous ecommerce object before pushing a new one.
  pushToDataLayer(...events.flatMap((event) => [{ ecommerce: null }, event]))
  return events
}

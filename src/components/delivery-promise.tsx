// The delivery promise as a shopper reads it ('Vandaag besteld, vrijdag 28 november in huis', and
// under four hours before the cut-off 'Nog 2 uur en 14 min'), worked out by domain/delivery-promise.ts
// for this moment and renewed each minute. Renders nothing when there is nothing to promise (sold
// out, a delivery time it cannot read). The product page, the cart and the checkout show it.
import '@/styles/features/delivery-promise.scss'
import { useQuery } from '@tanstack/react-query'
import { deriveFlags, isSoldOut } from '@/domain/pricing/flags'
import { productQueries } from '@/api/aspos/product-queries'
import { pickupReadyAt, type OpeningHours } from '@/domain/store-hours'
import {
  countdownText,
  DELIVERY_CUT_OFF,
  deliveryPromise,
  deliveryPromiseText,
  pickupPromise,
  type Destination,
  type PromiseItem,
} from '@/domain/delivery-promise'
import { useMinuteClock } from '@/lib/use-minute-clock'
import { delivery as messages } from '@/messages/nl/delivery'
import { Icon } from './icon'

/** A delivery van (Bootstrap Icons' truck). */
const truckPath =
  'M0 3.5A1.5 1.5 0 0 1 1.5 2h9A1.5 1.5 0 0 1 12 3.5V5h1.02a1.5 1.5 0 0 1 1.17.563l1.481 1.85a1.5 1.5 0 0 1 .329.938V10.5a1.5 1.5 0 0 1-1.5 1.5H14a2 2 0 1 1-4 0H5a2 2 0 1 1-3.998-.085A1.5 1.5 0 0 1 0 10.5zm1.294 7.456A2 2 0 0 1 4.732 11h5.536a2 2 0 0 1 .732-.732V3.5a.5.5 0 0 0-.5-.5h-9a.5.5 0 0 0-.5.5v7a.5.5 0 0 0 .294.456M12 10a2 2 0 0 1 1.732 1h.768a.5.5 0 0 0 .5-.5V8.35a.5.5 0 0 0-.11-.312l-1.48-1.85A.5.5 0 0 0 13.02 6H12zm-9 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2m9 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2'

function Line({ text, countdown }: { text: string; countdown?: string | null }) {
  return (
    <p className="delivery-promise" data-testid="delivery-promise">
      <Icon path={truckPath} className="delivery-promise-icon" />
      <span>
        {text}
        {countdown && (
          <>
            {' '}
            <span className="delivery-promise-countdown">
              {countdown}
              <span className="visually-hidden"> {messages.countdownHint(DELIVERY_CUT_OFF)}</span>
            </span>
          </>
        )}
      </span>
    </p>
  )
}

/**
 * The promise for these products, ordered now (one: a product page; several: a cart), at a
 * destination (default: Nederland, standard delivery).
 */
export function DeliveryPromise({
  items,
  destination,
}: {
  items: readonly PromiseItem[]
  destination?: Destination
}) {
  const now = useMinuteClock()
  const promise = deliveryPromise(now, items, destination)
  const text = deliveryPromiseText(promise)
  return text ? <Line text={text} countdown={countdownText(promise)} /> : null
}

/** The products of an order's lines as the promise reads them (fetched by id). */
function usePromiseItems(productIds: readonly number[], enabled = true) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b)
  const products = useQuery({ ...productQueries.byIds(ids), enabled: ids.length > 0 && enabled })
  return products.data?.map((product): PromiseItem => ({
    deliveryTime: deriveFlags(product).deliveryTime,
    isVirtual: product.isVirtual,
    soldOut: isSoldOut(product),
  }))
}

/**
 * The day one shipping option brings these lines to this destination ('Vandaag besteld, maandag
 * 30 november in huis'), for the option's own service: each option in the checkout names its day.
 */
export function ShippingOptionDay({
  productIds,
  destination,
}: {
  productIds: readonly number[]
  destination: Destination
}) {
  const items = usePromiseItems(productIds)
  const now = useMinuteClock()
  if (!items) return null
  const text = deliveryPromiseText(deliveryPromise(now, items, destination))
  return text ? (
    <span className="d-block fw-semibold text-body" data-testid="shipping-option-day">
      {text}
    </span>
  ) : null
}

export interface PickupFrom {
  /** The store's public name ('Dier & Ruiter Utrecht'). */
  storeName: string
  /** Its opening hours: when an order is ready follows from them (pickupReadyAt). */
  hours: readonly OpeningHours[]
}

/**
 * The promise for an order's lines (the cart, the checkout): the products' delivery times are read
 * with the products by id. `pickup`: Click & Collect in that store instead of home delivery.
 */
export function OrderDeliveryPromise({
  productIds,
  pickup,
  destination,
}: {
  productIds: readonly number[]
  pickup?: PickupFrom | null
  /** Where and how it is delivered, once the shopper chose (default: Nederland, standard). */
  destination?: Destination
}) {
  const items = usePromiseItems(productIds, !pickup)
  const now = useMinuteClock()
  if (pickup) {
    const promise = pickupPromise(now, pickupReadyAt(pickup.hours, now), pickup.storeName)
    return promise ? <Line text={promise.text} /> : null
  }
  if (!items) return null
  return <DeliveryPromise items={items} destination={destination} />
}

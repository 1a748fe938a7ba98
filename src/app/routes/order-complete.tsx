// Route module of /bestelling-compleet?order=: thanks, and the order itself, when this browser just
// placed it (order number + postal code from the checkout) or it is the customer's own. Without an
// order it thanks no one: it says there is no order to show and where to find one. Below
// the order a guest can make an account from it.
import '@/styles/features/checkout.scss'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { orderQueries, type Order } from '@/api/aspos/orders'
import { pickupReadyAt } from '@/domain/store-hours'
import { pickupPromise } from '@/domain/delivery-promise'
import { useMinuteClock } from '@/lib/use-minute-clock'
import { usePageMeta } from '@/components/page-meta'
import { QueryState } from '@/components/query-state'
import { useIsLoggedIn } from '@/stores/session-store'
import { useLastOrder } from '@/features/checkout/checkout-store'
import { AccountFromOrder } from '@/features/auth/components/account-from-order'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'
import { OrderView } from '@/app/compose/order-view'

const t = checkout.complete

export function Component() {
  const [params] = useSearchParams()
  const reference = params.get('order')?.trim().slice(0, 40) || null
  const lastOrder = useLastOrder()
  const isLoggedIn = useIsLoggedIn()
  const known = reference && lastOrder?.orderNumber === reference ? lastOrder : null
  // Only an order this page can show is thanked for: this browser's last one, or a customer's own.
  const placed = Boolean(reference && (known || isLoggedIn))
  usePageMeta({ title: placed ? t.metaTitle : t.noOrder.title })
  useBreadcrumb([{ label: placed ? t.metaTitle : t.noOrder.title }])
  return (
    <div className="order-complete">
      {placed && reference ? (
        <PlacedOrder reference={reference} asGuest={!isLoggedIn} known={known} />
      ) : (
        <NoOrder reference={reference} />
      )}
    </div>
  )
}

function PlacedOrder({
  reference,
  asGuest,
  known,
}: {
  reference: string
  asGuest: boolean
  known: { orderNumber: string; postalCode: string } | null
}) {
  // A guest's order is looked up with the postal code in a POST body; a customer reads their own.
  const lookedUp = useQuery({
    ...orderQueries.lookup(known?.orderNumber ?? '', known?.postalCode ?? ''),
    enabled: asGuest,
  })
  const own = useQuery({ ...orderQueries.detail(reference), enabled: !asGuest })
  const order = (asGuest ? lookedUp : own).data
  return (
    <>
      <h1 className="mb-3">{t.title}</h1>
      <p className="fs-5">
        {t.reference} <strong data-testid="order-reference">{reference}</strong>
      </p>
      <p>{t.mail}</p>
      {order && <PickupReady order={order} />}
      <NextSteps
        className="mb-4"
        order={asGuest ? null : { reference, label: t.viewOrder }}
        track={reference}
      />
      <section aria-labelledby="complete-order-heading" className="mb-4">
        <h2 id="complete-order-heading" className="h4">
          {checkout.orders.detailTitleWith(reference)}
        </h2>
        <QueryState query={asGuest ? lookedUp : own}>
          {(order) => <OrderView order={order} headingLevel={3} />}
        </QueryState>
      </section>
      {/* Below the order: what the shopper can do next with it (an account from this order). */}
      {known && (
        <AccountFromOrder
          order={asGuest ? lookedUp.data : undefined}
          loginHref={hrefs.login()}
          accountHref={hrefs.account()}
        />
      )}
    </>
  )
}

/**
 * A Click & Collect order: when it can be collected (the one ready rule, pickupReadyAt, from the
 * moment it was placed) and where, said again at the top of the page.
 */
function PickupReady({ order }: { order: Order }) {
  const now = useMinuteClock()
  const store = order.pickupStore
  if (order.deliveryMethod !== 'Pickup' || !store) return null
  const promise = pickupPromise(now, pickupReadyAt(store.openingHours, order.orderDate), store.name)
  if (!promise) return null
  const house = [store.houseNumber, store.houseNumberExtension].filter(Boolean).join(' ')
  return (
    <div className="alert alert-success" data-testid="pickup-ready">
      <p className="fw-semibold mb-1">{promise.text}</p>
      <p className="mb-0">
        {t.pickupAddress(`${store.street} ${house}`, store.postalCode, store.city)}
      </p>
    </div>
  )
}

/** Opened without an order this browser placed: nobody is thanked for an order. */
function NoOrder({ reference }: { reference: string | null }) {
  return (
    <>
      <h1 className="mb-3">{t.noOrder.title}</h1>
      <p>{reference ? t.noOrder.unknown(reference) : t.noOrder.text}</p>
      <NextSteps
        order={reference ? { reference, label: t.noOrder.lookUp } : null}
        track={reference}
      />
    </>
  )
}

/**
 * The ways on from here: the order's page (when there is one to open), tracking (the order's
 * number filled in; the tracking page shows its status at once when this browser placed it), the shop.
 */
function NextSteps({
  order,
  track,
  className,
}: {
  order: { reference: string; label: string } | null
  /** The order number tracking starts with. */
  track: string | null
  className?: string
}) {
  return (
    <div className={['d-flex flex-wrap gap-2', className].filter(Boolean).join(' ')}>
      {order && (
        <Link className="btn btn-secondary" to={hrefs.order(order.reference)}>
          {order.label}
        </Link>
      )}
      <Link className="btn btn-outline-secondary" to={hrefs.trackOrder(track ?? undefined)}>
        {t.track}
      </Link>
      <Link className="btn btn-primary" to={hrefs.home()}>
        {t.continue}
      </Link>
    </div>
  )
}

// Route module of /bestelling-compleet: thanks, the order reference from ?order=, and the order
// itself when this browser just placed it (order number + postal code from the checkout); below it
// a guest can make an account from the order.
import '@/styles/features/checkout.scss'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { orderQueries } from '@/api/aspos/orders'
import { usePageMeta } from '@/components/page-meta'
import { useIsLoggedIn } from '@/stores/session-store'
import { useLastOrder } from '@/features/checkout/checkout-store'
import { OrderDetailView } from '@/features/orders/components/order-detail-view'
import { AccountFromOrder } from '@/features/auth/components/account-from-order'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = checkout.complete

export function Component() {
  usePageMeta({ title: t.metaTitle })
  useBreadcrumb([{ label: t.metaTitle }])
  const [params] = useSearchParams()
  const reference = params.get('order')?.trim().slice(0, 40) || null
  const lastOrder = useLastOrder()
  const isLoggedIn = useIsLoggedIn()
  const known = reference && lastOrder?.orderNumber === reference ? lastOrder : null
  // A guest's order is looked up with the postal code in a POST body; a customer reads their own.
  const asGuest = Boolean(known && !isLoggedIn)
  const lookedUp = useQuery({
    ...orderQueries.lookup(known?.orderNumber ?? '', known?.postalCode ?? ''),
    enabled: asGuest,
  })
  const own = useQuery({
    ...orderQueries.detail(reference ?? ''),
    enabled: Boolean(reference && isLoggedIn),
  })
  const order = asGuest ? lookedUp : own

  return (
    <div className="order-complete">
      <h1 className="mb-3">{t.title}</h1>
      {reference ? (
        <p className="fs-5">
          {t.reference} <strong data-testid="order-reference">{reference}</strong>
        </p>
      ) : (
        <p className="fs-5">{t.noReference}</p>
      )}
      <p>{t.mail}</p>
      <div className="d-flex flex-wrap gap-2 mb-4">
        {reference && isLoggedIn && (
          <Link className="btn btn-secondary" to={hrefs.order(reference)}>
            {t.viewOrder}
          </Link>
        )}
        <Link className="btn btn-outline-secondary" to={hrefs.trackOrder()}>
          {t.track}
        </Link>
        <Link className="btn btn-primary" to={hrefs.home()}>
          {t.continue}
        </Link>
      </div>
      {order.data && (
        <section aria-labelledby="complete-order-heading">
          <h2 id="complete-order-heading" className="h4">
            {checkout.orders.detailTitleWith(order.data.orderNumber)}
          </h2>
          <OrderDetailView order={order.data} headingLevel={3} />
        </section>
      )}
      {known && (
        <AccountFromOrder
          order={asGuest ? lookedUp.data : undefined}
          loginHref={hrefs.login()}
          accountHref={hrefs.account()}
        />
      )}
    </div>
  )
}

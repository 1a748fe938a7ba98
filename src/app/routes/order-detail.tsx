// Route module of /bestelling/:orderId?: one order (own order, or order number + ?postcode=);
// without an id a short form to look one up, and for customers a link to their orders.
import '@/styles/features/checkout.scss'
import { useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import { orderQueries } from '@/api/aspos/orders'
import { usePageMeta } from '@/components/page-meta'
import { QueryState } from '@/components/query-state'
import { useIsLoggedIn } from '@/stores/session-store'
import { OrderDetailView } from '@/features/orders/components/order-detail-view'
import { OrderLookupForm } from '@/features/orders/components/order-lookup-form'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'
import { ReorderButton } from '@/app/compose/repeat-buyers'

const t = checkout.orders

export function makeLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const id = params.orderId
    if (id) {
      const postalCode = new URL(request.url).searchParams.get('postcode')
      void queryClient.prefetchQuery(orderQueries.detail(id, postalCode))
    }
    return null
  }
}

export function Component() {
  const { orderId } = useParams()
  const [params] = useSearchParams()
  const postalCode = params.get('postcode')
  const isLoggedIn = useIsLoggedIn()
  const title = orderId ? t.detailTitleWith(orderId) : t.lookupTitle
  usePageMeta({ title })
  useBreadcrumb(
    isLoggedIn
      ? [{ label: t.breadcrumbAccount, href: hrefs.account() }, { label: t.listTitle, href: hrefs.accountOrders() }, { label: title }]
      : [{ label: title }],
  )
  return (
    <div className="order-page">
      <h1 className="mb-3">{title}</h1>
      {orderId ? <OrderById id={orderId} postalCode={postalCode} /> : <OrderLookup isLoggedIn={isLoggedIn} />}
    </div>
  )
}

function OrderById({ id, postalCode }: { id: string; postalCode: string | null }) {
  const query = useQuery(orderQueries.detail(id, postalCode))
  return <QueryState query={query}>{(order) => <OrderDetailView order={order} actions={<ReorderButton order={order} />} />}</QueryState>
}

function OrderLookup({ isLoggedIn }: { isLoggedIn: boolean }) {
  const navigate = useNavigate()
  return (
    <>
      <p>{t.lookupIntro}</p>
      <OrderLookupForm
        idPrefix="order-lookup"
        submitLabel={t.lookupSubmit}
        onSubmit={(values) =>
          void navigate(`${hrefs.order(values.orderNumber)}?postcode=${encodeURIComponent(values.postalCode)}`)
        }
      />
      {isLoggedIn && (
        <p className="mt-4">
          <Link to={hrefs.accountOrders()}>{t.myOrdersLink}</Link>
        </p>
      )}
    </>
  )
}

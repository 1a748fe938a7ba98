// Route module of /bestelling/:orderId?: one order (a customer's own, or anyone's with its order
// number and postal code); without an id a short form to look one up, and for customers a link to
// their orders. The postal code never enters the page's address: the lookup sends it in a POST
// body, and between the form and the order page it travels in the navigation's state. An old link
// with ?postcode= is read once and the address is rewritten without it.
import '@/styles/features/checkout.scss'
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import {
  Link,
  useLocation,
  useNavigate,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { orderQueries } from '@/api/aspos/orders'
import { usePageMeta } from '@/components/page-meta'
import { QueryState } from '@/components/query-state'
import { useIsLoggedIn, useSessionStore } from '@/stores/session-store'
import { OrderLookupForm } from '@/features/orders/components/order-lookup-form'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'
import { OrderView } from '@/app/compose/order-view'
import { ReorderButton } from '@/app/compose/repeat-buyers'

const t = checkout.orders

/** What the lookup form hands to the order page (history state, never the URL). */
interface LookupState {
  postalCode?: unknown
  /** The country of that postal code (the lookup form asks for it; an old link has none). */
  countryCode?: unknown
}

const LEGACY_POSTCODE_PARAM = 'postcode'

export function makeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    // A customer's own order starts loading with the page; a guest's waits for the postal code.
    if (params.orderId && useSessionStore.getState().session)
      void queryClient.prefetchQuery(orderQueries.detail(params.orderId))
    return null
  }
}

/** The postal code from the lookup form (navigation state), or from an old ?postcode= link. */
function usePostalCode(): string | null {
  const location = useLocation()
  const navigate = useNavigate()
  const legacy = new URLSearchParams(location.search).get(LEGACY_POSTCODE_PARAM)
  const fromState = (location.state as LookupState | null)?.postalCode
  useEffect(() => {
    if (legacy === null) return
    // The postcode leaves the address bar and this history entry at once.
    const search = new URLSearchParams(location.search)
    search.delete(LEGACY_POSTCODE_PARAM)
    const rest = search.toString()
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, state: { postalCode: legacy } satisfies LookupState },
    )
  }, [legacy, location.pathname, location.search, location.hash, navigate])
  if (typeof fromState === 'string' && fromState.trim()) return fromState
  return legacy?.trim() || null
}

export function Component() {
  const { orderId } = useParams()
  const postalCode = usePostalCode()
  const isLoggedIn = useIsLoggedIn()
  const title = orderId ? t.detailTitleWith(orderId) : t.lookupTitle
  usePageMeta({ title })
  useBreadcrumb(
    isLoggedIn
      ? [
          { label: t.breadcrumbAccount, href: hrefs.account() },
          { label: t.listTitle, href: hrefs.accountOrders() },
          { label: title },
        ]
      : [{ label: title }],
  )
  return (
    <div className="order-page">
      <h1 className="mb-3">{title}</h1>
      {orderId ? (
        <OrderById id={orderId} postalCode={postalCode} />
      ) : (
        <OrderLookup isLoggedIn={isLoggedIn} />
      )}
    </div>
  )
}

function OrderById({ id, postalCode }: { id: string; postalCode: string | null }) {
  const state = useLocation().state as LookupState | null
  const countryCode = typeof state?.countryCode === 'string' ? state.countryCode : undefined
  const lookedUp = useQuery({
    ...orderQueries.lookup(id, postalCode ?? '', countryCode),
    enabled: postalCode !== null,
  })
  const own = useQuery({ ...orderQueries.detail(id), enabled: postalCode === null })
  return (
    <QueryState query={postalCode ? lookedUp : own}>
      {(order) => <OrderView order={order} actions={<ReorderButton order={order} />} />}
    </QueryState>
  )
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
          void navigate(hrefs.order(values.orderNumber), {
            state: {
              postalCode: values.postalCode,
              countryCode: values.countryCode,
            } satisfies LookupState,
          })
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

// Route module of /mijn-account/bestellingen: the customer's orders (behind the auth guard).
import '@/styles/features/checkout.scss'
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { orderQueries } from '@/api/aspos/orders'
import { usePageMeta } from '@/components/page-meta'
import { OrderList } from '@/features/orders/components/order-list'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = checkout.orders

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(orderQueries.list())
    return null
  }
}

export function Component() {
  usePageMeta({ title: t.listTitle })
  useBreadcrumb([{ label: t.breadcrumbAccount, href: hrefs.account() }, { label: t.listTitle }])
  return (
    <div className="account-orders">
      <h1 className="mb-3">{t.listTitle}</h1>
      <OrderList orderHref={hrefs.order} />
    </div>
  )
}

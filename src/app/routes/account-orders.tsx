// Route module of /mijn-account/bestellingen: the customer's orders (behind the auth guard).
import '@/styles/features/checkout.scss'
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { orderQueries } from '@/api/aspos/orders'
import { OrderList } from '@/features/orders/components/order-list'
import { checkout } from '@/messages/nl/checkout'
import { hrefs } from '@/lib/paths'
import { AccountSubpage } from '@/app/compose/account-subpage'
import { ReorderButton } from '@/app/compose/repeat-buyers'

const t = checkout.orders

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(orderQueries.list())
    return null
  }
}

export function Component() {
  return (
    <AccountSubpage title={t.listTitle} className="account-orders">
      <OrderList
        orderHref={hrefs.order}
        renderActions={(order) => <ReorderButton order={order} size="sm" />}
      />
    </AccountSubpage>
  )
}

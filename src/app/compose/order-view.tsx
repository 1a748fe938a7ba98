// One order as the order-complete page and the order page show it: the orders feature's view, with
// the Click & Collect store's opening hours drawn by the stores' own table (content feature).
import type { ReactNode } from 'react'
import type { Order } from '@/api/aspos/orders'
import { OpeningHoursTable } from '@/features/content/components/opening-hours-table'
import { OrderDetailView } from '@/features/orders/components/order-detail-view'

export function OrderView({
  order,
  headingLevel,
  actions,
}: {
  order: Order
  headingLevel?: 2 | 3
  actions?: ReactNode
}) {
  const hours = order.pickupStore?.openingHours
  return (
    <OrderDetailView
      order={order}
      headingLevel={headingLevel}
      actions={actions}
      pickupHours={hours && hours.length > 0 ? <OpeningHoursTable hours={hours} /> : undefined}
    />
  )
}

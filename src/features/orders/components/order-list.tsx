// The customer's orders, one card each: number (link), status (with the day it was reached), date,
// total, the day an order on its way is expected (the order page's own rule), and a slot for actions.
// Cards, not a table: on a phone a table's total and actions end up off screen.
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { orderQueries, type Order } from '@/api/aspos/orders'
import { QueryState } from '@/components/query-state'
import { Amount } from '@/components/price'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'
import { expectedDeliveryLine, statusBadgeClass, statusLabel, statusText } from '../order-status'

const t = checkout.orders

export interface OrderListProps {
  orderHref: (orderNumber: string) => string
  /** Actions of each order, in its card (the app puts "Opnieuw bestellen" there). */
  renderActions?: (order: Order) => ReactNode
}

export function OrderList({ orderHref, renderActions }: OrderListProps) {
  const query = useQuery(orderQueries.list())
  return (
    <QueryState query={query} isEmpty={(orders) => orders.length === 0} empty={<p>{t.empty}</p>}>
      {(orders) => (
        <ul className="record-list">
          {orders.map((order) => (
            <li key={order.id} className="record-list__item">
              <h2 className="record-list__title">
                <Link to={orderHref(order.orderNumber)} aria-label={t.view(order.orderNumber)}>
                  {order.orderNumber}
                </Link>
              </h2>
              <span className={statusBadgeClass[order.status]}>
                {statusLabel(order.status, order.deliveryMethod)}
              </span>
              <dl className="record-list__facts">
                <div>
                  <dt>{t.date}</dt>
                  <dd>{formatDate(order.orderDate)}</dd>
                </div>
                <div>
                  <dt>{t.total}</dt>
                  <dd className="record-list__amount">
                    <Amount cents={order.totalCents} />
                  </dd>
                </div>
                {/* Last: beside the date and total it would push each onto a line of its own. */}
                <div>
                  <dt>{t.status}</dt>
                  <dd>{statusText(order.status, order.deliveryMethod, order.statusDates)}</dd>
                </div>
                <ExpectedFact order={order} />
              </dl>
              {renderActions && <div className="record-list__actions">{renderActions(order)}</div>}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

/** When an order on its way is expected ('Verwacht op maandag 30 november'); nothing otherwise. */
function ExpectedFact({ order }: { order: Order }) {
  const expected = expectedDeliveryLine(order)
  if (!expected) return null
  return (
    <div>
      <dt>{t.expectedDelivery}</dt>
      <dd data-testid="expected-delivery">{expected}</dd>
    </div>
  )
}

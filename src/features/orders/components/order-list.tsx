// The customer's orders as a table: number (link), date, status, total, and a slot for actions.
import '@/styles/features/tables.scss'
import { Fragment, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { orderQueries, type Order } from '@/api/aspos/orders'
import { QueryState } from '@/components/query-state'
import { formatDate, formatPrice } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'
import { statusBadgeClass } from '../order-status'

const t = checkout.orders

export interface OrderListProps {
  orderHref: (orderNumber: string) => string
  /** A row under each order (the app puts "Opnieuw bestellen" there). */
  renderActions?: (order: Order) => ReactNode
}

export function OrderList({ orderHref, renderActions }: OrderListProps) {
  const query = useQuery(orderQueries.list())
  return (
    <QueryState query={query} isEmpty={(orders) => orders.length === 0} empty={<p>{t.empty}</p>}>
      {(orders) => (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">{t.listTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.status}</th>
                <th scope="col" className="text-end">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <Fragment key={order.id}>
                  <tr className={renderActions ? 'order-list__order' : undefined}>
                    <th scope="row">
                      <Link
                        to={orderHref(order.orderNumber)}
                        aria-label={t.view(order.orderNumber)}
                      >
                        {order.orderNumber}
                      </Link>
                    </th>
                    <td>{formatDate(order.orderDate)}</td>
                    <td>
                      <span className={statusBadgeClass[order.status]}>
                        {checkout.statuses[order.status]}
                      </span>
                    </td>
                    <td className="text-end text-nowrap">{formatPrice(order.totalCents)}</td>
                  </tr>
                  {/* Under its order, the full width: the report of a reorder needs the room on a phone. */}
                  {renderActions && (
                    <tr className="order-list__actions">
                      <td colSpan={4}>{renderActions(order)}</td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  )
}

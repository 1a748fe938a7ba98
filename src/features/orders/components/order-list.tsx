// The customer's orders as a table: number (link), date, status, total, and a slot for actions.
import '@/styles/features/tables.scss'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { orderQueries, type Order } from '@/api/aspos/orders'
import { QueryState } from '@/components/query-state'
import { formatDate, formatPrice } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'

const t = checkout.orders

export interface OrderListProps {
  orderHref: (orderNumber: string) => string
  /** A last column per order (the app puts "Opnieuw bestellen" there). */
  renderActions?: (order: Order) => ReactNode
}

export function OrderList({ orderHref, renderActions }: OrderListProps) {
  const query = useQuery(orderQueries.list())
  return (
    <QueryState query={query} isEmpty={(orders) => orders.length === 0} empty={<p>{t.empty}</p>}>
      {(orders) => (
        // Scrolls sideways on a phone (the reorder column): keyboard users reach it too.
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t.listTitle}>
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
                {renderActions && (
                  <th scope="col">
                    <span className="visually-hidden">{t.actions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={orderHref(order.orderNumber)} aria-label={t.view(order.orderNumber)}>
                      {order.orderNumber}
                    </Link>
                  </th>
                  <td>{formatDate(order.orderDate)}</td>
                  <td>
                    <span className={`badge order-status order-status-${order.status.replace(/\s+/g, '-').toLowerCase()}`}>
                      {checkout.statuses[order.status]}
                    </span>
                  </td>
                  <td className="text-end text-nowrap">{formatPrice(order.totalCents)}</td>
                  {renderActions && <td className="order-list__actions">{renderActions(order)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  )
}

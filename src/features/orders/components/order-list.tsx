// The customer's orders as a table: number (link), date, status, total.
import '@/styles/features/tables.scss'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { orderQueries } from '@/api/aspos/orders'
import { QueryState } from '@/components/query-state'
import { formatDate, formatPrice } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'

const t = checkout.orders

export function OrderList({ orderHref }: { orderHref: (orderNumber: string) => string }) {
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  )
}

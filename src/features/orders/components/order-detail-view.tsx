// One order: status with its timeline, lines, totals, delivery or pickup address, invoice address, payment.
import '@/styles/features/tables.scss'
import type { ReactNode } from 'react'
import { postalAddressFromDto } from '@/api/aspos/addresses'
import type { Order } from '@/api/aspos/orders'
import { PostalAddress } from '@/components/postal-address'
import { Amount } from '@/components/price'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'
import { StatusTimeline } from './status-timeline'

const t = checkout.orders

function paymentMethodName(code: string): string {
  return (checkout.payment.methods as Record<string, string>)[code] ?? code
}

export interface OrderDetailViewProps {
  order: Order
  headingLevel?: 2 | 3
  /** Under the order's facts: what the shopper can do with it (the app puts "Opnieuw bestellen" there). */
  actions?: ReactNode
}

export function OrderDetailView({ order, headingLevel = 2, actions }: OrderDetailViewProps) {
  const pickup = order.pickupLocation
  const H = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div className="order-detail">
      <dl className="row mb-3">
        <dt className="col-sm-4 col-md-3">{t.orderDate}</dt>
        <dd className="col-sm-8 col-md-9">{formatDate(order.orderDate)}</dd>
        <dt className="col-sm-4 col-md-3">{t.status}</dt>
        <dd className="col-sm-8 col-md-9">{checkout.statuses[order.status]}</dd>
        <dt className="col-sm-4 col-md-3">{t.deliveryMethod}</dt>
        <dd className="col-sm-8 col-md-9">
          {order.deliveryMethod === 'Pickup' ? t.pickup : t.delivery}
        </dd>
        <dt className="col-sm-4 col-md-3">{t.paymentMethod}</dt>
        <dd className="col-sm-8 col-md-9">{paymentMethodName(order.paymentMethod)}</dd>
        {order.trackAndTraceCode && (
          <>
            <dt className="col-sm-4 col-md-3">{t.trackAndTrace}</dt>
            <dd className="col-sm-8 col-md-9">{order.trackAndTraceCode}</dd>
          </>
        )}
      </dl>
      {actions && <div className="order-detail__actions mb-4">{actions}</div>}

      <H className="h5" id="order-status-heading">
        {checkout.track.timeline}
      </H>
      <StatusTimeline status={order.status} headingId="order-status-heading" />

      <H className="h5 mt-4">{t.lines}</H>
      {/* Scrolls sideways on a phone: focusable so keyboard users can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t.lines}>
        <table className="table align-middle">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col" className="text-end">
                {t.quantity}
              </th>
              <th scope="col" className="text-end">
                {t.price}
              </th>
              <th scope="col" className="text-end">
                {t.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${line.productId}-${index}`}>
                <td>
                  {line.description}
                  {line.color && (
                    <span className="d-block small text-body-secondary">
                      {checkout.summary.color(line.color)}
                    </span>
                  )}
                </td>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end">
                  <Amount cents={line.priceCents} />
                </td>
                <td className="text-end">
                  <Amount cents={line.lineTotalCents} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-end fw-normal">
                {t.shipping}
              </th>
              <td className="text-end">
                <Amount cents={order.shippingCents} freeWhenZero />
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="text-end">
                {t.totalInclTax}
              </th>
              <td className="text-end fw-bold">
                <Amount cents={order.totalCents} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="row g-3 mt-1">
        <div className="col-md-6">
          <H className="h5">
            {order.deliveryMethod === 'Pickup' ? t.pickupLocation : t.deliveryAddress}
          </H>
          {order.deliveryMethod === 'Pickup' && pickup && (
            <PostalAddress address={postalAddressFromDto(pickup)} />
          )}
          {order.deliveryMethod === 'Delivery' && order.deliveryAddress && (
            <PostalAddress address={order.deliveryAddress} />
          )}
        </div>
        <div className="col-md-6">
          <H className="h5">{t.invoiceAddress}</H>
          <PostalAddress address={order.invoiceAddress} />
        </div>
      </div>
    </div>
  )
}

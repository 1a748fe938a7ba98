// One order: its facts, the status with its timeline (a Click & Collect order's named for a pickup),
// the lines and rows of the one order summary, where it goes (the delivery address, or the store it
// is picked up at with its opening hours), the invoice address, the payment and the invoice (PDF).
import type { ReactNode } from 'react'
import { useDownloadInvoice } from '@/api/aspos/orders.mutations'
import { userMessageOf } from '@/api/http'
import { postalAddressFromDto } from '@/api/aspos/addresses'
import { orderSummary } from '@/api/aspos/order-summary'
import type { Order } from '@/api/aspos/orders'
import { SummaryLines, SummaryRows } from '@/components/order-summary'
import { PostalAddress } from '@/components/postal-address'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'
import { deliveryMethodText, expectedDeliveryLine, statusText } from '../order-status'
import { StatusTimeline } from './status-timeline'
import { TrackingCode } from './tracking-code'

const t = checkout.orders

function paymentMethodName(code: string): string {
  return (checkout.payment.methods as Record<string, string>)[code] ?? code
}

/** The order's parcel: its carrier, and the address it goes to (the delivery address's country). */
function parcelOf(order: Order, code: string) {
  const country = (order.deliveryAddress ?? order.invoiceAddress).countryCode
  return { carrier: order.carrier, code, postalCode: order.postalCode, countryCode: country }
}

/** The order's invoice as a PDF download (the same file as under "Mijn facturen"). */
function InvoiceLink({ invoice }: { invoice: NonNullable<Order['invoice']> }) {
  const download = useDownloadInvoice()
  return (
    <>
      <button
        type="button"
        className="btn btn-link p-0 align-baseline text-start"
        onClick={() => download.mutate(invoice)}
        disabled={download.isPending}
        aria-label={checkout.invoices.download(invoice.invoiceNumber)}
      >
        {download.isPending ? checkout.invoices.downloading : t.invoicePdf(invoice.invoiceNumber)}
      </button>
      <span aria-live="polite">
        {download.isError && (
          <span className="d-block text-danger small" role="alert">
            {userMessageOf(download.error)}
          </span>
        )}
      </span>
    </>
  )
}

export interface OrderDetailViewProps {
  order: Order
  headingLevel?: 2 | 3
  /** Under the order's facts: what the shopper can do with it (the app puts "Opnieuw bestellen" there). */
  actions?: ReactNode
  /** The pickup store's opening hours (the app draws them: they are the stores' own table). */
  pickupHours?: ReactNode
}

/** Where a Click & Collect order is picked up: the store's public name, address and hours. */
function PickupStore({ order, hours }: { order: Order; hours?: ReactNode }) {
  const store = order.pickupStore
  // The store by its public name, its address without the company behind it ('… B.V.'); a service
  // that sends no store leaves the pickup address as it named it.
  const address = store
    ? { ...store, companyName: '' }
    : order.pickupLocation && postalAddressFromDto(order.pickupLocation)
  return (
    <div className="order-pickup-store">
      {store && <p className="fw-semibold mb-1">{store.name}</p>}
      {address && <PostalAddress address={address} />}
      {hours && (
        <div className="mt-2">
          <p className="small fw-semibold mb-1">{t.openingHours}</p>
          {hours}
        </div>
      )}
    </div>
  )
}

export function OrderDetailView({
  order,
  headingLevel = 2,
  actions,
  pickupHours,
}: OrderDetailViewProps) {
  const H = headingLevel === 3 ? 'h3' : 'h2'
  const pickup = order.deliveryMethod === 'Pickup'
  const summary = orderSummary(order)
  const linesHeadingId = `order-lines-${order.id}`
  const expected = expectedDeliveryLine(order)
  return (
    <div className="order-detail">
      <dl className="row mb-3">
        <dt className="col-sm-4 col-md-3">{t.orderDate}</dt>
        <dd className="col-sm-8 col-md-9">{formatDate(order.orderDate)}</dd>
        <dt className="col-sm-4 col-md-3">{t.status}</dt>
        <dd className="col-sm-8 col-md-9">
          {statusText(order.status, order.deliveryMethod, order.statusDates)}
        </dd>
        <dt className="col-sm-4 col-md-3">{t.deliveryMethod}</dt>
        <dd className="col-sm-8 col-md-9" data-testid="shipping-method">
          {deliveryMethodText(order)}
        </dd>
        {expected && (
          <>
            <dt className="col-sm-4 col-md-3">{t.expectedDelivery}</dt>
            <dd className="col-sm-8 col-md-9" data-testid="expected-delivery">
              {expected}
            </dd>
          </>
        )}
        <dt className="col-sm-4 col-md-3">{t.paymentMethod}</dt>
        <dd className="col-sm-8 col-md-9">{paymentMethodName(order.paymentMethod)}</dd>
        {order.trackAndTraceCode && (
          <>
            <dt className="col-sm-4 col-md-3">{t.trackAndTrace}</dt>
            <dd className="col-sm-8 col-md-9">
              <TrackingCode parcel={parcelOf(order, order.trackAndTraceCode)} />
            </dd>
          </>
        )}
        {order.invoice && (
          <>
            <dt className="col-sm-4 col-md-3">{t.invoice}</dt>
            <dd className="col-sm-8 col-md-9">
              <InvoiceLink invoice={order.invoice} />
            </dd>
          </>
        )}
      </dl>
      {actions && <div className="order-detail__actions mb-4">{actions}</div>}

      <H className="h5" id={`order-status-${order.id}`}>
        {checkout.track.timeline}
      </H>
      <StatusTimeline
        status={order.status}
        deliveryMethod={order.deliveryMethod}
        dates={order.statusDates}
        headingId={`order-status-${order.id}`}
      />

      <section className="order-detail-summary mt-4" aria-labelledby={linesHeadingId}>
        <H className="h5" id={linesHeadingId}>
          {t.lines}
        </H>
        <SummaryLines summary={summary} label={t.lines} />
        <SummaryRows summary={summary} />
      </section>

      <div className="row g-3 mt-3">
        <div className="col-md-6">
          <H className="h5">{pickup ? t.pickupLocation : t.deliveryAddress}</H>
          {pickup && <PickupStore order={order} hours={pickupHours} />}
          {!pickup && order.deliveryAddress && <PostalAddress address={order.deliveryAddress} />}
        </div>
        <div className="col-md-6">
          <H className="h5">{t.invoiceAddress}</H>
          <PostalAddress address={order.invoiceAddress} />
        </div>
      </div>
    </div>
  )
}

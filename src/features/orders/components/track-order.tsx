// Track my order: order number + postal code → the order's status with its timeline.
import { useTrackOrder } from '@/api/aspos/orders.mutations'
import { userMessageOf } from '@/api/http'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'
import { OrderLookupForm } from './order-lookup-form'
import { expectedDeliveryLine, statusText } from '../order-status'
import { StatusTimeline } from './status-timeline'
import { TrackingCode } from './tracking-code'

const t = checkout.track

export function TrackOrder() {
  const mutation = useTrackOrder()
  const result = mutation.data
  const expected = result ? expectedDeliveryLine(result) : null
  return (
    <div className="track-order">
      <p>{t.intro}</p>
      <OrderLookupForm
        idPrefix="track"
        submitLabel={t.submit}
        busyLabel={t.searching}
        busy={mutation.isPending}
        onSubmit={(values) => mutation.mutate(values)}
      />
      <div aria-live="polite" className="mt-4">
        {mutation.isError && (
          <div className="alert alert-danger" role="alert">
            {userMessageOf(mutation.error)}
          </div>
        )}
        {result && !mutation.isPending && (
          <section aria-labelledby="track-result-heading" className="track-result">
            <h2 id="track-result-heading" className="h4">
              {t.resultHeading(result.orderNumber)}
            </h2>
            <dl className="row mb-3">
              <dt className="col-sm-4">{t.currentStatus}</dt>
              <dd className="col-sm-8 fw-semibold">
                {statusText(result.status, result.deliveryMethod, result.statusDates)}
              </dd>
              {result.orderDate && (
                <>
                  <dt className="col-sm-4">{t.orderDate}</dt>
                  <dd className="col-sm-8">{formatDate(result.orderDate)}</dd>
                </>
              )}
              {expected && (
                <>
                  <dt className="col-sm-4">{checkout.orders.expectedDelivery}</dt>
                  <dd className="col-sm-8" data-testid="expected-delivery">
                    {expected}
                  </dd>
                </>
              )}
              {result.trackAndTraceCode && (
                <>
                  <dt className="col-sm-4">{t.trackAndTrace}</dt>
                  <dd className="col-sm-8">
                    <TrackingCode parcel={{ ...result, code: result.trackAndTraceCode }} />
                  </dd>
                </>
              )}
            </dl>
            <h3 className="h5" id="track-timeline-heading">
              {t.timeline}
            </h3>
            <StatusTimeline
              status={result.status}
              deliveryMethod={result.deliveryMethod}
              dates={result.statusDates}
              headingId="track-timeline-heading"
            />
          </section>
        )}
      </div>
    </div>
  )
}

// Track my order: order number + postal code → the order's status with its timeline. Started with
// an order's number (and, for the order this browser placed, its postal code), the form is filled
// in, and with both the status is asked for at once.
import { useEffect, useRef } from 'react'
import { countryCodes, type CountryCode } from '@/api/aspos/addresses'
import { useTrackOrder } from '@/api/aspos/orders.mutations'
import { userMessageOf } from '@/api/http'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'
import { OrderLookupForm, type OrderLookupValues } from './order-lookup-form'
import { expectedDeliveryLine, statusText } from '../order-status'
import { StatusTimeline } from './status-timeline'
import { TrackingCode } from './tracking-code'

const t = checkout.track

/** What tracking starts with: an order's number, its postal code and country when known. */
export interface TrackStart {
  orderNumber: string
  postalCode?: string
  countryCode?: string
}

const isCountryCode = (code: string | undefined): code is CountryCode =>
  (countryCodes as readonly string[]).includes(code ?? '')

export function TrackOrder({ initial }: { initial?: TrackStart }) {
  const mutation = useTrackOrder()
  const defaults: Partial<OrderLookupValues> | undefined = initial && {
    orderNumber: initial.orderNumber,
    ...(initial.postalCode ? { postalCode: initial.postalCode } : {}),
    ...(isCountryCode(initial.countryCode) ? { countryCode: initial.countryCode } : {}),
  }
  // Both known: the status at once, asked once (the form shows what was asked).
  const asked = useRef(false)
  const { mutate } = mutation
  useEffect(() => {
    if (asked.current || !initial?.postalCode) return
    asked.current = true
    mutate({
      orderNumber: initial.orderNumber,
      postalCode: initial.postalCode,
      countryCode: isCountryCode(initial.countryCode) ? initial.countryCode : undefined,
    })
  }, [initial, mutate])
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
        defaultValues={defaults}
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

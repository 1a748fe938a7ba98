// Route module of /track-my-order: order number + postal code → status with a timeline. Opened with
// ?order= (order complete's "Volg je bestelling"), the number is filled in; when it is the order this
// browser just placed, its postal code is known here (the checkout keeps it in session storage,
// never in an address) and the status shows at once.
import '@/styles/features/checkout.scss'
import { useSearchParams } from 'react-router-dom'
import { trackLimits } from '@/api/aspos/orders'
import { usePageMeta } from '@/components/page-meta'
import { useLastOrder } from '@/features/checkout/checkout-store'
import { TrackOrder } from '@/features/orders/components/track-order'
import { trackOrderParam } from '@/lib/paths'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'

export function Component() {
  usePageMeta({ title: checkout.track.title })
  useBreadcrumb([{ label: checkout.track.title }])
  const [params] = useSearchParams()
  const orderNumber =
    params.get(trackOrderParam)?.trim().toUpperCase().slice(0, trackLimits.orderNumber) || null
  const lastOrder = useLastOrder()
  const placedHere = orderNumber !== null && lastOrder?.orderNumber.toUpperCase() === orderNumber
  return (
    <div className="track-order-page">
      <h1 className="mb-3">{checkout.track.title}</h1>
      <TrackOrder
        key={orderNumber ?? ''}
        initial={
          orderNumber === null
            ? undefined
            : placedHere && lastOrder.postalCode
              ? {
                  orderNumber,
                  postalCode: lastOrder.postalCode,
                  countryCode: lastOrder.countryCode,
                }
              : { orderNumber }
        }
      />
    </div>
  )
}

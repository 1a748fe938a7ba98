// Route module of /track-my-order: order number + postal code → status with a timeline.
import '@/styles/features/checkout.scss'
import { usePageMeta } from '@/components/page-meta'
import { TrackOrder } from '@/features/orders/components/track-order'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'

export function Component() {
  usePageMeta({ title: checkout.track.title })
  useBreadcrumb([{ label: checkout.track.title }])
  return (
    <div className="track-order-page">
      <h1 className="mb-3">{checkout.track.title}</h1>
      <TrackOrder />
    </div>
  )
}

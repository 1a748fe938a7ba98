// The checkout's overview of the order: the lines and the rows of the one order summary
// (subtotal, the deposit inside it, vouchers, shipping, total), from the service's cart. Under it
// the route may put the voucher form (`children`), so a code can be added or removed here too.
// Right under the total, the day the order comes (`promise`), where the overview stands alone.
import type { ReactNode } from 'react'
import type { Cart } from '@/api/aspos/cart'
import { cartSummary } from '@/api/aspos/order-summary'
import { SummaryLines, SummaryRows } from '@/components/order-summary'
import { checkout } from '@/messages/nl/checkout'

const t = checkout.summary

interface OrderOverviewProps {
  cart: Cart
  /** The compact form (side column) leaves out the product images. */
  compact?: boolean
  headingLevel?: 2 | 3
  /** Under the total: when the order comes (the phone's payment step, beside the pay button). */
  promise?: ReactNode
  children?: ReactNode
}

export function OrderOverview({
  cart,
  compact,
  headingLevel = 2,
  promise,
  children,
}: OrderOverviewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `order-overview-${compact ? 'aside' : 'main'}`
  const summary = cartSummary(cart)
  return (
    <section className="order-overview" aria-labelledby={headingId}>
      <Heading id={headingId} className="h5">
        {t.heading}
      </Heading>
      <p className="text-body-secondary small mb-2">{t.items(cart.totalAmountOfProducts)}</p>
      <SummaryLines summary={summary} images={!compact} />
      <SummaryRows summary={summary} />
      {promise && <div className="order-overview-promise mt-2">{promise}</div>}
      {children && <div className="mt-3">{children}</div>}
    </section>
  )
}

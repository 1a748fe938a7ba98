// The cart's sticky bar on a phone: the total and "Verder naar afrekenen" while the cart's own
// checkout button is out of view (in a cart of three lines it lies 1,275 px down). Held back, like
// that button, while changes are still being saved; the total then follows the service's answer.
import { Link } from 'react-router-dom'
import type { RefObject } from 'react'
import { Price } from '@/components/price'
import { StickyActionBar } from '@/components/sticky-action-bar'
import { cart as messages } from '@/messages/nl/cart'
import { summary } from '@/messages/nl/summary'
import { useCartTotal } from '../cart-reads'

export function CheckoutBar({
  watch,
  pending,
  href,
}: {
  watch: RefObject<HTMLElement | null>
  pending: boolean
  href: string
}) {
  const total = useCartTotal()
  return (
    <StickyActionBar watch={watch} when="away">
      <div className="sticky-action-bar-info">
        <span className="d-block small">{summary.total}</span>
        <span className="sticky-action-bar-amount">
          {total === null ? messages.button.totalPending : <Price cents={total} />}
        </span>
      </div>
      {pending ? (
        <button type="button" className="btn btn-cta" disabled>
          {messages.page.checkout}
        </button>
      ) : (
        <Link to={href} className="btn btn-cta">
          {messages.page.checkout}
        </Link>
      )}
    </StickyActionBar>
  )
}

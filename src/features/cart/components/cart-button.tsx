// The header's cart button: a link to the cart with the item count and what the items cost incl.
// tax ('0,00' when empty; shipping is not in it: the cart shows it once known) and a small spinner while the cart loads. While changes wait for the
// service, whose answer brings the amount, the spinner shows and no amount is claimed.
import { Link } from 'react-router-dom'
import { Icon } from '@/components/icon'
import { Amount } from '@/components/price'
import { formatAmount } from '@/lib/format'
import { cartShell as messages } from '@/messages/nl/cart-shell'
import { useFirstScreen } from '@/lib/first-screen-mode'
import { useCartCount, useCartItemsAmount, useCartLoading, useCartPending } from '../cart-reads'

/** A shopping cart (Bootstrap Icons' cart). */
const cartPath =
  'M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .485.379L2.89 3H14.5a.5.5 0 0 1 .491.592l-1.5 8A.5.5 0 0 1 13 12H4a.5.5 0 0 1-.491-.408L2.01 3.607 1.61 2H.5a.5.5 0 0 1-.5-.5M3.102 4l1.313 7h8.17l1.313-7zM5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4m7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4m-7 1a1 1 0 1 1 0 2 1 1 0 0 1 0-2m7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2'

const FIRST_SCREEN = { count: 0, totalCents: 0, loading: true, pending: false }

/** `href` defaults to the cart route; the app may pass hrefs.cart() (features cannot import app). */
export function CartButton({ href = '/winkelmandje' }: { href?: string }) {
  const cart = {
    count: useCartCount(),
    totalCents: useCartItemsAmount(),
    loading: useCartLoading(),
    pending: useCartPending(),
  }
  // The static first screen does not know the cart yet: empty and loading, then this visitor's.
  const { count, totalCents, loading, pending } = useFirstScreen() ? FIRST_SCREEN : cart
  const total = totalCents === null ? null : formatAmount(totalCents)
  return (
    <Link
      to={href}
      className={`cart-button btn btn-outline-secondary d-inline-flex align-items-center gap-2${count > 0 ? ' active' : ''}`}
      aria-label={messages.button.label(count, total)}
      aria-busy={loading || pending || undefined}
    >
      {/* The spinner sits on the icon's corner, inside the button (it poked out of it above). */}
      <span className="cart-button-icon">
        <Icon path={cartPath} className="cart-button-icon-svg" />
        {(loading || total === null) && (
          <span className="cart-button-spinner spinner-border" aria-hidden="true" />
        )}
      </span>
      <span className="cart-button-count badge rounded-pill" aria-hidden="true">
        {count}
      </span>
      <span className="cart-button-total" aria-hidden="true">
        {totalCents === null ? messages.button.totalPending : <Amount cents={totalCents} />}
      </span>
    </Link>
  )
}

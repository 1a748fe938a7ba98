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
        <Icon name="cart" className="cart-button-icon-svg" />
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

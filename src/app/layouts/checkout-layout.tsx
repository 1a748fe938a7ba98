// Layouts 'checkout', 'checkout-perry' and 'click-collect': no site header, only the logo, a
// secure-checkout note and a way back to the cart. The checkout's header names it once, in the
// secure note ('Veilig afrekenen'; its page heading is 'Afrekenen'), and the page shows the order's
// one step bar (features/checkout/components/step-list.tsx), whatever the shopper chose: a pickup
// order is still the checkout, not another page titled 'Click & Collect'.
import '@/styles/features/layouts.scss'
import { Link, Outlet } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'
import { hrefs } from '@/lib/paths'
import { Logo } from './logo'
import { StepList } from '@/features/checkout/components/step-list'

export type CheckoutVariant = 'checkout' | 'checkout-perry' | 'click-collect'

export function CheckoutLayout({ variant }: { variant: CheckoutVariant }) {
  const title =
    variant === 'click-collect'
      ? shell.checkout.clickCollect
      : variant === 'checkout-perry'
        ? shell.checkout.orderComplete
        : null
  return (
    <div className="checkout-shell">
      <header className="checkout-header">
        <div className="container d-flex align-items-center gap-3 py-2">
          <Link to={hrefs.home()} aria-label={shell.header.homeLink} className="site-logo">
            <Logo />
          </Link>
          {/* The checkout's page heading says "Afrekenen" and the secure note beside it "Veilig
              afrekenen": a title here would say it a third time. */}
          {title && (
            <p className="checkout-title mb-0 fw-bold d-none d-sm-block" data-testid="layout-title">
              {title}
            </p>
          )}
          <p className="ms-auto mb-0 small d-none d-md-flex align-items-center gap-1">
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M8 1a4 4 0 0 0-4 4v2H3v8h10V7h-1V5a4 4 0 0 0-4-4zm-2 6V5a2 2 0 1 1 4 0v2H6z"
              />
            </svg>
            {shell.checkout.secure}
          </p>
          {variant === 'checkout' && (
            <Link to={hrefs.cart()} className="small ms-auto ms-md-3 text-nowrap">
              {shell.checkout.backToCart}
            </Link>
          )}
        </div>
      </header>
      {/* The order is placed: every step of the bar the cart and the checkout showed is done. */}
      {variant === 'checkout-perry' && (
        <div className="container pt-3">
          <StepList at="placed" cartHref={hrefs.cart()} />
        </div>
      )}
      <main id="main" className="container page-main py-3" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="checkout-footer small text-center py-3">
        {shell.footer.copyright(new Date().getFullYear())}
      </footer>
    </div>
  )
}

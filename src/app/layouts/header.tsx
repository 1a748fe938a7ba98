// The site header: top bar (topmenu links, account), usp banners, logo, search, cart button and the
// category menu; a hamburger menu on small screens. Shrinks ('scrolled') from 200 px down: the top
// bar and the usp bar slide out of view, and nothing below the header moves.
import { useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSharedContent } from '@/features/content/use-shared-content'
import { CartButton } from '@/features/cart/components/cart-button'
import { SearchBox } from '@/features/search/components/search-box'
import { modalOpened } from '@/stores/modal-store'
import { shell } from '@/messages/nl/shell'
import { hrefs, searchTermOf } from '@/lib/paths'
import { AccountMenu } from './account-menu'
import { CategoryNav } from './category-nav'
import { LazyMobileMenu } from './lazy-parts'
import { useHeaderCollapse, useScrolled } from './use-scrolled'
import { Logo } from './logo'
import { useFirstScreen } from '@/lib/first-screen-mode'
import { MenuLink } from './menu-link'

/** One USP on a phone, two on a tablet, all from desktop width: each row stays one line high. */
function uspVisibility(index: number): string | undefined {
  if (index === 0) return undefined
  return index === 1 ? 'd-none d-md-flex' : 'd-none d-lg-flex'
}

export function Header() {
  const scrolled = useScrolled()
  const ref = useRef<HTMLElement>(null)
  useHeaderCollapse(ref)
  const shared = useSharedContent()
  // The static first screen has no menus yet (nor a results page's term: the boot script typed it
  // into the field, and hydration hands that text to the box).
  const firstScreen = useFirstScreen()
  const menus = firstScreen ? null : shared.menus
  const topMenu = menus?.byName.topmenu ?? []
  const usps = (!firstScreen && shared.banners['usp-banners']) || []
  // On a results page the box shows its term.
  const pathTerm = searchTermOf(useLocation().pathname)
  const searchTerm = firstScreen ? undefined : pathTerm

  return (
    <>
      <header ref={ref} className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
        <div className="top-bar">
          <div className="container d-flex align-items-center justify-content-between gap-3">
            <nav aria-label={shell.header.topMenu} className="d-none d-md-block">
              <ul className="list-inline mb-0">
                {topMenu.map((item) => (
                  <li key={item.id} className="list-inline-item me-3">
                    <MenuLink className="top-bar-link" item={item} />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="ms-auto">
              <AccountMenu />
            </div>
          </div>
        </div>
        {usps.length === 0 && menus === null && (
          // First visit, shared content still on its way: keep the bar's place so nothing shifts.
          <div className="usp-bar" aria-hidden="true" />
        )}
        {usps.length > 0 && (
          <div className="usp-bar">
            <div className="container">
              <ul className="usp-list" aria-label={shell.header.uspLabel}>
                {usps.map((usp, index) => (
                  <li key={index} className={uspVisibility(index)}>
                    <span className="usp-check" aria-hidden="true">
                      ✓
                    </span>
                    {usp.title}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
        <div className="main-bar">
          <div className="container d-flex align-items-center gap-2 gap-md-3">
            <button
              type="button"
              className="btn btn-outline-secondary d-lg-none hamburger"
              aria-label={shell.header.openMenu}
              onClick={() => modalOpened('mobileMenu')}
            >
              <span className="hamburger-icon" aria-hidden="true" />
            </button>
            <Link to={hrefs.home()} className="site-logo" aria-label={shell.header.homeLink}>
              <Logo />
            </Link>
            <div className="header-search flex-grow-1 order-last order-md-0">
              <SearchBox searchHref={hrefs.search} productHref={hrefs.product} term={searchTerm} />
            </div>
            <div className="ms-auto ms-md-0">
              <CartButton href={hrefs.cart()} />
            </div>
          </div>
        </div>
        <CategoryNav />
      </header>
      {/* Beside the header, not in it: its panel covers the page and the cookie prompt, above the
          header's own stacking. */}
      <LazyMobileMenu />
    </>
  )
}

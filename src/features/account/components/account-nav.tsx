// Navigation of the account pages (overview, orders, invoices, wish list, vouchers) with the
// 'Uitloggen' button. From lg on a column beside the page; below it one row of tabs at the top of the
// page that scrolls sideways within itself, the current page scrolled into view, so every account
// page is one tap away instead of under the page's forms. URLs come in through `hrefs` (pass the
// app's hrefs object), so the feature needs no knowledge of the route table.
import { useLayoutEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { account } from '@/messages/nl/account'

const t = account.area.nav

/** The part of the app's `hrefs` this navigation needs (structural: pass `hrefs` as it is). */
export interface AccountHrefs {
  account: () => string
  accountOrders: () => string
  accountInvoices: () => string
  wishList: () => string
  vouchers: () => string
}

export interface AccountNavProps {
  hrefs: AccountHrefs
  /** Shows the 'Uitloggen' button when given. */
  onLogout?: () => void
  loggingOut?: boolean
}

export function AccountNav({ hrefs, onLogout, loggingOut }: AccountNavProps) {
  const items = [
    { href: hrefs.account(), label: t.overview, end: true },
    { href: hrefs.accountOrders(), label: t.orders, end: false },
    { href: hrefs.accountInvoices(), label: t.invoices, end: false },
    { href: hrefs.wishList(), label: t.wishList, end: false },
    { href: hrefs.vouchers(), label: t.vouchers, end: false },
  ]
  const list = useRef<HTMLUListElement>(null)
  const { pathname } = useLocation()
  // In the row of tabs, the current page's tab is in view, with a glimpse of the next one so the
  // row shows it scrolls (its own scroll only, never the page's); from the start when it fits there.
  // Again when the row changes width (a phone turned, a window resized).
  useLayoutEffect(() => {
    const row = list.current
    if (!row) return
    const showCurrent = () => {
      const current = row.querySelector<HTMLElement>('.active')
      if (!current || row.scrollWidth <= row.clientWidth) return
      const glimpse = 48
      const end = current.offsetLeft - row.offsetLeft + current.offsetWidth + glimpse
      row.scrollLeft = end > row.clientWidth ? end - row.clientWidth : 0
    }
    showCurrent()
    if (typeof ResizeObserver === 'undefined') return
    let width = row.clientWidth
    const observer = new ResizeObserver(() => {
      if (row.clientWidth === width) return
      width = row.clientWidth
      showCurrent()
    })
    observer.observe(row)
    return () => observer.disconnect()
  }, [pathname])
  return (
    <nav aria-label={account.area.navLabel} className="account-nav">
      <ul ref={list} className="account-nav__list">
        {items.map((item) => (
          <li key={item.href} className="account-nav__item">
            <NavLink
              to={item.href}
              end={item.end}
              className={({ isActive }) =>
                isActive ? 'account-nav__link active' : 'account-nav__link'
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        {onLogout && (
          <li className="account-nav__item">
            <button
              type="button"
              className="account-nav__link account-nav__logout"
              onClick={onLogout}
              disabled={loggingOut}
            >
              {account.logout.action}
            </button>
          </li>
        )}
      </ul>
    </nav>
  )
}

// Side navigation of the account pages (overview, orders, invoices, wish list, vouchers) with the
// 'Uitloggen' button. URLs come in through `hrefs` (pass the app's hrefs object), so the feature
// needs no knowledge of the route table.
import { NavLink } from 'react-router-dom'
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
  return (
    <nav aria-label={account.area.navLabel} className="account-nav mb-4">
      <ul className="list-group">
        {items.map((item) => (
          <li key={item.href} className="list-group-item p-0">
            <NavLink
              to={item.href}
              end={item.end}
              className={({ isActive }) =>
                `account-nav__link d-block px-3 py-2${isActive ? ' active' : ''}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        {onLogout && (
          <li className="list-group-item p-0">
            <button
              type="button"
              className="account-nav__link account-nav__logout btn btn-link d-block w-100 text-start px-3 py-2"
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

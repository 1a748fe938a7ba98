// The top bar's account control: 'Inloggen' for visitors (opens the login modal), a dropdown headed
// by the first name for logged-in users with the account links and 'Uitloggen'.
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { loggedOut, useFirstName, useIsLoggedIn } from '@/stores/session-store'
import { modalOpened } from '@/stores/modal-store'
import { shell } from '@/messages/nl/shell'
import { hrefs } from '@/lib/paths'
import { useFirstScreen } from '@/lib/first-screen-mode'
import { importWhenOnline } from '@/lib/import-when-online'

const links = [
  { href: hrefs.account(), label: shell.header.accountLinks.account },
  { href: hrefs.accountOrders(), label: shell.header.accountLinks.orders },
  { href: hrefs.accountInvoices(), label: shell.header.accountLinks.invoices },
  { href: hrefs.wishList(), label: shell.header.accountLinks.wishList },
  { href: hrefs.vouchers(), label: shell.header.accountLinks.vouchers },
]

export function AccountMenu() {
  const session = useIsLoggedIn()
  const firstScreen = useFirstScreen()
  // The static first screen is a visitor's: a logged-in header follows right after.
  const loggedIn = session && !firstScreen
  const firstName = useFirstName()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (!loggedIn) {
    return (
      <button
        type="button"
        className="btn btn-link top-bar-link p-0"
        onClick={() => modalOpened('login')}
      >
        {shell.header.login}
      </button>
    )
  }

  return (
    <div className="account-menu position-relative" ref={wrapper}>
      <button
        type="button"
        className="btn btn-link top-bar-link p-0 dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={shell.header.accountMenu(firstName)}
        onClick={() => setOpen((value) => !value)}
      >
        {firstName || shell.header.accountLinks.account}
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}>
        {links.map((link) => (
          <li key={link.href}>
            <Link className="dropdown-item" to={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              setOpen(false)
              // The logout's code (and its messages) loads when it is asked for: not on the first screen.
              // Should that code not arrive (offline), the session still ends here, as the logout promises.
              importWhenOnline(() => import('../compose/logout')).then(
                ({ logoutEverywhere }) => logoutEverywhere(),
                () => loggedOut('logout'),
              )
            }}
          >
            {shell.header.accountLinks.logout}
          </button>
        </li>
      </ul>
    </div>
  )
}

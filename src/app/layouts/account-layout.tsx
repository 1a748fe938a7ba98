// The account pages' frame: the account navigation (with the one logout) beside the page from lg on,
// and as a row of tabs above it on smaller screens (at the top, not under the page's forms). One
// layout route around the account pages inside the auth guard, so each page renders only its own
// content; an order's page, which guests open too, has the frame for a logged-in customer only.
import '@/styles/features/account.scss'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { AccountNav } from '@/features/account/components/account-nav'
import { useLogout } from '@/app/compose/logout'
import { hrefs } from '@/lib/paths'
import { useIsLoggedIn } from '@/stores/session-store'

function AccountFrame({ children }: { children: ReactNode }) {
  const logout = useLogout()
  return (
    <div className="account-page row g-3 g-lg-4 py-3 py-lg-4">
      <div className="col-lg-3">
        <AccountNav hrefs={hrefs} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      </div>
      <div className="col-lg-9">{children}</div>
    </div>
  )
}

export function AccountLayout() {
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  )
}

/** For pages both guests and customers open (an order's page): the frame for a customer only. */
export function AccountLayoutWhenLoggedIn() {
  const loggedIn = useIsLoggedIn()
  return loggedIn ? <AccountLayout /> : <Outlet />
}

// The account pages' frame: the account navigation (with the one logout) beside the page, in two
// columns; the navigation goes under the page on small screens. One layout route around the
// account pages inside the auth guard, so each page renders only its own content.
import '@/styles/features/account.scss'
import { Outlet } from 'react-router-dom'
import { AccountNav } from '@/features/account/components/account-nav'
import { useLogout } from '@/app/compose/logout'
import { hrefs } from '@/lib/paths'

export function AccountLayout() {
  const logout = useLogout()
  return (
    <div className="account-page row g-4 py-4">
      <div className="col-lg-3 order-last order-lg-first">
        <AccountNav hrefs={hrefs} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      </div>
      <div className="col-lg-9">
        <Outlet />
      </div>
    </div>
  )
}

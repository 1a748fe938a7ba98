// Authenticated-only guard: without a valid, unexpired token the visitor goes to the login page,
// carrying where they were going so login can bring them back. A page that needs no login opts out
// by living outside this guard in the route table. After a logout on the page itself the shell
// navigates home instead.
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { isSessionActive } from '@/stores/session'
import { useLoggedOutFrom, useSession } from '@/stores/session-store'
import { hrefs } from '@/lib/paths'

export function RequireAuth() {
  const session = useSession()
  const location = useLocation()
  const loggedOutFrom = useLoggedOutFrom()
  if (!isSessionActive(session)) {
    // Logged out right here: the shell is on its way home; the login page is not where they go.
    if (loggedOutFrom === location.pathname) return null
    return <Navigate to={hrefs.login(location.pathname + location.search)} replace />
  }
  return <Outlet />
}

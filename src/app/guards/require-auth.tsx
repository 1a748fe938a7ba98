// Authenticated-only guard: without a valid, unexpired token the visitor goes to the login page,
// carrying where they were going so login can bring them back. A route opts out with
// handle { public: true }. After a logout on the page itself the shell navigates home instead.
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom'
import { isSessionActive } from '@/stores/session'
import { useLoggedOutFrom, useSession } from '@/stores/session-store'
import { hrefs } from '@/lib/paths'

function isPublic(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { public?: unknown }).public === true
}

export function RequireAuth() {
  const session = useSession()
  const location = useLocation()
  const matches = useMatches()
  const optedOut = isPublic(matches.at(-1)?.handle)
  const loggedOutFrom = useLoggedOutFrom()
  if (!optedOut && !isSessionActive(session)) {
    // Logged out right here: the shell is on its way home; the login page is not where they go.
    if (loggedOutFrom === location.pathname) return null
    return <Navigate to={hrefs.login(location.pathname + location.search)} replace />
  }
  return <Outlet />
}

// Authenticated-only guard: without a valid, unexpired token the visitor goes to the login page,
// carrying where they were going so login can bring them back. A route opts out with
// handle { public: true }.
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom'
import { isSessionActive } from '@/features/auth/session'
import { useSession } from '@/features/auth/session-store'
import { hrefs } from '@/lib/paths'

function isPublic(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { public?: unknown }).public === true
}

export function RequireAuth() {
  const session = useSession()
  const location = useLocation()
  const matches = useMatches()
  const optedOut = isPublic(matches.at(-1)?.handle)
  if (!optedOut && !isSessionActive(session)) {
    return <Navigate to={hrefs.login(location.pathname + location.search)} replace />
  }
  return <Outlet />
}

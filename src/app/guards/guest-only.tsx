// Guest pages (login, registration): visitors who arrive logged in are sent away (to a safe
// ?redirect= target when there is one, else to the home page). A login or registration that
// happens ON the page is left to that page, which navigates to where the shopper was going.
import { useState } from 'react'
import { Navigate, Outlet, useSearchParams } from 'react-router-dom'
import { safeRedirect } from '@/features/auth/safe-redirect'
import { useIsLoggedIn } from '@/stores/session-store'
import { hrefs } from '@/lib/paths'

export function GuestOnly() {
  const loggedIn = useIsLoggedIn()
  const [params] = useSearchParams()
  // Captured once: was the visitor already logged in when they reached the guest pages?
  const [arrivedLoggedIn] = useState(loggedIn)
  if (loggedIn && arrivedLoggedIn) {
    return <Navigate to={safeRedirect(params.get('redirect'), hrefs.home())} replace />
  }
  return <Outlet />
}

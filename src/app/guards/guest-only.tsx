// Guest pages (login, registration): visitors who arrive logged in are sent away (to a safe
// ?redirect= target when there is one, else to the home page). A login or registration that
// happens ON the page is left to that page, which navigates to where the shopper was going. A
// login through the header's login modal is not the page's own: the page is left the same way.
import { useEffect, useState } from 'react'
import { Navigate, Outlet, useSearchParams } from 'react-router-dom'
import { safeRedirect } from '@/features/auth/safe-redirect'
import { useModalStore } from '@/stores/modal-store'
import { useIsLoggedIn, useSessionStore } from '@/stores/session-store'
import { hrefs } from '@/lib/paths'

export function GuestOnly() {
  const loggedIn = useIsLoggedIn()
  const [params] = useSearchParams()
  // Captured once: was the visitor already logged in when they reached the guest pages?
  const [arrivedLoggedIn] = useState(loggedIn)
  // A session that began while the login modal was open (checked as it begins: the modal closes
  // only after the login has been stored).
  const [loggedInByModal, setLoggedInByModal] = useState(false)
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (state.session && !previous.session && useModalStore.getState().active === 'login')
          setLoggedInByModal(true)
      }),
    [],
  )
  if (loggedIn && (arrivedLoggedIn || loggedInByModal)) {
    return <Navigate to={safeRedirect(params.get('redirect'), hrefs.home())} replace />
  }
  return <Outlet />
}

// The app: providers around the router, and the cookie prompt from the first paint on.
import { useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import { createAppRouter } from './router'
import { CookieConsent } from './layouts/cookie-consent'

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter(queryClient))
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <CookieConsent navigate={(to) => void router.navigate(to)} />
    </AppProvider>
  )
}

// The app: providers around the router, and the cookie prompt from the first paint on.
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import type { AppRouter } from './router'
import { CookieConsent } from './layouts/cookie-consent'

/** The router is made by the entry before React boots, so the first page's code and data load meanwhile. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <CookieConsent navigate={(to) => void router.navigate(to)} />
    </AppProvider>
  )
}

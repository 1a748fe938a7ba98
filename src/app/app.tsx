// The app: providers around the router, and the cookie prompt once the first screen has painted
// (it measures itself to reserve its height: that layout work stays out of the first commit).
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import type { AppRouter } from './router'
import { CookieConsent } from './layouts/cookie-consent'
import { useAfterFirstPaint } from '@/lib/after-first-paint'

function CookiePrompt({ router }: { router: AppRouter }) {
  const painted = useAfterFirstPaint(1500)
  return painted ? <CookieConsent navigate={(to) => void router.navigate(to)} /> : null
}

/** The router is made by the entry before React boots, so the first page's code and data load meanwhile. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <CookiePrompt router={router} />
    </AppProvider>
  )
}

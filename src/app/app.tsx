// The app: providers around the router, and the cookie prompt once the first screen has painted
// (it measures itself to reserve its height: that layout work stays out of the first commit).
import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useLayoutEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { takeOverStaticShell } from './shell-takeover'
import { AppProvider } from './provider'
import type { AppRouter } from './router'
import { importWhenOnline } from '@/lib/import-when-online'
import { useAfterFirstPaint } from '@/lib/after-first-paint'

// Its code and styles load then too, so they stay out of the entry.
const CookieConsent = lazy(() =>
  importWhenOnline(() => import('./layouts/cookie-consent')).then((m) => ({
    default: m.CookieConsent,
  })),
)

function CookiePrompt({ router }: { router: AppRouter }) {
  const painted = useAfterFirstPaint(1500)
  if (!painted) return null
  return (
    <Suspense fallback={null}>
      <CookieConsent navigate={(to) => void router.navigate(to)} />
    </Suspense>
  )
}

/** The router is made by the entry before React boots, so the first page's code and data load meanwhile. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  // After the first commit, before the browser paints: the static first screen makes way.
  useLayoutEffect(() => {
    const root = document.querySelector('.app-root')
    if (root) takeOverStaticShell(root)
  }, [])
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <CookiePrompt router={router} />
    </AppProvider>
  )
}

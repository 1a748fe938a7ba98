// The app: providers around the router, and the cookie prompt. The prompt's code and styles load
// from the first render on, in their own chunk: on a listing or product page of a first visit its
// text is often the largest paint, so it must not wait for an idle moment.
import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useLayoutEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { takeOverStaticShell } from './shell-takeover'
import { AppProvider } from './provider'
import type { AppRouter } from './router'
import { importWhenOnline } from '@/lib/import-when-online'

// Requested as the entry runs, beside the first page's code, so it is there by the first commit.
const cookieConsentModule = importWhenOnline(() => import('./layouts/cookie-consent'))
const CookieConsent = lazy(() => cookieConsentModule.then((m) => ({ default: m.CookieConsent })))

function CookiePrompt({ router }: { router: AppRouter }) {
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

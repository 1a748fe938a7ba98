// The app: providers around the router (the cookie prompt has a root of its own: cookie-prompt.tsx).
import type { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { takeOverStaticShell } from './shell-takeover'
import { AppProvider } from './provider'
import type { AppRouter } from './router'

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
    </AppProvider>
  )
}

// The app: the first screen's mode around the providers and the router (the cookie prompt has a
// root of its own: cookie-prompt.tsx). The static build renders this same tree into index.html
// (static-shell.tsx), so the HTML and the app's first render are equal and React adopts it.
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { FirstScreenProvider, type FirstScreenMode } from '@/lib/first-screen-mode'
import { AppProvider } from './provider'
import type { AppRouter } from './router'

/** The router is made by the entry before React boots, so the first page's code and data load meanwhile. */
export function App({
  queryClient,
  router,
  firstScreen = null,
  onAdopted,
}: {
  queryClient: QueryClient
  router: AppRouter
  /** Set when React hydrates the static first screen (main.tsx, static-shell.tsx). */
  firstScreen?: FirstScreenMode
  onAdopted?: () => void
}) {
  return (
    <FirstScreenProvider mode={firstScreen} onAdopted={onAdopted}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </FirstScreenProvider>
  )
}

// Entry: in development start the mock backend first (dynamic import, so production never ships
// MSW), then render the app. In the build the head boot script (src/boot.ts) starts this entry once
// the first screen has painted; the page's first call is already answered or on its way, and the
// HTTP client adopts it. The start is split into tasks (router, data, hydration) so no task on the
// way to an interactive page runs long on a slow phone.
import '@/lib/zod-config'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { env } from '@/lib/env'
import { App } from '@/app/app'
import { createAppRouter, routerReady } from '@/app/router'
import { startShellRequests } from '@/app/shell-data'
import { queryClient } from '@/api/query-client'
import { nextTask } from '@/lib/next-task'
import { importWhenOnline } from '@/lib/import-when-online'
import { keyThisHistoryEntry } from '@/app/history-entry'
import { mountCookiePrompt } from '@/app/cookie-prompt'
import { watchFirstScroll } from '@/app/first-scroll'
import { adoptedFirstScreen, firstScreenOnPage, reportHydrationError } from '@/app/adopt'
import { holdHistoryMoves } from '@/app/history-hold'
import '@/styles/main.scss'

async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV || !env.VITE_ENABLE_MOCKS) return
  const { startMockWorker } = await import('./mocks/browser')
  await startMockWorker()
}

void enableMocking().then(async () => {
  watchFirstScroll()
  // The entry's evaluation was a task of its own; the shell's requests are the next.
  await nextTask()
  startShellRequests(queryClient)
  await nextTask()
  // A page opened by its URL starts at its top, not where the page before it was scrolled.
  keyThisHistoryEntry()
  // Back and forward reach the router once the app has adopted the page (app/history-hold.ts).
  const historyHold = holdHistoryMoves()
  // The router starts the first page's code and data as it is made.
  const router = createAppRouter(queryClient)
  // Flows can tell the app's start (the router made, the page not yet adopted) from what came before.
  document.documentElement.dataset.app = 'starting'
  mountCookiePrompt(router)
  await routerReady(router)
  // What index.html shows: the static first screen (built from this app), with home's opening
  // painted by the boot script, or nothing at all (npm run dev).
  const host = document.getElementById('root')!
  const firstScreen = await firstScreenOnPage(host, queryClient, router.state.location.pathname)
  await nextTask()
  const onAdopted = () => {
    adoptedFirstScreen()
    historyHold.release(router)
  }
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={router}
        firstScreen={firstScreen}
        onAdopted={onAdopted}
      />
    </StrictMode>
  )
  // A transition: React hydrates in slices of a few milliseconds, yielding to the browser between
  // them, and replays a tap that comes in meanwhile once the part tapped is hydrated.
  startTransition(() => {
    if (firstScreen) hydrateRoot(host, app, { onRecoverableError: reportHydrationError })
    else createRoot(host).render(app)
  })
  // The service worker registers after load and an idle moment: its code is not the first screen's.
  void importWhenOnline(() => import('@/lib/register-sw')).then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  )
  // Real visits' LCP, INP and CLS to the dataLayer, with analytics consent only (its own chunk).
  void importWhenOnline(() => import('@/lib/field-vitals')).then(({ startFieldVitals }) =>
    startFieldVitals(),
  )
})

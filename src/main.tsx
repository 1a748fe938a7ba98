// Entry: in development start the mock backend first (dynamic import, so production never ships
// MSW), then render the app. In the build the head boot script (src/boot.ts) starts this entry once
// the first screen has painted; the page's first call is already answered or on its way, and the
// HTTP client adopts it. The start is split into tasks (router, data, first commit) so no task on
// the way to the first screen runs long on a slow phone.
import '@/lib/zod-config'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { env } from '@/lib/env'
import { App } from '@/app/app'
import { createAppRouter, routerReady } from '@/app/router'
import { startShellRequests } from '@/app/shell-data'
import { queryClient } from '@/api/query-client'
import { registerServiceWorker } from '@/lib/register-sw'
import { nextTask } from '@/lib/next-task'
import { watchScrollUntilTakeover } from '@/app/shell-takeover'
import { keyThisHistoryEntry } from '@/app/history-entry'
import { mountCookiePrompt } from '@/app/cookie-prompt'
import '@/styles/main.scss'

async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV || !env.VITE_ENABLE_MOCKS) return
  const { startMockWorker } = await import('./mocks/browser')
  await startMockWorker()
}

void enableMocking().then(async () => {
  watchScrollUntilTakeover()
  startShellRequests(queryClient)
  await nextTask()
  // A page opened by its URL starts at its top, not where the page before it was scrolled.
  keyThisHistoryEntry()
  // The router starts the first page's code and data as it is made.
  const router = createAppRouter(queryClient)
  mountCookiePrompt(router)
  // The first commit renders the whole first screen (never a fallback over the static shell), so it
  // waits until the first page's module and data are in.
  await routerReady(router)
  await nextTask()
  // React renders beside the static first screen and removes it in its first commit (app.tsx).
  const host = document.getElementById('root')!
  const container = document.createElement('div')
  container.className = 'app-root'
  host.append(container)
  const root = createRoot(container)
  // A transition render: React yields to the browser every few milliseconds while it builds the
  // first screen, instead of one long task that blocks input (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  })
  void registerServiceWorker()
})

// Entry: in development start the mock backend first (dynamic import, so production never ships
// MSW), then render the app.
import '@/lib/zod-config'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { env } from '@/lib/env'
import { App } from '@/app/app'
import { createAppRouter } from '@/app/router'
import { startShellRequests } from '@/app/shell-data'
import { queryClient } from '@/api/query-client'
import { registerServiceWorker } from '@/lib/register-sw'
import { appStylesheetApplied } from '@/lib/app-stylesheet'
import '@/styles/main.scss'

async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV || !env.VITE_ENABLE_MOCKS) return
  const { startMockWorker } = await import('./mocks/browser')
  await startMockWorker()
}

/**
 * Resolves once the browser has had a chance to paint the static boot screen of index.html, so the
 * app's first render (a long stretch of work on a slow phone) never holds back the first paint. A
 * background tab runs no animation frames: the timer lets it start anyway.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 250)
  })
}

void enableMocking().then(async () => {
  startShellRequests(queryClient)
  // The router starts the first page's code and data as it is made: before the boot screen's paint
  // and React's first render, not after them.
  const router = createAppRouter(queryClient)
  await appStylesheetApplied()
  await afterNextPaint()
  const root = createRoot(document.getElementById('root')!)
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

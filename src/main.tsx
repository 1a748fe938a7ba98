// Entry: in development start the mock backend first (dynamic import, so production never ships
// MSW), then render the app.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { env } from '@/lib/env'
import { App } from '@/app/app'
import { startShellRequests } from '@/app/shell-data'
import { createQueryClient } from '@/api/query-client'
import { registerServiceWorker } from '@/lib/register-sw'
import '@/styles/main.scss'

async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV || !env.VITE_ENABLE_MOCKS) return
  const { startMockWorker } = await import('./mocks/browser')
  await startMockWorker()
}

void enableMocking().then(() => {
  const queryClient = createQueryClient()
  startShellRequests(queryClient)
  const root = createRoot(document.getElementById('root')!)
  // A transition render: React yields to the browser every few milliseconds while it builds the
  // first screen, instead of one long task that blocks input (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    )
  })
  void registerServiceWorker()
})

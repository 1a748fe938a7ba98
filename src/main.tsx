// Entry: in development start the mock backend first (dynamic import, so production never ships
// MSW), then render the app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { env } from '@/lib/env'
import { App } from '@/app/app'
import { registerServiceWorker } from '@/lib/register-sw'
import '@/styles/main.scss'

async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV || !env.VITE_ENABLE_MOCKS) return
  const { startMockWorker } = await import('./mocks/browser')
  await startMockWorker()
}

void enableMocking().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  void registerServiceWorker()
})

// The mock backend in the browser (npm run dev): an MSW service worker over the shared handlers.
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning()
    },
    quiet: true,
  })
}

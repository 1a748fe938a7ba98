// The mock backend in the browser (npm run dev): an MSW service worker over the shared handlers.
import { setupWorker } from 'msw/browser'
import { devHandlers, serviceHandlers } from './handlers'
import { mockProfileOf, profileHandlers } from './lean-profile'

export async function startMockWorker(): Promise<void> {
  // VITE_MOCK_PROFILE=lean (npm run dev:lean): the services answer only what the spec shows.
  const profile = mockProfileOf(import.meta.env.VITE_MOCK_PROFILE as string | undefined)
  const worker = setupWorker(...devHandlers, ...profileHandlers(serviceHandlers, profile))
  await worker.start({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning()
    },
    quiet: true,
  })
}

// Vitest setup: jest-dom matchers, the MSW node server over the shared handlers (unhandled requests
// fail the test), a fresh mock database, an empty query client, no session and clean storage for
// every test.
// The app's zod configuration (jitless, the Dutch error map) first, as main.tsx installs it.
import '@/lib/zod-config'
import '@/lib/zod-dutch'
import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server } from '@/mocks/server'
import { resetDb } from '@/mocks/mock-db'
import { queryClient } from '@/api/query-client'
import { resetCartStore } from '@/features/cart/cart-store'
import { useSessionStore } from '@/stores/session-store'
import { useModalStore } from '@/stores/modal-store'
import { useNoticesStore } from '@/stores/notices-store'
import { useAddedStore } from '@/features/cart/added-store'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetDb()
  resetCartStore()
  queryClient.clear()
  // The files of a worker share their modules (isolate: false): no test starts logged in because
  // the one before it logged in.
  useSessionStore.setState(useSessionStore.getInitialState(), true)
  // Nor with the add-to-cart layer of an add the test before it made (a late batch answer under
  // load left it open over the next file's cart page).
  useAddedStore.setState(useAddedStore.getInitialState(), true)
  useModalStore.setState(useModalStore.getInitialState(), true)
  // Nor with the notices of the test before it (a late answer's toast counted in the next file's).
  useNoticesStore.setState(useNoticesStore.getInitialState(), true)
  localStorage.clear()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

// jsdom lacks these browser APIs that the shell uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
window.scrollTo = () => {}

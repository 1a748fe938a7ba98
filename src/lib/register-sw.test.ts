// The service worker registration's decisions: production only, never beside the MSW mock worker,
// only after load + idle, and never an unhandled failure.
import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, serviceWorkerSkipReason, SERVICE_WORKER_URL, type ServiceWorkerDeps } from './register-sw'

const worker = (scriptURL: string) => ({ scriptURL }) as ServiceWorker

function fakes(options: {
  readyState?: DocumentReadyState
  controller?: string
  registrations?: string[]
  register?: () => Promise<unknown>
  idle?: boolean
} = {}) {
  const registration = { scope: '/' } as ServiceWorkerRegistration
  const register = vi.fn(options.register ?? (() => Promise.resolve(registration)))
  const loadListeners: Array<() => void> = []
  const idleCallbacks: Array<() => void> = []
  const navigator: NonNullable<ServiceWorkerDeps['navigator']> = {
    serviceWorker: {
      register: register as unknown as ServiceWorkerContainer['register'],
      controller: options.controller ? worker(options.controller) : null,
      getRegistrations: () =>
        Promise.resolve((options.registrations ?? []).map((url) => ({ active: worker(url), installing: null, waiting: null }))),
    },
  }
  const window: NonNullable<ServiceWorkerDeps['window']> = {
    document: { readyState: options.readyState ?? 'complete' },
    addEventListener: (_type, listener) => void loadListeners.push(listener),
    requestIdleCallback: options.idle === false ? undefined : (callback) => idleCallbacks.push(callback),
    setTimeout: (callback) => void idleCallbacks.push(callback),
  }
  const fireLoad = () => loadListeners.splice(0).forEach((listener) => listener())
  const fireIdle = () => idleCallbacks.splice(0).forEach((callback) => callback())
  return { register, registration, navigator, window, fireLoad, fireIdle }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('serviceWorkerSkipReason', () => {
  it('skips outside production (the dev server runs the MSW worker)', () => {
    expect(serviceWorkerSkipReason(false, fakes().navigator)).toBe('not-production')
  })

  it('skips browsers without service workers', () => {
    expect(serviceWorkerSkipReason(true, {})).toBe('unsupported')
    expect(serviceWorkerSkipReason(true, undefined)).toBe('unsupported')
  })

  it('skips when the page is controlled by the MSW mock worker', () => {
    const { navigator } = fakes({ controller: 'http://127.0.0.1:5173/mockServiceWorker.js' })
    expect(serviceWorkerSkipReason(true, navigator)).toBe('mock-worker')
  })

  it('allows production pages controlled by nothing or by our own worker', () => {
    expect(serviceWorkerSkipReason(true, fakes().navigator)).toBeNull()
    expect(serviceWorkerSkipReason(true, fakes({ controller: 'https://shop.example/sw.js' }).navigator)).toBeNull()
  })
})

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded and gone idle', async () => {
    const f = fakes({ readyState: 'loading' })
    const result = registerServiceWorker({ prod: true, navigator: f.navigator, window: f.window })
    await flush()
    expect(f.register).not.toHaveBeenCalled()
    f.fireLoad()
    await flush()
    expect(f.register).not.toHaveBeenCalled() // still waiting for idle
    f.fireIdle()
    await expect(result).resolves.toBe(f.registration)
    expect(f.register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL, { scope: '/' })
  })

  it('does not wait for a load event that already happened', async () => {
    const f = fakes({ readyState: 'complete', idle: false })
    const result = registerServiceWorker({ prod: true, navigator: f.navigator, window: f.window })
    await flush()
    f.fireIdle() // the setTimeout fallback where requestIdleCallback is missing
    await expect(result).resolves.toBe(f.registration)
  })

  it('never registers in development', async () => {
    const f = fakes()
    const result = registerServiceWorker({ prod: false, navigator: f.navigator, window: f.window })
    f.fireLoad()
    f.fireIdle()
    await expect(result).resolves.toBeUndefined()
    expect(f.register).not.toHaveBeenCalled()
  })

  it('never registers while the mock worker is registered for this origin', async () => {
    const f = fakes({ registrations: ['http://127.0.0.1:4173/mockServiceWorker.js'] })
    const result = registerServiceWorker({ prod: true, navigator: f.navigator, window: f.window })
    await flush()
    f.fireIdle()
    await expect(result).resolves.toBeUndefined()
    expect(f.register).not.toHaveBeenCalled()
  })

  it('swallows a failed registration', async () => {
    const f = fakes({ register: () => Promise.reject(new TypeError('bad MIME type')) })
    const result = registerServiceWorker({ prod: true, navigator: f.navigator, window: f.window })
    await flush()
    f.fireIdle()
    await expect(result).resolves.toBeUndefined()
    expect(f.register).toHaveBeenCalledOnce()
  })

  it('does nothing without service worker support', async () => {
    const f = fakes()
    await expect(registerServiceWorker({ prod: true, navigator: {}, window: f.window })).resolves.toBeUndefined()
  })
})

// The service worker registration's decisions: production only, never beside the MSW mock worker,
// only after load + idle, never an unhandled failure, and a new release waits for the customer.
import { describe, expect, it, vi } from 'vitest'
import {
  pendingUpdate,
  registerServiceWorker,
  serviceWorkerSkipReason,
  subscribeToUpdate,
  SERVICE_WORKER_URL,
  type ServiceWorkerDeps,
  type WorkboxLike,
} from './register-sw'

const worker = (scriptURL: string) => ({ scriptURL }) as ServiceWorker

function fakes(
  options: {
    readyState?: DocumentReadyState
    controller?: string
    registrations?: string[]
    register?: () => Promise<unknown>
    idle?: boolean
    loadFails?: boolean
  } = {},
) {
  const registration = { scope: '/' } as ServiceWorkerRegistration
  const register = vi.fn(options.register ?? (() => Promise.resolve(registration)))
  // workbox-window's Workbox, as far as the registration uses it; `fire` plays its events.
  const workboxListeners: Record<string, Array<() => void>> = {}
  const workbox = {
    register: register as unknown as WorkboxLike['register'],
    addEventListener: (type: string, listener: () => void) =>
      void (workboxListeners[type] ??= []).push(listener),
    messageSkipWaiting: vi.fn(),
  }
  const fire = (type: 'waiting' | 'controlling') =>
    (workboxListeners[type] ?? []).forEach((listener) => listener())
  const createWorkbox = vi.fn((_url: string, _options: RegistrationOptions) =>
    options.loadFails
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(workbox as WorkboxLike),
  )
  const reload = vi.fn()
  const loadListeners: Array<() => void> = []
  const idleCallbacks: Array<() => void> = []
  const navigator: NonNullable<ServiceWorkerDeps['navigator']> = {
    serviceWorker: {
      register: register as unknown as ServiceWorkerContainer['register'],
      controller: options.controller ? worker(options.controller) : null,
      getRegistrations: () =>
        Promise.resolve(
          (options.registrations ?? []).map((url) => ({
            active: worker(url),
            installing: null,
            waiting: null,
          })),
        ),
    },
  }
  const window: NonNullable<ServiceWorkerDeps['window']> = {
    document: { readyState: options.readyState ?? 'complete' },
    addEventListener: (_type, listener) => void loadListeners.push(listener),
    requestIdleCallback:
      options.idle === false ? undefined : (callback) => idleCallbacks.push(callback),
    setTimeout: (callback) => void idleCallbacks.push(callback),
  }
  const fireLoad = () => loadListeners.splice(0).forEach((listener) => listener())
  const fireIdle = () => idleCallbacks.splice(0).forEach((callback) => callback())
  const deps = (): ServiceWorkerDeps => ({ prod: true, navigator, window, createWorkbox, reload })
  return {
    register,
    registration,
    navigator,
    window,
    fireLoad,
    fireIdle,
    createWorkbox,
    workbox,
    fire,
    reload,
    deps,
  }
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
    expect(
      serviceWorkerSkipReason(true, fakes({ controller: 'https://shop.example/sw.js' }).navigator),
    ).toBeNull()
  })
})

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded and gone idle', async () => {
    const f = fakes({ readyState: 'loading' })
    const result = registerServiceWorker(f.deps())
    await flush()
    expect(f.register).not.toHaveBeenCalled()
    f.fireLoad()
    await flush()
    expect(f.register).not.toHaveBeenCalled() // still waiting for idle
    f.fireIdle()
    await expect(result).resolves.toBe(f.registration)
    expect(f.createWorkbox).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL, { scope: '/' })
    expect(f.register).toHaveBeenCalledExactlyOnceWith({ immediate: true })
  })

  it('does not wait for a load event that already happened', async () => {
    const f = fakes({ readyState: 'complete', idle: false })
    const result = registerServiceWorker(f.deps())
    await flush()
    f.fireIdle() // the setTimeout fallback where requestIdleCallback is missing
    await expect(result).resolves.toBe(f.registration)
  })

  it('never registers in development', async () => {
    const f = fakes()
    const result = registerServiceWorker({ ...f.deps(), prod: false })
    f.fireLoad()
    f.fireIdle()
    await expect(result).resolves.toBeUndefined()
    expect(f.register).not.toHaveBeenCalled()
    expect(f.createWorkbox).not.toHaveBeenCalled() // workbox-window is not even loaded
  })

  it('never registers while the mock worker is registered for this origin', async () => {
    const f = fakes({ registrations: ['http://127.0.0.1:4173/mockServiceWorker.js'] })
    const result = registerServiceWorker(f.deps())
    await flush()
    f.fireIdle()
    await expect(result).resolves.toBeUndefined()
    expect(f.register).not.toHaveBeenCalled()
  })

  it('swallows a failed registration', async () => {
    const f = fakes({ register: () => Promise.reject(new TypeError('bad MIME type')) })
    const result = registerServiceWorker(f.deps())
    await flush()
    f.fireIdle()
    await expect(result).resolves.toBeUndefined()
    expect(f.register).toHaveBeenCalledOnce()
  })

  it('does nothing without service worker support', async () => {
    const f = fakes()
    await expect(registerServiceWorker({ ...f.deps(), navigator: {} })).resolves.toBeUndefined()
  })

  it('swallows a workbox-window chunk that fails to load (offline, old release gone)', async () => {
    const f = fakes({ loadFails: true })
    const result = registerServiceWorker(f.deps())
    await flush()
    f.fireIdle()
    await expect(result).resolves.toBeUndefined()
  })
})

describe('a new release waiting for the customer', () => {
  async function registered() {
    const f = fakes()
    const result = registerServiceWorker(f.deps())
    await flush()
    f.fireIdle()
    await result
    return f
  }

  it('offers nothing on the first install (no worker waits)', async () => {
    const f = await registered()
    f.fire('controlling') // clients.claim() on a first install
    expect(pendingUpdate()).toBeNull()
    expect(f.reload).not.toHaveBeenCalled()
  })

  it('offers the waiting worker; accepting it asks it to skip waiting and reloads once it controls', async () => {
    const f = await registered()
    const listener = vi.fn()
    const unsubscribe = subscribeToUpdate(listener)
    f.fire('waiting')
    expect(listener).toHaveBeenCalledOnce()
    const apply = pendingUpdate()
    expect(apply).toBeTypeOf('function')
    expect(f.workbox.messageSkipWaiting).not.toHaveBeenCalled() // never on its own

    apply!()
    expect(f.workbox.messageSkipWaiting).toHaveBeenCalledOnce()
    expect(pendingUpdate()).toBeNull()
    expect(f.reload).not.toHaveBeenCalled() // not before the new worker controls the page
    f.fire('controlling')
    expect(f.reload).toHaveBeenCalledOnce()
    unsubscribe()
  })
})

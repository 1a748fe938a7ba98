// Registers the shop's service worker (/sw.js, spec section 7) in production builds only. It waits for
// the load event and an idle moment so it never competes with the first paint, and it never runs
// next to the MSW mock worker: one service worker per scope. Every failure is swallowed — the shop
// works the same without it.
//
// Registration goes through workbox-window, loaded lazily (after the first paint, outside the initial
// JS): when a new release's worker is installed and waiting, `pendingUpdate()` offers it and the
// update prompt (src/app/layouts/update-prompt.tsx) asks the customer before it takes over.

import { setPendingUpdate as setPending } from './sw-update'
import { importWhenOnline } from './import-when-online'
export { pendingUpdate, subscribeToUpdate } from './sw-update'

export const SERVICE_WORKER_URL = '/sw.js'
const MOCK_WORKER_SCRIPT = 'mockServiceWorker.js'
const IDLE_TIMEOUT_MS = 5_000

type WorkerContainer = Pick<ServiceWorkerContainer, 'register'> & {
  readonly controller?: Pick<ServiceWorker, 'scriptURL'> | null
  getRegistrations?: () => Promise<
    ReadonlyArray<Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting'>>
  >
}

/** The part of workbox-window's Workbox used here (a fake in tests). */
export interface WorkboxLike {
  register: (options?: { immediate?: boolean }) => Promise<ServiceWorkerRegistration | undefined>
  addEventListener: (type: 'waiting' | 'controlling', listener: () => void) => void
  messageSkipWaiting: () => void
}

export interface ServiceWorkerDeps {
  /** import.meta.env.PROD unless given. */
  prod?: boolean
  navigator?: { serviceWorker?: WorkerContainer }
  window?: {
    document: { readyState: DocumentReadyState }
    addEventListener: (
      type: 'load',
      listener: () => void,
      options?: AddEventListenerOptions,
    ) => void
    requestIdleCallback?: (callback: () => void, options?: IdleRequestOptions) => number
    setTimeout: (callback: () => void, ms: number) => unknown
  }
  /** Loads workbox-window and makes the Workbox for the worker (a dynamic import unless given). */
  createWorkbox?: (url: string, options: RegistrationOptions) => Promise<WorkboxLike>
  /** Reloads the page once the new worker controls it; location.reload() unless given. */
  reload?: () => void
}

export type ServiceWorkerSkipReason = 'not-production' | 'unsupported' | 'mock-worker'

const isMockWorker = (worker: Pick<ServiceWorker, 'scriptURL'> | null | undefined) =>
  !!worker?.scriptURL &&
  new URL(worker.scriptURL, 'http://localhost').pathname.endsWith(`/${MOCK_WORKER_SCRIPT}`)

/** Why the worker must not be registered now, or null when it may. Synchronous checks only. */
export function serviceWorkerSkipReason(
  prod: boolean,
  navigatorLike: ServiceWorkerDeps['navigator'],
): ServiceWorkerSkipReason | null {
  if (!prod) return 'not-production'
  if (!navigatorLike || !('serviceWorker' in navigatorLike) || !navigatorLike.serviceWorker)
    return 'unsupported'
  if (isMockWorker(navigatorLike.serviceWorker.controller)) return 'mock-worker'
  return null
}

/** Resolves after the load event (or at once when it already fired) and then an idle period. */
function afterLoadAndIdle(win: NonNullable<ServiceWorkerDeps['window']>): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
      else win.setTimeout(() => resolve(), 1_000)
    }
    if (win.document.readyState === 'complete') whenIdle()
    else win.addEventListener('load', whenIdle, { once: true })
  })
}

/** A mock worker registered on this origin (e.g. after `npm run dev` here) owns the scope. */
async function hasMockRegistration(container: WorkerContainer): Promise<boolean> {
  if (typeof container.getRegistrations !== 'function') return false
  try {
    const registrations = await container.getRegistrations()
    return registrations.some((r) => [r.active, r.installing, r.waiting].some(isMockWorker))
  } catch {
    return false
  }
}

const loadWorkbox: NonNullable<ServiceWorkerDeps['createWorkbox']> = async (url, options) => {
  // Trusted Types: the worker's URL is a script URL, made by the shop's policy (same origin only).
  const [{ Workbox }, { trustedScriptUrl }] = await Promise.all([
    importWhenOnline(() => import('workbox-window')),
    importWhenOnline(() => import('./trusted-types')),
  ])
  return new Workbox(trustedScriptUrl(url), options)
}

/**
 * Call once after the first render. Resolves with the registration, or undefined when it was skipped
 * or failed; it never rejects.
 */
export async function registerServiceWorker(
  deps: ServiceWorkerDeps = {},
): Promise<ServiceWorkerRegistration | undefined> {
  try {
    const prod = deps.prod ?? import.meta.env.PROD
    const nav =
      deps.navigator ??
      (typeof navigator === 'undefined' ? undefined : (navigator as ServiceWorkerDeps['navigator']))
    const win =
      deps.window ??
      (typeof window === 'undefined'
        ? undefined
        : (window as unknown as ServiceWorkerDeps['window']))
    if (serviceWorkerSkipReason(prod, nav) || !win) return undefined
    const container = nav!.serviceWorker!

    await afterLoadAndIdle(win)
    // The mock worker may have taken control while the page loaded.
    if (serviceWorkerSkipReason(prod, nav) || (await hasMockRegistration(container)))
      return undefined
    const workbox = await (deps.createWorkbox ?? loadWorkbox)(SERVICE_WORKER_URL, { scope: '/' })
    const reload = deps.reload ?? (() => window.location.reload())
    // A new release installed while an older one controls the page (also one found waiting on load).
    // Its install does not skip waiting: it takes over only when the customer says so.
    workbox.addEventListener('waiting', () =>
      setPending(() => {
        setPending(null)
        // 'controlling' = controllerchange to this worker: the page reloads into the new release.
        workbox.addEventListener('controlling', reload)
        workbox.messageSkipWaiting()
      }),
    )
    // immediate: the load event and an idle moment have passed already.
    return await workbox.register({ immediate: true })
  } catch {
    return undefined
  }
}

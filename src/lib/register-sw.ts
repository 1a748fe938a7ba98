// Registers the shop's service worker (/sw.js, spec section 7) in production builds only. It waits for
// the load event and an idle moment so it never competes with the first paint, and it never runs
// next to the MSW mock worker: one service worker per scope. Every failure is swallowed — the shop
// works the same without it.

export const SERVICE_WORKER_URL = '/sw.js'
const MOCK_WORKER_SCRIPT = 'mockServiceWorker.js'
const IDLE_TIMEOUT_MS = 5_000

type WorkerContainer = Pick<ServiceWorkerContainer, 'register'> & {
  readonly controller?: Pick<ServiceWorker, 'scriptURL'> | null
  getRegistrations?: () => Promise<ReadonlyArray<Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting'>>>
}

export interface ServiceWorkerDeps {
  /** import.meta.env.PROD unless given. */
  prod?: boolean
  navigator?: { serviceWorker?: WorkerContainer }
  window?: {
    document: { readyState: DocumentReadyState }
    addEventListener: (type: 'load', listener: () => void, options?: AddEventListenerOptions) => void
    requestIdleCallback?: (callback: () => void, options?: IdleRequestOptions) => number
    setTimeout: (callback: () => void, ms: number) => unknown
  }
}

export type ServiceWorkerSkipReason = 'not-production' | 'unsupported' | 'mock-worker'

const isMockWorker = (worker: Pick<ServiceWorker, 'scriptURL'> | null | undefined) =>
  !!worker?.scriptURL && new URL(worker.scriptURL, 'http://localhost').pathname.endsWith(`/${MOCK_WORKER_SCRIPT}`)

/** Why the worker must not be registered now, or null when it may. Synchronous checks only. */
export function serviceWorkerSkipReason(
  prod: boolean,
  navigatorLike: ServiceWorkerDeps['navigator'],
): ServiceWorkerSkipReason | null {
  if (!prod) return 'not-production'
  if (!navigatorLike || !('serviceWorker' in navigatorLike) || !navigatorLike.serviceWorker) return 'unsupported'
  if (isMockWorker(navigatorLike.serviceWorker.controller)) return 'mock-worker'
  return null
}

/** Resolves after the load event (or at once when it already fired) and then an idle period. */
function afterLoadAndIdle(win: NonNullable<ServiceWorkerDeps['window']>): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
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

/**
 * Call once after the first render. Resolves with the registration, or undefined when it was skipped
 * or failed; it never rejects.
 */
export async function registerServiceWorker(deps: ServiceWorkerDeps = {}): Promise<ServiceWorkerRegistration | undefined> {
  try {
    const prod = deps.prod ?? import.meta.env.PROD
    const nav = deps.navigator ?? (typeof navigator === 'undefined' ? undefined : (navigator as ServiceWorkerDeps['navigator']))
    const win = deps.window ?? (typeof window === 'undefined' ? undefined : (window as unknown as ServiceWorkerDeps['window']))
    if (serviceWorkerSkipReason(prod, nav) || !win) return undefined
    const container = nav!.serviceWorker!

    await afterLoadAndIdle(win)
    // The mock worker may have taken control while the page loaded.
    if (serviceWorkerSkipReason(prod, nav) || (await hasMockRegistration(container))) return undefined
    return await container.register(SERVICE_WORKER_URL, { scope: '/' })
  } catch {
    return undefined
  }
}

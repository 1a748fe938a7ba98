// The cart in zustand: the last confirmed server cart, the visual lines that show changes at once,
// and the busy flag of the batch queue. Module-level, event-named actions serve code outside React
// (app start, login, logout, checkout); components read through the selector hooks below.
import { useMemo } from 'react'
import { create } from 'zustand'
import {
  cartDtoSchema,
  emptyCart,
  fetchCart,
  mapCart,
  submitCartBatch,
  type Cart,
  type CartChange,
  type CartDto,
} from '@/api/aspos/cart'
import { isApiError, userMessageOf } from '@/api/http'
import { readStorage, storageKeys } from '@/lib/storage'
import { cart as messages } from '@/messages/nl/cart'
import { notify } from '@/stores/notices-store'
import { onIdentityChanged } from '@/stores/session-store'
import { createCartQueue, type CartQueue } from './cart-queue'
import {
  applyChanges,
  cartCount,
  linesWithVisualQuantities,
  quantityDeltas,
  visualLinesOf,
  type VisualLine,
} from './cart-lines'
import { pushCartEvents } from './data-layer'

/** The spec's batching delay. */
export const CART_QUIET_MS = 1000

interface CartState {
  /** Last cart the service confirmed; null until the first load. */
  serverCart: Cart | null
  /** Server lines plus the changes not yet confirmed; null when nothing is pending. */
  visualLines: VisualLine[] | null
  loading: boolean
  loadError: string | null
  /** Changes wait or a submit runs. */
  pending: boolean
}

const initialState: CartState = {
  serverCart: null,
  visualLines: null,
  loading: false,
  loadError: null,
  pending: false,
}

export const useCartStore = create<CartState>(() => ({ ...initialState }))

// Bumped whenever a newer cart arrives by another road than GET, so a slow GET cannot win.
let cartVersion = 0
let loadSeq = 0
let inFlightLoad: { token: string | null; promise: Promise<Cart | null> } | null = null
let queue: CartQueue<CartChange> = makeQueue()
/** The batch being submitted and its idempotency key (sent again, same key, if the page is left). */
let runningBatch: { changes: CartChange[]; key: string } | null = null

/** Recomputes the visual lines: server lines with the running and waiting changes applied. */
function refreshVisualLines() {
  const changes = [...queue.inFlight(), ...queue.pending()]
  useCartStore.setState((state) => ({
    visualLines: changes.length > 0 ? applyChanges(visualLinesOf(state.serverCart?.lines ?? []), changes) : null,
  }))
}

function setServerCart(cart: Cart) {
  cartVersion += 1
  useCartStore.setState({ serverCart: cart, loadError: null })
}

const addsOrUpdates = (changes: readonly CartChange[]) => changes.some((c) => c.action !== 'Delete')

/** A refusal with a reason (out of stock, unknown product): the service kept nothing of the batch. */
const isRefusal = (error: unknown) =>
  isApiError(error) && (error.kind === 'business' || (error.kind === 'http' && error.status < 500))

/**
 * The spec's text stands alone for a failed add or update; a refusal's reason (out of stock, no
 * colour) is a separate second line. The spec has no text for a failed removal: it shows the
 * service's or the client's own Dutch message of the error, nothing invented.
 */
function failureNotice(changes: readonly CartChange[], error: unknown): { message: string; detail?: string } {
  if (!addsOrUpdates(changes)) return { message: userMessageOf(error) }
  return isRefusal(error) ? { message: messages.notices.addFailed, detail: userMessageOf(error) } : { message: messages.notices.addFailed }
}

const pageHidden = () => globalThis.document?.visibilityState === 'hidden'

function submitBatch(changes: CartChange[]): Promise<Cart> {
  const key = crypto.randomUUID()
  runningBatch = { changes, key }
  // A batch that starts while the page is hidden may have to outlive it.
  return submitCartBatch(changes, { idempotencyKey: key, keepalive: pageHidden() })
}

function makeQueue(): CartQueue<CartChange> {
  return createCartQueue<CartChange, Cart>({
    quietMs: CART_QUIET_MS,
    submit: submitBatch,
    onSubmitSuccess: (cart, changes) => {
      runningBatch = null
      const before = useCartStore.getState().serverCart?.lines ?? []
      setServerCart(cart)
      refreshVisualLines()
      pushCartEvents(quantityDeltas(before, cart.lines))
      if (addsOrUpdates(changes)) notify(messages.notices.added, 'success')
    },
    onSubmitFailure: (error, changes) => {
      runningBatch = null
      refreshVisualLines()
      const notice = failureNotice(changes, error)
      if (isRefusal(error)) {
        notify(notice.message, 'danger', undefined, notice.detail)
        return
      }
      // Failed, timed out or unreadable: the service may have kept the batch or not. Ask it, so
      // the screen shows what it holds, and say so on the notice's second line.
      void loadCart({ fresh: true })
      notify(notice.message, 'danger', undefined, messages.notices.reloaded)
    },
    onBusyChange: (busy) => {
      useCartStore.setState({ pending: busy })
      if (!busy) refreshVisualLines()
    },
  })
}

function enqueue(...changes: CartChange[]) {
  queue.enqueue(...changes)
  refreshVisualLines()
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/**
 * Loads the cart from the service (app start, after login, on the cart page). `fresh`: a load that
 * already runs may predate what the caller needs to see (a failed batch), so a new one starts.
 */
export function loadCart({ fresh = false }: { fresh?: boolean } = {}): Promise<Cart | null> {
  const token = readStorage(storageKeys.authToken)
  // Callers at the same moment share one request, unless the session changed in between.
  if (!fresh && inFlightLoad && inFlightLoad.token === token) return inFlightLoad.promise
  const seq = ++loadSeq
  const startedAt = cartVersion
  useCartStore.setState({ loading: true })
  const promise = fetchCart()
    .then((cart) => {
      // Only the newest load counts, and never over a cart a batch or logout delivered meanwhile.
      if (seq === loadSeq && cartVersion === startedAt) {
        setServerCart(cart)
        refreshVisualLines()
      }
      return useCartStore.getState().serverCart
    })
    .catch((error: unknown) => {
      if (seq === loadSeq) useCartStore.setState({ loadError: userMessageOf(error) })
      return null
    })
    .finally(() => {
      if (seq === loadSeq) {
        inFlightLoad = null
        useCartStore.setState({ loading: false })
      }
    })
  inFlightLoad = { token, promise }
  return promise
}

export function lineAdded(productId: number, quantity: number, color?: string | null): void {
  enqueue({ action: 'Add', productId, quantity, color: color ?? null })
}

/** Several products in ONE batch (the DIY guide's shopping list). */
export function linesAdded(lines: readonly { productId: number; quantity: number; color?: string | null }[]): void {
  enqueue(...lines.map((l) => ({ action: 'Add' as const, productId: l.productId, quantity: l.quantity, color: l.color ?? null })))
}

export function lineUpdated(productId: number, quantity: number, color?: string | null): void {
  enqueue({ action: 'Update', productId, quantity, color: color ?? null })
}

export function lineRemoved(productId: number, color?: string | null): void {
  enqueue({ action: 'Delete', productId, quantity: 0, color: color ?? null })
}

/** A checkout call answered with the new cart (nothing is pending while a step submits). */
export function cartUpdated(cart: Cart): void {
  setServerCart(cart)
}

/** Replaces the cart with one the service handed over (logout answers with the new cart in Data). */
export function cartReplaced(dto: CartDto): void {
  queue.reset()
  const parsed = cartDtoSchema.safeParse(dto)
  setServerCart(parsed.success ? mapCart(parsed.data) : emptyCart())
  useCartStore.setState({ visualLines: null, pending: false })
  if (!parsed.success) void loadCart()
}

/** The order is placed: the service emptied the cart. */
export function cartCleared(): void {
  queue.reset()
  const id = useCartStore.getState().serverCart?.id
  setServerCart(emptyCart(id))
  useCartStore.setState({ visualLines: null, pending: false })
}

/** Sends waiting changes now; resolves once the cart is confirmed (checkout may await this). */
export function cartFlushed(): Promise<void> {
  return queue.flush()
}

/**
 * The page is hidden or being left: what waits goes out at once with `keepalive`, so it outlives
 * the page (headers included, hence fetch and not sendBeacon). A batch whose answer is still out
 * is sent again with its own idempotency key: the service applies it once.
 */
export function cartLeaving(): void {
  if (runningBatch) {
    const { changes, key } = runningBatch
    void submitCartBatch(changes, { idempotencyKey: key, keepalive: true }).catch(() => undefined)
    const waiting = queue.takePending()
    if (waiting.length > 0) {
      // The queue is busy with the running batch: send these on their own, then ask for the cart.
      void submitCartBatch(waiting, { idempotencyKey: crypto.randomUUID(), keepalive: true })
        .catch(() => undefined)
        .finally(() => void loadCart({ fresh: true }))
    }
    return
  }
  void queue.flush()
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') cartLeaving()
  })
  window.addEventListener('pagehide', cartLeaving)
}

// A change of identity: the leaving shopper's cart and unsent changes are no longer shown. The
// logout itself sends pending changes first; when the session ended elsewhere (expiry, another
// tab, a 401) they cannot be sent any more and the shopper is told.
onIdentityChanged(({ previous }) => {
  if (previous === null) return
  const dropped = queue.pending().length + queue.inFlight().length > 0
  queue.reset()
  runningBatch = null
  setServerCart(emptyCart())
  useCartStore.setState({ visualLines: null, pending: false })
  if (dropped) notify(messages.notices.droppedOnSessionEnd, 'warning')
})

/** Tests only: back to a fresh store and queue. */
export function resetCartStore(): void {
  queue.reset()
  queue = makeQueue()
  runningBatch = null
  cartVersion = 0
  inFlightLoad = null
  loadSeq += 1
  useCartStore.setState({ ...initialState })
}

// ---------------------------------------------------------------------------------------------
// Selector hooks
// ---------------------------------------------------------------------------------------------

export const useServerCart = () => useCartStore((state) => state.serverCart)
export const useCartLoading = () => useCartStore((state) => state.loading)
export const useCartLoadError = () => useCartStore((state) => state.loadError)
export const useCartPending = () => useCartStore((state) => state.pending)
export const useCartCount = () => useCartStore((state) => cartCount(state.visualLines, state.serverCart))
/** Total incl. tax in cents, from the last confirmed server cart. */
export const useCartTotal = () => useCartStore((state) => state.serverCart?.totalCents ?? 0)

/** Server lines with the visual quantities applied (a removed line disappears at once). */
export function useCartLines() {
  const serverCart = useServerCart()
  const visualLines = useCartStore((state) => state.visualLines)
  return useMemo(() => linesWithVisualQuantities(serverCart?.lines ?? [], visualLines), [serverCart, visualLines])
}

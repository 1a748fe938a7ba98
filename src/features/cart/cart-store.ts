// The cart's client state in zustand: the visual lines that show changes at once and the busy flag
// of the batch queue. The confirmed cart is server state and lives in React Query
// (`cartQueries.detail()`): every answer that carries a cart is written there with
// `setConfirmedCart`. Module-level, event-named actions serve code outside React (app start, login,
// logout, checkout); components read through the selector hooks of cart-reads.ts. See
// docs/decisions/007-confirmed-cart.md.
import { hashKey } from '@tanstack/react-query'
import { create } from 'zustand'
import {
  cartDtoSchema,
  cartQueries,
  emptyCart,
  mapCart,
  setConfirmedCart,
  type Cart,
  type CartDto,
} from '@/api/aspos/cart'
import { submitCartBatch, type CartChange } from '@/api/aspos/cart-batch'
import { isApiError, userMessageOf } from '@/api/http'
import { queryClient } from '@/api/query-client'
import { onOtherTab } from '@/lib/tab-sync'
import { paths } from '@/lib/paths'
import { cartShell as messages } from '@/messages/nl/cart-shell'
import { notify } from '@/stores/notices-store'
import { onIdentityChanged, useSessionStore } from '@/stores/session-store'
import { createCartQueue, type CartQueue } from './cart-queue'
import { applyChanges, quantityDeltas, visualLinesOf, type VisualLine } from './cart-lines'
import { pushCartEvents } from './data-layer'

/** The spec's batching delay. */
export const CART_QUIET_MS = 1000

/**
 * A tab looked at again reads a cart older than this once more: another device (or a tab of
 * another browser) may have changed it meanwhile. Tabs of this browser say so at once.
 */
export const CART_FRESH_MS = 30_000

interface CartState {
  /** Confirmed lines plus the changes not yet confirmed; null when nothing is pending. */
  visualLines: VisualLine[] | null
  /** Changes wait or a submit runs. */
  pending: boolean
}

const initialState: CartState = {
  visualLines: null,
  pending: false,
}

export const useCartStore = create<CartState>(() => ({ ...initialState }))

const cartKey = cartQueries.detail().queryKey
const cartHash = hashKey(cartKey)

/** The last cart the service confirmed, straight from the query cache (for code outside React). */
export const confirmedCart = (): Cart | null => queryClient.getQueryData(cartKey) ?? null

let queue: CartQueue<CartChange> = makeQueue()
/** The batch being submitted and its idempotency key (sent again, same key, if the page is left). */
let runningBatch: { changes: CartChange[]; key: string } | null = null
/**
 * The notice a bulk add asked for, by the change objects it enqueued: the batch that carries them
 * says how many products were added instead of the one-product notice.
 */
const bulkNotices = new WeakMap<CartChange, string>()

/** Told of every answered batch: its changes, and whether the service kept them. */
type BatchListener = (changes: readonly CartChange[], kept: boolean) => void
const batchListeners = new Set<BatchListener>()

/** Follows the batches' answers (the add layer closes when the batch with its add failed). */
export function onBatchAnswered(listener: BatchListener): () => void {
  batchListeners.add(listener)
  return () => void batchListeners.delete(listener)
}

const batchAnswered = (changes: readonly CartChange[], kept: boolean) =>
  batchListeners.forEach((listener) => listener(changes, kept))

/** Recomputes the visual lines: confirmed lines with the running and waiting changes applied. */
function refreshVisualLines() {
  const changes = [...queue.inFlight(), ...queue.pending()]
  useCartStore.setState({
    visualLines:
      changes.length > 0
        ? applyChanges(visualLinesOf(confirmedCart()?.lines ?? []), changes)
        : null,
  })
}

// Whenever the confirmed cart changes (a GET, a batch answer, a checkout step, logout, a change of
// identity), the visual lines follow at once. The cache tells its subscribers synchronously, and a
// render reads the query's current result, so no frame shows the new cart together with changes
// it already contains.
queryClient.getQueryCache().subscribe((event) => {
  if (event.query.queryHash !== cartHash) return
  if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success'))
    refreshVisualLines()
})

const addsOrUpdates = (changes: readonly CartChange[]) => changes.some((c) => c.action !== 'Delete')

/** A refusal with a reason (out of stock, unknown product): the service kept nothing of the batch. */
const isRefusal = (error: unknown) =>
  isApiError(error) && (error.kind === 'business' || (error.kind === 'http' && error.status < 500))

/**
 * The spec's text stands alone for a failed add or update; a refusal's reason (out of stock, no
 * colour) is a separate second line. The spec has no text for a failed removal: it shows the
 * service's or the client's own Dutch message of the error, nothing invented.
 */
function failureNotice(
  changes: readonly CartChange[],
  error: unknown,
): { message: string; detail?: string } {
  if (!addsOrUpdates(changes)) return { message: userMessageOf(error) }
  return isRefusal(error)
    ? { message: messages.notices.addFailed, detail: userMessageOf(error) }
    : { message: messages.notices.addFailed }
}

const pageHidden = () => globalThis.document?.visibilityState === 'hidden'

function submitBatch(changes: CartChange[]): Promise<Cart> {
  const key = crypto.randomUUID()
  runningBatch = { changes, key }
  // A batch that starts while the page is hidden may have to outlive it.
  return submitCartBatch(changes, {
    idempotencyKey: key,
    keepalive: flushKeepalive || pageHidden(),
  })
}

function makeQueue(): CartQueue<CartChange> {
  return createCartQueue<CartChange, Cart>({
    quietMs: CART_QUIET_MS,
    submit: submitBatch,
    onSubmitSuccess: (cart, changes) => {
      runningBatch = null
      const before = confirmedCart()?.lines ?? []
      // The visual lines follow through the cache subscription above.
      setConfirmedCart(queryClient, cart)
      pushCartEvents(quantityDeltas(before, cart.lines))
      // What these notices announce, the cart page shows in full: arriving there, they go.
      new Set(changes.flatMap((c) => bulkNotices.get(c) ?? [])).forEach((notice) =>
        notify(notice, 'success', undefined, undefined, paths.cart),
      )
      if (addsOrUpdates(changes.filter((c) => !bulkNotices.has(c))))
        notify(messages.notices.added, 'success', undefined, undefined, paths.cart)
      batchAnswered(changes, true)
    },
    onSubmitFailure: (error, changes) => {
      runningBatch = null
      refreshVisualLines()
      const notice = failureNotice(changes, error)
      batchAnswered(changes, false)
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
 * Loads the cart from the service (app start, after login, on the cart page and checkout) into the
 * query cache. Callers at the same moment share one request; `fresh`: a load that already runs may
 * predate what the caller needs to see (a failed batch, a voucher), so a new one starts. A change
 * of identity drops the cart query (and a GET on its way) before the next load starts.
 */
export async function loadCart({ fresh = false }: { fresh?: boolean } = {}): Promise<Cart | null> {
  if (fresh) await queryClient.cancelQueries({ queryKey: cartKey, exact: true })
  try {
    return await queryClient.fetchQuery({ ...cartQueries.detail(), staleTime: 0 })
  } catch {
    // The error is in the query's state, where the cart page and checkout show it.
    return confirmedCart()
  }
}

/** Answers the change it enqueued (the add layer follows its batch by it). */
export function lineAdded(productId: number, quantity: number, color?: string | null): CartChange {
  const change: CartChange = { action: 'Add', productId, quantity, color: color ?? null }
  enqueue(change)
  return change
}

/**
 * Several products in ONE batch (the DIY guide's shopping list, a reorder, the wish list).
 * `notice`: said once the service confirmed the batch, instead of the one-product notice.
 */
export function linesAdded(
  lines: readonly { productId: number; quantity: number; color?: string | null }[],
  notice?: string,
): CartChange[] {
  const changes = lines.map((l) => ({
    action: 'Add' as const,
    productId: l.productId,
    quantity: l.quantity,
    color: l.color ?? null,
  }))
  if (notice) changes.forEach((change) => bulkNotices.set(change, notice))
  enqueue(...changes)
  return changes
}

export function lineUpdated(productId: number, quantity: number, color?: string | null): void {
  enqueue({ action: 'Update', productId, quantity, color: color ?? null })
}

export function lineRemoved(productId: number, color?: string | null): void {
  enqueue({ action: 'Delete', productId, quantity: 0, color: color ?? null })
}

/** Replaces the cart with one the service handed over (logout answers with the new cart in Data). */
export function cartReplaced(dto: CartDto): void {
  queue.reset()
  runningBatch = null
  const parsed = cartDtoSchema().safeParse(dto)
  setConfirmedCart(queryClient, parsed.success ? mapCart(parsed.data) : emptyCart())
  useCartStore.setState({ visualLines: null, pending: false })
  if (!parsed.success) void loadCart({ fresh: true })
}

/** The order is placed: the service emptied the cart. */
export function cartCleared(): void {
  queue.reset()
  runningBatch = null
  setConfirmedCart(queryClient, emptyCart(confirmedCart()?.id))
  useCartStore.setState({ visualLines: null, pending: false })
}

/** Batches sent while this is set go with `keepalive` (the logout's last flush). */
let flushKeepalive = false

/**
 * Sends waiting changes now; resolves once the cart is confirmed (checkout may await this).
 * `keepalive`: the batch outlives the page and the session's end (logout).
 */
export function cartFlushed({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
  flushKeepalive = keepalive
  try {
    return queue.flush()
  } finally {
    flushKeepalive = false
  }
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

/** Another tab changed the cart while this one was hidden: read it when the shopper looks again. */
let changedWhileHidden = false

/** Reads the cart again, unless changes of this tab are on their way (their answer carries it). */
function rereadCart(): void {
  changedWhileHidden = false
  if (queue.pending().length + queue.inFlight().length > 0) return
  void loadCart({ fresh: true })
}

/** Another tab of the shop changed the cart: read it now, or once this tab is looked at again. */
export function cartChangedElsewhere(): void {
  if (pageHidden()) changedWhileHidden = true
  else rereadCart()
}

/**
 * The tab is looked at again: a cart another tab changed meanwhile, or one read longer than
 * CART_FRESH_MS ago, is read again. Before the first load there is nothing to refresh.
 */
export function cartSeenAgain(now = Date.now()): void {
  const state = queryClient.getQueryState(cartKey)
  if (!state) return
  if (changedWhileHidden || now - state.dataUpdatedAt > CART_FRESH_MS) rereadCart()
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') cartLeaving()
    else cartSeenAgain()
  })
  window.addEventListener('pagehide', cartLeaving)
  onOtherTab((message) => {
    if (message.type === 'cart-changed') cartChangedElsewhere()
  })
}

/**
 * The services ended the session (a 401: logged out elsewhere, password or e-mail changed): the
 * shopper keeps what was in the cart, as a guest cart. Once the token is gone, the lines go to the new anonymous cart in one
 * batch (after the shell's load of that cart, which hands out its id). Where nothing was loaded
 * yet, nothing can be kept.
 */
function keepLinesAsGuest(lines: readonly VisualLine[]): void {
  const adds: CartChange[] = lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      action: 'Add',
      productId: line.productId,
      quantity: line.quantity,
      color: line.color,
    }))
  if (adds.length === 0) return
  setTimeout(() => {
    void (async () => {
      await loadCart()
      if (useSessionStore.getState().session !== null) return
      try {
        setConfirmedCart(
          queryClient,
          await submitCartBatch(adds, { idempotencyKey: crypto.randomUUID() }),
        )
      } catch {
        void loadCart({ fresh: true })
      }
    })()
  }, 0)
}

// A change of identity: the leaving shopper's cart and unsent changes are no longer shown. The
// logout itself sends pending changes first (with keepalive, so they land even when the logout
// moves on before the answer). When the services ended the session (a 401) the lines move to a
// guest cart; when it expired or another tab logged out, unsent changes are lost and the shopper
// is told.
onIdentityChanged(({ previous, reason }) => {
  if (previous === null) return
  const waiting = queue.pending().length + queue.inFlight().length > 0
  const lines = useCartStore.getState().visualLines ?? visualLinesOf(confirmedCart()?.lines ?? [])
  queue.reset()
  runningBatch = null
  // The session drops the cart query with the other personal ones right after this; the shell
  // loads the next shopper's cart.
  useCartStore.setState({ visualLines: null, pending: false })
  if (reason === 'unauthorized') keepLinesAsGuest(lines)
  else if (waiting && reason !== 'logout') notify(messages.notices.droppedOnSessionEnd, 'warning')
})

/** Tests only: back to a fresh store and queue, and no confirmed cart. */
export function resetCartStore(): void {
  changedWhileHidden = false
  queue.reset()
  queue = makeQueue()
  runningBatch = null
  queryClient.removeQueries({ queryKey: cartKey, exact: true })
  useCartStore.setState({ ...initialState })
}

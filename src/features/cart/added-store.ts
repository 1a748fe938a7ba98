// What the add-to-cart layer shows: the products just added (one from a product page or a card,
// or a bulk add's batch with what it refused), and whether the service has confirmed the batch
// that carries them. Opening it is a modal of the single-active-modal manager ('addedToCart'); the
// layer itself (components/added-layer.tsx) loads when it first opens. A failed batch closes it:
// the cart store's error notice says what happened instead.
import { create } from 'zustand'
import type { CartChange } from '@/api/aspos/cart-batch'
import { modalClosed, modalOpened, useModalStore } from '@/stores/modal-store'
import type { LoweredLine, RefusedLine } from './bulk-add'
import { lineAdded, linesAdded, onBatchAnswered } from './cart-store'

export interface AddedLine {
  productId: number
  quantity: number
  color: string | null
  /** The name the shopper knows it by, shown until the product itself is read. */
  name: string
}

export interface AddedReport {
  /** Counts the openings: a new add is a new report. */
  id: number
  lines: AddedLine[]
  /** A bulk add (reorder, wish list, DIY guide): one layer for the batch. */
  bulk: boolean
  refused: RefusedLine[]
  lowered: LoweredLine[]
  /** A reorder says that today's prices apply. */
  todaysPrices: boolean
  /** 'waiting' until the batch with these lines is answered. */
  status: 'waiting' | 'confirmed'
}

interface AddedState {
  report: AddedReport | null
}

export const useAddedStore = create<AddedState>(() => ({ report: null }))

let nextId = 1
/** The changes of the shown report; its batch's answer confirms or closes it. */
let tracked = new Set<CartChange>()

export interface AddedExtras {
  bulk?: boolean
  refused?: RefusedLine[]
  lowered?: LoweredLine[]
  todaysPrices?: boolean
}

/** The shopper added these lines (their changes are in the queue): the layer opens at once. */
export function addedToCart(
  lines: readonly AddedLine[],
  changes: readonly CartChange[],
  extras: AddedExtras = {},
): void {
  tracked = new Set(changes)
  useAddedStore.setState({
    report: {
      id: nextId++,
      lines: [...lines],
      bulk: extras.bulk ?? false,
      refused: extras.refused ?? [],
      lowered: extras.lowered ?? [],
      todaysPrices: extras.todaysPrices ?? false,
      // A bulk add that sent nothing has no batch to wait for.
      status: changes.length > 0 ? 'waiting' : 'confirmed',
    },
  })
  modalOpened('addedToCart')
}

/** One product from a product page, a card or the colour picker: to the queue, and the layer opens. */
export function productAdded(
  productId: number,
  quantity: number,
  color: string | null,
  name: string,
): void {
  addedToCart([{ productId, quantity, color, name }], [lineAdded(productId, quantity, color)])
}

/**
 * A list in ONE batch (the DIY guide's shopping list), with what the list left out: one layer for
 * the batch. The layer reads the products' names itself.
 */
export function listAdded(
  lines: readonly { productId: number; quantity: number; color?: string | null }[],
  leftOut: readonly RefusedLine[] = [],
): void {
  const changes = linesAdded(lines)
  addedToCart(
    lines.map((line) => ({ ...line, color: line.color ?? null, name: '' })),
    changes,
    { bulk: true, refused: [...leftOut] },
  )
}

onBatchAnswered((changes, kept) => {
  if (!changes.some((change) => tracked.has(change))) return
  tracked = new Set()
  if (kept) {
    useAddedStore.setState((state) =>
      state.report ? { report: { ...state.report, status: 'confirmed' } } : state,
    )
  } else {
    modalClosed('addedToCart')
    useAddedStore.setState({ report: null })
  }
})

// Closed (by the shopper, another modal or a navigation): the report goes with it.
useModalStore.subscribe((state, previous) => {
  if (previous.active === 'addedToCart' && state.active !== 'addedToCart') {
    tracked = new Set()
    useAddedStore.setState({ report: null })
  }
})

export const useAddedReport = () => useAddedStore((state) => state.report)

// Lines the shopper took out on the cart page (its remove button, or a quantity of 0), each with its
// way back: the page shows "… is verwijderd" where the line was, and "Ongedaan maken" puts it back
// at the quantity it had. Kept while the cart page is open (the page forgets them as it goes).
import { create } from 'zustand'
import { lineRemoved, lineUpdated, onBatchAnswered } from './cart-store'
import { quantitiesInCart } from './cart-reads'
import { sameLine } from './cart-lines'

export interface RemovedLine {
  productId: number
  color: string | null
  /** The quantity it had: undoing puts it back at this. */
  quantity: number
  title: string
  /** Where it stood in the list. */
  index: number
  /** Its way back is on the way to the service. */
  restoring: boolean
}

interface RemovedState {
  removed: RemovedLine[]
}

export const useRemovedLinesStore = create<RemovedState>(() => ({ removed: [] }))

const keyOf = (line: { productId: number; color: string | null }) =>
  `${line.productId}:${line.color ?? ''}`

/** Removed lines whose undo is on its way, by product and colour. */
const pendingRestores = new Set<string>()

/** Takes a line out of the cart, remembering it for its undo. */
export function lineTakenOut(line: Omit<RemovedLine, 'restoring'>): void {
  // Out already (a 0 typed, then the field left): one removal, one row.
  if (quantitiesInCart(line.productId, line.color).inLine === 0) return
  const { removed } = useRemovedLinesStore.getState()
  lineRemoved(line.productId, line.color)
  useRemovedLinesStore.setState({
    removed: [...removed.filter((r) => !sameLine(r, line)), { ...line, restoring: false }],
  })
}

/** "Ongedaan maken": the line goes back at its quantity (the row stays until it shows again). */
export function removalUndone(line: RemovedLine): void {
  pendingRestores.add(keyOf(line))
  useRemovedLinesStore.setState((state) => ({
    removed: state.removed.map((r) => (sameLine(r, line) ? { ...r, restoring: true } : r)),
  }))
  lineUpdated(line.productId, line.quantity, line.color)
}

/** The cart page is left: its rows of removed lines go with it. */
export function removalsForgotten(): void {
  pendingRestores.clear()
  useRemovedLinesStore.setState({ removed: [] })
}

// A batch with an undo in it is answered: kept, the line shows again and its row goes (the page
// hides a row whose line is back); refused, the row offers the undo again (the cart's notice says
// why).
onBatchAnswered((changes, kept) => {
  const keys = changes
    .filter((c) => c.action === 'Update')
    .map((c) => keyOf({ productId: c.productId, color: c.color ?? null }))
    .filter((key) => pendingRestores.has(key))
  if (keys.length === 0) return
  keys.forEach((key) => pendingRestores.delete(key))
  useRemovedLinesStore.setState((state) => ({
    removed: kept
      ? state.removed.filter((r) => !keys.includes(keyOf(r)))
      : state.removed.map((r) => (keys.includes(keyOf(r)) ? { ...r, restoring: false } : r)),
  }))
})

export const useRemovedLines = () => useRemovedLinesStore((state) => state.removed)

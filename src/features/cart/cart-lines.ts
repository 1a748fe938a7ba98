// Pure cart-line rules shared by the store: how a change alters the visual cart (the same way
// the service applies it), the item count, and which quantities differ between two carts.
import type { Cart, CartLine } from '@/api/aspos/cart'
import type { CartChange } from '@/api/aspos/cart-batch'

/** What the shopper sees before the service confirms: product, colour and quantity. */
export interface VisualLine {
  productId: number
  color: string | null
  quantity: number
}

export const sameLine = (
  a: { productId: number; color: string | null },
  b: { productId: number; color: string | null },
) => a.productId === b.productId && (a.color ?? null) === (b.color ?? null)

export function visualLinesOf(lines: readonly CartLine[]): VisualLine[] {
  return lines.map((line) => ({
    productId: line.productId,
    color: line.color,
    quantity: line.quantity,
  }))
}

/** Applies one change like the service does: Add merges by product and colour, Update sets, Delete removes. */
export function applyChange(lines: readonly VisualLine[], change: CartChange): VisualLine[] {
  const key = { productId: change.productId, color: change.color ?? null }
  const index = lines.findIndex((line) => sameLine(line, key))
  const existing = index >= 0 ? lines[index] : undefined
  switch (change.action) {
    case 'Add':
      if (change.quantity < 1) return [...lines]
      return existing
        ? lines.map((line, i) =>
            i === index ? { ...line, quantity: line.quantity + change.quantity } : line,
          )
        : [...lines, { ...key, quantity: change.quantity }]
    case 'Update':
      if (change.quantity < 1) return [...lines]
      return existing
        ? lines.map((line, i) => (i === index ? { ...line, quantity: change.quantity } : line))
        : [...lines, { ...key, quantity: change.quantity }]
    case 'Delete':
      return lines.filter((_, i) => i !== index)
  }
}

export function applyChanges(
  lines: readonly VisualLine[],
  changes: readonly CartChange[],
): VisualLine[] {
  return changes.reduce<VisualLine[]>((acc, change) => applyChange(acc, change), [...lines])
}

/** The spec's count rule: from the visual lines when there are any, else TotalAmountOfProducts. */
export function cartCount(
  visualLines: readonly VisualLine[] | null,
  serverCart: Cart | null,
): number {
  if (visualLines) return visualLines.reduce((sum, line) => sum + line.quantity, 0)
  return serverCart?.totalAmountOfProducts ?? 0
}

/** A line as the shopper sees it: the visual quantity, and the quantity its prices were confirmed for. */
export type ShownCartLine = CartLine & { confirmedQuantity: number }

/**
 * Server lines with the visual quantities applied; lines removed visually are left out. The
 * service's prices (unit, line total) stay those of `confirmedQuantity` until it answers.
 */
export function linesWithVisualQuantities(
  serverLines: readonly CartLine[],
  visualLines: readonly VisualLine[] | null,
): ShownCartLine[] {
  return serverLines.flatMap((line) => {
    const visual = visualLines ? visualLines.find((v) => sameLine(v, line)) : line
    return visual ? [{ ...line, quantity: visual.quantity, confirmedQuantity: line.quantity }] : []
  })
}

export interface QuantityDelta {
  line: CartLine
  /** Positive: added; negative: removed. */
  delta: number
}

/** Per line, how much the quantity went up or down from `before` to `after` (for the data layer). */
export function quantityDeltas(
  before: readonly CartLine[],
  after: readonly CartLine[],
): QuantityDelta[] {
  const deltas: QuantityDelta[] = []
  for (const line of after) {
    const old = before.find((b) => sameLine(b, line))
    const delta = line.quantity - (old?.quantity ?? 0)
    if (delta !== 0) deltas.push({ line, delta })
  }
  for (const old of before) {
    if (!after.some((a) => sameLine(a, old))) deltas.push({ line: old, delta: -old.quantity })
  }
  return deltas
}

// Test data for the "Bijna op?" rules' unit tests (src/domain/refill-rhythm.test.ts and
// src/features/running-out/rhythm.test.ts): an order line, an order on an Amsterdam day, and the
// one rhythm a list must hold.
import { expect } from 'vitest'
import type { PastOrder, PastOrderLine, ProductRhythm } from '@/domain/refill-rhythm'

export const pastLine = (
  productId: number,
  quantity = 1,
  color: string | null = null,
): PastOrderLine => ({
  productId,
  quantity,
  color,
  name: `Product ${productId}`,
})

/** An order on an Amsterdam day, at 10:00 there (winter offset; summer dates pass their own). */
export const pastOrder = (date: string, lines: PastOrderLine[], cancelled = false): PastOrder => ({
  date: new Date(date.length === 10 ? `${date}T10:00:00+01:00` : date),
  cancelled,
  lines,
})

export const only = (rhythms: ProductRhythm[]) => {
  expect(rhythms).toHaveLength(1)
  return rhythms[0]!
}

/** A hay rhythm (product 1) that runs out on `expectedDate`. */
export const rhythm = (
  expectedDate: string,
  daysPerPiece = 14,
  lastQuantity = 1,
): ProductRhythm => ({
  key: '1',
  productId: 1,
  color: null,
  name: 'Hooi',
  daysPerPiece,
  intervalDays: daysPerPiece,
  purchases: 3,
  lastDate: '2026-03-01',
  lastQuantity,
  expectedDate,
})

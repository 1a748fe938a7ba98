// Unit tests of the "Bijna op?" rules: how long a piece lasts (median over the intervals, each
// divided by what was bought), when it runs out, which products are due and the customer's choices.
import { describe, expect, it } from 'vitest'
import { only, pastLine as line, pastOrder as order, rhythm } from '@/testing/rhythm'
import {
  dueRhythms,
  dueState,
  isHidden,
  laterChoice,
  productRhythms,
  rhythmKey,
} from './refill-rhythm'

describe('productRhythms: how long one piece lasts', () => {
  it('takes the median of irregular intervals, and expects the next order one piece later', () => {
    const r = only(
      productRhythms([
        order('2026-01-01', [line(1)]),
        order('2026-01-29', [line(1)]), // 28
        order('2026-03-05', [line(1)]), // 35
        order('2026-04-05', [line(1)]), // 31
      ]),
    )
    expect(r.daysPerPiece).toBe(31)
    expect(r.intervalDays).toBe(31)
    expect(r.lastDate).toBe('2026-04-05')
    expect(r.expectedDate).toBe('2026-05-06')
    expect(r.purchases).toBe(4)
  })

  it('is not thrown by one late order (an outlier)', () => {
    const r = only(
      productRhythms([
        order('2026-01-01', [line(1)]),
        order('2026-01-22', [line(1)]), // 21
        order('2026-02-12', [line(1)]), // 21
        order('2026-05-13', [line(1)]), // 90: a holiday, or a bag from another shop
        order('2026-06-03', [line(1)]), // 21
      ]),
    )
    expect(r.daysPerPiece).toBe(21)
    expect(r.expectedDate).toBe('2026-06-24')
  })

  it('divides each interval by the pieces bought at its start: two bags last twice as long', () => {
    const r = only(
      productRhythms([
        order('2026-01-01', [line(1, 1)]),
        order('2026-02-05', [line(1, 2)]), // 35 days for 1 bag
        order('2026-04-16', [line(1, 1)]), // 70 days for 2 bags
        order('2026-05-21', [line(1, 2)]), // 35 days for 1 bag
      ]),
    )
    expect(r.daysPerPiece).toBe(35)
    expect(r.lastQuantity).toBe(2)
    // Two bags bought last time: 70 days.
    expect(r.expectedDate).toBe('2026-07-30')
  })

  it('keeps a colour apart: each colour of a product has a rhythm of its own', () => {
    const rhythms = productRhythms([
      order('2026-01-01', [line(10, 1, 'RAL9010'), line(10, 1, 'RAL1003')]),
      order('2026-01-15', [line(10, 1, 'RAL9010')]),
      order('2026-02-26', [line(10, 1, 'RAL1003')]),
    ])
    expect(rhythms.map((r) => [r.key, r.color, r.daysPerPiece])).toEqual([
      ['10:RAL9010', 'RAL9010', 14],
      ['10:RAL1003', 'RAL1003', 56],
    ])
    expect(rhythmKey(10, null)).toBe('10')
  })

  it('needs two orders, and intervals of 7 to 180 days', () => {
    expect(productRhythms([order('2026-01-01', [line(1)])])).toEqual([])
    // 6 days: a forgotten item; 181 days: a pause. Neither is a rhythm.
    expect(
      productRhythms([order('2026-01-01', [line(1)]), order('2026-01-07', [line(1)])]),
    ).toEqual([])
    expect(
      productRhythms([order('2026-01-01', [line(1)]), order('2026-07-01', [line(1)])]),
    ).toEqual([])
    const bounds = productRhythms([
      order('2026-01-01', [line(1), line(2)]),
      order('2026-01-08', [line(1)]), // 7
      order('2026-06-30', [line(2)]), // 180
    ])
    expect(bounds.map((r) => [r.productId, r.daysPerPiece])).toEqual([
      [1, 7],
      [2, 180],
    ])
  })

  it('counts a product bought twice on one day once, with both quantities', () => {
    const r = only(
      productRhythms([
        order('2026-01-01T09:00:00+01:00', [line(1, 1)]),
        order('2026-01-01T21:00:00+01:00', [line(1, 1)]),
        order('2026-02-12', [line(1, 1)]), // 42 days for 2 pieces
        order('2026-03-05', [line(1, 1)]), // 21 days for 1
      ]),
    )
    expect(r.purchases).toBe(3)
    expect(r.daysPerPiece).toBe(21)
  })

  it('leaves out cancelled orders, and orders after today', () => {
    const r = only(
      productRhythms(
        [
          order('2026-01-01', [line(1)]),
          order('2026-01-10', [line(1)], true),
          order('2026-01-29', [line(1)]),
          order('2026-03-20', [line(1)]),
        ],
        '2026-03-01',
      ),
    )
    expect(r.daysPerPiece).toBe(28)
    expect(r.lastDate).toBe('2026-01-29')
  })

  it('counts Amsterdam calendar days across the clock changes', () => {
    // 21 days over the March change (29 March has 23 hours), at half past midnight.
    const march = only(
      productRhythms([
        order('2026-03-15T00:30:00+01:00', [line(1)]),
        order('2026-04-05T00:30:00+02:00', [line(1)]),
      ]),
    )
    expect(march.daysPerPiece).toBe(21)
    // 14 days over the October change (25 October has 25 hours), late in the evening.
    const october = only(
      productRhythms([
        order('2026-10-18T23:30:00+02:00', [line(1)]),
        order('2026-11-01T23:30:00+01:00', [line(1)]),
      ]),
    )
    expect(october.daysPerPiece).toBe(14)
    expect(october.expectedDate).toBe('2026-11-15')
  })

  it('reads an order on the Amsterdam day it was placed, whatever UTC says', () => {
    // 23:30 UTC on 10 January is 00:30 on 11 January in Amsterdam.
    const r = only(
      productRhythms([
        order('2026-01-10T23:30:00Z', [line(1)]),
        order('2026-01-25T10:00:00Z', [line(1)]),
      ]),
    )
    expect(r.lastDate).toBe('2026-01-25')
    expect(r.daysPerPiece).toBe(14)
  })

  it('names the product as its newest order line does', () => {
    const r = only(
      productRhythms([
        order('2026-02-01', [{ ...line(1), name: 'Nieuwe naam' }]),
        order('2026-01-01', [{ ...line(1), name: 'Oude naam' }]),
      ]),
    )
    expect(r.name).toBe('Nieuwe naam')
  })
})

describe('dueState: within 7 days or already out', () => {
  it('is soon up to 7 days ahead, today on the day, overdue after it', () => {
    expect(dueState(rhythm('2026-03-18'), '2026-03-10')).toBeNull()
    expect(dueState(rhythm('2026-03-17'), '2026-03-10')).toBe('soon')
    expect(dueState(rhythm('2026-03-10'), '2026-03-10')).toBe('today')
    expect(dueState(rhythm('2026-03-09'), '2026-03-10')).toBe('overdue')
  })

  it('lets go of a product overdue by more than a whole cycle (bought elsewhere or no longer needed)', () => {
    // One bag lasts 14 days: 14 days overdue still shows, 15 does not.
    expect(dueState(rhythm('2026-02-24'), '2026-03-10')).toBe('overdue')
    expect(dueState(rhythm('2026-02-23'), '2026-03-10')).toBeNull()
    // Two bags last 28 days.
    expect(dueState(rhythm('2026-02-23', 14, 2), '2026-03-10')).toBe('overdue')
  })

  it('counts the days across the March clock change', () => {
    expect(dueState(rhythm('2026-04-05'), '2026-03-29')).toBe('soon')
    expect(dueState(rhythm('2026-04-06'), '2026-03-29')).toBeNull()
  })
})

describe('the customer’s choices', () => {
  it('"Later" hides a due product until its expected date has passed by 3 days', () => {
    const soon = rhythm('2026-03-14')
    const later = laterChoice(soon, '2026-03-10')
    expect(later).toEqual({ kind: 'later', expected: '2026-03-14', until: '2026-03-17' })
    expect(isHidden(later, soon, '2026-03-17')).toBe(true)
    expect(isHidden(later, soon, '2026-03-18')).toBe(false)
  })

  it('"Later" on an overdue product counts the 3 days from today', () => {
    const overdue = rhythm('2026-03-05')
    const later = laterChoice(overdue, '2026-03-10')
    expect(later).toEqual({ kind: 'later', expected: '2026-03-05', until: '2026-03-13' })
    expect(isHidden(later, overdue, '2026-03-13')).toBe(true)
    expect(isHidden(later, overdue, '2026-03-14')).toBe(false)
  })

  it('"Later" no longer counts once a new order moved the expected date', () => {
    const later = laterChoice(rhythm('2026-03-14'), '2026-03-10')
    expect(isHidden(later, rhythm('2026-03-28'), '2026-03-25')).toBe(false)
  })

  it('"Niet meer voorstellen" hides it for good', () => {
    expect(isHidden({ kind: 'never' }, rhythm('2026-03-14'), '2027-01-01')).toBe(true)
  })

  it('dueRhythms keeps what is due and not put aside', () => {
    const a = { ...rhythm('2026-03-12'), key: 'a' }
    const b = { ...rhythm('2026-03-13'), key: 'b' }
    const c = { ...rhythm('2026-04-30'), key: 'c' }
    const due = dueRhythms([a, b, c], '2026-03-10', { b: { kind: 'never' } })
    expect(due).toEqual([{ rhythm: a, state: 'soon' }])
  })
})

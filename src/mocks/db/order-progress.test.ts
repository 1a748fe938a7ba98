// The mock's ageing rule: an order's status follows its dates and the moment asked.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { shopIsoString } from '@/lib/clock'
import { orderProgress, orderSchedule, type ProgressInput } from './order-progress'

const statusRoad = ['Ontvangen', 'In behandeling', 'Verzonden', 'Afgeleverd'] as const
const at = (iso: string) => new Date(iso)
const nextDay = { deliveryTime: null, isVirtual: false, soldOut: false }

const delivery = (orderDate: string, patch: Partial<ProgressInput> = {}): ProgressInput => ({
  orderDate: at(orderDate),
  deliveryMethod: 'Delivery',
  cancelled: false,
  emailed: false,
  items: [nextDay],
  ...patch,
})

/** Each stage's moment, as Amsterdam wall-clock text. */
const schedule = (input: ProgressInput) =>
  Object.fromEntries(orderSchedule(input).map((s) => [s.status, shopIsoString(s.at)]))

// Opening hours of a store open every day 09:00–18:00 (Sunday 12:00–17:00).
const storeHours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  open: dayOfWeek === 0 ? '12:00:00' : '09:00:00',
  close: dayOfWeek === 0 ? '17:00:00' : '18:00:00',
}))

describe('orderProgress', () => {
  it('an order of December 2025 is delivered eleven months later, not received', () => {
    const old = delivery('2025-12-20T20:47:00+01:00')
    const progress = orderProgress(old, at('2026-11-28T12:00:00+01:00'))
    expect(progress.status).toBe('Afgeleverd')
    expect(progress.reached.map((s) => s.status)).toEqual([...statusRoad])
    // Saturday evening before the cut-off: delivered on Monday 22 December, sent that morning.
    expect(schedule(old)).toMatchObject({
      Verzonden: '2025-12-22T07:00:00+01:00',
      Afgeleverd: '2025-12-22T14:00:00+01:00',
    })
  })

  it('an order placed on a Monday is sent and delivered the next day, as the promise said', () => {
    const order = delivery('2026-11-23T10:00:00+01:00')
    expect(schedule(order)).toEqual({
      Ontvangen: '2026-11-23T10:00:00+01:00',
      'In behandeling': '2026-11-23T10:30:00+01:00',
      Verzonden: '2026-11-24T07:00:00+01:00',
      Afgeleverd: '2026-11-24T14:00:00+01:00',
    })
    const statusAt = (iso: string) => orderProgress(order, at(iso)).status
    expect(statusAt('2026-11-23T10:10:00+01:00')).toBe('Ontvangen')
    expect(statusAt('2026-11-23T23:00:00+01:00')).toBe('In behandeling')
    expect(statusAt('2026-11-24T08:00:00+01:00')).toBe('Verzonden')
    expect(statusAt('2026-11-24T15:00:00+01:00')).toBe('Afgeleverd')
  })

  it("names when a carrier's parcel is due, and no such moment for a pickup or an e-mail", () => {
    const now = at('2026-11-24T08:00:00+01:00')
    const parcel = orderProgress(delivery('2026-11-23T10:00:00+01:00'), now)
    expect(parcel.dueAt && shopIsoString(parcel.dueAt)).toBe('2026-11-24T14:00:00+01:00')
    expect(
      orderProgress(delivery('2026-11-23T10:00:00+01:00', { emailed: true }), now).dueAt,
    ).toBeNull()
    expect(
      orderProgress(delivery('2026-11-23T10:00:00+01:00', { deliveryMethod: 'Pickup' }), now).dueAt,
    ).toBeNull()
  })

  it('an order that carries its own promise (abroad: 3-5 working days) is delivered on that day', () => {
    const order = delivery('2026-11-23T10:00:00+01:00', { expectedTo: '2026-11-27' })
    expect(schedule(order)).toMatchObject({
      Verzonden: '2026-11-24T07:00:00+01:00',
      Afgeleverd: '2026-11-27T14:00:00+01:00',
    })
    expect(orderProgress(order, at('2026-11-25T12:00:00+01:00')).status).toBe('Verzonden')
  })

  it('after the cut-off the order is a day later; a Friday order comes on Saturday', () => {
    expect(schedule(delivery('2026-11-23T22:30:00+01:00')).Afgeleverd).toBe(
      '2026-11-25T14:00:00+01:00',
    )
    expect(schedule(delivery('2026-11-27T10:00:00+01:00'))).toMatchObject({
      Verzonden: '2026-11-28T07:00:00+01:00',
      Afgeleverd: '2026-11-28T14:00:00+01:00',
    })
    // Saturday: not on Sunday, on Monday.
    expect(schedule(delivery('2026-11-28T10:00:00+01:00'))).toMatchObject({
      Verzonden: '2026-11-30T07:00:00+01:00',
      Afgeleverd: '2026-11-30T14:00:00+01:00',
    })
  })

  it('an item out of stock today was in stock when ordered: the next delivery day', () => {
    const gone = { deliveryTime: 'Tijdelijk uitverkocht', isVirtual: false, soldOut: false }
    expect(schedule(delivery('2025-12-20T20:47:00+01:00', { items: [gone] })).Afgeleverd).toBe(
      '2025-12-22T14:00:00+01:00',
    )
  })

  it('a longer delivery time is delivered on the last day the promise names', () => {
    const slow = delivery('2026-11-23T10:00:00+01:00', {
      items: [nextDay, { deliveryTime: '2-4 werkdagen', isVirtual: false, soldOut: false }],
    })
    expect(schedule(slow)).toMatchObject({
      Verzonden: '2026-11-24T07:00:00+01:00',
      Afgeleverd: '2026-11-27T14:00:00+01:00',
    })
  })

  it('a Click & Collect order is ready when the store says, and picked up a day later', () => {
    const pickup = delivery('2026-11-23T10:00:00+01:00', { deliveryMethod: 'Pickup', storeHours })
    const steps = schedule(pickup)
    expect(steps.Verzonden! > steps['In behandeling']!).toBe(true)
    const ready = orderSchedule(pickup).find((s) => s.status === 'Verzonden')!.at
    const collected = orderSchedule(pickup).find((s) => s.status === 'Afgeleverd')!.at
    expect(collected.getTime() - ready.getTime()).toBe(24 * 3600_000)
  })

  it('a cancelled order stays cancelled, whenever it is asked', () => {
    const cancelled = delivery('2025-11-29T13:22:00+01:00', { cancelled: true })
    const progress = orderProgress(cancelled, at('2026-11-28T12:00:00+01:00'))
    expect(progress.status).toBe('Geannuleerd')
    expect(progress.reached.map((s) => s.status)).toEqual(['Ontvangen'])
  })

  it('an e-mailed order arrives at once', () => {
    const emailed = delivery('2026-11-23T10:00:00+01:00', { emailed: true })
    expect(orderProgress(emailed, at('2026-11-23T10:06:00+01:00')).status).toBe('Afgeleverd')
  })

  it('follows the moments a record names itself', () => {
    const onItsWay = delivery('2026-11-27T09:40:00+01:00', {
      shipped: at('2026-11-27T17:30:00+01:00'),
      delivered: at('2026-11-30T14:00:00+01:00'),
    })
    expect(orderProgress(onItsWay, at('2026-11-28T23:00:00+01:00')).status).toBe('Verzonden')
  })

  it('never goes back in time, and each reached stage is dated no later than asked', () => {
    const from = Date.parse('2024-01-01T00:00:00Z')
    const to = Date.parse('2027-12-31T00:00:00Z')
    fc.assert(
      fc.property(
        fc.integer({ min: from, max: to }),
        fc.integer({ min: 0, max: 30 * 24 * 60 }),
        fc.integer({ min: 0, max: 30 * 24 * 60 }),
        fc.constantFrom('Delivery', 'Pickup') as fc.Arbitrary<'Delivery' | 'Pickup'>,
        fc.constantFrom(null, '2-4 werkdagen', '1 week'),
        (placed, first, later, method, deliveryTime) => {
          const input = delivery(new Date(placed).toISOString(), {
            deliveryMethod: method,
            storeHours,
            items: [{ deliveryTime, isVirtual: false, soldOut: false }],
          })
          const earlier = new Date(placed + first * 60_000)
          const after = new Date(earlier.getTime() + later * 60_000)
          const a = orderProgress(input, earlier)
          const b = orderProgress(input, after)
          expect(statusRoad.indexOf(b.status as never)).toBeGreaterThanOrEqual(
            statusRoad.indexOf(a.status as never),
          )
          const moments = orderSchedule(input).map((s) => s.at.getTime())
          expect(moments).toEqual([...moments].sort((x, y) => x - y))
          for (const step of b.reached) expect(step.at.getTime()).toBeLessThanOrEqual(+after)
        },
      ),
      { numRuns: 300 },
    )
  })
})

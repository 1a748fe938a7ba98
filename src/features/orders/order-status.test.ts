// The order status timeline.
import { describe, expect, it } from 'vitest'
import { orderStatuses } from '@/api/aspos/orders'
import { checkout } from '@/messages/nl/checkout'
import { statusLabel, statusRoad, statusTimeline } from './order-status'

describe('statusTimeline', () => {
  it('marks stages before the status done and the status itself current', () => {
    expect(statusTimeline('Verzonden').stages.map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ])
    expect(statusTimeline('Ontvangen').stages.map((s) => s.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
  })

  it('a delivered order is done on every stage', () => {
    expect(statusTimeline('Afgeleverd').stages.every((s) => s.state === 'done')).toBe(true)
  })

  it('a cancelled order is flagged and never shows later stages as reached', () => {
    const timeline = statusTimeline('Geannuleerd')
    expect(timeline.cancelled).toBe(true)
    expect(timeline.stages.filter((s) => s.state !== 'upcoming')).toHaveLength(1)
  })

  it('every status gives the four stages, with at most one current', () => {
    for (const status of orderStatuses) {
      const { stages } = statusTimeline(status)
      expect(stages.map((s) => s.status)).toEqual([...statusRoad])
      expect(stages.filter((s) => s.state === 'current').length).toBeLessThanOrEqual(1)
    }
  })
})

describe('statusLabel', () => {
  it('a Click & Collect order is made ready and picked up, never shipped or delivered', () => {
    expect(statusRoad.map((status) => statusLabel(status, 'Pickup'))).toEqual([
      'Besteld',
      'Wordt klaargezet',
      'Klaar om op te halen',
      'Opgehaald',
    ])
    for (const status of orderStatuses) {
      expect(statusLabel(status, 'Pickup')).not.toMatch(/verzonden|afgeleverd/i)
    }
  })

  it('a delivered order keeps the shipping names', () => {
    expect(statusLabel('Verzonden', 'Delivery')).toBe(checkout.statuses.Verzonden)
    expect(statusLabel('Afgeleverd', null)).toBe(checkout.statuses.Afgeleverd)
  })
})

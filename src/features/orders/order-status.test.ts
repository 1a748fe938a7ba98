// The order status timeline.
import { describe, expect, it } from 'vitest'
import { orderStatuses } from '@/api/aspos/orders'
import { checkout } from '@/messages/nl/checkout'
import {
  deliveryMethodText,
  statusLabel,
  statusRoad,
  statusText,
  statusTimeline,
} from './order-status'

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

describe('statusText', () => {
  const dates = {
    Ontvangen: new Date('2025-12-20T20:47:00+01:00'),
    Verzonden: new Date('2025-12-22T07:00:00+01:00'),
    Afgeleverd: new Date('2025-12-22T14:00:00+01:00'),
  }

  it('says the status with the day it was reached', () => {
    expect(statusText('Afgeleverd', 'Delivery', dates)).toBe('Bezorgd op 22 december 2025')
    expect(statusText('Verzonden', 'Delivery', dates)).toBe('Verzonden op 22 december 2025')
    expect(statusText('Verzonden', 'Pickup', dates)).toBe(
      'Klaar om op te halen sinds 22 december 2025',
    )
    expect(statusText('Afgeleverd', 'Pickup', dates)).toBe('Opgehaald op 22 december 2025')
  })

  it('a status without a day is the bare status', () => {
    expect(statusText('In behandeling', 'Delivery', dates)).toBe('In behandeling')
    expect(statusText('Geannuleerd', 'Delivery', {})).toBe('Geannuleerd')
  })

  it('dates the stages reached, never one still to come', () => {
    const stages = statusTimeline('Verzonden', dates).stages
    expect(stages.map((s) => Boolean(s.at))).toEqual([true, false, true, false])
  })
})

describe('deliveryMethodText', () => {
  it('names the home delivery an order was placed with, the evening round with its slot', () => {
    const delivery = 'Delivery' as const
    expect(deliveryMethodText({ deliveryMethod: delivery, shippingService: 'evening' })).toBe(
      'Avondbezorging (PostNL), tussen 18:00 en 22:00 uur',
    )
    expect(deliveryMethodText({ deliveryMethod: delivery, shippingService: 'standard' })).toBe(
      'Standaard bezorging (PostNL)',
    )
    // An order that does not say which: plain home delivery.
    expect(deliveryMethodText({ deliveryMethod: delivery, shippingService: null })).toBe(
      checkout.orders.delivery,
    )
    expect(deliveryMethodText({ deliveryMethod: 'Pickup', shippingService: null })).toBe(
      checkout.orders.pickup,
    )
  })
})

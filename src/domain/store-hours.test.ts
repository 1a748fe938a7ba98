// The open/closed rule and the "klaar vanaf" rule, in the shop's clock (Europe/Amsterdam). Every
// instant is written in UTC with the Amsterdam time beside it, so the test process's own time
// zone cannot make it pass.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { shopWallClock, shopWeekday } from '@/lib/clock'
import {
  hoursOn,
  minutesOfDay,
  nextOpenMoment,
  openPeriods,
  openStateAt,
  pickupReadyAt,
  type OpeningHours,
} from './store-hours'

const utc = (iso: string) => new Date(`${iso}Z`)

/** The seed's usual store: Monday 12–18, Tuesday–Thursday 8:30–18, Friday 9–21, Saturday 9–17, closed on Sunday. */
const hours: OpeningHours[] = [
  { dayOfWeek: 0, open: null, close: null },
  { dayOfWeek: 1, open: '12:00:00', close: '18:00:00' },
  { dayOfWeek: 2, open: '08:30:00', close: '18:00:00' },
  { dayOfWeek: 3, open: '08:30:00', close: '18:00:00' },
  { dayOfWeek: 4, open: '08:30:00', close: '18:00:00' },
  { dayOfWeek: 5, open: '09:00:00', close: '21:00:00' },
  { dayOfWeek: 6, open: '09:00:00', close: '17:00:00' },
]

// Week of 12 January 2026 (winter, +01:00): Monday 12th … Sunday 18th.
describe('openStateAt', () => {
  it('is open on every opening day at noon-thirty, until that day’s closing time', () => {
    const days: [iso: string, closesUtc: string][] = [
      ['2026-01-12T11:30:00', '2026-01-12T17:00:00'], // Monday 12:30 → until 18:00
      ['2026-01-13T11:30:00', '2026-01-13T17:00:00'], // Tuesday
      ['2026-01-14T11:30:00', '2026-01-14T17:00:00'], // Wednesday
      ['2026-01-15T11:30:00', '2026-01-15T17:00:00'], // Thursday
      ['2026-01-16T11:30:00', '2026-01-16T20:00:00'], // Friday → until 21:00
      ['2026-01-17T11:30:00', '2026-01-17T16:00:00'], // Saturday → until 17:00
    ]
    for (const [now, closes] of days) {
      expect(openStateAt(hours, utc(now)), now).toEqual({ open: true, closes: utc(closes) })
    }
  })

  it('is closed on Sunday, and opens Monday at noon', () => {
    // Sunday 18 January 13:00.
    expect(openStateAt(hours, utc('2026-01-18T12:00:00'))).toEqual({
      open: false,
      opens: utc('2026-01-19T11:00:00'),
    })
  })

  it('is closed before opening and opens that same day', () => {
    // Tuesday 07:59 → opens 08:30.
    expect(openStateAt(hours, utc('2026-01-13T06:59:00'))).toEqual({
      open: false,
      opens: utc('2026-01-13T07:30:00'),
    })
  })

  it('is open from the opening minute and closed from the closing minute', () => {
    expect(openStateAt(hours, utc('2026-01-13T07:30:00')).open).toBe(true) // Tuesday 08:30
    expect(openStateAt(hours, utc('2026-01-13T16:59:59')).open).toBe(true) // Tuesday 17:59:59
    // Tuesday 18:00: closed, opens Wednesday ("morgen") at 08:30.
    expect(openStateAt(hours, utc('2026-01-13T17:00:00'))).toEqual({
      open: false,
      opens: utc('2026-01-14T07:30:00'),
    })
  })

  it('after Saturday’s closing opens on Monday, skipping the closed Sunday', () => {
    expect(openStateAt(hours, utc('2026-01-17T16:30:00'))).toEqual({
      open: false,
      opens: utc('2026-01-19T11:00:00'),
    })
  })

  it('has no next opening for a store without hours', () => {
    expect(openStateAt([], utc('2026-01-13T10:00:00'))).toEqual({ open: false, opens: null })
    const closedWeek = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, open: null, close: null }))
    expect(openStateAt(closedWeek, utc('2026-01-13T10:00:00'))).toEqual({
      open: false,
      opens: null,
    })
  })

  it('a store open one day a week opens that day next week once it has closed', () => {
    const mondays = [{ dayOfWeek: 1, open: '10:00:00', close: '12:00:00' }]
    expect(openStateAt(mondays, utc('2026-01-12T11:30:00'))).toEqual({
      open: false,
      opens: utc('2026-01-19T09:00:00'),
    })
  })

  it('keeps wall-clock hours on the days the clock changes', () => {
    // Sunday 29 March 2026 (summer time from 02:00) and Sunday 25 October 2026 (winter time from
    // 03:00): a store open on Sunday 12:00–17:00 opens and closes at those wall-clock times.
    const sunday = [{ dayOfWeek: 0, open: '12:00:00', close: '17:00:00' }]
    // 29 March, 11:30 Amsterdam (CEST, 09:30 UTC): closed, opens 12:00 CEST = 10:00 UTC.
    expect(openStateAt(sunday, utc('2026-03-29T09:30:00'))).toEqual({
      open: false,
      opens: utc('2026-03-29T10:00:00'),
    })
    // 16:59 CEST is open, closing at 17:00 CEST = 15:00 UTC.
    expect(openStateAt(sunday, utc('2026-03-29T14:59:00'))).toEqual({
      open: true,
      closes: utc('2026-03-29T15:00:00'),
    })
    // 25 October, 12:00 CET = 11:00 UTC opens; at 10:59 UTC (11:59 CET) still closed.
    expect(openStateAt(sunday, utc('2026-10-25T10:59:00')).open).toBe(false)
    expect(openStateAt(sunday, utc('2026-10-25T11:00:00'))).toEqual({
      open: true,
      closes: utc('2026-10-25T16:00:00'),
    })
    // Saturday evening before the change: opens Sunday 12:00 CET, after the 25-hour night.
    expect(openStateAt(sunday, utc('2026-10-24T20:00:00'))).toEqual({
      open: false,
      opens: utc('2026-10-25T11:00:00'),
    })
  })

  it('agrees with the week table at any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z') }),
        (now) => {
          fc.pre(!Number.isNaN(now.getTime()))
          const w = shopWallClock(now)
          const day = hoursOn(hours, shopWeekday(now))
          const minute = w.hour * 60 + w.minute
          const expected = day !== null && minute >= day.opens && minute < day.closes
          const state = openStateAt(hours, now)
          expect(state.open).toBe(expected)
          // A closed store's next opening is later, and on its wall clock an opening time.
          if (!state.open) {
            expect(state.opens).not.toBeNull()
            expect(state.opens!.getTime()).toBeGreaterThan(now.getTime())
            const o = shopWallClock(state.opens!)
            expect(hoursOn(hours, shopWeekday(state.opens!))?.opens).toBe(o.hour * 60 + o.minute)
          }
        },
      ),
    )
  })
})

describe('hoursOn and minutesOfDay', () => {
  it('reads hours with or without seconds; an empty, unreadable or inverted day is closed', () => {
    expect(minutesOfDay('08:30:00')).toBe(510)
    expect(minutesOfDay('9:00')).toBe(540)
    expect(minutesOfDay('')).toBeNull()
    expect(minutesOfDay('half negen')).toBeNull()
    expect(hoursOn(hours, 2)).toEqual({ opens: 510, closes: 1080 })
    expect(hoursOn(hours, 0)).toBeNull()
    expect(hoursOn([{ dayOfWeek: 3, open: '18:00', close: '09:00' }], 3)).toBeNull()
    expect(hoursOn([{ dayOfWeek: 3, open: '25:00', close: '26:00' }], 3)).toBeNull()
  })
})

describe('nextOpenMoment', () => {
  it('is the instant itself when open, else the next opening', () => {
    const open = utc('2026-01-13T10:00:00') // Tuesday 11:00
    expect(nextOpenMoment(hours, open)).toEqual(open)
    expect(nextOpenMoment(hours, utc('2026-01-17T18:00:00'))).toEqual(utc('2026-01-19T11:00:00'))
    expect(nextOpenMoment([], open)).toBeNull()
  })

  it('lists the coming week’s opening periods, today’s open one first', () => {
    const periods = openPeriods(hours, utc('2026-01-13T10:00:00'))
    expect(periods).toHaveLength(7) // Tuesday to next Tuesday, without Sunday
    expect(periods[0]).toEqual({
      opens: utc('2026-01-13T07:30:00'),
      closes: utc('2026-01-13T17:00:00'),
    })
  })
})

describe('pickupReadyAt: the "klaar vanaf" rule', () => {
  it('is two hours after ordering while the store is open, rounded up to a quarter', () => {
    // Tuesday 11:07 → 13:07 → 13:15.
    expect(pickupReadyAt(hours, utc('2026-01-13T10:07:00'))).toEqual(utc('2026-01-13T12:15:00'))
    // Tuesday 14:00 sharp → 16:00.
    expect(pickupReadyAt(hours, utc('2026-01-13T13:00:00'))).toEqual(utc('2026-01-13T15:00:00'))
  })

  it('leaves half an hour before closing, else one hour after the next opening', () => {
    // Tuesday 15:30 → 17:30 leaves 30 minutes: ready 17:30.
    expect(pickupReadyAt(hours, utc('2026-01-13T14:30:00'))).toEqual(utc('2026-01-13T16:30:00'))
    // Tuesday 15:31 → 17:45 leaves 15 minutes: Wednesday 08:30 + 1 h = 09:30.
    expect(pickupReadyAt(hours, utc('2026-01-13T14:31:00'))).toEqual(utc('2026-01-14T08:30:00'))
  })

  it('an order placed while closed is ready an hour after opening (at least two after ordering)', () => {
    // Tuesday 06:00 → opens 08:30 → 09:30.
    expect(pickupReadyAt(hours, utc('2026-01-13T05:00:00'))).toEqual(utc('2026-01-13T08:30:00'))
    // Tuesday 07:45 → two hours: 09:45.
    expect(pickupReadyAt(hours, utc('2026-01-13T06:45:00'))).toEqual(utc('2026-01-13T08:45:00'))
    // Saturday evening → Monday 12:00 + 1 h = 13:00.
    expect(pickupReadyAt(hours, utc('2026-01-17T19:00:00'))).toEqual(utc('2026-01-19T12:00:00'))
  })

  it('is null for a store without opening hours', () => {
    expect(pickupReadyAt([], utc('2026-01-13T10:00:00'))).toBeNull()
  })
})

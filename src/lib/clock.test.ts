// The shop's one clock: windows, expiries and dates judged in Europe/Amsterdam, whatever the zone
// of the device (the test process runs in its own zone; every expected instant is written in UTC).
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addShopDays,
  isPastShopDay,
  shopDate,
  shopDateTime,
  shopDaysBetween,
  shopMinuteOfDay,
  shopInstant,
  shopIsoString,
  shopWallClock,
  shopWeekday,
} from './clock'

const utc = (iso: string) => new Date(`${iso}Z`)

describe('shopDateTime: a service date and time read as Amsterdam time', () => {
  it('reads winter (CET, +01:00) and summer (CEST, +02:00) times', () => {
    expect(shopDateTime('2026-02-01', '00:00:00', '00:00:00')).toEqual(utc('2026-01-31T23:00:00'))
    expect(shopDateTime('2026-07-01', '08:30', '00:00:00')).toEqual(utc('2026-07-01T06:30:00'))
  })

  it('uses the fallback time when none is sent, and cuts a longer ISO text to its date', () => {
    expect(shopDateTime('2026-01-20', null, '23:59:59')).toEqual(utc('2026-01-20T22:59:59'))
    expect(shopDateTime('2026-01-20T00:00:00', '', '00:00:00')).toEqual(utc('2026-01-19T23:00:00'))
  })

  it('answers null without a date and invalid for unreadable ones', () => {
    expect(shopDateTime(null, '10:00', '00:00:00')).toBeNull()
    expect(shopDateTime('morgen', null, '00:00:00')).toBe('invalid')
    expect(shopDateTime('2026-13-01', null, '00:00:00')).toBe('invalid')
    expect(shopDateTime('2026-01-01', '25:00', '00:00:00')).toBe('invalid')
  })

  it('handles the clock changes: the skipped hour in March, the doubled one in October', () => {
    // 29 March 2026, 02:30 does not exist in Amsterdam: read with the offset before the change.
    expect(shopInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 })).toEqual(
      utc('2026-03-29T01:30:00'),
    )
    expect(shopInstant({ year: 2026, month: 3, day: 29, hour: 3, minute: 0, second: 0 })).toEqual(
      utc('2026-03-29T01:00:00'),
    )
    // 25 October 2026, 02:30 happens twice: the first one.
    expect(shopInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 })).toEqual(
      utc('2026-10-25T00:30:00'),
    )
  })
})

describe('shop dates', () => {
  it('is the Amsterdam calendar day, also when UTC (or New York) is still on the day before', () => {
    expect(shopDate(utc('2026-01-31T23:30:00'))).toBe('2026-02-01')
    expect(shopDate(utc('2026-07-31T22:30:00'))).toBe('2026-08-01')
    expect(shopWeekday(utc('2026-01-31T23:30:00'))).toBe(0) // Sunday 1 February in Amsterdam
  })

  it('a last day lasts until 23:59:59 Amsterdam time', () => {
    expect(isPastShopDay('2026-03-31', utc('2026-03-31T21:59:59'))).toBe(false)
    expect(isPastShopDay('2026-03-31', utc('2026-03-31T22:00:00'))).toBe(true)
    expect(isPastShopDay('2026-01-31', utc('2026-01-31T22:59:59'))).toBe(false)
    expect(isPastShopDay('2026-01-31', utc('2026-01-31T23:00:00'))).toBe(true)
  })

  it('writes an instant with the shop offset', () => {
    expect(shopIsoString(utc('2026-11-23T22:30:00'))).toBe('2026-11-23T23:30:00+01:00')
    expect(shopIsoString(utc('2026-06-30T22:30:00.750'))).toBe('2026-07-01T00:30:00+02:00')
  })
})

describe('calendar days between shop dates', () => {
  it('counts whole days across the clock changes and the turn of a year', () => {
    expect(shopDaysBetween('2026-03-28', '2026-03-30')).toBe(2) // 29 March has 23 hours
    expect(shopDaysBetween('2026-10-24', '2026-10-26')).toBe(2) // 25 October has 25 hours
    expect(shopDaysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(shopDaysBetween('2026-03-10', '2026-03-01')).toBe(-9)
  })

  it('moves a date on (or back) by calendar days', () => {
    expect(addShopDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addShopDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addShopDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addShopDays('2028-03-01', -1)).toBe('2028-02-29')
  })
})

describe('the summer-time rule', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  })
  const fromIntl = (instant: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]))
    return {
      wall: {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        hour: Number(parts.hour),
        minute: Number(parts.minute),
        second: Number(parts.second),
      },
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!),
    }
  }
  const from = Date.UTC(1996, 0, 1)
  const to = Date.UTC(2100, 0, 1) - 1

  it('gives the wall clock and weekday Intl gives for Europe/Amsterdam, 1996–2099', () => {
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const instant = new Date(ms)
        const expected = fromIntl(instant)
        expect(shopWallClock(instant)).toEqual(expected.wall)
        expect(shopWeekday(instant)).toBe(expected.weekday)
      }),
      { numRuns: 5000 },
    )
  })

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    for (let year = 1996; year < 2100; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0))
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
        for (const ms of [change - 1000, change, change + 1000])
          expect(shopWallClock(new Date(ms))).toEqual(fromIntl(new Date(ms)).wall)
      }
    }
  })
})

describe('shopDaysBetween of two instants', () => {
  const daysApart = (a: string, b: string) => shopDaysBetween(shopDate(utc(a)), shopDate(utc(b)))
  it('counts Amsterdam calendar days, not 24-hour spans', () => {
    // 23:30 and 00:30 Amsterdam on consecutive days are one day apart, one hour apart.
    expect(daysApart('2026-01-12T22:30:00', '2026-01-12T23:30:00')).toBe(1)
    expect(daysApart('2026-01-12T08:00:00', '2026-01-12T20:00:00')).toBe(0)
    expect(daysApart('2026-01-13T08:00:00', '2026-01-12T08:00:00')).toBe(-1)
    // Across the 23-hour day in March and the 25-hour day in October.
    expect(daysApart('2026-03-28T23:30:00', '2026-03-29T22:30:00')).toBe(1)
    expect(daysApart('2026-10-24T22:30:00', '2026-10-25T23:30:00')).toBe(1)
  })
})

describe('shopMinuteOfDay', () => {
  it('reads the time of day on the shop clock, whatever the device zone', () => {
    expect(shopMinuteOfDay(utc('2026-01-13T15:15:00'))).toBe(16 * 60 + 15) // CET
    expect(shopMinuteOfDay(utc('2026-07-13T15:15:00'))).toBe(17 * 60 + 15) // CEST
  })
})

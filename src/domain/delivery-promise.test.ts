// The delivery promise at every weekday, at the cut-off minute, around holidays and across the
// clock changes; Leveringstijd ranges; the cart's combined promise; Click & Collect with a stub
// for the store's opening hours. Instants are written in UTC: the test process has its own zone.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  countdownText,
  deliveryPromise,
  deliveryPromiseText,
  DELIVERY_CUT_OFF,
  expectedDeliveryText,
  parseDeliveryTerm,
  shopDayFromIso,
  shopDayIso,
  type Destination,
  pickupPromise,
  type PromiseItem,
} from './delivery-promise'
import { shopInstant, shopWallClock } from '@/lib/clock'
import { dayNumber, holidayOn, weekdayOf } from '@/lib/dutch-holidays'
import { delivery } from '@/messages/nl/delivery'

/** An Amsterdam wall-clock time ('2025-11-27 14:00') as the instant it is. */
const at = (wall: string) => {
  const [date, time = '00:00:00'] = wall.split(' ') as [string, string?]
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?]
  return shopInstant({ year, month, day, hour, minute, second })
}
const utc = (iso: string) => new Date(`${iso}Z`)

const standard: PromiseItem = {
  deliveryTime: 'Op voorraad, voor 22:00 besteld, morgen in huis',
  isVirtual: false,
  soldOut: false,
}
const item = (deliveryTime: string | null, extra: Partial<PromiseItem> = {}): PromiseItem => ({
  deliveryTime,
  isVirtual: false,
  soldOut: false,
  ...extra,
})
const text = (now: Date, items: PromiseItem[] = [standard]) =>
  deliveryPromiseText(deliveryPromise(now, items))
const countdown = (now: Date, items: PromiseItem[] = [standard]) =>
  countdownText(deliveryPromise(now, items))

describe('the next-day promise on every weekday (the week of 24 November 2025)', () => {
  it.each([
    ['maandag', '2025-11-24', 'dinsdag 25 november', 'woensdag 26 november'],
    ['dinsdag', '2025-11-25', 'woensdag 26 november', 'donderdag 27 november'],
    ['woensdag', '2025-11-26', 'donderdag 27 november', 'vrijdag 28 november'],
    ['donderdag', '2025-11-27', 'vrijdag 28 november', 'zaterdag 29 november'],
    ['vrijdag', '2025-11-28', 'zaterdag 29 november', 'maandag 1 december'],
    ['zaterdag', '2025-11-29', 'maandag 1 december', 'maandag 1 december'],
    ['zondag', '2025-11-30', 'maandag 1 december', 'dinsdag 2 december'],
  ])('%s: at 14:00 and at 23:00', (_, date, afternoon, night) => {
    expect(text(at(`${date} 14:00`))).toBe(delivery.on(afternoon))
    expect(text(at(`${date} 23:00`))).toBe(delivery.on(night))
  })

  it("says the issue's example for Thursday afternoon", () => {
    expect(text(at('2025-11-27 14:00'))).toBe('Vandaag besteld, vrijdag 28 november in huis')
  })
})

describe('the cut-off', () => {
  it(`is ${DELIVERY_CUT_OFF}, the USP text's`, () => {
    // A claim true at every hour: the bar is in the static first screen and names no day.
    expect(delivery.usp(DELIVERY_CUT_OFF)).toBe(
      'Voor 22:00 besteld: de bezorgdag staat bij elk product',
    )
  })

  it('counts to the minute: 21:59:59 is today, 22:00 is tomorrow', () => {
    expect(text(at('2025-11-27 21:59:59'))).toBe(delivery.on('vrijdag 28 november'))
    expect(text(at('2025-11-27 22:00'))).toBe(delivery.on('zaterdag 29 november'))
    expect(text(at('2025-11-27 00:00'))).toBe(delivery.on('vrijdag 28 november'))
  })

  it('counts down under four hours before it', () => {
    expect(countdown(at('2025-11-27 19:46'))).toBe('Nog 2 uur en 14 min')
    expect(countdown(at('2025-11-27 19:45:30'))).toBe('Nog 2 uur en 14 min')
    expect(countdown(at('2025-11-27 18:00'))).toBeNull()
    expect(countdown(at('2025-11-27 18:00:01'))).toBe('Nog 3 uur en 59 min')
    expect(countdown(at('2025-11-27 20:00'))).toBe('Nog 2 uur')
    expect(countdown(at('2025-11-27 21:15'))).toBe('Nog 45 min')
    expect(countdown(at('2025-11-27 21:59:30'))).toBe('Nog minder dan een minuut')
    expect(countdown(at('2025-11-27 22:00'))).toBeNull()
    expect(countdown(at('2025-11-27 14:00'))).toBeNull()
  })

  it('shows no countdown when the cut-off does not change the day (Saturday: Monday either way)', () => {
    expect(countdown(at('2025-11-29 20:00'))).toBeNull()
    expect(countdown(at('2025-11-30 20:00'))).toBe('Nog 2 uur')
  })
})

describe('public holidays', () => {
  it.each([
    ['Saturday night before Tweede Pinksterdag: Tuesday', '2026-05-23 23:00', 'dinsdag 26 mei'],
    ['Saturday night before Tweede Paasdag: Tuesday', '2026-04-04 23:00', 'dinsdag 7 april'],
    [
      'Friday before Koningsdag on a Saturday (2025): Monday',
      '2025-04-25 14:00',
      'maandag 28 april',
    ],
    ['Saturday night before Koningsdag on a Monday (2026)', '2026-04-25 23:00', 'dinsdag 28 april'],
    ['the day before Hemelvaart: Friday', '2026-05-13 14:00', 'vrijdag 15 mei'],
    ['Christmas Eve: the 27th', '2025-12-24 14:00', 'zaterdag 27 december'],
    ['New Year’s Eve: 2 January', '2025-12-31 14:00', 'vrijdag 2 januari'],
    ['Bevrijdingsdag in a lustrum year: the day after', '2025-05-04 14:00', 'dinsdag 6 mei'],
    ['Bevrijdingsdag in another year: delivered', '2026-05-04 14:00', 'dinsdag 5 mei'],
    ['Goede Vrijdag: delivered', '2026-04-02 14:00', 'vrijdag 3 april'],
  ])('%s', (_, now, day) => {
    expect(text(at(now))).toBe(delivery.on(day))
  })

  it('says "Monday" on Saturday night, "Tuesday" when that Monday is a holiday', () => {
    expect(text(at('2025-11-29 23:00'))).toBe(delivery.on('maandag 1 december'))
    expect(text(at('2026-05-23 23:00'))).toBe(delivery.on('dinsdag 26 mei'))
  })
})

describe('the clock changes', () => {
  it('reads summer time on the last Sunday of March', () => {
    // 19:30 UTC is 21:30 in Amsterdam (CEST): before the cut-off, half an hour left.
    expect(text(utc('2026-03-29T19:30:00'))).toBe(delivery.on('maandag 30 maart'))
    expect(countdown(utc('2026-03-29T19:30:00'))).toBe('Nog 30 min')
    // 20:30 UTC is 22:30 there: after it.
    expect(text(utc('2026-03-29T20:30:00'))).toBe(delivery.on('dinsdag 31 maart'))
    // The night of the change itself: Saturday 23:30 CET.
    expect(text(utc('2026-03-28T22:30:00'))).toBe(delivery.on('maandag 30 maart'))
  })

  it('reads winter time again on the last Sunday of October', () => {
    // 20:30 UTC is 21:30 in Amsterdam (CET).
    expect(text(utc('2026-10-25T20:30:00'))).toBe(delivery.on('maandag 26 oktober'))
    expect(countdown(utc('2026-10-25T20:30:00'))).toBe('Nog 30 min')
    expect(text(utc('2026-10-25T21:00:00'))).toBe(delivery.on('dinsdag 27 oktober'))
    // The hour that happens twice (02:30 CEST and 02:30 CET) is the same Sunday.
    expect(text(utc('2026-10-25T00:30:00'))).toBe(delivery.on('maandag 26 oktober'))
    expect(text(utc('2026-10-25T01:30:00'))).toBe(delivery.on('maandag 26 oktober'))
  })
})

describe('Leveringstijd', () => {
  it('reads the texts the shop uses', () => {
    expect(parseDeliveryTerm('Op voorraad, voor 22:00 besteld, morgen in huis')).toEqual({
      kind: 'nextDay',
    })
    expect(parseDeliveryTerm(null)).toEqual({ kind: 'nextDay' })
    expect(parseDeliveryTerm(delivery.inStockUsp(DELIVERY_CUT_OFF))).toEqual({ kind: 'nextDay' })
    expect(parseDeliveryTerm('1-2 werkdagen')).toEqual({ kind: 'workdays', min: 1, max: 2 })
    expect(parseDeliveryTerm('2-4 werkdagen')).toEqual({ kind: 'workdays', min: 2, max: 4 })
    expect(parseDeliveryTerm('3 – 5 werkdagen')).toEqual({ kind: 'workdays', min: 3, max: 5 })
    expect(parseDeliveryTerm('3 werkdagen')).toEqual({ kind: 'workdays', min: 3, max: 3 })
    expect(parseDeliveryTerm('2 tot 3 weken')).toEqual({ kind: 'workdays', min: 10, max: 15 })
    expect(parseDeliveryTerm('Direct per e-mail')).toEqual({ kind: 'direct' })
    expect(parseDeliveryTerm('Tijdelijk uitverkocht')).toEqual({ kind: 'none' })
    expect(parseDeliveryTerm('Binnenkort weer leverbaar')).toEqual({ kind: 'none' })
    expect(parseDeliveryTerm('4-2 werkdagen')).toEqual({ kind: 'none' })
  })

  it('promises a range of working days where it is longer than the next day', () => {
    const thursday = at('2025-11-27 14:00')
    expect(text(thursday, [item('2-4 werkdagen')])).toBe(
      delivery.between('maandag 1 en woensdag 3 december'),
    )
    expect(text(thursday, [item('1-2 werkdagen')])).toBe(
      delivery.between('vrijdag 28 november en maandag 1 december'),
    )
    // Working days are Monday to Friday: Friday's order counts from Monday.
    expect(text(at('2025-11-28 14:00'), [item('3-5 werkdagen')])).toBe(
      delivery.between('woensdag 3 en vrijdag 5 december'),
    )
    // The cut-off counts for a longer term too.
    expect(text(at('2025-11-27 23:00'), [item('2-4 werkdagen')])).toBe(
      delivery.between('dinsdag 2 en donderdag 4 december'),
    )
    expect(countdown(at('2025-11-27 20:00'), [item('2-4 werkdagen')])).toBe('Nog 2 uur')
  })

  it('promises nothing for a sold-out product or a text it cannot read', () => {
    expect(text(at('2025-11-27 14:00'), [item('Tijdelijk uitverkocht', { soldOut: true })])).toBe(
      null,
    )
    expect(text(at('2025-11-27 14:00'), [item(null, { soldOut: true })])).toBeNull()
    expect(text(at('2025-11-27 14:00'), [item('Op bestelling')])).toBeNull()
  })

  it('says "direct" for a gift card by e-mail', () => {
    expect(text(at('2025-11-27 14:00'), [item('Direct per e-mail', { isVirtual: true })])).toBe(
      'Vandaag besteld, direct in je mailbox',
    )
    expect(countdown(at('2025-11-27 20:00'), [item(null, { isVirtual: true })])).toBeNull()
  })
})

describe('a cart: the lines travel together', () => {
  const now = at('2025-11-27 14:00')
  it('promises the latest of its lines', () => {
    expect(text(now, [standard, item('2-4 werkdagen')])).toBe(
      delivery.between('maandag 1 en woensdag 3 december'),
    )
  })
  it('leaves e-mailed and sold-out lines out of the parcel', () => {
    expect(text(now, [item(null, { isVirtual: true }), standard])).toBe(
      delivery.on('vrijdag 28 november'),
    )
    expect(text(now, [item(null, { soldOut: true }), standard])).toBe(
      delivery.on('vrijdag 28 november'),
    )
    expect(text(now, [item(null, { isVirtual: true })])).toBe(delivery.direct)
    expect(text(now, [])).toBeNull()
  })
  it('promises nothing when one line cannot be promised', () => {
    expect(text(now, [standard, item('Op bestelling')])).toBeNull()
  })
})

describe('every moment', () => {
  it('promises a delivery day after today, within five days: never a Sunday or a holiday', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const promise = deliveryPromise(now, [standard])
          if (promise.kind !== 'delivery') return false
          const wall = shopWallClock(now)
          const today = dayNumber(wall.year, wall.month, wall.day)
          const day = dayNumber(promise.from.year, promise.from.month, promise.from.day)
          return day > today && day - today <= 5 && weekdayOf(day) !== 0 && holidayOn(day) === null
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('Click & Collect', () => {
  const store = 'Dier & Ruiter Utrecht'
  const pickup = (now: Date, ready: Date | null) => pickupPromise(now, ready, store)?.text ?? null

  it('words the ready moment as today, tomorrow or the date', () => {
    expect(pickup(at('2025-11-27 14:00'), at('2025-11-27 16:00'))).toBe(
      'Vandaag vanaf 16:00 op te halen in Dier & Ruiter Utrecht',
    )
    expect(pickup(at('2025-11-27 17:00'), at('2025-11-28 10:15'))).toBe(
      delivery.pickup('Morgen', '10:15', store),
    )
    expect(pickup(at('2025-11-29 17:00'), at('2025-12-01 10:00'))).toBe(
      delivery.pickup('Maandag 1 december', '10:00', store),
    )
  })

  it('never promises a moment already past, and nothing without one', () => {
    expect(pickup(at('2025-11-27 10:00'), at('2025-11-27 09:00'))).toBe(
      delivery.pickup('Vandaag', '10:00', store),
    )
    expect(pickup(at('2025-11-27 10:00'), null)).toBeNull()
    expect(pickup(at('2025-11-27 10:00'), new Date(Number.NaN))).toBeNull()
  })
})

describe('a destination: the country group and the service', () => {
  const saturdayEvening = at('2026-11-28 21:40')
  const to = (now: Date, destination: Destination, items: PromiseItem[] = [standard]) =>
    deliveryPromiseText(deliveryPromise(now, items, destination))

  it("keeps the issue's Saturday 21:40 2-4 werkdagen product the same from page to checkout", () => {
    const slow = [item('2-4 werkdagen')]
    const page = to(saturdayEvening, {}, slow)
    expect(page).toBe(delivery.between('dinsdag 1 en donderdag 3 december'))
    expect(to(saturdayEvening, { country: 'NL', service: 'standard' }, slow)).toBe(page)
    expect(to(saturdayEvening, { country: 'NL', service: 'evening' }, slow)).toBe(page)
  })

  it('delivers in the evening on working days only', () => {
    // Friday afternoon: standard on Saturday, the evening round on Monday.
    expect(to(at('2026-11-27 14:00'), { country: 'NL' })).toBe(delivery.on('zaterdag 28 november'))
    expect(to(at('2026-11-27 14:00'), { country: 'NL', service: 'evening' })).toBe(
      delivery.on('maandag 30 november'),
    )
  })

  it("counts the group's working days abroad, never the next day, never in the evening", () => {
    expect(to(saturdayEvening, { country: 'BE' })).toBe(
      delivery.between('dinsdag 1 en woensdag 2 december'),
    )
    expect(to(saturdayEvening, { country: 'DE' })).toBe(
      delivery.between('woensdag 2 en vrijdag 4 december'),
    )
    expect(to(saturdayEvening, { country: 'IT' })).toBe(
      delivery.between('donderdag 3 en woensdag 9 december'),
    )
    // A longer Leveringstijd adds to the road.
    expect(to(saturdayEvening, { country: 'BE' }, [item('2-4 werkdagen')])).toBe(
      delivery.between('woensdag 2 en maandag 7 december'),
    )
    expect(
      deliveryPromise(saturdayEvening, [standard], { country: 'BE', service: 'evening' }),
    ).toEqual({ kind: 'none' })
  })

  it('promises nothing for a country the shop does not serve', () => {
    expect(to(saturdayEvening, { country: 'MT' })).toBeNull()
    expect(to(saturdayEvening, { country: 'CY' })).toBeNull()
  })

  it('is never earlier abroad or in the evening than the product page said', () => {
    const countries = ['NL', 'BE', 'LU', 'DE', 'FR', 'AT', 'IT', 'SE'] as const
    const terms = [null, '1-2 werkdagen', '2-4 werkdagen', '3-5 werkdagen'] as const
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01Z'),
          max: new Date('2030-12-31Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...countries),
        fc.constantFrom<Destination['service']>('standard', 'evening'),
        fc.constantFrom(...terms),
        (now, country, service, term) => {
          const page = deliveryPromise(now, [item(term)])
          const later = deliveryPromise(now, [item(term)], { country, service })
          if (page.kind !== 'delivery') return false
          if (later.kind !== 'delivery') return country !== 'NL' && service === 'evening'
          const day = (d: { year: number; month: number; day: number }) =>
            dayNumber(d.year, d.month, d.day)
          return day(later.from) >= day(page.from) && day(later.to) >= day(page.to)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe("an order's expected day", () => {
  it("reads and writes the service's dates and words them", () => {
    const day = shopDayFromIso('2026-11-30')!
    expect(shopDayIso(day)).toBe('2026-11-30')
    expect(expectedDeliveryText(day, day)).toBe('Verwacht op maandag 30 november')
    expect(expectedDeliveryText(shopDayFromIso('2026-12-01'), shopDayFromIso('2026-12-03'))).toBe(
      'Verwacht tussen dinsdag 1 en donderdag 3 december',
    )
    expect(expectedDeliveryText(null, null)).toBeNull()
    expect(shopDayFromIso('morgen')).toBeNull()
  })
})

// The Dutch holidays on which nothing is delivered: Easter by the computus, Koningsdag's Sunday
// rule, Bevrijdingsdag in lustrum years only, no Goede Vrijdag.
import { describe, expect, it } from 'vitest'
import { dayNumber, dutchHolidays, easterSunday, holidayOn, weekdayOf } from './dutch-holidays'

const date = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return dayNumber(y, m, d)
}

describe('easterSunday', () => {
  it.each([
    ['2024-03-31'],
    ['2025-04-20'],
    ['2026-04-05'],
    ['2027-03-28'],
    ['2030-04-21'],
    ['2038-04-25'],
    ['2285-03-22'],
  ])('%s', (iso) => {
    const day = date(iso)
    expect(easterSunday(Number(iso.slice(0, 4)))).toBe(day)
    expect(weekdayOf(day)).toBe(0)
  })
})

describe('dutchHolidays', () => {
  it('lists the days of 2026 on which nothing is delivered', () => {
    const days = [...dutchHolidays(2026)].map(([day, name]) => [day, name])
    expect(new Map(days as [number, string][])).toEqual(
      new Map([
        [date('2026-01-01'), 'nieuwjaarsdag'],
        [date('2026-04-05'), 'eerstePaasdag'],
        [date('2026-04-06'), 'tweedePaasdag'],
        [date('2026-04-27'), 'koningsdag'],
        [date('2026-05-14'), 'hemelvaartsdag'],
        [date('2026-05-24'), 'eerstePinksterdag'],
        [date('2026-05-25'), 'tweedePinksterdag'],
        [date('2026-12-25'), 'eersteKerstdag'],
        [date('2026-12-26'), 'tweedeKerstdag'],
      ]),
    )
  })

  it('moves Koningsdag to the Saturday when 27 April is a Sunday', () => {
    expect(holidayOn(date('2025-04-26'))).toBe('koningsdag')
    expect(holidayOn(date('2025-04-27'))).toBeNull()
  })

  it('counts Bevrijdingsdag in lustrum years only', () => {
    expect(holidayOn(date('2025-05-05'))).toBe('bevrijdingsdag')
    expect(holidayOn(date('2030-05-05'))).toBe('bevrijdingsdag')
    expect(holidayOn(date('2026-05-05'))).toBeNull()
  })

  it('delivers on Goede Vrijdag', () => {
    expect(holidayOn(date('2026-04-03'))).toBeNull()
  })
})

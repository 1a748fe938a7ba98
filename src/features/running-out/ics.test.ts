// The calendar reminder: a valid iCalendar file (CRLF, lines folded at 75 octets, TEXT escaped)
// with one event at 08:00 Amsterdam time on the day, the products named and the link back.
import { describe, expect, it } from 'vitest'
import { runningOut } from '@/messages/nl/running-out'
import { icsText, reminderIcs, type Reminder } from './ics'

const reminder = (overrides: Partial<Reminder> = {}): Reminder => ({
  date: '2026-12-04',
  products: [
    { name: 'Purina Pro Plan Senior 7+ Lam 7 kg', quantity: 2 },
    { name: 'Timothee Hooi, 2,5 kg; stofarm', quantity: 1 },
  ],
  link: 'https://www.dierenruiter.nl/winkelmandje/vullen?p=1032:2,1154:1',
  domain: 'dierenruiter.nl',
  shopName: 'Dier & Ruiter',
  now: new Date('2026-11-27T16:00:00Z'),
  ...overrides,
})

/** Unfolds the file and reads each property (name without parameters → raw values). */
function parse(ics: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '')
  const lines = unfolded.split('\r\n').filter(Boolean)
  const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1')
  const get = (name: string) =>
    lines
      .filter((l) => l.split(/[:;]/)[0] === name)
      .map((l) => unescape(l.slice(l.indexOf(':') + 1)))
  return { lines, get }
}

describe('reminderIcs', () => {
  it('is one calendar with one event', () => {
    const ics = reminderIcs(reminder())
    const { lines, get } = parse(ics)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(get('BEGIN').filter((v) => v === 'VEVENT')).toHaveLength(1)
    expect(get('VERSION')).toEqual(['2.0'])
    expect(ics.endsWith('\r\n')).toBe(true)
    // Every line break is CRLF.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('starts at 08:00 Amsterdam time: 07:00 UTC in winter, 06:00 UTC in summer', () => {
    expect(parse(reminderIcs(reminder())).get('DTSTART')).toEqual(['20261204T070000Z'])
    expect(parse(reminderIcs(reminder({ date: '2026-07-01' }))).get('DTSTART')).toEqual([
      '20260701T060000Z',
    ])
    // The day of the March change: 08:00 is summer time already.
    expect(parse(reminderIcs(reminder({ date: '2026-03-29' }))).get('DTSTART')).toEqual([
      '20260329T060000Z',
    ])
  })

  it('names the products and carries the link back to the shop', () => {
    const { get } = parse(reminderIcs(reminder()))
    const names = reminder().products.map((p) => p.name)
    expect(get('SUMMARY')).toEqual([runningOut.calendar.summary(names)])
    const [description] = get('DESCRIPTION')
    expect(description).toContain(runningOut.calendar.line(2, names[0]!))
    expect(description).toContain(runningOut.calendar.line(1, names[1]!))
    expect(description).toContain(reminder().link)
    expect(get('URL')).toEqual([reminder().link])
    expect(get('UID')[0]).toMatch(/^bijna-op-2026-12-04-[a-z0-9]+@dierenruiter\.nl$/)
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = 'Ééntje met een heel lange naam ' + '€ ü ß '.repeat(30)
    const ics = reminderIcs(reminder({ products: [{ name: long, quantity: 1 }] }))
    const encoder = new TextEncoder()
    for (const line of ics.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75)
    expect(ics).not.toContain('\uFFFD')
    expect(parse(ics).get('SUMMARY')).toEqual([runningOut.calendar.summary([long])])
  })

  it('escapes what TEXT values must escape', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })
})

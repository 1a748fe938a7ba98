import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { content as messages } from '@/messages/nl/content'
import { openingHoursRows } from './opening-hours'

describe('openingHoursRows', () => {
  it('starts on Monday, shows hours and minutes and marks closed days', () => {
    const rows = openingHoursRows([
      { dayOfWeek: 0, open: null, close: null },
      { dayOfWeek: 1, open: '12:00:00', close: '18:00:00' },
      { dayOfWeek: 5, open: '09:00:00', close: '21:00:00' },
    ])
    expect(rows.map((r) => r.day)).toEqual([
      'Maandag',
      'Dinsdag',
      'Woensdag',
      'Donderdag',
      'Vrijdag',
      'Zaterdag',
      'Zondag',
    ])
    expect(rows[0]).toMatchObject({ text: '12:00 – 18:00', closed: false })
    expect(rows[4]).toMatchObject({ text: '9:00 – 21:00', closed: false })
    // Missing days and days without times read 'Gesloten'.
    expect(rows[1]).toMatchObject({ text: messages.stores.closed, closed: true })
    expect(rows[6]).toMatchObject({ text: messages.stores.closed, closed: true })
  })

  it('never shows seconds, and writes the hour without a leading zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 22 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (h, m, s) => {
          const pad = (n: number) => String(n).padStart(2, '0')
          const open = `${pad(h)}:${pad(m)}:${pad(s)}`
          const [row] = openingHoursRows([{ dayOfWeek: 1, open, close: '23:00:00' }])
          expect(row!.text).toBe(`${h}:${pad(m)} – 23:00`)
        },
      ),
    )
  })

  it('reads a day that closes before it opens as closed, as the open-now rule does', () => {
    const [row] = openingHoursRows([{ dayOfWeek: 1, open: '18:00:00', close: '09:00:00' }])
    expect(row).toMatchObject({ text: messages.stores.closed, closed: true })
  })
})

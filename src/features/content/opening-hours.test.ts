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
    expect(rows[4]).toMatchObject({ text: '09:00 – 21:00', closed: false })
    // Missing days and days without times read 'Gesloten'.
    expect(rows[1]).toMatchObject({ text: messages.stores.closed, closed: true })
    expect(rows[6]).toMatchObject({ text: messages.stores.closed, closed: true })
  })

  it('never shows seconds, whatever the time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (h, m, s) => {
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
          const [row] = openingHoursRows([{ dayOfWeek: 1, open: time, close: time }])
          const hm = time.slice(0, 5)
          expect(row!.text).toBe(`${hm} – ${hm}`)
        },
      ),
    )
  })
})

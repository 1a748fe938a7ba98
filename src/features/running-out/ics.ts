// "Zet in mijn agenda": a reminder without a backend, as an iCalendar file (RFC 5545) with ONE
// event at 08:00 Amsterdam time on the day the products probably run out, naming them, with a
// link back to the shop that fills the cart with them (after the shopper confirms). Pure text.
import { shopInstant } from '@/lib/clock'
import { runningOut as t } from '@/messages/nl/running-out'

export interface ReminderProduct {
  name: string
  quantity: number
}

export interface Reminder {
  /** The shop date of the event ('YYYY-MM-DD'). */
  date: string
  products: readonly ReminderProduct[]
  /** The absolute cart-fill link. */
  link: string
  /** The shop's domain, for the event's UID and the calendar's product id. */
  domain: string
  shopName: string
  /** When the file is made (DTSTAMP). */
  now: Date
}

/** The event's start: 08:00 in Amsterdam, whatever zone the calendar shows it in. */
export const REMINDER_HOUR = 8
const REMINDER_MINUTES = 15

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as an iCalendar UTC date-time: 20261204T070000Z. */
function icsUtc(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  )
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** A short stable hash for the UID: the same reminder made twice replaces itself in a calendar. */
function hashOf(value: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

export function reminderIcs(reminder: Reminder): string {
  const [year, month, day] = reminder.date.split('-').map(Number)
  const start = shopInstant({
    year: year!,
    month: month!,
    day: day!,
    hour: REMINDER_HOUR,
    minute: 0,
    second: 0,
  })
  const end = new Date(start.getTime() + REMINDER_MINUTES * 60_000)
  const summary = t.calendar.summary(reminder.products.map((p) => p.name))
  const description = t.calendar.description(
    reminder.products.map((p) => t.calendar.line(p.quantity, p.name)),
    reminder.link,
  )
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(reminder.shopName)}//Bijna op//NL`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:bijna-op-${reminder.date}-${hashOf(reminder.link)}@${reminder.domain}`,
    `DTSTAMP:${icsUtc(reminder.now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${reminder.link}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:PT0M',
    `DESCRIPTION:${icsText(summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

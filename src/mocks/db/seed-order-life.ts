// The seed's orders after they are placed: one parcel of Sanne's on its way whatever the day (so
// the order page and "Volg je bestelling" always have a sent order with its track & trace link),
// and an invoice for every paid order of an account (docs/api.md, "Order status ages", "Invoices").
import { shopInstant, shopIsoString, shopWallClock } from '@/lib/clock'
import { dayNumber, holidayOn, weekdayOf } from '@/lib/dutch-holidays'
import { site } from '@/config/site'
import { isPaidAtOrder, line, order, sanneHome } from './seed-stores-people'
import type { InvoiceDto, OrderDto } from './types'

/** Sanne's parcel on its way (its code a PostNL barcode). */
export const parcelOnItsWay = { id: 99, number: 'DW-261199', code: '3SDRN0052613807' } as const

const DAY_MS = 86_400_000

/** A time on a shop day (a day number, as dutch-holidays.ts counts). */
function onDay(day: number, hour: number, minute = 0): Date {
  const date = new Date(day * DAY_MS)
  return shopInstant({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour,
    minute,
    second: 0,
  })
}

/**
 * The parcel on its way, dated relative to `now`'s shop day (so the same day gives the same seed):
 * ordered yesterday 09:40, sent yesterday 17:30, delivered at 14:00 on the first delivery day (not
 * Sunday, not a public holiday) after today: sent, not yet delivered, all through today.
 */
export function ordersOnTheirWay(now: Date): OrderDto[] {
  const w = shopWallClock(now)
  const today = dayNumber(w.year, w.month, w.day)
  let deliveryDay = today + 1
  while (weekdayOf(deliveryDay) === 0 || holidayOn(deliveryDay) !== null) deliveryDay++
  return [
    {
      ...order({
        id: parcelOnItsWay.id,
        number: parcelOnItsWay.number,
        customerId: 1,
        email: site.email('demo'),
        date: shopIsoString(onDay(today - 1, 9, 40)),
        status: 'Verzonden',
        lines: [line(1003, 1)],
        invoice: sanneHome,
        delivery: sanneHome,
        payment: 'ideal',
        tt: parcelOnItsWay.code,
      }),
      ShippedAt: shopIsoString(onDay(today - 1, 17, 30)),
      DeliveredAt: shopIsoString(onDay(deliveryDay, 14)),
    },
  ]
}

/** The invoice of an account's order (the order's date, total and payment). */
export function invoiceOf(o: OrderDto, id: number, invoiceNumber: string): InvoiceDto | null {
  if (o.CustomerId === null || o.Status === 'Geannuleerd') return null
  return {
    Id: id,
    InvoiceNumber: invoiceNumber,
    OrderNumber: o.OrderNumber,
    CustomerId: o.CustomerId,
    InvoiceDate: o.OrderDate.slice(0, 10),
    TotalInclTax: o.TotalInclTax,
    IsPaid: isPaidAtOrder(o.PaymentMethod),
  }
}

/** The invoices the seed names, and one more for every other order of an account not cancelled. */
export function invoicesForOrders(orders: readonly OrderDto[], named: InvoiceDto[]): InvoiceDto[] {
  const invoices = [...named]
  let id = Math.max(0, ...named.map((i) => i.Id))
  for (const o of orders) {
    if (invoices.some((i) => i.OrderNumber === o.OrderNumber)) continue
    id++
    const invoice = invoiceOf(o, id, `F-${o.OrderDate.slice(0, 4)}-${1000 + id}`)
    if (invoice) invoices.push(invoice)
  }
  return invoices
}

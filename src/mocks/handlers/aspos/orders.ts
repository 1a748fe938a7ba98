// Mock handlers of orders, invoices and order tracking: a customer's orders and invoices, one order
// (own, or anyone's with its order number + postal code), the invoice as a small generated PDF,
// and track-my-order (order number + postal code → status).
import { http, HttpResponse, type HttpHandler } from 'msw'
import { lineTotalCents } from '@/domain/line-total'
import { fieldValue } from '@/domain/pricing/product-fields'
import { trackRequestSchema } from '@/api/aspos/orders'
import { openingHoursOf } from '@/api/aspos/store-hours'
import { shopDate, shopIsoString } from '@/lib/clock'
import { site } from '@/config/site'
import { orderProgress, type OrderProgress } from '../../db/order-progress'
import type { InvoiceDto, OrderDto } from '../../db/types'
import { getDb } from '../../mock-db'
import { colourName, pickupLocationOf } from './cart-dto'
import { customerOf, fail, ok, readBody } from '../utils'
import { checkoutAnswers } from '@/mocks/messages'

const m = checkoutAnswers

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/**
 * The lookup's check: the postal code of the order (delivery or invoice address), and, when the
 * client names one, its country (an order without a country on its addresses counts as NL).
 */
function matchesPostalCode(order: OrderDto, postalCode: string, countryCode?: string): boolean {
  if (compact(order.PostalCode) !== compact(postalCode)) return false
  if (!countryCode) return true
  const address = order.DeliveryAddress ?? order.InvoiceAddress
  return (address?.CountryCode ?? 'NL') === countryCode
}

/** A guest's order (no account yet) by its number and the postal code it went to. */
export function guestOrder(orderNumber: string, postalCode: string): OrderDto | undefined {
  const order = orderByIdOrNumber(orderNumber)
  return order && order.CustomerId === null && matchesPostalCode(order, postalCode)
    ? order
    : undefined
}

/**
 * An order by its id or number; with `customerId`, that customer's own (the flows' copies of an
 * account share its order numbers: seed-flow-customers.ts), else the first with that number.
 */
function orderByIdOrNumber(idOrNumber: string, customerId?: number): OrderDto | undefined {
  const orders = getDb().state.orders.filter(
    (o) => customerId === undefined || o.CustomerId === customerId,
  )
  if (/^\d+$/.test(idOrNumber)) return orders.find((o) => o.Id === Number(idOrNumber))
  const wanted = compact(idOrNumber)
  return orders.find((o) => compact(o.OrderNumber) === wanted)
}

const dateOrUndefined = (iso: string | undefined) => (iso ? new Date(iso) : undefined)

/** Where the order stands at `now` (db/order-progress.ts, read with the db's products and stores). */
export function progressOf(order: OrderDto, now: Date): OrderProgress {
  const db = getDb()
  const store = order.PickupStoreCode
    ? db.state.stores.find((s) => s.Code === order.PickupStoreCode)
    : undefined
  return orderProgress(
    {
      orderDate: new Date(order.OrderDate),
      deliveryMethod: order.DeliveryMethod,
      cancelled: order.Status === 'Geannuleerd',
      emailed: order.DeliveryMethod === 'Delivery' && order.DeliveryAddress === null,
      items: order.Lines.filter((l) => l.PriceInclTax >= 0).map((l) => {
        const product = db.productById(l.ProductId)
        return {
          deliveryTime: product
            ? fieldValue(
                { fields: product.Fields.map((f) => ({ code: f.Code, value: f.Value })) },
                'Leveringstijd',
              )
            : null,
          isVirtual: product?.IsVirtual ?? false,
          soldOut: false,
        }
      }),
      storeHours: store ? openingHoursOf(store.OpeningHours) : undefined,
      shipped: dateOrUndefined(order.ShippedAt),
      delivered: dateOrUndefined(order.DeliveredAt),
      expectedTo: order.ExpectedDeliveryTo ?? undefined,
    },
    now,
  )
}

/**
 * A sent parcel's track & trace code: the record's own, or one the mock makes from the order's id
 * (a PostNL barcode, 3SDRN + 10 digits); none before it is sent, and none for a pickup or e-mail.
 */
function parcelOf(order: OrderDto, progress: OrderProgress) {
  const sent = progress.reached.some((s) => s.status === 'Verzonden')
  if (!sent || order.DeliveryMethod !== 'Delivery' || order.DeliveryAddress === null)
    return { TrackAndTraceCode: null, Carrier: null }
  if (order.TrackAndTraceCode)
    return { TrackAndTraceCode: order.TrackAndTraceCode, Carrier: order.Carrier ?? 'PostNL' }
  const digits = String((order.Id * 7_919_311) % 10_000_000_000).padStart(10, '0')
  return { TrackAndTraceCode: `3SDRN${digits}`, Carrier: 'PostNL' }
}

/**
 * The order's status, its reached stages and its parcel at `now`, as the wire carries them. A parcel
 * on its way whose record names no expected day (an order from before the promise was stored) gets
 * the carrier's: the day the schedule brings it.
 */
function aged(order: OrderDto, now: Date) {
  const progress = progressOf(order, now)
  const carrierDay =
    progress.status === 'Verzonden' && progress.dueAt && !order.ExpectedDeliveryFrom
      ? shopDate(progress.dueAt)
      : null
  return {
    ...(carrierDay ? { ExpectedDeliveryFrom: carrierDay, ExpectedDeliveryTo: carrierDay } : {}),
    Status: progress.status,
    StatusHistory: progress.reached.map((step) => ({
      Status: step.status,
      Date: shopIsoString(step.at),
    })),
    ...parcelOf(order, progress),
  }
}

/**
 * An order as the service answers it at `now`: its status aged by its dates, each colour named as
 * the cart names it (seed lines carry the code only), each line saying whether it is sold per kg,
 * and (for its customer) its invoice. The mock-only fields stay home.
 */
function answered(order: OrderDto, now: Date, forCustomer = false): OrderDto {
  const db = getDb()
  const { ShippedAt: _shipped, DeliveredAt: _delivered, VoucherCodes: _codes, ...wire } = order
  const invoice = forCustomer
    ? db.state.invoices.find(
        (i) => i.OrderNumber === order.OrderNumber && i.CustomerId === order.CustomerId,
      )
    : undefined
  return {
    ...wire,
    ...aged(order, now),
    InvoiceId: invoice?.Id ?? null,
    InvoiceNumber: invoice?.InvoiceNumber ?? null,
    Lines: order.Lines.map((line) => {
      const product = db.productById(line.ProductId)
      const named =
        line.ColorName !== undefined || !line.Color
          ? line
          : { ...line, ColorName: product ? colourName(product, line.Color) : line.Color }
      return {
        ...named,
        IsWeightProduct: line.IsWeightProduct ?? product?.IsWeightProduct ?? false,
      }
    }),
  }
}

/** One order's answer: the order, and for Click & Collect its pickup address and store. */
function orderAnswer(order: OrderDto, forCustomer: boolean) {
  const store = order.PickupStoreCode
    ? getDb().state.stores.find((s) => s.Code === order.PickupStoreCode)
    : undefined
  return {
    Order: answered(order, new Date(), forCustomer),
    PickupLocation: pickupLocationOf(order.PickupStoreCode),
    PickupStore: store ?? null,
  }
}

const newestFirst = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date)

// ---------------------------------------------------------------------------------------------
// A minimal, valid PDF 1.4 (one page, Helvetica), enough for a browser to open the invoice.
// ---------------------------------------------------------------------------------------------

/** Helvetica's standard encoding is not Unicode: keep to printable ASCII. */
function pdfText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/€/g, 'EUR')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1')
}

export function buildPdf(lines: string[]): Uint8Array {
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '56 780 Td',
    ...lines.map((line, index) =>
      index === 0 ? `/F1 16 Tf (${pdfText(line)}) Tj /F1 11 Tf T* T*` : `(${pdfText(line)}) Tj T*`,
    ),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

const money = (euros: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(euros)

function invoicePdf(invoice: InvoiceDto): Uint8Array {
  const order = getDb().state.orders.find(
    (o) => o.OrderNumber === invoice.OrderNumber && o.CustomerId === invoice.CustomerId,
  )
  const a = order?.InvoiceAddress
  const lines = [
    `Factuur ${invoice.InvoiceNumber}`,
    `${site.legalName} - Postbus 1234 - 3800 AA Amersfoort`,
    '',
    ...(a
      ? [
          [a.FirstName, a.MiddleName, a.LastName].filter(Boolean).join(' '),
          [a.Street, a.HouseNumber, a.HouseNumberExtension].filter(Boolean).join(' '),
          `${a.PostalCode} ${a.City}`,
        ]
      : []),
    '',
    `Factuurdatum: ${invoice.InvoiceDate}`,
    `Bestelnummer: ${invoice.OrderNumber}`,
    '',
    ...(order?.Lines.map(
      (l) =>
        `${l.Quantity} x ${l.Description}  ${money(lineTotalCents({ unitExclDepositCents: Math.round(l.PriceInclTax * 100), depositCents: 0 }, l.Quantity) / 100)}`,
    ) ?? []),
    ...(order ? [`Verzendkosten  ${money(order.ShippingCosts)}`] : []),
    '',
    `Totaal incl. btw: ${money(invoice.TotalInclTax)}`,
    invoice.IsPaid ? 'Status: betaald' : 'Status: openstaand - graag binnen 14 dagen betalen',
  ]
  return buildPdf(lines)
}

export const ordersHandlers: HttpHandler[] = [
  http.get('*/api/aspos/orders', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401, 'Unauthorized')
    const now = new Date()
    const orders = getDb()
      .state.orders.filter((o) => o.CustomerId === customer.Id)
      .map((o) => ({ o, date: o.OrderDate }))
      .sort(newestFirst)
      .map(({ o }) => answered(o, now, true))
    return ok({ Orders: orders })
  }),

  // A guest's lookup: order number and postal code in the body, never in the URL.
  http.post('*/api/aspos/orders/lookup', async ({ request }) => {
    const body = await readBody(request, trackRequestSchema)
    if (!body) return fail(m.badRequest, 400, 'BadRequest')
    const order = orderByIdOrNumber(body.OrderNumber)
    if (!order || !matchesPostalCode(order, body.PostalCode, body.CountryCode))
      return fail(m.orderNotFound, 404, 'OrderNotFound')
    // Anyone's order: its invoice stays with the account (the PDF needs the customer's login).
    return ok(orderAnswer(order, false))
  }),

  // The customer's own order (a guest uses the lookup above).
  http.get('*/api/aspos/orders/:idOrNumber', async ({ request, params }) => {
    const customer = await customerOf(request)
    const order = customer ? orderByIdOrNumber(String(params.idOrNumber), customer.Id) : undefined
    if (!order || !customer || order.CustomerId !== customer.Id)
      return fail(m.orderNotFound, 404, 'OrderNotFound')
    return ok(orderAnswer(order, true))
  }),

  http.post('*/api/aspos/orders/track', async ({ request }) => {
    const body = await readBody(request, trackRequestSchema)
    if (!body) return fail(m.badRequest, 400, 'BadRequest')
    const order = orderByIdOrNumber(body.OrderNumber)
    if (
      !order ||
      /^\d+$/.test(body.OrderNumber.trim()) ||
      !matchesPostalCode(order, body.PostalCode, body.CountryCode)
    ) {
      return fail(m.orderNotFound, 200, 'OrderNotFound')
    }
    return ok({
      OrderNumber: order.OrderNumber,
      OrderDate: order.OrderDate,
      DeliveryMethod: order.DeliveryMethod,
      ShippingMethod: order.ShippingMethod ?? null,
      ExpectedDeliveryFrom: order.ExpectedDeliveryFrom ?? null,
      ExpectedDeliveryTo: order.ExpectedDeliveryTo ?? null,
      ...aged(order, new Date()),
    })
  }),

  http.get('*/api/aspos/invoices', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401, 'Unauthorized')
    const invoices = getDb()
      .state.invoices.filter((i) => i.CustomerId === customer.Id)
      .map((i) => ({ i, date: i.InvoiceDate }))
      .sort(newestFirst)
      .map(({ i }) => i)
    return ok({ Invoices: invoices })
  }),

  http.get('*/api/aspos/invoices/:id/pdf', async ({ request, params }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401, 'Unauthorized')
    const invoice = getDb().state.invoices.find(
      (i) => i.Id === Number(params.id) && i.CustomerId === customer.Id,
    )
    if (!invoice) return fail(m.invoiceNotFound, 404, 'InvoiceNotFound')
    const bytes = invoicePdf(invoice)
    return new HttpResponse(bytes.buffer as ArrayBuffer, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="factuur-${invoice.InvoiceNumber}.pdf"`,
      },
    })
  }),
]

// Orders, invoices and tracking against the mock service, plus the seed contract.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { QueryClient } from '@tanstack/react-query'
import { server } from '@/mocks/server'
import { getDb } from '@/mocks/mock-db'
import { invoices, orders, trackAndTracePairs } from '@/mocks/db/seed-stores-people'
import { signToken } from '@/mocks/jwt'
import { storageKeys, writeStorage } from '@/lib/storage'
import { ApiError } from '../http'
import { fetchInvoicePdf, fetchInvoices, invoiceDtoSchema } from './invoices'
import {
  fetchOrder,
  fetchOrders,
  lookupOrder,
  orderDtoSchema,
  orderQueries,
  trackOrder,
} from './orders'
import { checkoutAnswers } from '@/mocks/messages'

async function logInAs(customerId: number, email: string) {
  writeStorage(
    storageKeys.authToken,
    await signToken({ sub: String(customerId), unique_name: 'Test', email, scope: 'customer' }),
  )
}

describe('orders contract', () => {
  it('every seed order and invoice parses with the wire schemas', () => {
    for (const order of orders) expect(orderDtoSchema.safeParse(order).success).toBe(true)
    for (const invoice of invoices) expect(invoiceDtoSchema.safeParse(invoice).success).toBe(true)
  })
})

describe('track my order', () => {
  it('finds every documented pair, in any spelling of number and postal code', async () => {
    for (const pair of trackAndTracePairs) {
      const seed = orders.find((o) => o.OrderNumber === pair.OrderNumber)!
      const result = await trackOrder({
        orderNumber: pair.OrderNumber.toLowerCase(),
        postalCode: pair.PostalCode.replace(' ', '').toLowerCase(),
      })
      // Every seed order of 2025 has arrived by now (the mock's clock is the real one), each
      // parcel with its code: the seed's own, or one the mock makes.
      expect(result).toMatchObject({
        orderNumber: pair.OrderNumber,
        status: 'Afgeleverd',
        trackAndTraceCode: seed.TrackAndTraceCode ?? expect.stringMatching(/^3SDRN\d{10}$/),
      })
      expect(Object.keys(result.statusDates)).toEqual([
        'Ontvangen',
        'In behandeling',
        'Verzonden',
        'Afgeleverd',
      ])
    }
  })

  it('a wrong postal code or number says so in Dutch', async () => {
    const wrong = await trackOrder({ orderNumber: 'DW-250101', postalCode: '1012 AB' }).catch(
      (e: unknown) => e,
    )
    expect((wrong as ApiError).userMessage).toBe(checkoutAnswers.orderNotFound)
    const byId = await trackOrder({ orderNumber: '1', postalCode: '3512 JE' }).catch(
      (e: unknown) => e,
    )
    expect((byId as ApiError).userMessage).toBe(checkoutAnswers.orderNotFound)
  })
})

describe('a customer orders and invoices', () => {
  it('need a login', async () => {
    await expect(fetchOrders()).rejects.toBeInstanceOf(ApiError)
    await expect(fetchInvoices()).rejects.toMatchObject({ status: 401 })
  })

  it('lists only the own orders, newest first', async () => {
    await logInAs(1, 'demo@dierenruiter.nl')
    const list = await fetchOrders()
    expect(list.every((o) => o.email === 'demo@dierenruiter.nl')).toBe(true)
    const dates = list.map((o) => o.orderDate.getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    // The fixed orders of 2025 come after those in a rhythm (dated relative to today).
    expect(list.slice(-3).map((o) => o.orderNumber)).toEqual([
      'DW-250103',
      'DW-250102',
      'DW-250101',
    ])
    expect(list.at(-1)!.totalCents).toBe(Math.round(orders[0]!.TotalInclTax * 100))
  })

  it('reads an own order by id or number, but not someone else’s', async () => {
    await logInAs(1, 'demo@dierenruiter.nl')
    expect((await fetchOrder('2')).orderNumber).toBe('DW-250102')
    expect((await fetchOrder('dw-250102')).deliveryAddress?.companyName).toBe(
      'Studio Grachtengroen',
    )
    await expect(fetchOrder('4')).rejects.toMatchObject({
      status: 404,
      userMessage: checkoutAnswers.orderNotFound,
    })
  })

  it('gives the pickup store with a Click & Collect order', async () => {
    await logInAs(2, 'loyaal@dierenruiter.nl')
    const order = await fetchOrder('DW-250302')
    expect(order.deliveryMethod).toBe('Pickup')
    expect(order.pickupLocation?.LocationCode).toBe('ZWL01')
  })

  it('lists invoices and downloads one as a real PDF', async () => {
    await logInAs(1, 'demo@dierenruiter.nl')
    const list = await fetchInvoices()
    // One invoice for each of Sanne's orders (none cancelled), newest first.
    const own = await fetchOrders()
    expect(list.map((i) => i.orderNumber)).toEqual(own.map((o) => o.orderNumber))
    expect(list.slice(-2).map((i) => i.invoiceNumber)).toEqual(['F-2025-1002', 'F-2025-1001'])
    const pdf = await fetchInvoicePdf(list.at(-2)!.id)
    const text = await pdf.text()
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text).toContain('Factuur F-2025-1002')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    await expect(fetchInvoicePdf(3)).rejects.toMatchObject({ status: 404 })
  })

  it('names its invoice on the own order, and none on a guest lookup', async () => {
    await logInAs(1, 'demo@dierenruiter.nl')
    expect((await fetchOrder('DW-250101')).invoice).toEqual({
      id: 1,
      invoiceNumber: 'F-2025-1001',
    })
    const guest = await lookupOrder({ orderNumber: 'DW-250101', postalCode: '3512 JE' })
    expect(guest.invoice).toBeNull()
  })
})

describe('the order history ("Bijna op?")', () => {
  it('is every order with its lines: an order the list sends without lines is read in full', async () => {
    await logInAs(1, 'demo@dierenruiter.nl')
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    // A service that keeps its list short: the lines of DW-250102 left out.
    server.use(
      http.get('*/api/aspos/orders', () =>
        HttpResponse.json({
          Success: true,
          Orders: getDb()
            .state.orders.filter((o) => o.CustomerId === 1)
            .map((o) => (o.OrderNumber === 'DW-250102' ? { ...o, Lines: [] } : o)),
        }),
      ),
    )
    try {
      const history = await new QueryClient().fetchQuery(orderQueries.history())
      const order = history.find((o) => o.orderNumber === 'DW-250102')!
      expect(order.lines.map((l) => l.productId)).toEqual([1010, 1006, 8001])
      expect(asked.filter((path) => path.startsWith('/api/aspos/orders/'))).toEqual([
        '/api/aspos/orders/DW-250102',
      ])
      expect(history.length).toBe((await fetchOrders()).length)
    } finally {
      server.events.removeAllListeners()
    }
  })
})

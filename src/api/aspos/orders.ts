// Orders and order tracking of the commerce service: wire contracts (zod), mapping to our Order
// (integer cents, Date), calls and the query factories (invoices: ./invoices.ts). The mock validates with these.
// zod/mini, like the rest of the api layer: classic zod is left to the mocks and tests.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { shopDayFromIso, type ShopDay } from '@/domain/delivery-promise'
import { knownServiceOf, type ShippingService } from '@/domain/shipping-zones'
import { toCents } from '@/lib/format'
import { requiredText } from '@/lib/validation-rules'
import { request } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import { addressDtoSchema, DEFAULT_COUNTRY, mapAddress, type Address } from './addresses'
import { pickupLocationDtoSchema, type PickupLocationDto } from './cart'
import { mapStore, storeDtoSchema, type Store } from './stores'
import {
  mapOrderLines,
  orderLineDtoSchema,
  type OrderDiscount,
  type OrderLine,
} from './order-lines'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

export const orderStatuses = [
  'Ontvangen',
  'In behandeling',
  'Verzonden',
  'Afgeleverd',
  'Geannuleerd',
] as const
const orderStatusSchema = z.enum(orderStatuses)
export type OrderStatus = z.infer<typeof orderStatusSchema>

/** A stage an order has reached and when. */
const statusStepDtoSchema = z.object({ Status: orderStatusSchema, Date: z.string() })
export type StatusStepDto = z.infer<typeof statusStepDtoSchema>

/**
 * Optional extras of our mock, on an order and on a tracked one: the shipping method's code it was
 * placed with ('PostNLEvening'), the days a delivered order is expected between ('2026-12-01'): the
 * shop's promise then, or the carrier's day once sent; absent for Click & Collect, older orders.
 */
const expectedDeliveryFields = {
  ShippingMethod: z.nullish(z.string()),
  ExpectedDeliveryFrom: z.nullish(z.string()),
  ExpectedDeliveryTo: z.nullish(z.string()),
}

export const orderDtoSchema = z.object({
  Id: z.number(),
  OrderNumber: z.string(),
  CustomerId: z.nullable(z.number()),
  Email: z.string(),
  OrderDate: z.string(),
  Status: orderStatusSchema,
  Lines: z.array(orderLineDtoSchema),
  DeliveryMethod: z.enum(['Delivery', 'Pickup']),
  DeliveryAddress: z.nullable(addressDtoSchema()),
  PickupStoreCode: z.nullable(z.string()),
  InvoiceAddress: addressDtoSchema(),
  ShippingCosts: z.number(),
  TotalInclTax: z.number(),
  PaymentMethod: z.string(),
  TrackAndTraceCode: z.nullable(z.string()),
  /** Who carries the parcel ('PostNL', 'DHL', …): its track & trace link follows from it. */
  Carrier: z.nullish(z.string()),
  PostalCode: z.string(),
  /** Optional extra of our mock: the stages reached, oldest first, each dated (ISO 8601). */
  StatusHistory: z.optional(z.array(statusStepDtoSchema)),
  /** Optional extra of our mock: the order's invoice (the customer's own order only). */
  InvoiceId: z.nullish(z.number()),
  InvoiceNumber: z.nullish(z.string()),
  ...expectedDeliveryFields,
})
export type OrderDto = z.infer<typeof orderDtoSchema>

export const ordersResponseSchema = z.extend(envelopeSchema(), {
  Orders: z.array(orderDtoSchema),
})

/**
 * GET /api/aspos/orders/{id}: the order plus, for Click & Collect, the pickup address and (an
 * optional extra of our mock) the store itself, with its public name and opening hours.
 */
const orderResponseSchema = z.extend(envelopeSchema(), {
  Order: orderDtoSchema,
  PickupLocation: z.nullable(pickupLocationDtoSchema()),
  PickupStore: z.optional(z.nullable(storeDtoSchema)),
})

/** The longest order number and postal code the order lookup takes: its form says so at the field. */
export const trackLimits = { orderNumber: 40, postalCode: 12 } as const

export const trackRequestSchema = z.object({
  OrderNumber: requiredText(trackLimits.orderNumber),
  PostalCode: requiredText(trackLimits.postalCode),
  /** The country of that postal code (NL, BE, DE, …); a service that ignores it loses nothing. */
  CountryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
})
export type TrackRequest = z.infer<typeof trackRequestSchema>

const trackResponseSchema = z.extend(envelopeSchema(), {
  OrderNumber: z.nullish(z.string()),
  Status: z.nullish(orderStatusSchema),
  OrderDate: z.nullish(z.string()),
  DeliveryMethod: z.nullish(z.enum(['Delivery', 'Pickup'])),
  TrackAndTraceCode: z.nullish(z.string()),
  Carrier: z.nullish(z.string()),
  StatusHistory: z.optional(z.array(statusStepDtoSchema)),
  ...expectedDeliveryFields,
})

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

/** When each stage an order reached was reached (a stage not reached, or not told: absent). */
export type StatusDates = Partial<Record<OrderStatus, Date>>

export interface Order {
  id: number
  orderNumber: string
  email: string
  orderDate: Date
  status: OrderStatus
  statusDates: StatusDates
  /** The articles; discounts booked as lines are in `discounts`. */
  lines: OrderLine[]
  discounts: OrderDiscount[]
  deliveryMethod: 'Delivery' | 'Pickup'
  deliveryAddress: Address | null
  pickupStoreCode: string | null
  pickupLocation: PickupLocationDto | null
  /** The Click & Collect store (name, address, opening hours) when the service sends it. */
  pickupStore: Store | null
  invoiceAddress: Address
  shippingCents: number
  totalCents: number
  paymentMethod: string
  trackAndTraceCode: string | null
  /** The carrier of the parcel, as the data names it; null when not known. */
  carrier: string | null
  /** The home delivery service it was placed with; null: Click & Collect, e-mailed, not said. */
  shippingService: ShippingService | null
  postalCode: string
  /** The order's invoice, when the service names it. */
  invoice: { id: number; invoiceNumber: string } | null
  /** The days the order is expected between (the promise when it was placed); null: none. */
  expectedDelivery: { from: ShopDay; to: ShopDay } | null
}

export interface TrackResult {
  orderNumber: string
  status: OrderStatus
  statusDates: StatusDates
  orderDate: Date | null
  deliveryMethod: 'Delivery' | 'Pickup' | null
  trackAndTraceCode: string | null
  carrier: string | null
  /** The postal code and country the shopper looked the order up with (its parcel goes there). */
  postalCode: string
  countryCode: string
  expectedDelivery: Order['expectedDelivery']
}

/** The reached stages by status; an unreadable date is left out rather than shown wrong. */
function statusDatesOf(history: readonly StatusStepDto[] | undefined): StatusDates {
  const dates: StatusDates = {}
  for (const step of history ?? []) {
    const at = new Date(step.Date)
    if (!Number.isNaN(at.getTime())) dates[step.Status] = at
  }
  return dates
}

function expectedDeliveryOf(
  dto: Pick<OrderDto, 'ExpectedDeliveryFrom' | 'ExpectedDeliveryTo'>,
): Order['expectedDelivery'] {
  const from = shopDayFromIso(dto.ExpectedDeliveryFrom)
  if (!from) return null
  return { from, to: shopDayFromIso(dto.ExpectedDeliveryTo) ?? from }
}

function mapOrder(
  dto: OrderDto,
  pickupLocation: PickupLocationDto | null = null,
  pickupStore: Store | null = null,
): Order {
  const { lines, discounts } = mapOrderLines(dto.Lines)
  return {
    id: dto.Id,
    orderNumber: dto.OrderNumber,
    email: dto.Email,
    orderDate: new Date(dto.OrderDate),
    status: dto.Status,
    statusDates: statusDatesOf(dto.StatusHistory),
    lines,
    discounts,
    deliveryMethod: dto.DeliveryMethod,
    deliveryAddress: dto.DeliveryAddress ? mapAddress(dto.DeliveryAddress) : null,
    pickupStoreCode: dto.PickupStoreCode,
    pickupLocation,
    pickupStore,
    invoiceAddress: mapAddress(dto.InvoiceAddress),
    shippingCents: toCents(dto.ShippingCosts),
    totalCents: toCents(dto.TotalInclTax),
    paymentMethod: dto.PaymentMethod,
    trackAndTraceCode: dto.TrackAndTraceCode,
    carrier: dto.Carrier ?? null,
    shippingService: dto.DeliveryAddress ? knownServiceOf(dto.ShippingMethod) : null,
    postalCode: dto.PostalCode,
    invoice:
      dto.InvoiceId != null && dto.InvoiceNumber
        ? { id: dto.InvoiceId, invoiceNumber: dto.InvoiceNumber }
        : null,
    expectedDelivery: expectedDeliveryOf(dto),
  }
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/orders', { schema: ordersResponseSchema, signal }),
  )
  return answer.Orders.map((dto) => mapOrder(dto))
}

/** One of the logged-in customer's own orders, by id or order number. */
export async function fetchOrder(idOrNumber: string, signal?: AbortSignal): Promise<Order> {
  const answer = ensureSuccess(
    await request(`/api/aspos/orders/${encodeURIComponent(idOrNumber)}`, {
      schema: orderResponseSchema,
      signal,
    }),
  )
  return mapOrder(answer.Order, answer.PickupLocation, storeOf(answer.PickupStore))
}

const storeOf = (dto: z.infer<typeof storeDtoSchema> | null | undefined) =>
  dto ? mapStore(dto) : null

/** An order number and its postal code as the lookup and the tracking send them (trimmed). */
interface TrackInput {
  orderNumber: string
  postalCode: string
  countryCode?: string
}

const trackBody = (input: TrackInput): TrackRequest => ({
  OrderNumber: input.orderNumber.trim(),
  PostalCode: input.postalCode.trim(),
  ...(input.countryCode ? { CountryCode: input.countryCode } : {}),
})

/**
 * One order for whoever knows its number and the postal code it went to (a guest right after
 * checkout, or a lookup). Both travel in a POST body: a postcode in a URL ends up in server and
 * proxy logs and the browser history.
 */
export async function lookupOrder(input: TrackInput, signal?: AbortSignal): Promise<Order> {
  const answer = ensureSuccess(
    await request('/api/aspos/orders/lookup', {
      method: 'POST',
      body: trackBody(input),
      schema: orderResponseSchema,
      signal,
    }),
  )
  return mapOrder(answer.Order, answer.PickupLocation, storeOf(answer.PickupStore))
}

export async function trackOrder(input: TrackInput): Promise<TrackResult> {
  const answer = ensureSuccess(
    await request('/api/aspos/orders/track', {
      method: 'POST',
      body: trackBody(input),
      schema: trackResponseSchema,
    }),
  )
  return {
    orderNumber: answer.OrderNumber ?? input.orderNumber.trim().toUpperCase(),
    status: answer.Status ?? 'Ontvangen',
    statusDates: statusDatesOf(answer.StatusHistory),
    orderDate: answer.OrderDate ? new Date(answer.OrderDate) : null,
    deliveryMethod: answer.DeliveryMethod ?? null,
    trackAndTraceCode: answer.TrackAndTraceCode ?? null,
    carrier: answer.Carrier ?? null,
    postalCode: input.postalCode.trim(),
    countryCode: input.countryCode ?? DEFAULT_COUNTRY,
    expectedDelivery: expectedDeliveryOf(answer),
  }
}

export const orderQueries = {
  all: () => ['orders'] as const,
  lists: () => [...orderQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: orderQueries.lists(),
      queryFn: ({ signal }) => fetchOrders(signal),
    }),
  details: () => [...orderQueries.all(), 'detail'] as const,
  /** The customer's own order. */
  detail: (idOrNumber: string) =>
    queryOptions({
      queryKey: [...orderQueries.details(), idOrNumber] as const,
      queryFn: ({ signal }) => fetchOrder(idOrNumber, signal),
    }),
  /**
   * Every order of the customer with its lines ("Bijna op?" reads the history): the list, and each
   * order the list sends without lines (a service may keep its list short) read in full. A
   * cancelled order needs no lines.
   */
  history: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'history'] as const,
      queryFn: async ({ signal }) => {
        const list = await fetchOrders(signal)
        return Promise.all(
          list.map((order) =>
            order.lines.length === 0 && order.status !== 'Geannuleerd'
              ? fetchOrder(order.orderNumber, signal)
              : order,
          ),
        )
      },
    }),
  /** Anyone's order by number and postal code (POST); the postcode stays in memory only. */
  lookup: (orderNumber: string, postalCode: string, countryCode?: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'lookup', orderNumber, postalCode, countryCode] as const,
      queryFn: ({ signal }) => lookupOrder({ orderNumber, postalCode, countryCode }, signal),
    }),
}

// Checkout calls of the commerce service: delivery method and address, pickup store, shipping
// method, invoice address and the final confirm, plus the pickup locations and shipping options
// the steps offer. Wire contracts (zod) are shared with the mock, which validates with them.
// zod/mini, like the rest of the api layer: classic zod is left to the mocks and tests.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { toCents } from '@/lib/format'
import { paymentMethods, type PaymentMethod } from './payment-methods'
import { common } from '@/messages/nl/common'
import { ApiError, request, requestWrite } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import {
  addressInputDtoSchema,
  postalFieldsOf,
  type AddressInputDto,
  type PostalFields,
} from './addresses'
import { cartDtoSchema, fetchCart, mapCart, pickupLocationDtoSchema, type Cart } from './cart'
import type { OpeningHours } from '@/domain/store-hours'
import { openingHoursDtoSchema, openingHoursOf } from './store-hours'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

const deliveryMethodSchema = z.enum(['Delivery', 'Pickup'])
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>

const paymentMethodSchema = z.enum(paymentMethods)
export type { PaymentMethod }

/**
 * POST /api/aspos/cart/delivery. Delivery needs an address; a guest gives an Email (a logged-in
 * customer's email comes from the token). SaveAddress also stores a new address in the address book.
 */
export const deliveryRequestSchema = z
  .object({
    DeliveryMethod: deliveryMethodSchema,
    Email: z.nullable(z.email().check(z.maxLength(254))),
    DeliveryAddress: z.nullable(addressInputDtoSchema()),
  })
  .check(
    z.refine((body) => body.DeliveryMethod === 'Pickup' || body.DeliveryAddress !== null, {
      path: ['DeliveryAddress'],
      error: 'DeliveryAddress is required for Delivery',
    }),
  )
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>

export const storeRequestSchema = z.object({
  LocationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
})
export type StoreRequest = z.infer<typeof storeRequestSchema>

export const shipmentRequestSchema = z.object({
  ShippingMethod: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
})
export type ShipmentRequest = z.infer<typeof shipmentRequestSchema>

export const invoiceRequestSchema = z
  .object({
    SameAsDelivery: z.boolean(),
    Address: z.nullable(addressInputDtoSchema()),
    /** Our extra for e-mailed orders (gift cards), which skip the delivery step that asks for it. */
    Email: z.optional(z.nullable(z.email().check(z.maxLength(254)))),
  })
  .check(
    z.refine((body) => body.SameAsDelivery || body.Address !== null, {
      path: ['Address'],
      error: 'Address is required unless SameAsDelivery',
    }),
  )
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>

export const confirmRequestSchema = z.object({
  PaymentMethod: paymentMethodSchema,
  AcceptTerms: z.boolean(),
})
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>

/** Every cart-changing checkout call answers with the new Cart, so totals update at once. */
const cartAnswerSchema = z.extend(envelopeSchema(), {
  Cart: z.nullish(cartDtoSchema()),
})

const confirmResponseSchema = z.extend(envelopeSchema(), {
  OrderNumber: z.nullish(z.string()),
  OrderId: z.nullish(z.number()),
})

const shippingMethodDtoSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  Description: z.string(),
  CostsInclTax: z.number(),
})
export type ShippingMethodDto = z.infer<typeof shippingMethodDtoSchema>

const shippingMethodsResponseSchema = z.extend(envelopeSchema(), {
  ShippingMethods: z.array(shippingMethodDtoSchema),
})

/**
 * A store that takes Click & Collect orders: the spec's pickup address fields plus a name, and
 * (our design, optional) its place and opening hours, so the choice can say how far it is, whether
 * it is open and when an order is ready there. Without them the choice shows name and address only.
 */
export const pickupLocationListItemSchema = z.extend(pickupLocationDtoSchema(), {
  Name: z.string(),
  Latitude: z.nullish(z.number()),
  Longitude: z.nullish(z.number()),
  OpeningHours: z.nullish(z.array(openingHoursDtoSchema())),
})
export type PickupLocationListItemDto = z.infer<typeof pickupLocationListItemSchema>

const pickupLocationsResponseSchema = z.extend(envelopeSchema(), {
  Locations: z.array(pickupLocationListItemSchema),
})

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export interface ShippingOption {
  code: string
  name: string
  description: string
  costsCents: number
}

export interface PickupLocation extends PostalFields {
  locationCode: string
  name: string
  companyName: string
  /** null when the service does not say where the store is. */
  latitude: number | null
  longitude: number | null
  /** Empty when the service sends no hours (nothing is said about open or ready then). */
  openingHours: OpeningHours[]
}

function mapPickupLocation(dto: PickupLocationListItemDto): PickupLocation {
  const placed = typeof dto.Latitude === 'number' && typeof dto.Longitude === 'number'
  return {
    locationCode: dto.LocationCode,
    name: dto.Name,
    companyName: dto.CompanyName,
    ...postalFieldsOf(dto),
    latitude: placed ? dto.Latitude! : null,
    longitude: placed ? dto.Longitude! : null,
    openingHours: openingHoursOf(dto.OpeningHours ?? []),
  }
}

export interface PlacedOrder {
  orderNumber: string
  orderId: number
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

function cartOf(answer: z.infer<typeof cartAnswerSchema>): Cart {
  const checked = ensureSuccess(answer)
  if (!checked.Cart)
    throw new ApiError({ kind: 'malformed', status: 200, userMessage: common.errors.malformed })
  return mapCart(checked.Cart)
}

/** A step's answer when it carries the cart (our service does; the spec leaves it open). */
const optionalCartAnswerSchema = z.object({ Cart: cartDtoSchema() })

/**
 * The delivery, store and invoice steps: the spec leaves their answers open, so any 2xx is a
 * success and only `Success: false` refuses (requestWrite). The cart the answer carries is the
 * confirmed cart; without one, the cart is read again.
 */
async function postForCart(path: string, body: unknown): Promise<Cart> {
  const answer = await requestWrite(path, {
    method: 'POST',
    body,
    schema: optionalCartAnswerSchema,
  })
  return answer ? mapCart(answer.Cart) : fetchCart()
}

export function setDelivery(input: {
  method: DeliveryMethod
  email: string | null
  address: AddressInputDto | null
}): Promise<Cart> {
  return postForCart('/api/aspos/cart/delivery', {
    DeliveryMethod: input.method,
    Email: input.email,
    DeliveryAddress: input.method === 'Delivery' ? input.address : null,
  } satisfies DeliveryRequest)
}

export function setPickupStore(locationCode: string): Promise<Cart> {
  return postForCart('/api/aspos/cart/store', { LocationCode: locationCode } satisfies StoreRequest)
}

/** The spec shows this answer (Cart): it must carry the cart. */
export async function setShipment(shippingMethod: string): Promise<Cart> {
  return cartOf(
    await request('/api/aspos/cart/shipment', {
      method: 'POST',
      body: { ShippingMethod: shippingMethod } satisfies ShipmentRequest,
      schema: cartAnswerSchema,
    }),
  )
}

export function setInvoice(input: {
  sameAsDelivery: boolean
  address: AddressInputDto | null
  /** Only for an e-mailed order (no delivery step): where the gift card and confirmation go. */
  email?: string | null
}): Promise<Cart> {
  return postForCart('/api/aspos/cart/invoice', {
    SameAsDelivery: input.sameAsDelivery,
    Address: input.sameAsDelivery ? null : input.address,
    ...(input.email ? { Email: input.email } : {}),
  } satisfies InvoiceRequest)
}

/** Places the order: the service turns the cart into an order and empties the cart. */
export async function confirmOrder(input: {
  paymentMethod: PaymentMethod
  acceptTerms: boolean
}): Promise<PlacedOrder> {
  const answer = ensureSuccess(
    await request('/api/aspos/cart/confirm', {
      method: 'POST',
      body: {
        PaymentMethod: input.paymentMethod,
        AcceptTerms: input.acceptTerms,
      } satisfies ConfirmRequest,
      schema: confirmResponseSchema,
    }),
  )
  if (!answer.OrderNumber || answer.OrderId == null) {
    throw new ApiError({ kind: 'malformed', status: 200, userMessage: common.errors.malformed })
  }
  return { orderNumber: answer.OrderNumber, orderId: answer.OrderId }
}

export async function fetchShippingOptions(signal?: AbortSignal): Promise<ShippingOption[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/cart/shipment', { schema: shippingMethodsResponseSchema, signal }),
  )
  return answer.ShippingMethods.map((m) => ({
    code: m.Code,
    name: m.Name,
    description: m.Description,
    costsCents: toCents(m.CostsInclTax),
  }))
}

export async function fetchPickupLocations(signal?: AbortSignal): Promise<PickupLocation[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/locations/pickup', { schema: pickupLocationsResponseSchema, signal }),
  )
  return answer.Locations.map(mapPickupLocation)
}

export const checkoutQueries = {
  all: () => ['checkout'] as const,
  /**
   * Depends on the cart's delivery method, subtotal and destination country (what is offered and
   * what it costs follow the country's group): refetched whenever the step opens.
   */
  shippingOptions: (
    deliveryMethod: DeliveryMethod | null,
    subtotalCents: number,
    countryCode: string | null = null,
  ) =>
    queryOptions({
      queryKey: [
        ...checkoutQueries.all(),
        'shipping-options',
        deliveryMethod,
        subtotalCents,
        countryCode,
      ] as const,
      queryFn: ({ signal }) => fetchShippingOptions(signal),
      staleTime: 0,
    }),
  pickupLocations: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'pickup-locations'] as const,
      queryFn: ({ signal }) => fetchPickupLocations(signal),
      staleTime: 10 * 60_000,
    }),
}

// Mock handlers of the checkout: delivery method and address, pickup store, shipping method,
// invoice address and confirm (turns the cart into an order and empties it). The address book,
// the postcode lookup and the pickup locations are ./addresses.ts. Refusals answer like the real
// service: { Success: false, ReasonCode, Message } with a Dutch Message.
import { http, type HttpHandler } from 'msw'
import {
  confirmRequestSchema,
  deliveryRequestSchema,
  invoiceRequestSchema,
  shipmentRequestSchema,
  storeRequestSchema,
  type ShippingMethodDto,
} from '@/api/aspos/checkout'
import { shopIsoString } from '@/lib/clock'
import { deliveryPromise, shopDayIso } from '@/domain/delivery-promise'
import {
  EVENING_SLOT,
  SHIPPING_METHOD_CODES,
  serviceOfShippingMethod,
  servicesFor,
  shippingZoneOf,
} from '@/domain/shipping-zones'
import { checkout as checkoutTexts } from '@/messages/nl/checkout'
import { newCartState, type CartState } from '../../db/database'
import type { OrderDto, OrderLineDto } from '../../db/types'
import { invoiceOf } from '../../db/seed-order-life'
import { getDb } from '../../mock-db'
import { cartIdHeaders, cartKeyOf, customerOf, fail, ok, readBody } from '../utils'
import {
  buildCartDto,
  isVirtualOnly,
  flagsOf,
  stockRefusal,
  voucherByCode,
  voucherUseRefusal,
} from './cart-dto'
import { cartAnswers, checkoutAnswers } from '@/mocks/messages'
import { addressProblem, storedAddress } from './addresses'

const m = checkoutAnswers

/** Shipping options per delivery method; their costs are the cart's own shipping rule. */
export function shippingMethodsFor(cart: CartState): ShippingMethodDto[] {
  const costs = buildCartDto(cart).ShippingCostsInclTax
  if (cart.DeliveryMethod === 'Pickup') {
    return [
      {
        Code: 'ClickCollect',
        Name: 'Click & Collect',
        // The shop's "klaar vanaf" rule (api/aspos/store-hours.ts, pickupReadyAt) in words.
        Description:
          'Gratis ophalen in de winkel; twee uur na je bestelling klaar, binnen de openingstijden.',
        CostsInclTax: 0,
      },
    ]
  }
  if (cart.DeliveryMethod === 'Delivery') {
    // The destination's group decides what is offered (domain/shipping-zones.ts): the days each option
    // promises are the shop's to compute with the same module, so the descriptions name none.
    const country = cart.DeliveryAddress?.CountryCode ?? null
    const zone = shippingZoneOf(country)
    return servicesFor(country).map((service) =>
      service === 'evening'
        ? {
            Code: SHIPPING_METHOD_CODES.evening,
            Name: 'Avondbezorging (PostNL)',
            Description: `Bezorgd tussen ${EVENING_SLOT.from} en ${EVENING_SLOT.to} uur, van maandag tot en met vrijdag.`,
            CostsInclTax: costs,
          }
        : {
            Code: SHIPPING_METHOD_CODES.standard,
            Name: 'Standaard bezorging (PostNL)',
            Description: zone?.transit
              ? `Bezorgd op werkdagen, ${zone.transit.min}–${zone.transit.max} werkdagen na verzending. Geen avondbezorging in het buitenland.`
              : `Bezorgd van maandag tot en met zaterdag, niet op feestdagen. Gratis vanaf € 39,95.`,
            CostsInclTax: costs,
          },
    )
  }
  return []
}

const countryName = (code: string) =>
  (checkoutTexts.countries as Record<string, string>)[code] ?? code

/**
 * The day a delivered order is expected, by the shop's own rule (domain/delivery-promise.ts) for its
 * lines, destination and shipping method at the moment it is placed: the day the checkout showed.
 * null: Click & Collect, e-mailed only, or nothing to promise.
 */
function expectedDeliveryOf(cart: CartState, now: Date): { from: string; to: string } | null {
  if (cart.DeliveryMethod !== 'Delivery' || !cart.DeliveryAddress) return null
  const db = getDb()
  const items = cart.Lines.flatMap((line) => {
    const product = db.productById(line.ProductId)
    if (!product) return []
    const view = flagsOf(product)
    return [{ deliveryTime: view.deliveryTime, isVirtual: view.isVirtual, soldOut: false }]
  })
  const promise = deliveryPromise(now, items, {
    country: cart.DeliveryAddress.CountryCode,
    service: serviceOfShippingMethod(cart.ShippingMethod),
  })
  if (promise.kind !== 'delivery') return null
  return { from: shopDayIso(promise.from), to: shopDayIso(promise.to) }
}

/** The visitor's cart for a checkout call, or a refusal when there is nothing to check out. */
async function checkoutCart(request: Request) {
  const { key, issuedCartId } = await cartKeyOf(request)
  const db = getDb()
  const cart = db.state.carts[key]
  const headers = cartIdHeaders(issuedCartId)
  if (!cart || cart.Lines.length === 0) return { cart: null, headers }
  return { cart, headers }
}

const emptyCartRefusal = () => fail(m.emptyCart, 400, 'EmptyCart')
const badRequest = () => fail(m.badRequest, 400, 'BadRequest')

type RemovedVoucher = NonNullable<ReturnType<typeof buildCartDto>['RemovedVouchers']>[number]

const answerCart = (cart: CartState, headers?: HeadersInit, removed: RemovedVoucher[] = []) => {
  getDb().persist()
  const dto = buildCartDto(cart)
  return ok({ Cart: removed.length ? { ...dto, RemovedVouchers: removed } : dto }, { headers })
}

/**
 * Once the buyer is known (their e-mail, or the customer), each voucher is judged again for them:
 * one they may not use (a first-order voucher after an order, a used single-use one) is taken off
 * the cart at once, with the reason, so no step shows a discount the order will not give.
 */
function dropRefusedVouchers(
  cart: CartState,
  who: { customerId: number | null; email: string | null },
): RemovedVoucher[] {
  const removed: RemovedVoucher[] = []
  cart.VoucherCodes = cart.VoucherCodes.filter((code) => {
    const voucher = voucherByCode(code)
    const refusal = voucher ? voucherUseRefusal(voucher, who) : null
    if (refusal)
      removed.push({
        Code: voucher!.Code,
        ReasonCode: refusal.reasonCode,
        Message: refusal.message,
      })
    return !refusal
  })
  return removed
}

function orderLinesOf(cart: CartState): OrderLineDto[] {
  const dto = buildCartDto(cart)
  const lines: OrderLineDto[] = dto.CartLines.map((line) => ({
    ProductId: line.ProductId,
    Description: line.Description,
    Quantity: line.Quantity,
    PriceInclTax: Math.round((line.UnitPriceInclTax + line.DepositInclTax) * 100) / 100,
    // What the piece cost before its discount, booked as the price book had it at this moment.
    ...(line.OriginalUnitPriceInclTax != null &&
    line.OriginalUnitPriceInclTax > line.UnitPriceInclTax
      ? {
          OriginalPriceInclTax:
            Math.round((line.OriginalUnitPriceInclTax + line.DepositInclTax) * 100) / 100,
        }
      : {}),
    // The code, which a reorder sends again; its name as the cart showed it.
    Color: line.Color ?? null,
    ColorName: line.ColorName ?? null,
    DepositInclTax: line.DepositInclTax,
    IsWeightProduct: line.IsWeightProduct,
  }))
  // Vouchers become negative lines, as an order system books them, so the lines add up.
  for (const voucher of dto.Vouchers) {
    if (voucher.AmountInclTax <= 0) continue
    lines.push({
      ProductId: 0,
      Description: `Kortingscode ${voucher.Code}`,
      Quantity: 1,
      PriceInclTax: -voucher.AmountInclTax,
      Color: null,
    })
  }
  return lines
}

export const checkoutHandlers: HttpHandler[] = [
  // --- Checkout steps -----------------------------------------------------------------------
  http.post('*/api/aspos/cart/delivery', async ({ request }) => {
    const body = await readBody(request, deliveryRequestSchema)
    if (!body) return badRequest()
    const { cart, headers } = await checkoutCart(request)
    if (!cart) return emptyCartRefusal()
    const customer = await customerOf(request)
    const email = customer?.Email ?? body.Email
    if (!email) return fail(m.noEmail, 400, 'EmailRequired')
    if (body.DeliveryMethod === 'Delivery') {
      const address = body.DeliveryAddress!
      const problem = addressProblem(address)
      if (problem) return fail(problem, 400, 'InvalidAddress')
      if (!shippingZoneOf(address.CountryCode))
        return fail(m.countryNotServed(countryName(address.CountryCode)), 400, 'CountryNotServed')
      cart.DeliveryAddress = storedAddress(address, 'Delivery')
      cart.PickupStoreCode = null
    } else {
      cart.DeliveryAddress = null
    }
    if (cart.DeliveryMethod !== body.DeliveryMethod) cart.ShippingMethod = null
    cart.DeliveryMethod = body.DeliveryMethod
    // A new address may not offer the method chosen before (no evening delivery abroad).
    if (!shippingMethodsFor(cart).some((method) => method.Code === cart.ShippingMethod))
      cart.ShippingMethod = null
    cart.Email = email
    const removed = dropRefusedVouchers(cart, { customerId: customer?.Id ?? null, email })
    return answerCart(cart, headers, removed)
  }),

  http.post('*/api/aspos/cart/store', async ({ request }) => {
    const body = await readBody(request, storeRequestSchema)
    if (!body) return badRequest()
    const { cart, headers } = await checkoutCart(request)
    if (!cart) return emptyCartRefusal()
    if (cart.DeliveryMethod !== 'Pickup')
      return fail(m.noDeliveryMethod, 400, 'DeliveryMethodRequired')
    const store = getDb().state.stores.find(
      (s) => s.LocationCode === body.LocationCode && s.IsPickupLocation,
    )
    if (!store) return fail(m.unknownStore, 400, 'UnknownStore')
    cart.PickupStoreCode = store.Code
    return answerCart(cart, headers)
  }),

  http.get('*/api/aspos/cart/shipment', async ({ request }) => {
    const { cart } = await checkoutCart(request)
    if (!cart) return emptyCartRefusal()
    if (!cart.DeliveryMethod) return fail(m.noDeliveryMethod, 400, 'DeliveryMethodRequired')
    return ok({ ShippingMethods: shippingMethodsFor(cart) })
  }),

  http.post('*/api/aspos/cart/shipment', async ({ request }) => {
    const body = await readBody(request, shipmentRequestSchema)
    if (!body) return badRequest()
    const { cart, headers } = await checkoutCart(request)
    if (!cart) return emptyCartRefusal()
    if (!cart.DeliveryMethod) return fail(m.noDeliveryMethod, 400, 'DeliveryMethodRequired')
    if (!shippingMethodsFor(cart).some((method) => method.Code === body.ShippingMethod)) {
      return fail(m.unknownShippingMethod, 400, 'UnknownShippingMethod')
    }
    cart.ShippingMethod = body.ShippingMethod
    return answerCart(cart, headers)
  }),

  http.post('*/api/aspos/cart/invoice', async ({ request }) => {
    const body = await readBody(request, invoiceRequestSchema)
    if (!body) return badRequest()
    const { cart, headers } = await checkoutCart(request)
    if (!cart) return emptyCartRefusal()
    if (body.SameAsDelivery) {
      if (cart.DeliveryMethod !== 'Delivery' || !cart.DeliveryAddress) {
        return fail(m.noDeliveryAddress, 400, 'DeliveryAddressRequired')
      }
      cart.InvoiceAddress = { ...cart.DeliveryAddress, AddressType: 'Invoice' }
    } else {
      const address = body.Address!
      const problem = addressProblem(address)
      if (problem) return fail(problem, 400, 'InvalidAddress')
      cart.InvoiceAddress = storedAddress(address, 'Invoice')
    }
    // An e-mailed order skips the delivery step, so its e-mail address comes with the invoice.
    const customer = await customerOf(request)
    if (body.Email || !cart.Email) cart.Email = customer?.Email ?? body.Email ?? cart.Email
    const removed = dropRefusedVouchers(cart, {
      customerId: customer?.Id ?? null,
      email: cart.Email,
    })
    return answerCart(cart, headers, removed)
  }),

  http.post('*/api/aspos/cart/confirm', async ({ request }) => {
    const body = await readBody(request, confirmRequestSchema)
    if (!body) return badRequest()
    if (!body.AcceptTerms) return fail(m.termsRequired, 400, 'TermsNotAccepted')
    const { cart } = await checkoutCart(request)
    if (!cart) return emptyCartRefusal()
    // E-mailed products (gift cards) need no delivery method, store or shipping method.
    const virtualOnly = isVirtualOnly(cart)
    if (!virtualOnly) {
      if (!cart.DeliveryMethod) return fail(m.noDeliveryMethod, 400, 'DeliveryMethodRequired')
      if (cart.DeliveryMethod === 'Delivery' && !cart.DeliveryAddress) {
        return fail(m.noDeliveryAddress, 400, 'DeliveryAddressRequired')
      }
      if (cart.DeliveryMethod === 'Pickup' && !cart.PickupStoreCode) {
        return fail(m.noPickupLocation, 400, 'PickupLocationRequired')
      }
      if (!cart.ShippingMethod) return fail(m.noShippingMethod, 400, 'ShippingMethodRequired')
      if (!shippingMethodsFor(cart).some((method) => method.Code === cart.ShippingMethod))
        return fail(m.unknownShippingMethod, 400, 'UnknownShippingMethod')
    }
    if (!cart.InvoiceAddress) return fail(m.noInvoiceAddress, 400, 'InvoiceAddressRequired')
    if (!cart.Email) return fail(m.noEmail, 400, 'EmailRequired')

    const db = getDb()
    // Stock may have been sold since the line was added: confirm checks it again.
    for (const line of cart.Lines) {
      const product = db.productById(line.ProductId)
      const quantity = cart.Lines.filter((l) => l.ProductId === line.ProductId).reduce(
        (n, l) => n + l.Quantity,
        0,
      )
      const short = product ? stockRefusal(product, quantity) : cartAnswers.unknownProduct
      if (short) return fail(short, 409, 'InsufficientStock')
    }
    const buyer = await customerOf(request)
    for (const code of cart.VoucherCodes) {
      const voucher = voucherByCode(code)
      const used = voucher
        ? voucherUseRefusal(voucher, { customerId: buyer?.Id ?? null, email: cart.Email })
        : null
      if (used) return fail(used.message, 409, used.reasonCode)
    }

    const customer = buyer
    const priced = buildCartDto(cart)
    const expected = expectedDeliveryOf(cart, new Date())
    const id = db.nextId()
    const order: OrderDto = {
      Id: id,
      OrderNumber: `DW-${id}`,
      CustomerId: customer?.Id ?? null,
      Email: cart.Email,
      OrderDate: shopIsoString(new Date()),
      Status: 'Ontvangen',
      Lines: orderLinesOf(cart),
      // An e-mailed order has no delivery of its own; it is booked as delivered to the invoice address.
      DeliveryMethod: cart.DeliveryMethod ?? 'Delivery',
      DeliveryAddress: cart.DeliveryMethod === 'Delivery' ? cart.DeliveryAddress : null,
      PickupStoreCode: cart.DeliveryMethod === 'Pickup' ? cart.PickupStoreCode : null,
      InvoiceAddress: cart.InvoiceAddress,
      ShippingCosts: priced.ShippingCostsInclTax,
      TotalInclTax: priced.TotalInclTax,
      PaymentMethod: body.PaymentMethod,
      TrackAndTraceCode: null,
      // The shipping method it was placed with: the order names it (the evening round, its slot).
      ShippingMethod: virtualOnly ? null : cart.ShippingMethod,
      ExpectedDeliveryFrom: expected?.from ?? null,
      ExpectedDeliveryTo: expected?.to ?? null,
      PostalCode: (cart.DeliveryMethod === 'Delivery' && cart.DeliveryAddress
        ? cart.DeliveryAddress
        : cart.InvoiceAddress
      ).PostalCode,
      // Every voucher rule (expiry, minimum, use) was judged again in pricing this cart: a voucher
      // that gave nothing on this order is not booked on it, so it is not used up.
      VoucherCodes: priced.Vouchers.filter((v) => v.AmountInclTax > 0).map((v) => v.Code),
    }
    db.state.orders.push(order)
    // The order takes its pieces from stock (e-mailed products have no stock to lower).
    for (const line of cart.Lines) {
      const product = db.productById(line.ProductId)
      if (product && !product.IsVirtual) product.Stock = Math.max(0, product.Stock - line.Quantity)
    }
    // An account's order has its invoice from the start (paid, or open for a pay-later method).
    const invoice = invoiceOf(order, db.nextId(), `F-${order.OrderDate.slice(0, 4)}-${id}`)
    if (invoice) db.state.invoices.push(invoice)
    // The order takes the lines: the cart starts over empty, keeping its id.
    Object.assign(cart, newCartState(cart.Id))
    db.persist()
    return ok({ OrderNumber: order.OrderNumber, OrderId: order.Id })
  }),
]

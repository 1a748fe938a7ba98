// The checkout calls against the mock service: both delivery variants end to end, the refusals,
// and that confirm turns the cart into an order and empties the cart.
import { describe, expect, it } from 'vitest'
import { getDb } from '@/mocks/mock-db'
import { stores } from '@/mocks/db/seed-stores-people'
import { signToken } from '@/mocks/jwt'
import { storageKeys, writeStorage } from '@/lib/storage'
import { ApiError } from '../http'
import type { AddressInputDto } from './addresses'
import { addVoucher, fetchCart } from './cart'
import { submitCartBatch } from './cart-batch'
import { fetchCustomerVouchers } from './customer'
import {
  confirmOrder,
  fetchPickupLocations,
  fetchShippingOptions,
  pickupLocationListItemSchema,
  setDelivery,
  setInvoice,
  setPickupStore,
  setShipment,
} from './checkout'
import { fetchOrder, lookupOrder } from './orders'
import { cartAnswers, checkoutAnswers } from '@/mocks/messages'
import { damrakAddress } from '@/testing/address'

const address: AddressInputDto = damrakAddress(
  { FirstName: 'Kees', MiddleName: 'van', LastName: 'Dijk' },
  '1012ab',
)

const fillCart = () =>
  submitCartBatch([{ action: 'Add', productId: 1001, quantity: 2, color: null }])
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  )

describe('checkout: home delivery as a guest', () => {
  it('walks delivery, shipment, invoice and confirm; the order holds the cart and the cart is empty', async () => {
    await fillCart()
    const afterDelivery = await setDelivery({
      method: 'Delivery',
      email: 'kees@example.nl',
      address,
    })
    expect(afterDelivery.deliveryMethod).toBe('Delivery')
    expect(afterDelivery.deliveryAddress?.postalCode).toBe('1012 AB')
    expect(afterDelivery.email).toBe('kees@example.nl')

    const options = await fetchShippingOptions()
    expect(options.map((o) => o.code)).toEqual(['PostNL', 'PostNLEvening'])
    expect(options[0]!.costsCents).toBe(afterDelivery.shippingCents)

    const afterShipment = await setShipment('PostNL')
    expect(afterShipment.shippingMethod).toBe('PostNL')
    const afterInvoice = await setInvoice({ sameAsDelivery: true, address: null })
    expect(afterInvoice.invoiceAddress).toMatchObject({ street: 'Damrak', type: 'Invoice' })

    const placed = await confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })
    expect(placed.orderNumber).toMatch(/^DW-\d+$/)

    const order = getDb().state.orders.find((o) => o.OrderNumber === placed.orderNumber)!
    expect(order).toMatchObject({
      CustomerId: null,
      Email: 'kees@example.nl',
      Status: 'Ontvangen',
      PaymentMethod: 'ideal',
    })
    expect(order.Lines).toEqual([expect.objectContaining({ ProductId: 1001, Quantity: 2 })])
    expect(Math.round(order.TotalInclTax * 100)).toBe(afterInvoice.totalCents)
    expect((await fetchCart()).lines).toEqual([])

    // Right after checkout the guest can read the order with its number and postal code.
    const read = await lookupOrder({ orderNumber: placed.orderNumber, postalCode: '1012 AB' })
    expect(read.totalCents).toBe(afterInvoice.totalCents)
    await expect(
      lookupOrder({ orderNumber: placed.orderNumber, postalCode: '9999 ZZ' }),
    ).rejects.toMatchObject({ status: 404 })
    // Without the postcode (the own-order call) the guest gets nothing.
    await expect(fetchOrder(placed.orderNumber)).rejects.toMatchObject({ status: 404 })
  })
})

describe('checkout: Click & Collect', () => {
  it('offers only pickup stores and places a pickup order with a separate invoice address', async () => {
    await fillCart()
    await setDelivery({ method: 'Pickup', email: 'ingrid@example.nl', address: null })
    const locations = await fetchPickupLocations()
    expect(locations.map((l) => l.locationCode)).toEqual(
      stores.filter((s) => s.IsPickupLocation).map((s) => s.LocationCode),
    )
    const chosen = locations[1]!
    const cart = await setPickupStore(chosen.locationCode)
    expect(cart.pickupLocation?.locationCode).toBe(chosen.locationCode)
    expect(cart.shippingCents).toBe(0)
    expect((await fetchShippingOptions()).map((o) => o.code)).toEqual(['ClickCollect'])
    await setShipment('ClickCollect')
    await expect(setInvoice({ sameAsDelivery: true, address: null })).rejects.toMatchObject({
      userMessage: checkoutAnswers.noDeliveryAddress,
    })
    await setInvoice({ sameAsDelivery: false, address: { ...address, AddressType: 'Invoice' } })
    const placed = await confirmOrder({ paymentMethod: 'mistercash', acceptTerms: true })
    const order = getDb().state.orders.find((o) => o.Id === placed.orderId)!
    expect(order).toMatchObject({
      DeliveryMethod: 'Pickup',
      DeliveryAddress: null,
      PickupStoreCode: chosen.locationCode,
      ShippingCosts: 0,
    })
  })

  it('refuses a store that is not a pickup point', async () => {
    await fillCart()
    await setDelivery({ method: 'Pickup', email: 'a@example.nl', address: null })
    const notPickup = stores.find((s) => !s.IsPickupLocation)!
    const error = await failure(setPickupStore(notPickup.LocationCode))
    expect(error?.userMessage).toBe(checkoutAnswers.unknownStore)
  })
})

describe('checkout refusals', () => {
  it('a bad Dutch postal code is refused and the cart keeps its earlier answers', async () => {
    await fillCart()
    await setDelivery({ method: 'Delivery', email: 'kees@example.nl', address })
    const error = await failure(
      setDelivery({
        method: 'Delivery',
        email: 'kees@example.nl',
        address: { ...address, PostalCode: '10123' },
      }),
    )
    expect(error?.userMessage).toBe(checkoutAnswers.invalidPostalCode)
    expect((await fetchCart()).deliveryAddress?.postalCode).toBe('1012 AB')
  })

  it('a guest must give an email; an empty cart cannot be checked out', async () => {
    expect(
      (await failure(setDelivery({ method: 'Pickup', email: null, address: null })))?.userMessage,
    ).toBe(checkoutAnswers.emptyCart)
    await fillCart()
    expect(
      (await failure(setDelivery({ method: 'Pickup', email: null, address: null })))?.userMessage,
    ).toBe(checkoutAnswers.noEmail)
  })

  it('confirm needs the terms and every step, and leaves the cart alone when it refuses', async () => {
    await fillCart()
    expect(
      (await failure(confirmOrder({ paymentMethod: 'ideal', acceptTerms: false })))?.userMessage,
    ).toBe(checkoutAnswers.termsRequired)
    expect(
      (await failure(confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })))?.userMessage,
    ).toBe(checkoutAnswers.noDeliveryMethod)
    await setDelivery({ method: 'Delivery', email: 'kees@example.nl', address })
    expect(
      (await failure(confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })))?.userMessage,
    ).toBe(checkoutAnswers.noShippingMethod)
    await setShipment('PostNL')
    expect(
      (await failure(confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })))?.userMessage,
    ).toBe(checkoutAnswers.noInvoiceAddress)
    expect((await fetchCart()).lines).toHaveLength(1)
    expect(await failure(setShipment('Drone'))).toMatchObject({
      userMessage: checkoutAnswers.unknownShippingMethod,
    })
  })

  it('changing the delivery method clears the chosen shipping method', async () => {
    await fillCart()
    await setDelivery({ method: 'Delivery', email: 'kees@example.nl', address })
    await setShipment('PostNL')
    const cart = await setDelivery({ method: 'Pickup', email: 'kees@example.nl', address: null })
    expect(cart.shippingMethod).toBeNull()
    expect(cart.deliveryAddress).toBeNull()
  })
})

describe('checkout as a customer', () => {
  it('uses the account email, and the order and its invoice belong to the customer', async () => {
    writeStorage(
      storageKeys.authToken,
      await signToken({
        sub: '1',
        unique_name: 'Sanne',
        email: 'demo@dierenruiter.nl',
        scope: 'customer',
      }),
    )
    await fillCart()
    const cart = await setDelivery({ method: 'Delivery', email: null, address })
    expect(cart.email).toBe('demo@dierenruiter.nl')
    await setShipment('PostNLEvening')
    await setInvoice({ sameAsDelivery: true, address: null })
    const placed = await confirmOrder({ paymentMethod: 'afterpay', acceptTerms: true })
    const db = getDb().state
    expect(db.orders.find((o) => o.Id === placed.orderId)?.CustomerId).toBe(1)
    expect(db.invoices.find((i) => i.OrderNumber === placed.orderNumber)).toMatchObject({
      CustomerId: 1,
      IsPaid: false,
    })
    expect((await fetchOrder(String(placed.orderId))).orderNumber).toBe(placed.orderNumber)
  })
})

describe('pickup location contract', () => {
  it('every seed pickup store parses as a pickup location', () => {
    for (const store of stores.filter((s) => s.IsPickupLocation)) {
      expect(pickupLocationListItemSchema.safeParse({ ...store, Name: store.Name }).success).toBe(
        true,
      )
    }
  })
})

describe('checkout: what the service enforces at confirm', () => {
  const placeOrder = async (email = 'kees@example.nl') => {
    await setDelivery({ method: 'Delivery', email, address })
    await setShipment('PostNL')
    await setInvoice({ sameAsDelivery: true, address: null })
    return confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })
  }

  it('charges home delivery’s shipping below Shipping.FreeFrom from the start; Click & Collect is free', async () => {
    const cart = await submitCartBatch([
      { action: 'Add', productId: 1008, quantity: 1, color: null },
    ])
    expect(cart.shippingCents).toBe(495)
    expect(
      (await setDelivery({ method: 'Delivery', email: 'kees@example.nl', address })).shippingCents,
    ).toBe(495)
    expect(
      (await setDelivery({ method: 'Pickup', email: 'kees@example.nl', address: null }))
        .shippingCents,
    ).toBe(0)
  })

  it('an order lowers stock, and confirm refuses what was sold meanwhile', async () => {
    const product = getDb().productById(1001)!
    const before = product.Stock
    await fillCart()
    const placed = await placeOrder()
    expect(product.Stock).toBe(before - 2)
    const order = getDb().state.orders.find((o) => o.OrderNumber === placed.orderNumber)!
    // ISO 8601 with the shop's offset.
    expect(order.OrderDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    expect(new Date(order.OrderDate).getTime()).toBeGreaterThan(Date.now() - 60_000)

    await fillCart()
    await setDelivery({ method: 'Delivery', email: 'kees@example.nl', address })
    await setShipment('PostNL')
    await setInvoice({ sameAsDelivery: true, address: null })
    product.Stock = 1
    const refused = await failure(confirmOrder({ paymentMethod: 'ideal', acceptTerms: true }))
    expect(refused?.userMessage).toBe(cartAnswers.stockShort(product.Description, 1))
    expect((await fetchCart()).lines).toHaveLength(1)
  })

  it('WELKOM10 counts for a first order only and is refused the second time', async () => {
    await fillCart()
    await addVoucher('WELKOM10')
    const placed = await placeOrder('eerste@example.nl')
    expect(
      getDb().state.orders.find((o) => o.OrderNumber === placed.orderNumber)!.VoucherCodes,
    ).toEqual(['WELKOM10'])
    await fillCart()
    await addVoucher('WELKOM10')
    // As soon as the e-mail address is known the voucher comes off, with the service's reason.
    const known = await setDelivery({ method: 'Delivery', email: 'eerste@example.nl', address })
    expect(known.vouchers).toEqual([])
    expect(known.discountCents).toBe(0)
    expect(known.removedVouchers).toEqual([
      { code: 'WELKOM10', message: cartAnswers.voucherFirstOrder },
    ])
    // Now that the buyer is known, adding it again is refused at once.
    expect((await failure(addVoucher('WELKOM10')))?.userMessage).toBe(cartAnswers.voucherFirstOrder)
    await setShipment('PostNL')
    await setInvoice({ sameAsDelivery: true, address: null })
    // And confirm still refuses it, should it get on the cart another way.
    getDb().state.carts[(await fetchCart()).id]!.VoucherCodes.push('WELKOM10')
    const refused = await failure(confirmOrder({ paymentMethod: 'ideal', acceptTerms: true }))
    expect(refused?.userMessage).toBe(cartAnswers.voucherFirstOrder)
  })

  it('a personal voucher is used up by the order and then refused and no longer listed', async () => {
    const token = await signToken({
      sub: '1',
      unique_name: 'Sanne',
      email: 'demo@dierenwinkel.nl',
      scope: 'customer',
    })
    writeStorage(storageKeys.authToken, token)
    await fillCart()
    await addVoucher('SANNE750')
    await placeOrder()
    await fillCart()
    expect((await failure(addVoucher('SANNE750')))?.userMessage).toBe(cartAnswers.voucherUsed)
    expect((await fetchCustomerVouchers()).map((v) => v.code)).toEqual(['TROUW15'])
  })

  it('an e-mailed gift card needs no delivery method and pays no shipping', async () => {
    await submitCartBatch([{ action: 'Add', productId: 1019, quantity: 1, color: null }])
    const cart = await setInvoice({
      sameAsDelivery: false,
      address: { ...address, AddressType: 'Invoice' },
      email: 'cadeau@example.nl',
    })
    expect(cart).toMatchObject({
      requiresDelivery: false,
      shippingCents: 0,
      email: 'cadeau@example.nl',
    })
    const placed = await confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })
    const order = getDb().state.orders.find((o) => o.OrderNumber === placed.orderNumber)!
    expect(order.ShippingCosts).toBe(0)
    expect(order.TotalInclTax).toBe(25)
  })
})

describe('checkout: delivery abroad (issue 48, domain/shipping-zones.ts)', () => {
  const abroad = (
    CountryCode: AddressInputDto['CountryCode'],
    PostalCode: string,
    City: string,
  ): AddressInputDto => ({
    ...address,
    Street: 'Grote Markt',
    HouseNumber: '12',
    PostalCode,
    City,
    CountryCode,
  })

  it("offers Belgium the group's standard delivery at its rate, no evening, no free threshold", async () => {
    await fillCart()
    await setDelivery({ method: 'Delivery', email: 'kees@example.nl', address })
    await setShipment('PostNLEvening')
    const cart = await setDelivery({
      method: 'Delivery',
      email: 'kees@example.nl',
      address: abroad('BE', '1000', 'Brussel'),
    })
    // The evening round is not offered in Belgium: the choice is dropped.
    expect(cart.shippingMethod).toBeNull()
    expect(cart.shippingCents).toBe(695)
    expect(cart.freeShippingFromCents).toBeNull()
    const options = await fetchShippingOptions()
    expect(options.map((o) => o.code)).toEqual(['PostNL'])
    expect(options[0]!.costsCents).toBe(695)
    expect(options[0]!.description).not.toMatch(/morgen/i)
    await expect(setShipment('PostNLEvening')).rejects.toMatchObject({ status: 400 })
  })

  it('refuses a delivery address on Malta with the reason, and keeps the cart as it was', async () => {
    await fillCart()
    const error = await failure(
      setDelivery({
        method: 'Delivery',
        email: 'kees@example.nl',
        address: abroad('MT', 'VLT 1117', 'Valletta'),
      }),
    )
    expect(error).toMatchObject({ status: 400, message: checkoutAnswers.countryNotServed('Malta') })
    expect((await fetchCart()).deliveryAddress).toBeNull()
  })

  it('books the day the checkout promised on the order', async () => {
    await fillCart()
    await setDelivery({ method: 'Delivery', email: 'kees@example.nl', address })
    await setShipment('PostNL')
    await setInvoice({ sameAsDelivery: true, address: null })
    const placed = await confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })
    const order = await lookupOrder({ orderNumber: placed.orderNumber, postalCode: '1012 AB' })
    expect(order.expectedDelivery?.from.year).toBeGreaterThan(2000)
  })
})

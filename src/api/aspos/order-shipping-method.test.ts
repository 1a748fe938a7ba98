// An order keeps the shipping method it was placed with, and the day that method promised then
// (the mock's confirm, read back as the order pages read it).
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AddressInputDto } from './addresses'
import { submitCartBatch } from './cart-batch'
import { confirmOrder, setDelivery, setInvoice, setShipment } from './checkout'
import { lookupOrder } from './orders'
import { damrakAddress } from '@/testing/address'

const address: AddressInputDto = damrakAddress(
  { FirstName: 'Kees', MiddleName: 'van', LastName: 'Dijk' },
  '1012ab',
)

afterEach(() => {
  vi.useRealTimers()
})

// Friday 27 November 2026, 14:00 in Amsterdam: standard delivery comes on Saturday, the evening
// round on working days only, so on Monday.
async function placeOn(shippingMethod: string, email: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T14:00:00+01:00') })
  await submitCartBatch([{ action: 'Add', productId: 1001, quantity: 1, color: null }])
  await setDelivery({ method: 'Delivery', email, address })
  await setShipment(shippingMethod)
  await setInvoice({ sameAsDelivery: true, address: null })
  const placed = await confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })
  return lookupOrder({ orderNumber: placed.orderNumber, postalCode: '1012 AB' })
}

describe('an order keeps its shipping method and the day it promised', () => {
  it('an evening order: the evening round and its working day', async () => {
    const order = await placeOn('PostNLEvening', 'avond@example.nl')
    expect(order.shippingService).toBe('evening')
    expect(order.expectedDelivery).toMatchObject({
      from: { year: 2026, month: 11, day: 30, weekday: 1 },
      to: { year: 2026, month: 11, day: 30 },
    })
  })

  it('a standard order: standard delivery, on Saturday', async () => {
    const order = await placeOn('PostNL', 'zaterdag@example.nl')
    expect(order.shippingService).toBe('standard')
    expect(order.expectedDelivery?.from).toMatchObject({ day: 28, weekday: 6 })
  })
})

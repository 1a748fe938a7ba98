// The rows' rule on plain amounts: the counted rows add up to the total, the deposit is shown
// inside the subtotal and never added again, and a difference with the service's total is a row.
import { describe, expect, it } from 'vitest'
import { cartRows, countsIn, orderRows, type CartAmounts } from './order-summary'

const cart: CartAmounts = {
  lines: [
    { lineTotalCents: 1299, savingCents: 100 },
    { lineTotalCents: 2450, savingCents: 0 },
  ],
  totalAmountOfProducts: 3,
  depositTotalCents: 30,
  discountCents: 500,
  vouchers: [{ code: 'WELKOM', amountCents: 500 }],
  requiresDelivery: true,
  deliveryMethod: 'Delivery',
  shippingCents: 495,
  freeShippingFromCents: 5000,
  totalCents: 1299 + 2450 - 500 + 495,
}

const counted = (rows: ReturnType<typeof cartRows>['rows']) =>
  rows.filter(countsIn).reduce((total, row) => total + row.cents, 0)

describe('cartRows', () => {
  it('gives subtotal, deposit, the voucher and shipping, adding up to the total', () => {
    const summary = cartRows(cart)
    expect(summary.rows.map((row) => row.kind)).toEqual([
      'subtotal',
      'deposit',
      'discount',
      'shipping',
    ])
    expect(counted(summary.rows)).toBe(summary.totalCents)
    expect(summary.savingsCents).toBe(600)
    expect(summary.totalExcludesShipping).toBe(false)
  })

  it('shows a difference with the service total as a row of its own', () => {
    const summary = cartRows({ ...cart, totalCents: cart.totalCents + 7 })
    expect(summary.rows.at(-1)).toEqual({ kind: 'other', cents: 7 })
    expect(counted(summary.rows)).toBe(summary.totalCents)
  })

  it('leaves shipping out of the total when not chosen and its rule is unknown', () => {
    const summary = cartRows({ ...cart, deliveryMethod: null, freeShippingFromCents: null })
    expect(summary.totalExcludesShipping).toBe(true)
  })
})

describe('orderRows', () => {
  it('counts the deposit per piece inside the subtotal and adds up to the total', () => {
    const summary = orderRows({
      lines: [{ lineTotalCents: 2000, savingCents: 0, depositCents: 15, quantity: 2 }],
      discounts: [{ cents: 200, label: 'Korting' }],
      deliveryMethod: 'Pickup',
      shippingCents: 0,
      totalCents: 1800,
    })
    expect(summary.rows).toEqual([
      { kind: 'subtotal', cents: 2000, itemCount: 2 },
      { kind: 'deposit', cents: 30 },
      { kind: 'discount', cents: -200, label: 'Korting', code: null },
      { kind: 'shipping', cents: 0, state: 'pickup' },
    ])
    expect(counted(summary.rows)).toBe(1800)
  })
  it('says what the lines saved plus the vouchers, as the cart said it before payment', () => {
    // Hay, 3 Catsan at the staffel price (3 × € 0,90 off), a JBL with deposit; ZOMER5.
    const lines = [
      { lineTotalCents: 1699, savingCents: 0, depositCents: 0, quantity: 1 },
      { lineTotalCents: 2427, savingCents: 270, depositCents: 0, quantity: 3 },
      { lineTotalCents: 414, savingCents: 0, depositCents: 15, quantity: 1 },
    ]
    const placed = orderRows({
      lines,
      discounts: [{ cents: 500, label: 'Kortingscode ZOMER5' }],
      deliveryMethod: 'Delivery',
      shippingCents: 0,
      totalCents: 1699 + 2427 + 414 - 500,
    })
    const before = cartRows({
      ...cart,
      lines,
      discountCents: 500,
      vouchers: [{ code: 'ZOMER5', amountCents: 500 }],
      shippingCents: 0,
      totalCents: 1699 + 2427 + 414 - 500,
    })
    expect(placed.savingsCents).toBe(770)
    expect(placed.savingsCents).toBe(before.savingsCents)
    expect(counted(placed.rows)).toBe(placed.totalCents)
  })

  it('an order without line savings (an older order) saves only its vouchers', () => {
    const summary = orderRows({
      lines: [{ lineTotalCents: 2000, savingCents: 0, depositCents: 0, quantity: 2 }],
      discounts: [{ cents: 200, label: 'Korting' }],
      deliveryMethod: 'Pickup',
      shippingCents: 0,
      totalCents: 1800,
    })
    expect(summary.savingsCents).toBe(200)
  })
})

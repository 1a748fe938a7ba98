// The one order summary: the rows it shows add up to the total it shows, for a cart with a deposit
// line, a voucher, a staffel line, a paint and shipping below the free-shipping threshold, for
// every cart the mock service prices, and for a placed order that booked its voucher as a line.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { getDb } from '@/mocks/mock-db'
import { newCartState, type CartState } from '@/mocks/db/database'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { buildCartDto } from '@/mocks/handlers/aspos/cart-dto'
import { emptyCart as emptyDomainCart, mapCart, type Cart } from './cart'
import { countsIn, withDeliveryChoice } from '@/domain/order-summary'
import { cartSummary, orderSummary, type OrderSummary } from './order-summary'
import { addVoucher, fetchCart } from './cart'
import { submitCartBatch } from './cart-batch'
import { confirmOrder, setDelivery, setInvoice, setShipment } from './checkout'
import { lookupOrder, type Order } from './orders'
import { damrakAddress } from '@/testing/address'

const counted = (summary: OrderSummary) =>
  summary.rows.filter(countsIn).reduce((total, row) => total + row.cents, 0)

function priced(lines: CartState['Lines'], patch: Partial<CartState> = {}): Cart {
  const state: CartState = { ...newCartState('anon:summary'), Lines: lines, ...patch }
  return mapCart(buildCartDto(state))
}

const paint = () => getDb().productById(ids.colour)!

describe('cartSummary', () => {
  it('a deposit line: the subtotal is the sum of the lines, the deposit a part of it', () => {
    // JBL Biotopol: € 12,99 + € 0,15 deposit, two of them; Royal Canin € 64,99.
    const cart = priced([
      { ProductId: ids.deposit, Quantity: 2, Color: null },
      { ProductId: ids.plain, Quantity: 1, Color: null },
    ])
    const summary = cartSummary(cart)
    expect(summary.lines.map((l) => l.totalCents)).toEqual([2 * 1314, 6499])
    expect(summary.rows).toEqual([
      { kind: 'subtotal', cents: 2 * 1314 + 6499, itemCount: 3 },
      { kind: 'deposit', cents: 30 },
      { kind: 'shipping', cents: 0, state: 'default' },
    ])
    expect(summary.totalCents).toBe(2 * 1314 + 6499)
    expect(counted(summary)).toBe(summary.totalCents)
  })

  it('below the free-shipping threshold, before a method is chosen, shipping is in the total', () => {
    const cart = priced([{ ProductId: ids.deposit, Quantity: 1, Color: null }])
    const summary = cartSummary(cart)
    expect(summary.rows.at(-1)).toEqual({ kind: 'shipping', cents: 495, state: 'default' })
    expect(summary.totalCents).toBe(1314 + 495)
    expect(summary.totalExcludesShipping).toBe(false)
    expect(counted(summary)).toBe(summary.totalCents)
  })

  it('deposit, voucher, staffel, paint and shipping: the rows add up, and the saving is told', () => {
    const cart = priced(
      [
        { ProductId: ids.deposit, Quantity: 1, Color: null },
        { ProductId: ids.staffel, Quantity: 3, Color: null },
        { ProductId: ids.colour, Quantity: 1, Color: paint().Colors[0]!.Code },
      ],
      { VoucherCodes: ['WELKOM10'], DeliveryMethod: 'Delivery' },
    )
    const summary = cartSummary(cart)
    const kinds = summary.rows.map((row) => row.kind)
    expect(kinds).toEqual(['subtotal', 'deposit', 'discount', 'shipping'])
    const voucher = summary.rows.find((row) => row.kind === 'discount')!
    expect(voucher).toMatchObject({ code: 'WELKOM10' })
    expect(voucher.cents).toBeLessThan(0)
    expect(counted(summary)).toBe(summary.totalCents)
    expect(summary.totalCents).toBe(cart.totalCents)
    // The staffel's 3 × € 0,90 and the voucher.
    expect(summary.savingsCents).toBe(3 * 90 - voucher.cents)
    const staffel = summary.lines.find((line) => line.productId === ids.staffel)!
    expect(staffel).toMatchObject({ pieceCents: 809, originalPieceCents: 899 })
  })

  it('Click & Collect ships for free; an e-mailed order has no shipping row', () => {
    const pickup = cartSummary(
      priced([{ ProductId: ids.deposit, Quantity: 1, Color: null }], { DeliveryMethod: 'Pickup' }),
    )
    expect(pickup.rows.at(-1)).toEqual({ kind: 'shipping', cents: 0, state: 'pickup' })
    const emailed = cartSummary(priced([{ ProductId: ids.virtual, Quantity: 1, Color: null }]))
    expect(emailed.rows.some((row) => row.kind === 'shipping')).toBe(false)
    expect(counted(emailed)).toBe(emailed.totalCents)
  })

  it('a service that does not say its shipping rule: the total says it excludes shipping', () => {
    const cart: Cart = {
      ...emptyDomainCart(),
      lines: [],
      totalAmountOfProducts: 0,
      totalCents: 0,
    }
    expect(cartSummary(cart).totalExcludesShipping).toBe(true)
  })

  it('a total the rows do not reach shows the difference as a row of its own', () => {
    const cart = priced([{ ProductId: ids.plain, Quantity: 1, Color: null }])
    const summary = cartSummary({ ...cart, totalCents: cart.totalCents + 100 })
    expect(summary.rows.at(-1)).toEqual({ kind: 'other', cents: 100 })
    expect(counted(summary)).toBe(summary.totalCents)
  })

  it('adds up for every cart the mock service prices', () => {
    const products = getDb().state.products
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            index: fc.integer({ min: 0, max: products.length - 1 }),
            quantity: fc.integer({ min: 1, max: 12 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.subarray(['WELKOM10', 'ZOMER5', 'EENMALIG4']),
        fc.constantFrom<CartState['DeliveryMethod']>(null, 'Delivery', 'Pickup'),
        (picks, vouchers, method) => {
          const lines = picks.map(({ index, quantity }) => {
            const product = products[index]!
            return {
              ProductId: product.Id,
              Quantity: quantity,
              Color: product.Colors[0]?.Code ?? null,
            }
          })
          const summary = cartSummary(
            priced(lines, { VoucherCodes: vouchers, DeliveryMethod: method }),
          )
          expect(summary.rows.some((row) => row.kind === 'other')).toBe(false)
          expect(counted(summary)).toBe(summary.totalCents)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('withDeliveryChoice (the first step, before the choice is sent)', () => {
  const one = [{ ProductId: ids.deposit, Quantity: 1, Color: null }]

  it('Click & Collect: shipping is free and the total is what the items cost', () => {
    const summary = cartSummary(withDeliveryChoice(priced(one), 'Pickup'))
    expect(summary.rows.at(-1)).toEqual({ kind: 'shipping', cents: 0, state: 'pickup' })
    expect(summary.totalCents).toBe(1314)
    expect(counted(summary)).toBe(summary.totalCents)
  })

  it('home delivery again: the cart as the service priced it', () => {
    const cart = priced(one)
    expect(withDeliveryChoice(cart, 'Delivery')).toBe(cart)
    expect(withDeliveryChoice(cart, null)).toBe(cart)
  })

  it('home delivery from a Click & Collect cart: shipping follows, the total says it excludes it', () => {
    const cart = priced(one, { DeliveryMethod: 'Pickup' })
    const summary = cartSummary(withDeliveryChoice(cart, 'Delivery'))
    expect(summary.rows.at(-1)).toEqual({ kind: 'shipping', cents: 0, state: 'unknown' })
    expect(summary.totalExcludesShipping).toBe(true)
    expect(summary.totalCents).toBe(1314)
  })
})

describe('orderSummary', () => {
  const order = (patch: Partial<Order> = {}): Order => ({
    id: 1,
    orderNumber: 'DW-1',
    email: 'a@b.nl',
    orderDate: new Date(),
    status: 'Ontvangen',
    statusDates: {},
    invoice: null,
    lines: [
      {
        productId: ids.deposit,
        description: 'JBL Biotopol',
        quantity: 2,
        priceCents: 1314,
        originalPriceCents: null,
        lineTotalCents: 2628,
        savingCents: 0,
        color: null,
        colorName: null,
        depositCents: 15,
        isWeightProduct: false,
      },
    ],
    discounts: [{ label: 'Kortingscode WELKOM10', cents: 260 }],
    deliveryMethod: 'Delivery',
    deliveryAddress: null,
    pickupStoreCode: null,
    pickupLocation: null,
    pickupStore: null,
    carrier: null,
    shippingService: null,
    invoiceAddress: null as unknown as Order['invoiceAddress'],
    shippingCents: 495,
    totalCents: 2628 - 260 + 495,
    paymentMethod: 'ideal',
    trackAndTraceCode: null,
    postalCode: '1012 AB',
    expectedDelivery: null,
    ...patch,
  })

  it('the voucher is a discount row, not an article; the rows add up to the total', () => {
    const summary = orderSummary(order())
    expect(summary.lines).toHaveLength(1)
    expect(summary.rows).toEqual([
      { kind: 'subtotal', cents: 2628, itemCount: 2 },
      { kind: 'deposit', cents: 30 },
      { kind: 'discount', cents: -260, label: 'Kortingscode WELKOM10', code: null },
      { kind: 'shipping', cents: 495, state: 'delivery' },
    ])
    expect(counted(summary)).toBe(summary.totalCents)
  })

  it('a Click & Collect order ships for free', () => {
    const summary = orderSummary(
      order({ deliveryMethod: 'Pickup', shippingCents: 0, totalCents: 2628 - 260 }),
    )
    expect(summary.rows.at(-1)).toEqual({ kind: 'shipping', cents: 0, state: 'pickup' })
    expect(counted(summary)).toBe(summary.totalCents)
  })
})

describe('a placed order says what its cart said', () => {
  it('the staffel line keeps its struck price and "Je bespaart" counts it with the voucher', async () => {
    await submitCartBatch([
      { action: 'Add', productId: ids.plain, quantity: 1, color: null },
      { action: 'Add', productId: ids.staffel, quantity: 3, color: null },
      { action: 'Add', productId: ids.deposit, quantity: 1, color: null },
    ])
    await addVoucher('ZOMER5')
    await setDelivery({
      method: 'Delivery',
      email: 'saver@example.nl',
      address: damrakAddress({ FirstName: 'Kees', LastName: 'Dijk' }),
    })
    await setShipment('PostNL')
    await setInvoice({ sameAsDelivery: true, address: null })
    const before = cartSummary(await fetchCart())
    const placed = await confirmOrder({ paymentMethod: 'ideal', acceptTerms: true })
    const after = orderSummary(
      await lookupOrder({ orderNumber: placed.orderNumber, postalCode: '1012 AB' }),
    )

    // The staffel's 3 × € 0,90 and ZOMER5's € 5.
    expect(before.savingsCents).toBe(3 * 90 + 500)
    expect(after.savingsCents).toBe(before.savingsCents)
    expect(after.totalCents).toBe(before.totalCents)
    const pieces = (summary: OrderSummary) =>
      summary.lines.map(({ productId, pieceCents, originalPieceCents, totalCents }) => ({
        productId,
        pieceCents,
        originalPieceCents,
        totalCents,
      }))
    expect(pieces(after)).toEqual(pieces(before))
    expect(after.lines.find((line) => line.productId === ids.staffel)).toMatchObject({
      pieceCents: 809,
      originalPieceCents: 899,
    })
    expect(counted(after)).toBe(after.totalCents)
  })
})

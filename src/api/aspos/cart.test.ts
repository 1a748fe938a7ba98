// Contract and behaviour of the cart service: the schemas fit every seed record, and the mock
// service (through the real fetchers) merges lines, prices deposit and vouchers, and refuses bad input.
import { beforeEach, describe, expect, it } from 'vitest'
import { HttpResponse, http } from 'msw'
import { formatPrice } from '@/lib/format'
import { storageKeys, writeStorage, readStorage } from '@/lib/storage'
import { getDb } from '@/mocks/mock-db'
import { newCartState } from '@/mocks/db/database'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { buildCartDto } from '@/mocks/handlers/aspos/cart-dto'
import { shopView } from '@/testing/pricing'
import { server } from '@/mocks/server'
import { signToken } from '@/mocks/jwt'
import { isApiError } from '../http'
import {
  addVoucher,
  cartAddressDtoSchema,
  cartDtoSchema,
  fetchCart,
  mapCart,
  pickupLocationDtoSchema,
  removeVoucher,
} from './cart'
import { cartBatchRequestSchema, submitCartBatch, type CartChange } from './cart-batch'
import { cartAnswers } from '@/mocks/messages'

const add = (productId: number, quantity = 1, color: string | null = null): CartChange => ({
  action: 'Add',
  productId,
  quantity,
  color,
})

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (isApiError(error)) return error
    throw error
  }
  throw new Error('expected a failure')
}

async function logIn(customerId = 1) {
  const customer = getDb().customerById(customerId)!
  const token = await signToken({
    sub: String(customerId),
    unique_name: customer.FirstName,
    email: customer.Email,
    scope: 'customer',
  })
  writeStorage(storageKeys.authToken, token)
}

describe('cart contract', () => {
  it('every product of the seed prices into a cart that fits cartDtoSchema()', () => {
    const db = getDb()
    const cart = newCartState('anon:contract')
    cart.Lines = db.state.products.map((p) => ({
      ProductId: p.Id,
      Quantity: 2,
      Color: p.Colors[0]?.Code ?? null,
    }))
    cart.VoucherCodes = db.state.vouchers.map((v) => v.Code)
    cart.DeliveryAddress = db.state.customers.flatMap((c) => c.Addresses)[0] ?? null
    cart.PickupStoreCode = db.state.stores[0]!.Code
    const parsed = cartDtoSchema().safeParse(buildCartDto(cart))
    expect(parsed.success, parsed.error?.message).toBe(true)
    expect(parsed.data!.CartLines).toHaveLength(db.state.products.length)
  })

  it('every seeded address and pickup store fits the address schemas', () => {
    const db = getDb()
    for (const address of db.state.customers.flatMap((c) => c.Addresses)) {
      expect(cartAddressDtoSchema().safeParse(address).success).toBe(true)
    }
    for (const store of db.state.stores)
      expect(pickupLocationDtoSchema().safeParse(store).success).toBe(true)
  })

  it('the batch request schema refuses what the service would not understand', () => {
    expect(cartBatchRequestSchema().safeParse({ changes: [add(1001)] }).success).toBe(true)
    expect(cartBatchRequestSchema().safeParse({ changes: [] }).success).toBe(false)
    expect(
      cartBatchRequestSchema().safeParse({ changes: [{ ...add(1001), action: 'Replace' }] })
        .success,
    ).toBe(false)
    expect(
      cartBatchRequestSchema().safeParse({ changes: [{ ...add(1001), productId: '1001' }] })
        .success,
    ).toBe(false)
  })

  it('maps euros to cents', () => {
    const cart = newCartState('anon:x')
    cart.Lines = [{ ProductId: ids.deposit, Quantity: 3, Color: null }]
    const mapped = mapCart(cartDtoSchema().parse(buildCartDto(cart)))
    expect(mapped.lines[0]).toMatchObject({
      unitPriceCents: 1299,
      depositCents: 15,
      lineTotalCents: 3 * 1314,
    })
    expect(mapped.depositTotalCents).toBe(45)
  })
})

describe('mock cart service', () => {
  beforeEach(() => localStorage.clear())

  it('an anonymous visitor gets an empty cart and a cart id to keep', async () => {
    const cart = await fetchCart()
    expect(cart.lines).toEqual([])
    expect(cart.totalCents).toBe(0)
    expect(readStorage(storageKeys.cartId)).toMatch(/^[A-Za-z0-9-]{8,}$/)
  })

  it('merges Adds by product and colour and keeps other colours apart', async () => {
    const [red, blue] = getDb().productById(ids.colour)!.Colors
    const cart = await submitCartBatch([
      add(ids.plain, 1),
      add(ids.plain, 2),
      add(ids.colour, 1, red!.Code),
      add(ids.colour, 1, blue!.Code),
      add(ids.colour, 1, red!.Code),
    ])
    expect(cart.lines.map((l) => [l.productId, l.color, l.quantity])).toEqual([
      [ids.plain, null, 3],
      [ids.colour, red!.Code, 2],
      [ids.colour, blue!.Code, 1],
    ])
    expect(cart.totalAmountOfProducts).toBe(6)
    // The same visitor (cart id) sees it again.
    expect((await fetchCart()).totalAmountOfProducts).toBe(6)
  })

  it('prices discount, web price, colour surtax and deposit, and charges shipping below € 39,95', async () => {
    const db = getDb()
    const colour = db.productById(ids.colour)!
    const surtax = Math.round(
      Number(colour.Fields.find((f) => f.Code === 'Kleurtoeslag')!.Value) * 100,
    )
    const cart = await submitCartBatch([
      add(ids.deposit, 2),
      add(ids.colour, 1, colour.Colors[0]!.Code),
    ])
    const [deposit, paint] = cart.lines
    expect(deposit).toMatchObject({
      unitPriceCents: 1299,
      depositCents: 15,
      lineTotalCents: 2 * 1314,
    })
    expect(paint!.unitPriceCents).toBe(2799 + surtax)
    expect(cart.subtotalCents).toBe(2 * 1299 + 2799 + surtax)
    expect(cart.depositTotalCents).toBe(30)
    expect(cart.shippingCents).toBe(0)
    expect(cart.totalCents).toBe(cart.subtotalCents + 30)

    // Discounted and web prices; the birthday discount is not a shop price.
    expect(shopView(db.productById(ids.discounted)!).currentPriceExclDepositCents).toBe(
      Math.round(db.productById(ids.discounted)!.Discount!.PriceInclTax * 100),
    )
    expect(shopView(db.productById(ids.webPrice)!).currentPriceExclDepositCents).toBe(4499)
    expect(shopView(db.productById(ids.birthdayDiscount)!).currentPriceExclDepositCents).toBe(599)
    expect(shopView(db.productById(ids.expiredDiscount)!).currentPriceExclDepositCents).toBe(1999)

    const small = await submitCartBatch([
      { action: 'Delete', productId: ids.colour, quantity: 0, color: colour.Colors[0]!.Code },
    ])
    expect(small.subtotalCents).toBe(2598)
    // Below the threshold the cart is priced with home delivery's shipping, the default way, until
    // the shopper chooses Click & Collect (see checkout.test.ts).
    expect(small.shippingCents).toBe(495)
    expect(small.freeShippingFromCents).toBe(3995)
    expect(small.totalCents).toBe(2598 + 30 + 495)
  })

  it('charges the staffel price from its minimum quantity, as the product shows it', async () => {
    const product = getDb().productById(ids.staffel)!
    const pricing = shopView(product)
    expect(pricing.staffelDiscount).toMatchObject({ minQuantity: 3, percentage: 10 })
    const two = await submitCartBatch([add(ids.staffel, 2)])
    expect(two.lines[0]).toMatchObject({
      unitPriceCents: pricing.currentPriceCents,
      lineTotalCents: 2 * pricing.currentPriceCents,
    })
    const three = await submitCartBatch([add(ids.staffel, 1)])
    expect(three.lines[0]).toMatchObject({
      quantity: 3,
      unitPriceCents: pricing.staffelDiscount!.newPriceCents,
    })
    expect(three.subtotalCents).toBe(3 * pricing.staffelDiscount!.newPriceCents)
    expect(three.subtotalCents).toBeLessThan(3 * pricing.currentPriceCents)
  })

  it('gives the loyalty price only to a customer of a loyalty group', async () => {
    const pricing = shopView(getDb().productById(ids.loyalty)!)
    expect(pricing.loyaltyPriceCents).not.toBeNull()
    const visitor = await submitCartBatch([add(ids.loyalty, 1)])
    expect(visitor.lines[0]!.unitPriceCents).toBe(pricing.currentPriceCents)
    await logIn(1) // Sanne: PARTICULIER
    expect((await submitCartBatch([add(ids.loyalty, 1)])).lines[0]!.unitPriceCents).toBe(
      pricing.currentPriceCents,
    )
    await logIn(2) // Joost: LOYAL
    expect((await submitCartBatch([add(ids.loyalty, 1)])).lines[0]!.unitPriceCents).toBe(
      pricing.loyaltyPriceCents,
    )
  })

  it('refuses more than the stock with the Dutch reason and the number left', async () => {
    const product = getDb().productById(ids.plain)!
    product.Stock = 3
    await submitCartBatch([add(ids.plain, 2)])
    const error = await failureOf(submitCartBatch([add(ids.plain, 2)]))
    expect(error.userMessage).toBe(cartAnswers.stockShort(product.Description, 3))
    const cart = await submitCartBatch([
      { action: 'Update', productId: ids.plain, quantity: 3, color: null },
    ])
    expect(cart.lines[0]).toMatchObject({ quantity: 3, stock: 3 })
    // Gift cards are e-mailed: no stock limit.
    expect((await submitCartBatch([add(ids.virtual, 50)])).lines[1]).toMatchObject({
      quantity: 50,
      isVirtual: true,
    })
  })

  it('refuses a colour product without a colour and a variant parent, with a Dutch reason', async () => {
    expect((await failureOf(submitCartBatch([add(ids.colour, 1)]))).userMessage).toBe(
      cartAnswers.colourRequired,
    )
    expect((await failureOf(submitCartBatch([add(ids.variantParent, 1)]))).userMessage).toBe(
      cartAnswers.variantRequired,
    )
    expect((await fetchCart()).lines).toEqual([])
  })

  it('refuses bad changes with a Dutch message and leaves the cart as it was', async () => {
    await submitCartBatch([add(ids.plain, 1)])
    const cases: [CartChange[], string][] = [
      [[add(ids.plain, 0)], cartAnswers.quantityTooLow],
      [
        [{ action: 'Update', productId: ids.plain, quantity: -1, color: null }],
        cartAnswers.quantityTooLow,
      ],
      [[add(424242)], cartAnswers.unknownProduct],
      [
        [{ action: 'Delete', productId: ids.discounted, quantity: 0, color: null }],
        cartAnswers.lineMissing,
      ],
      [[add(ids.outOfStock)], cartAnswers.outOfStock],
      // All or nothing: the good first change is not kept either.
      [[add(ids.plain, 5), add(424242)], cartAnswers.unknownProduct],
    ]
    for (const [changes, message] of cases) {
      const error = await failureOf(submitCartBatch(changes))
      expect(error.status).toBe(400)
      expect(error.userMessage).toBe(message)
    }
    expect((await fetchCart()).totalAmountOfProducts).toBe(1)
  })

  it('answers a malformed batch with 400 and a Dutch message, not a crash', async () => {
    const response = await fetch('http://localhost/api/aspos/cart/lines/batch', {
      method: 'POST',
      body: '{"changes": "nope"}',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ Success: false, Message: cartAnswers.badRequest })
  })

  it('applies WELKOM10, refuses unknown, expired, duplicate and below-minimum codes, and removes a voucher', async () => {
    await submitCartBatch([add(ids.plain, 1)])
    await addVoucher('welkom10')
    let cart = await fetchCart()
    expect(cart.vouchers).toEqual([
      expect.objectContaining({ id: 1, code: 'WELKOM10', amountCents: 650 }),
    ])
    expect(cart.discountCents).toBe(650)
    expect(cart.totalCents).toBe(6499 - 650)

    expect((await failureOf(addVoucher('BESTAATNIET'))).userMessage).toBe(
      cartAnswers.voucherUnknown,
    )
    expect((await failureOf(addVoucher('VERLOPEN'))).userMessage).toBe(cartAnswers.voucherExpired)
    expect((await failureOf(addVoucher('WELKOM10'))).userMessage).toBe(cartAnswers.voucherDuplicate)
    // A personal code is unknown to anyone else.
    expect((await failureOf(addVoucher('SANNE750'))).userMessage).toBe(cartAnswers.voucherUnknown)

    await removeVoucher(1)
    cart = await fetchCart()
    expect(cart.vouchers).toEqual([])
    expect(cart.totalCents).toBe(6499)

    await submitCartBatch([
      { action: 'Delete', productId: ids.plain, quantity: 0, color: null },
      add(ids.birthdayDiscount, 1),
    ])
    expect((await failureOf(addVoucher('ZOMER5'))).userMessage).toBe(
      cartAnswers.voucherMinimum(formatPrice(2500)),
    )
  })

  it('a customer GET takes over the lines of their anonymous cart and empties it', async () => {
    await submitCartBatch([add(ids.plain, 2), add(ids.deposit, 1)])
    const anonymousId = readStorage(storageKeys.cartId)!
    await logIn(1)
    await submitCartBatch([add(ids.plain, 1)])
    // The customer's own cart already held one plain; after the merge it holds 3.
    const merged = await fetchCart()
    expect(merged.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [ids.plain, 3],
      [ids.deposit, 1],
    ])
    expect(getDb().state.carts[`anon:${anonymousId}`]!.Lines).toEqual([])
    // Nothing is merged twice.
    expect((await fetchCart()).totalAmountOfProducts).toBe(4)
  })

  it('turns a server fault into an ApiError with a Dutch message', async () => {
    server.use(
      http.post('*/api/aspos/cart/lines/batch', () => HttpResponse.json({}, { status: 500 })),
    )
    const error = await failureOf(submitCartBatch([add(ids.plain)]))
    expect(error.status).toBe(500)
    expect(error.userMessage).toMatch(/server/)
  })
})

// Mock handlers of the cart: GET the cart (merging an anonymous cart into the customer's at login),
// the batch of line changes (all or nothing), and vouchers. Refusals answer 400 with
// { Success: false, ReasonCode, Message } and a Dutch Message, like the real service.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { voucherRequestSchema } from '@/api/aspos/cart'
import {
  IDEMPOTENCY_KEY_HEADER,
  cartBatchRequestSchema,
  type CartChange,
} from '@/api/aspos/cart-batch'
import { cart as messages } from '@/messages/nl/cart'
import { newCartState, type CartLineState, type CartState } from '../../db/database'
import { getDb } from '../../mock-db'
import { CART_ID_HEADER, cartIdHeaders, cartKeyOf, customerOf, fail, ok } from '../utils'
import {
  buildCartDto,
  needsColour,
  isVariantParent,
  voucherDtoExpired,
  stockRefusal,
  voucherByCode,
  voucherUseRefusal,
} from './cart-dto'
import { cartAnswers } from '@/mocks/messages'
import { MAX_LINE_QUANTITY as MAX_QUANTITY } from '@/domain/cart-limits'

/**
 * Batches already applied, per cart and Idempotency-Key: a batch sent again (the page re-sends the
 * one it could not see answered while being left) is answered with the cart as it is, not applied
 * twice. Bounded, oldest forgotten first, like a real service's short-lived key store.
 */
const appliedBatches = new Set<string>()
const MAX_REMEMBERED_BATCHES = 500

function rememberBatch(id: string) {
  appliedBatches.add(id)
  if (appliedBatches.size > MAX_REMEMBERED_BATCHES) {
    const oldest = appliedBatches.values().next().value
    if (oldest !== undefined) appliedBatches.delete(oldest)
  }
}
const formatEuro = (value: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(value)

class Refusal {
  constructor(
    readonly message: string,
    readonly reasonCode: string,
  ) {}
}

/** Lines merge by product and colour. */
const sameLine = (a: CartLineState, productId: number, color: string | null) =>
  a.ProductId === productId && a.Color === color

/** Applies one change to a copy of the lines; throws a Refusal when the service would refuse it. */
function applyChange(lines: CartLineState[], change: CartChange): CartLineState[] {
  const db = getDb()
  const product = db.productById(change.productId)
  if (!product) throw new Refusal(cartAnswers.unknownProduct, 'UnknownProduct')
  // A colour only means something on a colour product; elsewhere it is ignored.
  const trimmed = change.color?.trim() || null
  const color = needsColour(product) ? trimmed : null
  const index = lines.findIndex((l) => sameLine(l, product.Id, color))
  const existing = index >= 0 ? lines[index] : undefined

  if (change.action === 'Delete') {
    if (!existing) throw new Refusal(cartAnswers.lineMissing, 'LineNotFound')
    return lines.filter((_, i) => i !== index)
  }
  if (change.quantity < 1) throw new Refusal(cartAnswers.quantityTooLow, 'InvalidQuantity')
  if (!Number.isInteger(change.quantity))
    throw new Refusal(cartAnswers.badRequest, 'InvalidQuantity')
  // No purchase without a choice: a variant parent is not an article, a colour product needs its colour.
  if (isVariantParent(product)) throw new Refusal(cartAnswers.variantRequired, 'VariantRequired')
  if (needsColour(product) && !color) throw new Refusal(cartAnswers.colourRequired, 'ColorRequired')
  const quantity =
    change.action === 'Add' ? (existing?.Quantity ?? 0) + change.quantity : change.quantity
  const grows = quantity > (existing?.Quantity ?? 0)
  // A line holds at most MAX_QUANTITY pieces, also when an Add joins what it holds already.
  if (quantity > MAX_QUANTITY && grows)
    throw new Refusal(cartAnswers.lineLimit(MAX_QUANTITY), 'InvalidQuantity')
  if (product.Stock <= 0 && grows && !product.IsVirtual)
    throw new Refusal(cartAnswers.outOfStock, 'OutOfStock')
  // More than the shop has is refused; lowering an over-stock line (stock sold meanwhile) is allowed.
  const otherColours = lines
    .filter((l, i) => i !== index && l.ProductId === product.Id)
    .reduce((n, l) => n + l.Quantity, 0)
  const short = grows ? stockRefusal(product, quantity + otherColours) : null
  if (short) throw new Refusal(short, 'InsufficientStock')
  const next: CartLineState = {
    ProductId: product.Id,
    Quantity: Math.min(quantity, MAX_QUANTITY),
    Color: color,
  }
  return existing ? lines.map((l, i) => (i === index ? next : l)) : [...lines, next]
}

/** The visitor's cart; a customer's GET also takes over the lines of their anonymous cart. */
async function visitorCart(request: Request, { store }: { store: boolean }) {
  const db = getDb()
  const { key, issuedCartId } = await cartKeyOf(request)
  const cart = store ? db.cartFor(key) : (db.state.carts[key] ?? newCartState(key))
  return { cart, key, issuedCartId }
}

function mergeAnonymousCart(request: Request, key: string, cart: CartState): boolean {
  if (!key.startsWith('customer:')) return false
  const anonymousId = request.headers.get(CART_ID_HEADER)
  const anonymous = anonymousId ? getDb().state.carts[`anon:${anonymousId}`] : undefined
  if (!anonymous || (anonymous.Lines.length === 0 && anonymous.VoucherCodes.length === 0))
    return false
  for (const line of anonymous.Lines) {
    const existing = cart.Lines.find((l) => sameLine(l, line.ProductId, line.Color))
    if (existing) existing.Quantity = Math.min(existing.Quantity + line.Quantity, MAX_QUANTITY)
    else cart.Lines.push({ ...line })
  }
  for (const code of anonymous.VoucherCodes)
    if (!cart.VoucherCodes.includes(code)) cart.VoucherCodes.push(code)
  anonymous.Lines = []
  anonymous.VoucherCodes = []
  return true
}

export const cartHandlers: HttpHandler[] = [
  http.get('*/api/aspos/cart', async ({ request }) => {
    const db = getDb()
    const { key, issuedCartId } = await cartKeyOf(request)
    let cart = db.state.carts[key]
    if (key.startsWith('customer:')) {
      const merged = mergeAnonymousCart(request, key, (cart = db.cartFor(key)))
      if (merged) db.persist()
    }
    // Reading an unknown cart does not store one: an empty cart costs nothing until it changes.
    return HttpResponse.json(buildCartDto(cart ?? newCartState(key)), {
      headers: cartIdHeaders(issuedCartId),
    })
  }),

  http.post('*/api/aspos/cart/lines/batch', async ({ request }) => {
    let raw: unknown
    try {
      raw = await request.clone().json()
    } catch {
      raw = null
    }
    const body = cartBatchRequestSchema().safeParse(raw)
    if (!body.success) return fail(cartAnswers.badRequest, 400, 'BadRequest')
    const { cart, key, issuedCartId } = await visitorCart(request, { store: true })
    const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.slice(0, 100)
    const batchId = idempotencyKey ? `${key}:${idempotencyKey}` : null
    if (batchId && appliedBatches.has(batchId)) {
      return ok({ Cart: buildCartDto(cart) }, { headers: cartIdHeaders(issuedCartId) })
    }
    let lines = cart.Lines.map((l) => ({ ...l }))
    try {
      for (const change of body.data.changes) lines = applyChange(lines, change)
    } catch (error) {
      if (error instanceof Refusal) return fail(error.message, 400, error.reasonCode)
      throw error
    }
    // All or nothing: the stored cart only changes when every change was accepted.
    cart.Lines = lines
    if (batchId) rememberBatch(batchId)
    getDb().persist()
    return ok({ Cart: buildCartDto(cart) }, { headers: cartIdHeaders(issuedCartId) })
  }),

  http.post('*/api/aspos/cart/vouchers', async ({ request }) => {
    let raw: unknown
    try {
      raw = await request.clone().json()
    } catch {
      raw = null
    }
    const body = voucherRequestSchema().safeParse(raw)
    if (!body.success) return fail(messages.vouchers.required, 400, 'BadRequest')
    const { cart, issuedCartId } = await visitorCart(request, { store: true })
    const voucher = voucherByCode(body.data.code)
    const customer = voucher ? await customerOf(request) : null
    // Personal codes are unknown to everyone but their owner.
    if (!voucher || (voucher.CustomerId !== null && customer?.Id !== voucher.CustomerId)) {
      return fail(cartAnswers.voucherUnknown, 400, 'VoucherUnknown')
    }
    if (voucherDtoExpired(voucher)) return fail(cartAnswers.voucherExpired, 400, 'VoucherExpired')
    const used = voucherUseRefusal(voucher, {
      customerId: customer?.Id ?? null,
      email: customer?.Email ?? cart.Email,
    })
    if (used) return fail(used.message, 400, used.reasonCode)
    if (cart.VoucherCodes.some((c) => c.toUpperCase() === voucher.Code.toUpperCase())) {
      return fail(cartAnswers.voucherDuplicate, 400, 'VoucherDuplicate')
    }
    if (buildCartDto(cart).SubTotalInclTax < voucher.MinOrderAmount) {
      return fail(
        cartAnswers.voucherMinimum(formatEuro(voucher.MinOrderAmount)),
        400,
        'VoucherMinimum',
      )
    }
    cart.VoucherCodes.push(voucher.Code)
    getDb().persist()
    return ok({}, { headers: cartIdHeaders(issuedCartId) })
  }),

  http.delete('*/api/aspos/cart/vouchers', async ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('voucherId'))
    const { cart } = await visitorCart(request, { store: false })
    const voucher = Number.isInteger(id)
      ? getDb().state.vouchers.find((v) => v.Id === id)
      : undefined
    const index = voucher
      ? cart.VoucherCodes.findIndex((c) => c.toUpperCase() === voucher.Code.toUpperCase())
      : -1
    if (index < 0) return fail(cartAnswers.voucherMissing, 400, 'VoucherNotFound')
    cart.VoucherCodes.splice(index, 1)
    getDb().persist()
    return ok({})
  }),
]

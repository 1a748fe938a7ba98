// The cart mock's batch endpoint honours Idempotency-Key: a batch sent again is applied once.
import { describe, expect, it } from 'vitest'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { MAX_LINE_QUANTITY } from '@/domain/cart-limits'

async function batch(cartId: string | null, key: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (cartId) headers['X-Cart-Id'] = cartId
  if (key) headers['Idempotency-Key'] = key
  const response = await fetch('http://localhost/api/aspos/cart/lines/batch', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      changes: [{ action: 'Add', productId: ids.plain, quantity: 2, color: null }],
    }),
  })
  const body = (await response.json()) as { Cart: { TotalAmountOfProducts: number } }
  return {
    cartId: response.headers.get('X-Cart-Id') ?? cartId,
    count: body.Cart.TotalAmountOfProducts,
  }
}

describe('POST /api/aspos/cart/lines/batch', () => {
  it('applies a batch with a key it has seen only once, and answers the cart as it is', async () => {
    const first = await batch(null, 'key-1')
    expect(first.count).toBe(2)
    expect((await batch(first.cartId, 'key-1')).count).toBe(2)
    expect((await batch(first.cartId, 'key-2')).count).toBe(4)
    expect((await batch(first.cartId, null)).count).toBe(6)
  })
})

describe('the line limit (MAX_LINE_QUANTITY)', () => {
  const send = (cartId: string | null, quantity: number) =>
    fetch('http://localhost/api/aspos/cart/lines/batch', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(cartId ? { 'X-Cart-Id': cartId } : {}),
      },
      body: JSON.stringify({
        // A virtual product: no stock limit, only the line's.
        changes: [{ action: 'Add', productId: ids.virtual, quantity, color: null }],
      }),
    })

  it('refuses an Add that takes a line above 999, naming the limit, and keeps the cart as it was', async () => {
    const first = await send(null, 990)
    expect(first.status).toBe(200)
    const cartId = first.headers.get('X-Cart-Id')
    const refused = await send(cartId, 10)
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { ReasonCode: string; Message: string }
    expect(body.ReasonCode).toBe('InvalidQuantity')
    expect(body.Message).toContain(`${MAX_LINE_QUANTITY}`)
    expect((await send(cartId, 9)).status).toBe(200)
  })
})

// The cart mock's batch endpoint honours Idempotency-Key: a batch sent again is applied once.
import { describe, expect, it } from 'vitest'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'

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

// The summary beside the delivery step follows the typed country before the address is sent.
import { describe, expect, it } from 'vitest'
import { cartSummary } from '@/api/aspos/order-summary'
import { withDeliveryChoice } from '@/domain/order-summary'
import { mapCart, type Cart } from '@/api/aspos/cart'
import { buildCartDto } from '@/mocks/handlers/aspos/cart-dto'
import { newCartState, type CartState } from '@/mocks/db/database'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { withTypedCountry } from './typed-destination'

function priced(patch: Partial<CartState> = {}): Cart {
  const state: CartState = {
    ...newCartState('anon:typed'),
    Lines: [{ ProductId: ids.deposit, Quantity: 1, Color: null }],
    ...patch,
  }
  return mapCart(buildCartDto(state))
}

describe('withTypedCountry', () => {
  it('België typed: the group rate, no free-shipping threshold, the total with it', () => {
    const summary = cartSummary(withTypedCountry(priced(), 'BE'))
    expect(summary.rows.at(-1)).toEqual({ kind: 'shipping', cents: 695, state: 'delivery' })
    expect(summary.totalCents).toBe(1314 + 695)
  })

  it('Nederland typed, or nothing: the cart as the service priced it', () => {
    const cart = priced()
    expect(withTypedCountry(cart, 'NL')).toBe(cart)
    expect(withTypedCountry(cart, null)).toBe(cart)
  })

  it('Malta typed (not served): no rate, the total without shipping', () => {
    const summary = cartSummary(withTypedCountry(priced(), 'MT'))
    expect(summary.rows.at(-1)).toEqual({ kind: 'shipping', cents: 0, state: 'unknown' })
    expect(summary.totalExcludesShipping).toBe(true)
    expect(summary.totalCents).toBe(1314)
  })

  it('Click & Collect chosen: the typed country changes nothing', () => {
    const pickup = withDeliveryChoice(priced(), 'Pickup')
    expect(withTypedCountry(pickup, 'BE')).toBe(pickup)
  })
})

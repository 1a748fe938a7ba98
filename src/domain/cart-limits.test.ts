// The room the service leaves for an order: the line limit, or the stock where that is lower.
import { describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY, orderRoom } from './cart-limits'

describe('orderRoom', () => {
  it('is the line limit for a product with plenty of stock or none known', () => {
    expect(orderRoom({ stock: 5000 })).toEqual({
      room: MAX_LINE_QUANTITY,
      reason: 'line',
      inCart: 0,
      max: MAX_LINE_QUANTITY,
    })
    expect(orderRoom({ stock: null })).toEqual({
      room: MAX_LINE_QUANTITY,
      reason: 'line',
      inCart: 0,
      max: MAX_LINE_QUANTITY,
    })
    expect(orderRoom({ stock: 0, isVirtual: true }).room).toBe(MAX_LINE_QUANTITY)
  })

  it('counts what the line holds against the line limit', () => {
    expect(orderRoom({ inLine: 990 })).toEqual({
      room: 9,
      reason: 'line',
      inCart: 990,
      max: MAX_LINE_QUANTITY,
    })
    expect(orderRoom({ inLine: 999 }).room).toBe(0)
  })

  it('is the stock, less what the cart holds of the product in every colour, where that is lower', () => {
    expect(orderRoom({ stock: 14 })).toEqual({ room: 14, reason: 'stock', stock: 14, inCart: 0 })
    expect(orderRoom({ stock: 14, inLine: 2, inProduct: 5 })).toEqual({
      room: 9,
      reason: 'stock',
      stock: 14,
      inCart: 5,
    })
    expect(orderRoom({ stock: 3, inLine: 4 }).room).toBe(0)
  })
})

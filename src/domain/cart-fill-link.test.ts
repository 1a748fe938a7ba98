// The cart-fill link: what cartFillHref writes is read back as the same lines, and a tampered or
// broken link is refused with every problem named (a link is all or nothing).
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_LINE_QUANTITY } from '@/domain/cart-limits'
import {
  cartFillHref,
  MAX_CART_FILL_LINES,
  parseCartFillParam,
  type CartFillLine,
} from './cart-fill-link'
import { paths } from '@/lib/paths'

const paramOf = (href: string) => new URL(href, 'https://shop.test').searchParams.get('p')

describe('the cart-fill link', () => {
  it('is the cart-fill path with the lines in p', () => {
    const href = cartFillHref([
      { productId: 1032, quantity: 2, color: null },
      { productId: 1010, quantity: 1, color: 'RAL9010' },
    ])
    expect(href).toBe('/winkelmandje/vullen?p=1032:2,1010:1:RAL9010')
    expect(new URL(href, 'https://shop.test').pathname).toBe(paths.cartFill)
  })

  it('reads back what it wrote', () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 999_999_999 }),
      quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
      color: fc.option(fc.stringMatching(/^[A-Z0-9][A-Z0-9.-]{0,12}$/), { nil: null }),
    })
    fc.assert(
      fc.property(
        fc.uniqueArray(line, {
          minLength: 1,
          maxLength: MAX_CART_FILL_LINES,
          selector: (l) => `${l.productId}:${l.color ?? ''}`,
        }),
        (lines: CartFillLine[]) => {
          expect(parseCartFillParam(paramOf(cartFillHref(lines)))).toEqual({
            lines,
            problems: [],
          })
        },
      ),
    )
  })

  it('refuses a quantity of 0 or above the cart’s limit, naming the product', () => {
    expect(parseCartFillParam('1032:0,1154:10000,1082:999').problems).toEqual([
      { kind: 'quantity', productId: 1032, quantity: 0 },
      { kind: 'quantity', productId: 1154, quantity: 10000 },
    ])
  })

  it.each(['abc', '1032', '1032:', ':2', '1032:-1', '1032:2.5', '0:1', '1032:1:R,A', '1:2:3:4'])(
    'refuses the malformed part %j',
    (part) => {
      const parsed = parseCartFillParam(`1154:1,${part}`)
      expect(parsed.problems.length).toBeGreaterThan(0)
      expect(parsed.problems.every((p) => p.kind === 'malformed')).toBe(true)
    },
  )

  it('refuses an empty link, too many lines and the same product twice', () => {
    expect(parseCartFillParam(null).problems).toEqual([{ kind: 'empty' }])
    expect(parseCartFillParam(' , ').problems).toEqual([{ kind: 'empty' }])
    const many = Array.from({ length: MAX_CART_FILL_LINES + 1 }, (_, i) => `${i + 1}:1`).join(',')
    expect(parseCartFillParam(many).problems).toEqual([
      { kind: 'tooMany', count: MAX_CART_FILL_LINES + 1 },
    ])
    expect(parseCartFillParam('1032:1,1032:2').problems).toEqual([
      { kind: 'duplicate', productId: 1032 },
    ])
    // Two colours of one product are two lines.
    expect(parseCartFillParam('1010:1:RAL9010,1010:1:RAL1003').problems).toEqual([])
  })
})

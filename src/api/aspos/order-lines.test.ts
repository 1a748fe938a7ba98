// An order's lines as the shop reads them: the articles with what each piece cost and, when the
// order booked it, what it cost before its discount; the vouchers booked as lines as discounts.
import { describe, expect, it } from 'vitest'
import { mapOrderLines } from './order-lines'

const catsan = {
  ProductId: 1006,
  Description: 'Catsan Hygiene kattenbakvulling 10 l',
  Quantity: 3,
  PriceInclTax: 8.09,
  Color: null,
}

describe('mapOrderLines', () => {
  it('a discounted line keeps its original piece price and saves by the cart’s rule', () => {
    const { lines } = mapOrderLines([{ ...catsan, OriginalPriceInclTax: 8.99 }])
    expect(lines[0]).toMatchObject({
      priceCents: 809,
      originalPriceCents: 899,
      lineTotalCents: 2427,
      savingCents: 270,
    })
  })

  it('a line without the original price (an older order) shows no saving', () => {
    const { lines } = mapOrderLines([catsan])
    expect(lines[0]).toMatchObject({ priceCents: 809, originalPriceCents: null, savingCents: 0 })
  })

  it('an original price that is not more than the price is no discount', () => {
    const { lines } = mapOrderLines([{ ...catsan, OriginalPriceInclTax: 8.09 }])
    expect(lines[0]).toMatchObject({ originalPriceCents: null, savingCents: 0 })
  })

  it('a negative line is a discount (a voucher), not an article', () => {
    const { lines, discounts } = mapOrderLines([
      catsan,
      {
        ProductId: 0,
        Description: 'Kortingscode ZOMER5',
        Quantity: 1,
        PriceInclTax: -5,
        Color: null,
      },
    ])
    expect(lines).toHaveLength(1)
    expect(discounts).toEqual([{ label: 'Kortingscode ZOMER5', cents: 500 }])
  })
})

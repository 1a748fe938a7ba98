// The shop and the service price alike: for every seed product, at moments around each discount
// window, for several quantities and for loyalty customers and others, what the mock service's own
// price book charges (price-book.ts) equals what the shop's price rules announce (src/domain/pricing,
// through the wire's mapper). A rule changed on one side only fails here.
import { describe, expect, it } from 'vitest'
import { lineCharge } from '@/domain/pricing/line-charge'
import { shopDateTime } from '@/lib/clock'
import { products as seedProducts } from '@/mocks/db/seed-catalogue'
import type { ProductDto } from '@/mocks/db/types'
import { shopView } from '@/testing/pricing'
import { chargeLine, pieceNowCents, priceBookEntry, wasCents } from './price-book'

const savingName = { sale: 'Sale', staffel: 'Staffel', loyalty: 'Loyalty' } as const

/** Now, and one second either side of every start and end of the product's own discounts. */
function momentsOf(dto: ProductDto): Date[] {
  const out = [new Date(), new Date(2026, 0, 15, 12)]
  for (const d of [...dto.Discounts, ...dto.ActiveDiscounts])
    for (const edge of [
      shopDateTime(d.StartDate, d.StartTime, '00:00:00'),
      shopDateTime(d.EndDate, d.EndTime, '23:59:59'),
    ])
      if (edge instanceof Date)
        out.push(new Date(edge.getTime() - 1000), new Date(edge.getTime() + 1000))
  return out
}

describe('the service’s price book and the shop’s price rules', () => {
  it('agree on every seed product, at every discount edge, for every quantity and customer', () => {
    let compared = 0
    for (const dto of seedProducts)
      for (const now of momentsOf(dto)) {
        const shop = shopView(dto, now)
        const entry = priceBookEntry(dto, now)
        expect(pieceNowCents(entry), `${dto.Id} at ${now.toISOString()}`).toBe(
          shop.currentPriceCents,
        )
        expect(wasCents(entry), `${dto.Id} struck`).toBe(shop.originalPriceCents)
        for (const quantity of [1, 2, 3, 5, 6, 10, 12, 25])
          for (const loyaltyCustomer of [false, true]) {
            const shown = lineCharge(shop, quantity, { loyaltyCustomer })
            const charged = chargeLine(entry, quantity, loyaltyCustomer)
            const where = `${dto.Id} × ${quantity}${loyaltyCustomer ? ' (loyalty)' : ''} at ${now.toISOString()}`
            expect(
              {
                piece: charged.pieceCents,
                was: charged.wasPieceCents,
                saving: charged.saving,
                total: charged.totalCents,
                deposit: entry.depositCents,
              },
              where,
            ).toEqual({
              piece: shown.pieceCents,
              was: shown.originalPieceCents,
              saving: shown.saving && savingName[shown.saving],
              total: shown.totalCents,
              deposit: shown.depositCents,
            })
            compared++
          }
      }
    expect(compared).toBeGreaterThan(1000)
  })
})

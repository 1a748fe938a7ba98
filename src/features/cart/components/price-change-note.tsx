// The cart's note after a reorder: the shopper pays today's prices, and these reordered lines cost
// something else now than in the order they came from.
import { PriceText } from '@/components/price'
import { bulkAdd } from '@/messages/nl/bulk-add'
import { usePriceChanges } from '../use-price-changes'

const t = bulkAdd.priceChanges

export function PriceChangeNote() {
  const changes = usePriceChanges()
  if (changes.length === 0) return null
  return (
    <section className="alert alert-info small" aria-labelledby="cart-price-changes">
      <h2 id="cart-price-changes" className="h6">
        {t.heading}
      </h2>
      <p className="mb-1">{t.intro}</p>
      <ul className="mb-0 ps-3">
        {changes.map((change, index) => (
          <li key={index}>
            <PriceText
              message={(then, today) => t.line(change.name, then!, today!)}
              amounts={[change.orderPriceCents, change.todayCents]}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

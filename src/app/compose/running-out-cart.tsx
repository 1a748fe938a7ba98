// "Vergeet je dit niet?" under the cart's lines: the customer's due products that the cart does not
// hold yet (product and colour) and that can be bought now, each with one tap for the quantity of
// last time. Nothing for a guest, or when nothing is due.
import '@/styles/features/running-out.scss'
import { useId } from 'react'
import { runningOut as t } from '@/messages/nl/running-out'
import { BulkAddButton } from '@/features/cart/components/bulk-add-button'
import { useCartLines } from '@/features/cart/cart-reads'
import { useOpenedAt } from '@/lib/use-opened-at'
import { DueRow } from '@/features/running-out/components/due-row'
import { addLineOf, lastQuantityOf } from '@/features/running-out/reminder'
import { rhythmKey } from '@/domain/refill-rhythm'
import { useRunningOut } from '@/features/running-out/use-running-out'

export function ForgetNot() {
  const now = useOpenedAt()
  const running = useRunningOut()
  const lines = useCartLines()
  const headingId = useId()
  const inCart = new Set(lines.map((line) => rhythmKey(line.productId, line.color)))
  const items = running.items.filter((item) => !item.soldOut && !inCart.has(item.rhythm.key))
  if (items.length === 0) return null

  return (
    <section className="running-out-cart mt-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        {t.cart.heading}
      </h2>
      <ul className="list-unstyled mb-0 running-out-rows">
        {items.map((item) => (
          <li key={item.rhythm.key}>
            <DueRow
              item={item}
              now={now}
              actions={
                <BulkAddButton
                  lines={[addLineOf(item)]}
                  label={t.add}
                  context={t.addFor(lastQuantityOf(item), item.product.title)}
                  size="sm"
                />
              }
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

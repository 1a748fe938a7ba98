// "Bijna op?" on home, for a logged-in customer, above the first product rail: the products their
// own orders say run out within a week (or already did), as catalogue cards with when, today's
// price and stock, one tap for the quantity bought last time (the cart's bulk add: one batch),
// Later / Niet meer voorstellen, and for all of them at once "Alles in winkelmandje" and "Zet in
// mijn agenda". Loaded after home's first paint, only for a customer (home.tsx).
import '@/styles/features/running-out.scss'
import { useId } from 'react'
import { runningOut as t } from '@/messages/nl/running-out'
import { BulkAddButton } from '@/features/cart/components/bulk-add-button'
import { ProductCard } from '@/features/catalogue/components/product-card'
import { useOpenedAt } from '@/lib/use-opened-at'
import { deriveProduct } from '@/domain/pricing/flags'
import {
  Alternatives,
  CalendarButton,
  LastTimeText,
  StockText,
  WhenText,
} from '@/features/running-out/components/due-parts'
import { addLineOf } from '@/features/running-out/reminder'
import { useRunningOut } from '@/features/running-out/use-running-out'
import { useChoiceFeedback } from './running-out-choices'
import { DueActions } from './running-out-actions'

export function RunningOutRail() {
  const now = useOpenedAt()
  const running = useRunningOut()
  const feedback = useChoiceFeedback(running)
  const headingId = useId()
  const { items } = running
  if (running.status !== 'ready' || (items.length === 0 && !feedback.said)) return null

  return (
    <section className="content-block running-out" aria-labelledby={headingId}>
      <div className="running-out-head">
        <div>
          <h2 id={headingId} ref={feedback.headingRef} tabIndex={-1} className="h3 mb-1">
            {t.heading}
          </h2>
          <p className="text-body-secondary mb-0">{t.intro}</p>
        </div>
        {items.length > 0 && (
          <div className="running-out-all">
            <BulkAddButton lines={items.map(addLineOf)} label={t.addAll} context={t.addAllFor} />
            <CalendarButton items={items} today={running.today} />
          </div>
        )}
      </div>
      <p role="status" className="small mb-2 running-out-said">
        {feedback.said}
      </p>
      {items.length > 0 && (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.rhythm.key} className="col">
              <ProductCard
                product={deriveProduct(item.product, now)}
                headingLevel={3}
                actions={
                  <div className="running-out-card d-flex flex-column gap-1">
                    <WhenText item={item} />
                    <StockText item={item} />
                    {item.soldOut ? (
                      <Alternatives item={item} now={now} />
                    ) : (
                      <LastTimeText item={item} />
                    )}
                    <div className="running-out-buy d-grid gap-1">
                      <DueActions item={item} feedback={feedback} />
                    </div>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

// A store in the store list: name (link to its page), whether it is open now ("Nu open, tot 18:00"),
// its distance once the shopper shared a location, address, today's hours, services.
import { Link } from 'react-router-dom'
import type { Store } from '@/api/aspos/stores'
import { shopWeekday } from '@/lib/clock'
import { PostalAddress } from '@/components/postal-address'
import { StoreDistance, StoreOpenState } from '@/components/store-open-state'
import { content as messages } from '@/messages/nl/content'
import { useContentLinks } from '../content-links'
import { openingHoursRows } from '../opening-hours'

export function StoreCard({
  store,
  now,
  km = null,
}: {
  store: Store
  /** The moment the card speaks of ("Nu open"): the page's clock, so every card agrees. */
  now: Date
  /** Kilometres from the shopper, when known. */
  km?: number | null
}) {
  const links = useContentLinks()
  const today = shopWeekday(now)
  const todayRow = openingHoursRows(store.openingHours).find((row) => row.dayOfWeek === today)
  return (
    <article className="card h-100 store-card">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-baseline gap-2">
          <h3 className="h5 card-title">
            <Link to={links.store(store.slug)}>{store.name}</Link>
          </h3>
          {km !== null && <StoreDistance km={km} className="small text-body-secondary" />}
        </div>
        <p className="small mb-2">
          <StoreOpenState hours={store.openingHours} now={now} />
        </p>
        <PostalAddress address={{ ...store, companyName: '' }} className="mb-2" />
        {todayRow && (
          <p className="small mb-2">
            <span className="fw-semibold">{todayRow.day}: </span>
            {todayRow.text}
          </p>
        )}
        {store.services.length > 0 && (
          <ul className="list-inline mb-0 small" aria-label={messages.stores.services}>
            {store.services.map((service) => (
              <li key={service} className="list-inline-item badge text-bg-light border">
                {service}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}

// A store in the store list: name (link to its page), address, today's hours at a glance, services.
import { Link } from 'react-router-dom'
import type { Store } from '@/api/aspos/stores'
import { shopWeekday } from '@/lib/clock'
import { PostalAddress } from '@/components/postal-address'
import { content as messages } from '@/messages/nl/content'
import { useContentLinks } from '../content-links'
import { openingHoursRows } from '../opening-hours'

export function StoreCard({
  store,
  today = shopWeekday(new Date()),
}: {
  store: Store
  today?: number
}) {
  const links = useContentLinks()
  const todayRow = openingHoursRows(store.openingHours).find((row) => row.dayOfWeek === today)
  return (
    <article className="card h-100 store-card">
      <div className="card-body">
        <h3 className="h5 card-title">
          <Link to={links.store(store.slug)}>{store.name}</Link>
        </h3>
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

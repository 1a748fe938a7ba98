// What a catalogue page shows when its category, brand or product does not exist: a Dutch message
// and ways on (never a blank page).
import { Link } from 'react-router-dom'
import { usePageMeta } from '@/components/page-meta'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'

export function CatalogueNotFound({ title, hint }: { title: string; hint?: string }) {
  const t = catalogue.listing.empty
  usePageMeta({ title, noindex: true })
  return (
    <div className="catalogue-not-found text-center py-5">
      <h1 className="h2">{title}</h1>
      {hint && <p>{hint}</p>}
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
        <Link to={hrefs.offers()} className="btn btn-primary">
          {t.toOffers}
        </Link>
        <Link to={hrefs.singleListing()} className="btn btn-outline-secondary">
          {t.toAll}
        </Link>
        <Link to={hrefs.home()} className="btn btn-outline-secondary">
          {t.toHome}
        </Link>
      </div>
    </div>
  )
}

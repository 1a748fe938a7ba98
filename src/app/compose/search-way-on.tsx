// A search without results is never a dead end: below the message, the main categories and the
// customer service (contact form and frequently asked questions).
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { useCategoryMenu } from '@/app/layouts/use-category-menu'

const t = catalogue.listing.empty

export function SearchWayOn() {
  const { data: tree } = useCategoryMenu()
  const id = useId()
  const roots = tree?.roots ?? []
  return (
    <div className="row g-4 mb-4 search-way-on">
      {roots.length > 0 && (
        <nav aria-labelledby={`${id}-categories`} className="col-md-7">
          <h2 id={`${id}-categories`} className="h5">
            {t.categoriesTitle}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {roots.map((node) => (
              <li key={node.id}>
                <Link to={hrefs.category(node.id)} className="btn btn-outline-secondary btn-sm">
                  {node.description}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-labelledby={`${id}-service`} className="col-md-5">
        <h2 id={`${id}-service`} className="h5">
          {t.serviceTitle}
        </h2>
        <p className="mb-2">{t.serviceText}</p>
        <ul className="list-unstyled mb-0">
          <li className="py-1">
            <Link to={hrefs.contact()}>{t.toContact}</Link>
          </li>
          <li className="py-1">
            <Link to={hrefs.faq()}>{t.toFaq}</Link>
          </li>
        </ul>
      </nav>
    </div>
  )
}

// The top of a listing page: the one h1, an optional intro text and links to subcategories.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import type { CategoryNode } from '../tree'

interface ListingHeaderProps {
  title: string
  intro?: string | null
  subcategories?: CategoryNode[]
  children?: ReactNode
}

export function ListingHeader({ title, intro, subcategories = [], children }: ListingHeaderProps) {
  return (
    <header className="listing-header mb-4">
      <h1 className="mb-2">{title}</h1>
      {intro && <p className="lead fs-6 text-body-secondary mb-3">{intro}</p>}
      {subcategories.length > 0 && (
        <nav aria-label={catalogue.listing.subcategories}>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {subcategories.map((child) => (
              <li key={child.id}>
                <Link
                  to={hrefs.category(child.id)}
                  className="btn btn-sm btn-outline-secondary subcategory-link"
                >
                  {child.description}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </header>
  )
}

// The top of a brand (or brand collection) page: logo, the one h1, the brand's text and its collections.
import { Link } from 'react-router-dom'
import type { Brand } from '@/api/aspos/brands'
import { ApiImage } from '@/components/api-image'
import { SafeHtml } from '@/components/safe-html'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'

interface BrandHeaderProps {
  brand: Brand
  title: string
  /** Text from the content service; the brand's own description otherwise. */
  html?: string | null
  currentCollection?: string
}

export function BrandHeader({ brand, title, html, currentCollection }: BrandHeaderProps) {
  return (
    <header className="brand-header d-flex flex-column flex-md-row gap-3 align-items-md-center mb-4">
      {brand.logo && (
        <ApiImage
          name={brand.logo.name}
          extension={brand.logo.extension}
          alt={catalogue.brands.logo(brand.name)}
          width={160}
          height={80}
          priority
          className="brand-logo flex-shrink-0"
        />
      )}
      <div>
        <h1 className="mb-2">{title}</h1>
        {html ? (
          <SafeHtml html={html} className="text-body-secondary" />
        ) : (
          brand.description && <p className="text-body-secondary">{brand.description}</p>
        )}
        {brand.collections.length > 0 && (
          <nav aria-label={catalogue.brands.collections}>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              <li>
                <Link
                  to={hrefs.brand(brand.urlSlug)}
                  className="btn btn-sm btn-outline-secondary"
                  aria-current={currentCollection ? undefined : 'page'}
                >
                  {catalogue.brands.allOfBrand(brand.name)}
                </Link>
              </li>
              {brand.collections.map((c) => (
                <li key={c.urlSlug}>
                  <Link
                    to={hrefs.brandCollection(brand.urlSlug, c.urlSlug)}
                    className="btn btn-sm btn-outline-secondary"
                    aria-current={currentCollection === c.urlSlug ? 'page' : undefined}
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  )
}

// The brands overview: main brands as logo tiles, then every brand A–Z with a letter index.
import { Link } from 'react-router-dom'
import type { Brand } from '@/api/aspos/brands'
import { ApiImage } from '@/components/api-image'
import { catalogue } from '@/messages/nl/catalogue'
import { groupBrands, mainBrands } from '../brand-index'
import { hrefs } from '@/lib/paths'

const t = catalogue.brands

export function BrandsOverview({ brands }: { brands: Brand[] }) {
  const main = mainBrands(brands)
  const groups = groupBrands(brands)
  return (
    <>
      {main.length > 0 && (
        <section aria-labelledby="main-brands" className="mb-5">
          <h2 id="main-brands" className="h4">
            {t.main}
          </h2>
          <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 list-unstyled">
            {main.map((b, index) => (
              <li key={b.id} className="col">
                <Link
                  to={hrefs.brand(b.urlSlug)}
                  className="card h-100 text-center text-decoration-none brand-tile"
                >
                  {b.logo && (
                    <ApiImage
                      name={b.logo.name}
                      extension={b.logo.extension}
                      alt=""
                      width={160}
                      height={80}
                      priority={index < 6}
                      className="img-fluid mx-auto mt-2"
                    />
                  )}
                  <span className="card-body py-2 fw-semibold link-body-emphasis">{b.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="all-brands">
        <h2 id="all-brands" className="h4">
          {t.all}
        </h2>
        <nav aria-label={t.letters} className="mb-3">
          <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
            {groups.map((g) => (
              <li key={g.letter}>
                <a
                  href={`#merken-${g.letter === '#' ? 'overig' : g.letter}`}
                  className="btn btn-sm btn-outline-secondary brand-letter"
                >
                  {g.letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
          {groups.map((g) => (
            <div key={g.letter} className="col">
              <h3
                id={`merken-${g.letter === '#' ? 'overig' : g.letter}`}
                className="h5 border-bottom pb-1"
              >
                {g.letter}
              </h3>
              <ul className="list-unstyled mb-0">
                {g.brands.map((b) => (
                  <li key={b.id}>
                    <Link to={hrefs.brand(b.urlSlug)}>{b.name}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  )
}

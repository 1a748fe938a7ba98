// The not-found page's ways on, below its message: a search box (the header's), the main
// categories and a few popular pages, so a wrong address is never a dead end.
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { SearchBox } from '@/features/search/components/search-box'
import { shell } from '@/messages/nl/shell'
import { hrefs } from '@/lib/paths'
import { useCategoryMenu } from './use-category-menu'

const t = shell.error

const popular = [
  { href: hrefs.offers(), label: t.popular.offers },
  { href: hrefs.brands(), label: t.popular.brands },
  { href: hrefs.stores(), label: t.popular.stores },
  { href: hrefs.contact(), label: t.popular.service },
]

export function NotFoundHelp() {
  const { data: tree } = useCategoryMenu()
  const id = useId()
  const searchId = `${id}-search`
  const categoriesId = `${id}-categories`
  const popularId = `${id}-popular`
  const roots = tree?.roots ?? []
  return (
    <div className="not-found-help row g-4 text-start">
      <section className="col-12">
        <h2 id={searchId} className="h5">
          {t.searchTitle}
        </h2>
        <SearchBox searchHref={hrefs.search} productHref={hrefs.product} labelledBy={searchId} />
      </section>
      <nav aria-labelledby={categoriesId} className="col-md-7">
        <h2 id={categoriesId} className="h5">
          {t.categoriesTitle}
        </h2>
        <ul className="not-found-help__links">
          {roots.map((node) => (
            <li key={node.id}>
              <Link to={hrefs.category(node.id)}>{node.description}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby={popularId} className="col-md-5">
        <h2 id={popularId} className="h5">
          {t.popularTitle}
        </h2>
        <ul className="not-found-help__links">
          {popular.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

// Page links of a listing through ?p= (page 1 has none), with the current page marked and long
// runs shortened with an ellipsis. Real links, so every page can be opened, shared and crawled.
import '@/styles/features/pagination.scss'
import { Link } from 'react-router-dom'
import { catalogue } from '@/messages/nl/catalogue'

const t = catalogue.pagination

/** The pages to show: first, last, and two on either side of the current one; 0 marks a gap. */
function pageWindow(current: number, count: number): number[] {
  const pages = new Set<number>([1, count])
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= count) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: number[] = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && p - last > 1) out.push(p - last === 2 ? p - 1 : 0)
    out.push(p)
  }
  return out
}

interface ListingPaginationProps {
  page: number
  pageCount: number
  /** The href of a page (keeps the filters in the URL). */
  hrefOf: (page: number) => string
}

export function ListingPagination({ page, pageCount, hrefOf }: ListingPaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t.label} className="mt-4">
      <ul className="pagination flex-wrap justify-content-center">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link">{t.previous}</span>
          ) : (
            <Link className="page-link" to={hrefOf(page - 1)} rel="prev">
              {t.previous}
            </Link>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p === 0 ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t.page(p)}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          {page >= pageCount ? (
            <span className="page-link">{t.next}</span>
          ) : (
            <Link className="page-link" to={hrefOf(page + 1)} rel="next">
              {t.next}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  )
}

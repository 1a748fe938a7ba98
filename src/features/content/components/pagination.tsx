// Page links (?p=N) with previous/next, the current page marked with aria-current.
import '@/styles/features/pagination.scss'
import { Link } from 'react-router-dom'
import { content as messages } from '@/messages/nl/content'

interface PaginationProps {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
  label?: string
}

export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = messages.blog.pagination,
}: PaginationProps) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="pagination flex-wrap">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link">{messages.blog.previous}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page - 1)} rel="prev">
              {messages.blog.previous}
            </Link>
          )}
        </li>
        {pages.map((n) => (
          <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
            <Link
              className="page-link"
              to={hrefFor(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={messages.blog.page(n)}
            >
              {n}
            </Link>
          </li>
        ))}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          {page >= pageCount ? (
            <span className="page-link">{messages.blog.next}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page + 1)} rel="next">
              {messages.blog.next}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  )
}

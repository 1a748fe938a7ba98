// A content-menu link: internal paths go through the router, external URLs open normally.
import { Link } from 'react-router-dom'
import type { MenuItem } from '@/api/vm/content'

export function MenuLink({ item, className }: { item: MenuItem; className?: string }) {
  if (/^https?:\/\//.test(item.url)) {
    return (
      <a href={item.url} className={className} rel="noopener">
        {item.title}
      </a>
    )
  }
  return (
    <Link to={item.url || '/'} className={className}>
      {item.title}
    </Link>
  )
}

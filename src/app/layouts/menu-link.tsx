// A content-menu link: internal paths go through the router, http(s), mailto and tel URLs open
// normally, anything else (javascript:, data:, //host) is shown as plain text. The checks are
// the CMS links' own, so menus and CMS markup follow one rule.
import { Link } from 'react-router-dom'
import type { MenuItem } from '@/api/vm/content-model'
import { isInternalPath, isSafeExternal } from '@/features/content/components/cms-link'

interface MenuLinkProps {
  item: MenuItem
  className?: string
  /** Runs when the link is followed (the phone menu closes). */
  onClick?: () => void
}

export function MenuLink({ item, className, onClick }: MenuLinkProps) {
  const url = item.url.trim() || '/'
  if (isInternalPath(url)) {
    return (
      <Link to={url} className={className} onClick={onClick}>
        {item.title}
      </Link>
    )
  }
  if (isSafeExternal(url)) {
    return (
      <a href={url} className={className} rel="noopener" onClick={onClick}>
        {item.title}
      </a>
    )
  }
  return <span className={className}>{item.title}</span>
}

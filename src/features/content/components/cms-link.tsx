// A link from CMS data: internal paths go through the router (no reload), anything else is a
// plain anchor; javascript: and other odd schemes are dropped.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/** A path on this site. Browsers read '/\\host' as '//host' and drop tabs and newlines, so both count as other hosts. */
export function isInternalPath(href: string): boolean {
  if (!/^\/(?![/\\])/.test(href) || href.includes('\\')) return false
  for (let i = 0; i < href.length; i++) if (href.charCodeAt(i) <= 0x1f) return false
  return true
}

export function isSafeExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href)
}

interface CmsLinkProps {
  href: string
  className?: string
  children: ReactNode
  'aria-label'?: string
}

export function CmsLink({ href, className, children, ...rest }: CmsLinkProps) {
  if (isInternalPath(href)) {
    return (
      <Link to={href} className={className} {...rest}>
        {children}
      </Link>
    )
  }
  if (isSafeExternal(href)) {
    return (
      <a href={href} className={className} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  return <span className={className}>{children}</span>
}

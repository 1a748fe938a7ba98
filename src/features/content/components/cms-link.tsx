// A link from CMS data: internal paths go through the router (no reload), anything else is a
// plain anchor; javascript: and other odd schemes are dropped.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { isInternalPath, isSafeExternal } from '@/lib/link-kind'

export { isInternalPath, isSafeExternal }

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

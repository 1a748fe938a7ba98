// Renders CMS or server HTML after DOMPurify has removed scripts, event handlers and javascript:
// URLs. DOMPurify is the well-kept standard for this; hand-written sanitising misses cases.
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
    // id="dataLayer" or name="location" in CMS markup would shadow globals (DOM clobbering):
    // DOMPurify prefixes every id and name with 'user-content-'.
    SANITIZE_NAMED_PROPS: true,
  })
}

interface SafeHtmlProps {
  html: string
  className?: string
  as?: 'div' | 'span' | 'section'
}

export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}

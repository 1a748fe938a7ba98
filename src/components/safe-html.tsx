// Renders CMS or server HTML safely. Plain markup (paragraphs, headings, lists, emphasis, a checked
// link) is read into React elements (./plain-html.tsx); anything more goes through DOMPurify
// (./sanitize.tsx), which loads on the first such HTML. Until it is there the element stands empty
// (aria-busy) in its place: the rest of the page shows, and no data update suspends the whole page.
import { lazy, Suspense, useMemo } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'
import { plainHtml } from './plain-html'
import type { SanitizedHtmlProps } from './sanitize'

export type { SanitizeOptions } from './sanitize'

let sanitizer: Promise<typeof import('./sanitize')> | undefined
/** DOMPurify and the shop's rules, loaded once (the same promise for every caller). */
export const loadSanitizer = () => (sanitizer ??= importWhenOnline(() => import('./sanitize')))

const SanitizedHtml = lazy(() => loadSanitizer().then((m) => ({ default: m.SanitizedHtml })))

export function SafeHtml(props: SanitizedHtmlProps) {
  const { html, className, as: Tag = 'div', linkPhoneNumbers = false } = props
  const plain = useMemo(() => plainHtml(html, { linkPhoneNumbers }), [html, linkPhoneNumbers])
  if (plain) return <Tag className={className}>{plain}</Tag>
  return (
    <Suspense fallback={<Tag className={className} aria-busy="true" />}>
      <SanitizedHtml {...props} />
    </Suspense>
  )
}

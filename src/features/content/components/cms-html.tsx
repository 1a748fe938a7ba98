// CMS/server HTML through SafeHtml (plain markup as elements, the rest through DOMPurify), with clicks on internal links handed to the router
// so a link inside an article does not reload the whole shop.
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { SafeHtml } from '@/components/safe-html'
import { isInternalPath } from './cms-link'
import { useFirstScreen } from '@/lib/first-screen-mode'
import { emptyHtml } from '@/lib/trusted-types'

/**
 * Hydration keeps the element's content as it is (no HTML is parsed or compared). Should React
 * render it afresh instead (a hydration that failed), the value is written: trusted empty HTML,
 * which the Trusted Types CSP takes (a plain '' threw, and the page crashed to the error page).
 */
const ADOPT_AS_IS = { __html: emptyHtml }

export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate()
  const firstScreen = useFirstScreen()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const anchor = (event.target as HTMLElement).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || anchor.target === '_blank' || !isInternalPath(href)) return
    event.preventDefault()
    void navigate(href)
  }
  // The links inside are real anchors (keyboard Enter fires this click too); the wrapper only
  // listens for their clicks, so it needs no role or key handler of its own.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick} className={['cms-html', className].filter(Boolean).join(' ')}>
      {/* CMS images without alt text are marked decorative, so screen readers skip the file name;
          a phone number in the text dials when tapped. */}
      {firstScreen ? (
        // Home's banner cards as the boot script painted them (their words as plain text), adopted
        // as they are; the sanitised HTML replaces them right after.
        <div suppressHydrationWarning dangerouslySetInnerHTML={ADOPT_AS_IS} />
      ) : (
        <SafeHtml html={html} decorativeImages linkPhoneNumbers />
      )}
    </div>
  )
}

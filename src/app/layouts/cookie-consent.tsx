// The cookie prompt: accepting and rejecting are equally easy; the choice is kept for 180 days in
// the 'cookie-consent' cookie, which the tag-manager code reads before pushing any event. Its styles
// are in the shell's stylesheet: the static first screen shows the prompt before the app runs.
import { useLayoutEffect, useRef, useState } from 'react'
import { cookieNames, readCookie } from '@/lib/cookies'
import { chooseConsent, type ConsentChoice } from '@/lib/consent'
import { reserveCookiePromptRoom } from '@/lib/cookie-prompt-room'
import { shell } from '@/messages/nl/shell'

// For the prompt's root (app/cookie-prompt.tsx), which loads this module when it takes over: the
// room's code then stays out of the entry.
export { releaseCookiePromptRoom } from '@/lib/cookie-prompt-room'
// For the same root: a choice pressed on the static prompt is carried out through the same call.
export { chooseConsent }

export const CONSENT_COOKIE = cookieNames.consent
const COOKIE_PAGE = '/cookies'

/**
 * While the prompt shows, the page reserves its height at every width (--cookie-consent-height:
 * padding below the body and scroll padding for focus), so nothing is ever underneath it: every
 * button can be scrolled above it and a focused control is scrolled clear of it (WCAG 2.4.11).
 */
function useReservedHeight(showing: boolean) {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!showing || !element) return
    return reserveCookiePromptRoom(element, true)
  }, [showing])
  return ref
}

/**
 * The prompt as it looks: rendered by CookieConsent, and at build time into index.html (static
 * shell), where the head boot script shows it on a first visit before any of the app has run. There
 * its buttons carry their choice (data-choice) for the app to carry out once it takes over.
 */
export function CookiePromptView({
  ref,
  onChoose,
  onMore,
}: {
  ref?: React.Ref<HTMLElement>
  onChoose?: (value: ConsentChoice) => void
  onMore?: (event: React.MouseEvent<HTMLAnchorElement>) => void
}) {
  return (
    <section ref={ref} className="cookie-consent" aria-labelledby="cookie-consent-title">
      <div className="container d-flex flex-column flex-md-row gap-3 align-items-md-center py-3">
        <div className="flex-grow-1">
          <h2 id="cookie-consent-title" className="h6 mb-1">
            {shell.cookies.title}
          </h2>
          <p className="mb-0 small">
            {shell.cookies.text}{' '}
            <a href={COOKIE_PAGE} onClick={onMore}>
              {shell.cookies.more}
            </a>
          </p>
        </div>
        <div className="d-flex gap-2 flex-shrink-0">
          <button
            type="button"
            className="btn btn-outline-secondary"
            data-choice="rejected"
            onClick={() => onChoose?.('rejected')}
          >
            {shell.cookies.reject}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            data-choice="accepted"
            onClick={() => onChoose?.('accepted')}
          >
            {shell.cookies.accept}
          </button>
        </div>
      </div>
    </section>
  )
}

/**
 * Rendered in a root of its own (cookie-prompt.tsx), not inside a layout: it shows from the very
 * first paint instead of after the first page's code and data (it is often the largest text on a
 * phone, so this is also when the page's largest paint happens). Outside the router, its link
 * navigates through the function it is given.
 */
export function CookieConsent({
  navigate,
  pressedChoice,
}: {
  navigate: (to: string) => void
  /** A choice pressed on the static prompt before this one adopted it (cookie-prompt.tsx). */
  pressedChoice?: () => ConsentChoice | null
}) {
  const [decided, setDecided] = useState(() => Boolean(readCookie(CONSENT_COOKIE)))
  const ref = useReservedHeight(!decided)
  useLayoutEffect(() => {
    const choice = pressedChoice?.()
    if (!choice) return
    chooseConsent(choice)
    setDecided(true)
    // Only the first commit: later choices are this component's own clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (decided) return null
  return (
    <CookiePromptView
      ref={ref}
      onChoose={(value) => {
        chooseConsent(value)
        setDecided(true)
      }}
      onMore={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        navigate(COOKIE_PAGE)
      }}
    />
  )
}

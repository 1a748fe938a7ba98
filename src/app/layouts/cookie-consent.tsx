// The cookie prompt: accepting and rejecting are equally easy; the choice is kept for 180 days in
// the 'cookie-consent' cookie, which the tag-manager code reads before pushing any event.
import { useState } from 'react'
import Cookies from 'js-cookie'
import { Link } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'

export const CONSENT_COOKIE = 'cookie-consent'
export const CONSENT_DAYS = 180

export function CookieConsent() {
  const [decided, setDecided] = useState(() => Boolean(Cookies.get(CONSENT_COOKIE)))
  if (decided) return null
  const choose = (value: 'accepted' | 'rejected') => {
    Cookies.set(CONSENT_COOKIE, value, { expires: CONSENT_DAYS, sameSite: 'Lax', path: '/' })
    setDecided(true)
  }
  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-title">
      <div className="container d-flex flex-column flex-md-row gap-3 align-items-md-center py-3">
        <div className="flex-grow-1">
          <h2 id="cookie-consent-title" className="h6 mb-1">
            {shell.cookies.title}
          </h2>
          <p className="mb-0 small">
            {shell.cookies.text} <Link to="/cookies">{shell.cookies.more}</Link>
          </p>
        </div>
        <div className="d-flex gap-2 flex-shrink-0">
          <button type="button" className="btn btn-outline-secondary" onClick={() => choose('rejected')}>
            {shell.cookies.reject}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => choose('accepted')}>
            {shell.cookies.accept}
          </button>
        </div>
      </div>
    </section>
  )
}

// Parts of the shell that are not needed for the first paint load after it: the footer (below the
// fold; it brings the newsletter form and DOMPurify) and the modals (login, forgot password,
// newsletter promo with their forms). This keeps the entry chunk small.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useActiveModal } from '@/stores/modal-store'
import { useIsLoggedIn } from '@/stores/session-store'
import { useNewsletterPromotion } from '@/features/newsletter/promotion'

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })))
const Modals = lazy(() => import('./modals').then((m) => ({ default: m.Modals })))

export function LazyFooter() {
  return (
    <Suspense fallback={<div className="site-footer footer-placeholder" aria-hidden="true" />}>
      <Footer />
    </Suspense>
  )
}

/**
 * Loads the modals when one opens, or when the browser is idle. The newsletter promotion's timer
 * runs here, in the entry chunk, so its 5 s count from page load and not from when the modals load.
 */
export function LazyModals() {
  const active = useActiveModal()
  useNewsletterPromotion({ loggedIn: useIsLoggedIn() })
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const start = () => setIdle(true)
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 1500)
    return () => clearTimeout(timer)
  }, [])
  if (!idle && !active) return null
  return (
    <Suspense fallback={null}>
      <Modals />
    </Suspense>
  )
}

// Parts of the shell that no first screen needs load after it: the footer (below the fold) when it
// comes near the viewport or the browser is idle after the first paint, and the modals (login,
// forgot password, newsletter promo) and the phone menu when one opens or the browser is idle. Their
// forms load later still (lazy-forms.tsx). A part that comes due while the shopper is offline loads
// when they are back (importWhenOnline), never failing the page.
import { lazy, Suspense, useRef } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'
import { useActiveModal, useIsModalOpen } from '@/stores/modal-store'
import { useIsLoggedIn } from '@/stores/session-store'
import { useNewsletterPromotion } from '@/features/newsletter/promotion'
import { useAfterFirstPaint, useNearViewport } from '@/lib/after-first-paint'
import { useFirstScreen } from '@/lib/first-screen-mode'
import { useIsLarge } from '@/lib/breakpoints'

const Footer = lazy(() =>
  importWhenOnline(() => import('./footer')).then((m) => ({ default: m.Footer })),
)
const Modals = lazy(() =>
  importWhenOnline(() => import('./modals')).then((m) => ({ default: m.Modals })),
)
const MobileMenu = lazy(() =>
  importWhenOnline(() => import('./mobile-menu')).then((m) => ({ default: m.MobileMenu })),
)

/** The footer once its place nears the viewport, or after the first paint when the browser is idle. */
export function LazyFooter() {
  const place = useRef<HTMLDivElement>(null)
  const idle = useAfterFirstPaint(4000)
  const near = useNearViewport(place)
  const firstScreen = useFirstScreen()
  const placeholder = (
    <div ref={place} className="site-footer footer-placeholder" aria-hidden="true" />
  )
  if (firstScreen || (!near && !idle)) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Footer />
    </Suspense>
  )
}

/**
 * Loads the modals when one opens, or after the first paint when the browser is idle. The newsletter
 * promotion's timer runs here, in the entry chunk, so its 5 s count from page load and not from when
 * the modals load.
 */
export function LazyModals() {
  const active = useActiveModal()
  useNewsletterPromotion({ loggedIn: useIsLoggedIn() })
  const idle = useAfterFirstPaint(3000)
  const firstScreen = useFirstScreen()
  if (firstScreen || (!idle && !active)) return null
  return (
    <Suspense fallback={null}>
      <Modals />
    </Suspense>
  )
}

/**
 * The phone menu (header.tsx): below the lg width, where its button shows, its code loads after the
 * first paint when the browser is idle and the closed panel with its first level is built (a
 * transition, in slices between frames), so the tap on the menu button only shows it. A tap sooner
 * loads and builds it at once. On a wide screen (no menu button) it loads only if opened.
 */
export function LazyMobileMenu() {
  const open = useIsModalOpen('mobileMenu')
  const idle = useAfterFirstPaint(3000)
  const large = useIsLarge()
  const firstScreen = useFirstScreen()
  if (firstScreen || ((!idle || large) && !open)) return null
  return (
    <Suspense fallback={null}>
      <MobileMenu />
    </Suspense>
  )
}

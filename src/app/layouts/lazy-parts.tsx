// Parts of the shell that no first screen needs load after it: the footer (below the fold) when it
// comes near the viewport or the browser is idle after the first paint, the modals (login, forgot
// password, newsletter promo) and the phone menu when one opens or the browser is idle, and the
// add-to-cart layer after the first paint or when it first opens. Their forms load later still (lazy-forms.tsx). A part
// that comes due while the shopper is offline loads when they are back (importWhenOnline), never
// failing the page.
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react'
import { importWhenOnline } from '@/lib/import-when-online'
import { useActiveModal, useIsModalOpen, useModalStore, type ModalName } from '@/stores/modal-store'
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
/** The phone menu's module, asked for once. */
let mobileMenuModule: Promise<typeof import('./mobile-menu')> | null = null
const loadMobileMenu = () => (mobileMenuModule ??= importWhenOnline(() => import('./mobile-menu')))
const pickMobileMenu = (module: typeof import('./mobile-menu')) => module.MobileMenu
/** The add-to-cart layer's module, asked for once. */
let addedLayerModule: Promise<typeof import('../compose/added-layer')> | null = null
const loadAddedLayer = () =>
  (addedLayerModule ??= importWhenOnline(() => import('../compose/added-layer')))
const pickAddedLayer = (module: typeof import('../compose/added-layer')) => module.AppAddedLayer

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
 * It waits for an idle moment at most 1 s, less than the other parts: the menu button is a phone
 * shopper's most likely first tap. And it is no React.lazy part: a lazy part first suspends, and
 * its retry waits behind every transition under way (home's lower blocks, the footer), so at 8× CPU
 * slowdown the panel came 2–3 s after its code. The module is loaded first and the panel rendered
 * once it is in.
 */
export function LazyMobileMenu() {
  const open = useIsModalOpen('mobileMenu')
  const idle = useAfterFirstPaint(1000)
  const large = useIsLarge()
  const firstScreen = useFirstScreen()
  const menu = usePartBuiltAhead(
    loadMobileMenu,
    pickMobileMenu,
    'mobileMenu',
    !firstScreen && (open || (idle && !large)),
  )
  return menu && <menu.Part />
}

/**
 * A part's component once its module is in: loaded when `wanted`, then rendered at once when the
 * shopper is opening it (the modal store names it), else as a transition (built between frames).
 * No React.lazy: a lazy part first suspends, and its retry waits behind every transition under way.
 */
function usePartBuiltAhead<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  name: ModalName,
  wanted: boolean,
): { Part: ComponentType } | null {
  const [loaded, setLoaded] = useState<{ Part: ComponentType } | { failure: unknown } | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let live = true
    load().then(
      (module) => {
        const show = () => setLoaded({ Part: pick(module) })
        if (!live) return
        // Asked for by a tap: at once. Built ahead: between frames.
        if (useModalStore.getState().active === name) show()
        else startTransition(show)
      },
      (error: unknown) => {
        if (live) setLoaded({ failure: error })
      },
    )
    return () => {
      live = false
    }
  }, [wanted, loaded, load, pick, name])
  // A failed load goes to the error boundary, as a lazy part's does (a new release: chunk-reload.ts).
  if (loaded && 'failure' in loaded) throw loaded.failure
  return wanted && loaded ? loaded : null
}

/**
 * The add-to-cart layer (features/cart/added-store.ts opens it): its code and its stylesheet load
 * after the first paint when the browser is idle, and the closed layer is rendered (it renders
 * nothing until it opens), so the first add does not evaluate its module nor add its stylesheet
 * (which restyled the whole page) in the tap. An add sooner loads it at once. It stays, so each add
 * shows it at once.
 */
export function LazyAddedLayer() {
  const open = useIsModalOpen('addedToCart')
  const idle = useAfterFirstPaint(3000)
  const firstScreen = useFirstScreen()
  const [wanted, setWanted] = useState(open)
  if ((open || (idle && !firstScreen)) && !wanted) setWanted(true)
  const layer = usePartBuiltAhead(loadAddedLayer, pickAddedLayer, 'addedToCart', wanted)
  return layer && <layer.Part />
}

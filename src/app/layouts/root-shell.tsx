// The root of every page: app-wide effects (session, cart, shared content, connectivity, chunk
// reloads, focus on navigation) and the overlays every layout shares.
import { useEffect, useLayoutEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { contentQueries } from '@/api/vm/content'
import {
  confirmSession,
  logoutLanded,
  restoreSession,
  sessionEndReloadsPage,
  useLoggedOutFrom,
  useSessionStore,
  useTokenWatcher,
} from '@/stores/session-store'
import { loadCart } from '@/features/cart/cart-store'
import { failedForTheFirstTime, reloadAfterChunkError } from '@/lib/chunk-reload'
import { notify } from '@/stores/notices-store'
import { common } from '@/messages/nl/common'
import { hrefs } from '@/lib/paths'
import { Notices } from './notices'
import { SkipLink } from './skip-link'
import { ProgressBar } from './progress-bar'
import { UpdatePrompt } from './update-prompt'
import { LazyAddedLayer as AddedLayer, LazyModals as Modals } from './lazy-parts'
import { useOnlineStatus } from './use-online-status'
import { DefaultLayout, DEFAULT_LAYOUT_ID } from './default-layout'
import { useFirstScreen } from '@/lib/first-screen-mode'
import { KeepFirstScroll } from '../first-scroll'
import { ScrollReturn } from '../scroll-return'

/** Loads the cart on start and again whenever the session changes (login merges carts). */
function useCartFollowsSession() {
  const token = useSessionStore((state) => state.session?.token ?? null)
  useEffect(() => {
    void loadCart()
  }, [token])
}

/**
 * The token disappeared (another tab logged out, it expired, or the API answered 401): on an
 * account or checkout route the page reloads (spec section 4). Our own logout navigates instead.
 */
function useReloadWhenTokenGone() {
  const { pathname } = useLocation()
  const path = useRef(pathname)
  path.current = pathname
  useTokenWatcher((reason) => {
    if (sessionEndReloadsPage(reason, path.current)) window.location.reload()
  })
}

/**
 * A logout on an account or checkout page goes home. The session store marks the page in the same
 * update that clears the token, so the guard renders nothing there (never its login redirect)
 * while this navigation runs. Once the shopper is elsewhere the marker is dropped. The move starts
 * in the commit that shows "Inloggen" (a layout effect): no click can come in between, so a login
 * dialog opened right away counts as opened after the move began and survives its landing.
 */
function useLeaveAfterLogout() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const loggedOutFrom = useLoggedOutFrom()
  useLayoutEffect(() => {
    if (loggedOutFrom === null) return
    if (loggedOutFrom === pathname) void navigate(hrefs.home(), { replace: true })
    else logoutLanded()
  }, [loggedOutFrom, pathname, navigate])
}

/**
 * After a client-side navigation, focus moves to the page heading so screen readers hear it,
 * unless the page itself has already put it on one of its fields (a form sent back to the field
 * the service refused).
 */
function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    let tries = 0
    let frame = 0
    const focus = () => {
      const heading = document.querySelector<HTMLElement>('main h1')
      const active = document.activeElement
      if (active?.closest('main') && active.matches('input, select, textarea')) return
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        heading.focus({ preventScroll: true })
      } else if (tries++ < 60) frame = requestAnimationFrame(focus)
    }
    frame = requestAnimationFrame(focus)
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}

export function RootShell() {
  useQuery(contentQueries.shared())
  useCartFollowsSession()
  useReloadWhenTokenGone()
  useFocusHeadingOnNavigate()
  useLeaveAfterLogout()
  const online = useOnlineStatus()
  const wasOffline = useRef(false)
  const firstScreen = useFirstScreen()
  // The static HTML is the default layout's: a page of another layout (cart, login, checkout) shows
  // it while hydrating (hidden on checkout, html[data-shell='none']), and its own layout right after.
  const inDefaultLayout = useMatches().some((match) => match.id === DEFAULT_LAYOUT_ID)

  useEffect(() => {
    if (restoreSession()) void confirmSession()
    // A new release removed the old chunks: reload into it. A file's first failure goes back to
    // the code that asked for it, which asks once more (lib/import-when-online.ts): the browser
    // stops a page's loads on a back or forward while it still loads. When no reload happens
    // (offline, or one already happened in the last minute) the error goes on to that code too.
    const onPreloadError = (event: Event) => {
      if (failedForTheFirstTime((event as Event & { payload?: unknown }).payload)) return
      if (reloadAfterChunkError()) event.preventDefault()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [])

  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      notify(common.online, 'success')
    }
  }, [online])

  return (
    <>
      <SkipLink />
      <ProgressBar />
      {!online && !firstScreen && (
        <div className="offline-banner" role="status">
          {common.offline}
        </div>
      )}
      <UpdatePrompt />
      {firstScreen && !inDefaultLayout ? <DefaultLayout /> : <Outlet />}
      <Notices />
      <Modals />
      <AddedLayer />
      <ScrollRestoration />
      <KeepFirstScroll />
      <ScrollReturn />
    </>
  )
}

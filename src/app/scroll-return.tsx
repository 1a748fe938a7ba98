// Back (or forward) to a page returns where the shopper was on it. The router's <ScrollRestoration>
// puts the position back in the commit that shows the page, but a listing asks for its products
// only then: the page is a screen high, and 900 px became 30. This keeps every entry's position
// (by the router's location key, as <ScrollRestoration> does) and, after a back or forward, follows
// the page as it grows until the position can be reached: the listing's products rendered at their
// height. A shopper who scrolls, taps or types meanwhile has taken over; new navigations still
// start at the top (nothing is followed for them). The positions outlive the document (session
// storage, written as the page is left): a back or forward that loads the page anew (the browser
// keeps no copy of it) follows the same way from the first commit.
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigation, useNavigationType } from 'react-router-dom'
import { readSessionStorage, sessionStorageKeys, writeSessionStorage } from '@/lib/storage'

/** How long a page may take to grow to the position before the return is given up. */
export const SCROLL_RETURN_MS = 10_000

/** How many entries' positions are kept (the newest). */
const KEPT_POSITIONS = 50

/** The last position of each history entry of this visit, by location key. */
const positions = new Map<string, number>(readPositions())
let currentKey: string | null = null
/**
 * A navigation is under way: the router may scroll the page it leaves (to a position of its own),
 * and that is not where the shopper left it.
 */
let navigating = false
/** Set from the shopper's act that may leave the page until the next page shows (LEAVING_MS at most). */
let leaving: ReturnType<typeof setTimeout> | null = null
const LEAVING_MS = 1000

function readPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(
      readSessionStorage(sessionStorageKeys.scrollPositions) ?? '[]',
    )
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        )
      : []
  } catch {
    return []
  }
}

function writePositions() {
  writeSessionStorage(
    sessionStorageKeys.scrollPositions,
    JSON.stringify([...positions].slice(-KEPT_POSITIONS)),
  )
}

/** This document was reached by the browser's back or forward (not kept by it: loaded anew). */
function documentCameBack(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward'
}

/** The shopper acting on the page: the return stops following. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Scrolls to `y` now and again each time the page changes its height (a listing first shows its
 * spinner, shorter than the screen, then its products), until the shopper acts on the page or
 * `timeoutMs` have passed. Returns the stop.
 */
export function followScrollTo(y: number, timeoutMs = SCROLL_RETURN_MS): () => void {
  let stopped = false
  const observer = new ResizeObserver(() => attempt())
  // The return never scrolls past the place itself (a short page only holds it short of it): past
  // it, someone else scrolled (a scrollbar, a script, a find in the page) and has taken over.
  const scrolledPast = () => {
    if (window.scrollY > y + 1) stop()
  }
  const stop = () => {
    if (stopped) return
    stopped = true
    observer.disconnect()
    clearTimeout(timer)
    TAKEOVER_EVENTS.forEach((type) => window.removeEventListener(type, stop, { capture: true }))
    window.removeEventListener('scroll', scrolledPast)
  }
  function attempt() {
    if (!stopped && Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y)
  }
  const timer = setTimeout(stop, timeoutMs)
  TAKEOVER_EVENTS.forEach((type) =>
    window.addEventListener(type, stop, { capture: true, passive: true }),
  )
  window.addEventListener('scroll', scrolledPast, { passive: true })
  observer.observe(document.body)
  attempt()
  return stop
}

/** Rendered after <ScrollRestoration>: remembers each entry's position and brings it back. */
export function ScrollReturn() {
  const { key } = useLocation()
  const navigationType = useNavigationType()
  const firstCommit = useRef(true)
  const navigationState = useNavigation().state
  useLayoutEffect(() => {
    navigating = navigationState !== 'idle'
  }, [navigationState])

  useEffect(() => {
    const remember = () => {
      if (currentKey === null || navigating || leaving !== null) return
      // Newest last: the store keeps the latest entries.
      positions.delete(currentKey)
      positions.set(currentKey, window.scrollY)
    }
    // The shopper acts (a link, a form, Back): where the page stands now is where it was left.
    // Until the next page shows (or a moment has passed without one), the router's own scrolling
    // of the page it leaves is no position of the shopper's.
    const act = () => {
      clearTimeout(leaving ?? undefined)
      leaving = null
      remember()
      leaving = setTimeout(() => (leaving = null), LEAVING_MS)
    }
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('click', act, { capture: true })
    window.addEventListener('submit', act, { capture: true })
    window.addEventListener('popstate', act, { capture: true })
    window.addEventListener('pagehide', writePositions)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('click', act, { capture: true })
      window.removeEventListener('submit', act, { capture: true })
      window.removeEventListener('popstate', act, { capture: true })
      window.removeEventListener('pagehide', writePositions)
    }
  }, [])

  useLayoutEffect(() => {
    currentKey = key
    clearTimeout(leaving ?? undefined)
    leaving = null
    const first = firstCommit.current
    firstCommit.current = false
    // A page loaded by its address, or reloaded, is the first screen's (first-scroll.tsx keeps
    // where the shopper scrolled it); one loaded by back or forward returns where it was left.
    const back = first ? documentCameBack() : navigationType === 'POP'
    const y = back ? positions.get(key) : undefined
    if (!y) return
    return followScrollTo(y)
  }, [key, navigationType])

  return null
}

// A phone's sticky action bar: fixed at the bottom of the screen while the element it stands in for
// (the product page's buy box, the cart's checkout button) is out of view, so the action is one tap
// away wherever the shopper scrolled. Never at the md width and up, never while the cookie prompt
// or a menu or dialog is shown (the add-to-cart layer excepted: it lies over the bar, and gives the
// focus back to it). While it shows, its height is kept free below the page (--sticky-bar-height,
// styles/features/cookie-consent.scss), so the footer's last links can be scrolled above it, and
// a focused element is scrolled clear of it.
import '@/styles/features/sticky-action-bar.scss'
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { useIsPhone } from '@/lib/breakpoints'
import { useActiveModal } from '@/stores/modal-store'

const ROOM = '--sticky-bar-height'
const PROMPT_ROOM = '--cookie-consent-height'

/** The cookie prompt shows: it keeps its room on the root (lib/cookie-prompt-room.ts). */
function subscribePrompt(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] })
  return () => observer.disconnect()
}
const promptShows = () => document.documentElement.style.getPropertyValue(PROMPT_ROOM).trim() !== ''

/**
 * 'away': the element is not in view; 'past': it was scrolled past (above the viewport), not while
 * it is still to come further down.
 */
function useOutOfView(watch: RefObject<HTMLElement | null>, when: 'past' | 'away'): boolean {
  const [out, setOut] = useState(false)
  useEffect(() => {
    const element = watch.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    // 'past' watches a viewport stretched far downwards: the element leaves it only upwards. A
    // plain viewport would not tell a jump from below it to above it (End, a fling): the element
    // is outside it before and after.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setOut(!entry.isIntersecting)
      },
      when === 'past' ? { rootMargin: '0px 0px 1000000px 0px' } : undefined,
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [watch, when])
  return out
}

export function StickyActionBar({
  watch,
  when,
  children,
}: {
  watch: RefObject<HTMLElement | null>
  when: 'past' | 'away'
  children: ReactNode
}) {
  const phone = useIsPhone()
  const out = useOutOfView(watch, when)
  const prompt = useSyncExternalStore(subscribePrompt, promptShows, () => false)
  const modal = useActiveModal()
  const shown = phone && out && !prompt && (modal === null || modal === 'addedToCart')
  const bar = useRef<HTMLDivElement>(null)

  // The room below the page, as tall as the bar, from the frame it shows in.
  useLayoutEffect(() => {
    const element = bar.current
    if (!shown || !element) return
    const root = document.documentElement
    const reserve = () =>
      root.style.setProperty(ROOM, `${Math.ceil(element.getBoundingClientRect().height)}px`)
    reserve()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(ROOM)
    }
  }, [shown])

  if (!shown) return null
  return (
    <div ref={bar} className="sticky-action-bar" data-testid="sticky-action-bar">
      {children}
    </div>
  )
}

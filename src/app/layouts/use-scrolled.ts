// True once the page is scrolled the threshold (200 px) or more: the header's 'scrolled' style.
// An IntersectionObserver watches a 1 px sentinel at the threshold, so nothing reads scrollY (a
// forced layout right after React's commit, just before the first screen's paint).
import { useEffect, useState, type RefObject } from 'react'

const HEADER_SCROLL_THRESHOLD = 200

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const sentinel = document.createElement('div')
    sentinel.setAttribute('aria-hidden', 'true')
    Object.assign(sentinel.style, {
      position: 'absolute',
      top: `${threshold - 2}px`,
      left: '0',
      width: '1px',
      height: '1px',
      pointerEvents: 'none',
    })
    document.body.prepend(sentinel)
    // Scrolled past: the sentinel (1 px, ending 1 px above the threshold, so that touching the
    // viewport's edge at 199 px still counts as in view) has left the viewport through its top edge.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0)
    })
    observer.observe(sentinel)
    return () => {
      observer.disconnect()
      sentinel.remove()
    }
  }, [threshold])
  return scrolled
}

/**
 * Keeps --header-collapse on the header: the height of what slides out of view when the header is
 * scrolled (everything above its main bar: the top bar and the usp bar). Read when the header
 * resizes, after layout, so it never forces one.
 */
export function useHeaderCollapse(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current
    const mainBar = element?.querySelector<HTMLElement>('.main-bar')
    if (!element || !mainBar || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      element.style.setProperty('--header-collapse', `${mainBar.offsetTop}px`),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [header])
}

// The router's <ScrollRestoration> starts a page loaded by its URL at the top, in the layout effect
// of its first commit. Hydration adopts the static page where the shopper already is, so a shopper
// who scrolled the static first screen before the app ran would be thrown back up: the position
// is remembered from the entry's start, and put back in the same commit, before the browser paints.
import { useLayoutEffect } from 'react'

let scrolledTo = 0
let watching = false
const remember = () => {
  scrolledTo = window.scrollY
}

/** Starts remembering how far the static page is scrolled (the entry calls it first thing). */
export function watchFirstScroll(): void {
  if (watching) return
  watching = true
  remember()
  window.addEventListener('scroll', remember, { passive: true })
}

/** Rendered right after <ScrollRestoration>: on the first commit, the remembered position returns. */
export function KeepFirstScroll() {
  useLayoutEffect(() => {
    if (!watching) return
    watching = false
    window.removeEventListener('scroll', remember)
    if (scrolledTo > 0 && window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo)
  }, [])
  return null
}

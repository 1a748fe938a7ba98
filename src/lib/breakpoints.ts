// Bootstrap's lg breakpoint, where the page switches from the phone layout (menu button, filters
// collapsed above the products) to the desktop one (category bar, filters beside the products). One
// home for the query, so the CSS's `d-lg-*` classes and the code that mounts by width agree.
import { useSyncExternalStore } from 'react'

const LARGE = '(min-width: 992px)'

/** True at lg and up; `fallback` where there is no window or matchMedia (rendered ahead, tests). */
export function isLarge(fallback = false): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(LARGE).matches
    : fallback
}

function subscribeLarge(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(LARGE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True at lg and up, following the window's width; false when rendered ahead (the static shell). */
export function useIsLarge(): boolean {
  return useSyncExternalStore(
    subscribeLarge,
    () => isLarge(),
    () => false,
  )
}

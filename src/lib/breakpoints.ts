// Bootstrap's lg breakpoint, where the page switches from the phone layout (menu button, filters
// collapsed above the products) to the desktop one (category bar, filters beside the products), and
// the md one below which the phone's sticky action bars show. One home for the queries, so the
// CSS's `d-lg-*`/`d-md-*` classes and the code that mounts by width agree.
import { useSyncExternalStore } from 'react'
import { LARGE_QUERY as LARGE, PHONE_QUERY as PHONE } from './breakpoint-queries'

/** True at lg and up; `fallback` where there is no window or matchMedia (rendered ahead, tests). */
export function isLarge(fallback = false): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(LARGE).matches
    : fallback
}

const subscribeTo = (media: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(media)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const subscribeLarge = subscribeTo(LARGE)
const subscribePhone = subscribeTo(PHONE)

/** True at lg and up, following the window's width; false when rendered ahead (the static shell). */
export function useIsLarge(): boolean {
  return useSyncExternalStore(
    subscribeLarge,
    () => isLarge(),
    () => false,
  )
}

/** True below the md width (a phone), following the window's width; false when rendered ahead. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
    () => false,
  )
}

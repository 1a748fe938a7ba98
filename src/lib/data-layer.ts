// window.dataLayer, the tag manager's queue: the one place that pushes onto it, and only when the
// visitor accepted analytics cookies (src/lib/consent.ts). Its events are listed in docs/api.md.
import { hasTrackingConsent } from './consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes the items in order; false (nothing pushed) without consent or outside a browser. */
export function pushToDataLayer(...items: unknown[]): boolean {
  if (typeof window === 'undefined' || !hasTrackingConsent()) return false
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(...items)
  return true
}

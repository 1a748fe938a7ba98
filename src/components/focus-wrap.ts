// Tab and Shift+Tab go round inside a dialog, as the WAI-ARIA modal dialog pattern asks: from the
// last control to the first and back, never out to the page or the browser's own bar. One home
// for the modal dialogs (modal.tsx) and the phone menu's panel (slide-in-panel.tsx).
import type { KeyboardEvent } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The container's controls the Tab key reaches, in order (those shown). */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter((element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true })
      : true,
  )
}

/** On Tab at the last control (or from outside), the first; on Shift+Tab at the first, the last. */
export function wrapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const stops = tabStops(container)
  const first = stops[0]
  const last = stops[stops.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  const outside = !container.contains(active) || active === container
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
  }
}

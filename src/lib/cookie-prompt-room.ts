// The room the cookie prompt needs: while it shows, its height is kept free below the page and below
// a focused element (--cookie-consent-height, src/styles/features/cookie-consent.scss), so it never
// covers content or focus (WCAG 2.4.11). Used by the head boot script for the static prompt and by
// the app's prompt (app/layouts/cookie-consent.tsx), so the room is there from the first paint.
const ROOM = '--cookie-consent-height'

/** Frees the room: the prompt is answered, or another one takes its place. */
export function releaseCookiePromptRoom(): void {
  document.documentElement.style.removeProperty(ROOM)
}

/**
 * Keeps the room as tall as the prompt while it is in the page. A ResizeObserver measures after
 * layout, so the boot script forces none; the app's prompt measures at once as well (`now`), so
 * taking the static prompt over never lets the room go. Returns the release.
 */
export function reserveCookiePromptRoom(prompt: Element, now = false): () => void {
  const root = document.documentElement
  const reserve = () => {
    // Taken out of the page (the app's prompt replaced the static one): the new one measures itself.
    if (!prompt.isConnected) return observer?.disconnect()
    root.style.setProperty(ROOM, `${Math.ceil(prompt.getBoundingClientRect().height)}px`)
  }
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve)
  if (now || !observer) reserve()
  observer?.observe(prompt)
  return () => {
    observer?.disconnect()
    releaseCookiePromptRoom()
  }
}

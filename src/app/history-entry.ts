// Scroll positions are kept per history entry (the router's <ScrollRestoration>, by location key).
// A document's first entry has no key of its own: the router calls it 'default' on every full
// page load, so the position saved when one page was left went to the next page loaded by its URL
// (home scrolled to 333 px, then /faq typed in: /faq opened at 333 px). Before the router reads
// it, the entry gets a key of its own in history.state, which the browser keeps for a reload and
// for back and forward: those restore the entry's position, a newly opened URL starts at its top
// (or its #hash).

/** Gives the current history entry a key of its own if it has none yet. */
export function keyThisHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state
  const current = state !== null && typeof state === 'object' ? state : {}
  if ('key' in current && typeof current.key === 'string' && current.key) return
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '')
}

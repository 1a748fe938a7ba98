// A new release's worker waiting for the customer's go-ahead: a tiny store the update prompt
// (src/app/layouts/update-prompt.tsx) subscribes to from the first screen on, apart from the
// registration (register-sw.ts), which the entry loads after the page is adopted.

let pending: (() => void) | null = null
const listeners = new Set<() => void>()

/** Offers (or withdraws) the waiting worker's activation. */
export function setPendingUpdate(apply: (() => void) | null): void {
  pending = apply
  listeners.forEach((listener) => listener())
}

/** Activates the waiting worker (SKIP_WAITING) and reloads into it; null while no update waits. */
export const pendingUpdate = (): (() => void) | null => pending

/** Calls `listener` whenever an update starts or stops waiting; returns the unsubscribe. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

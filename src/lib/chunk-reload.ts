// A failed chunk load (a new deploy removed the old files) reloads the page, at most once per 60 s
// so a broken deploy cannot cause a reload loop. Offline, a failed load is the network, not a new
// release: reloading would trade the shopper's page for the browser's offline error, so the caller
// shows its own error instead (a route's error with a retry; a promotion simply does not open).
export const CHUNK_RELOAD_GUARD_MS = 60_000
const KEY = 'chunk-reload-at'

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk [\w-]+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return chunkErrorPattern.test(message)
}

interface GuardDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  now?: () => number
  reload?: () => void
  online?: () => boolean
}

/** Reloads unless offline or a reload happened in the last 60 s; returns whether it reloaded. */
export function reloadAfterChunkError({
  storage = globalThis.sessionStorage,
  now = Date.now,
  reload = () => globalThis.location.reload(),
  online = () => globalThis.navigator?.onLine !== false,
}: GuardDeps = {}): boolean {
  if (!online()) return false
  let last = 0
  try {
    last = Number(storage?.getItem(KEY) ?? 0) || 0
  } catch {
    last = 0
  }
  const time = now()
  if (time - last < CHUNK_RELOAD_GUARD_MS && time >= last) return false
  try {
    storage?.setItem(KEY, String(time))
  } catch {
    // Without storage the guard cannot remember; reloading once is still right.
  }
  reload()
  return true
}

/** The files that failed to load once on this page (their second failure reloads it). */
const failedOnce = new Set<string>()

/**
 * Whether a failed chunk or stylesheet failed for the first time on this page: its caller then asks
 * for it once more (import-when-online.ts) before the page reloads, since the browser stops pending
 * loads when the shopper goes back or forward while the page still loads. A stylesheet's failed link
 * goes, so that the second ask adds a new one (Vite skips a stylesheet that has its link). A failure
 * that names no file counts as a second one.
 */
export function failedForTheFirstTime(error: unknown, doc: Document = document): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const file = /(?:dynamically imported module|Unable to preload CSS for):?\s+(\S+)$/.exec(
    message,
  )?.[1]
  if (!file || failedOnce.has(file)) return false
  failedOnce.add(file)
  if (message.startsWith('Unable to preload CSS'))
    doc
      .querySelectorAll('link[rel="stylesheet"]')
      .forEach((link) => link.getAttribute('href') === file && link.remove())
  return true
}

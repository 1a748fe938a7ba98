// The shopper's recent searches on this device, newest first, kept in localStorage: the search box
// shows them when it is empty. One list per device, like "Onlangs bekeken": a guest who logs in
// keeps it, a customer who leaves takes it along (a personal key in lib/storage.ts; the list in
// memory follows through `onIdentityChanged`). The box loads this module when it is first opened
// or used, and reads the list through `subscribeToRecentSearches` and `getRecentSearches` (useSyncExternalStore).
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage'
import { onIdentityChanged } from '@/stores/session-store'

/** How many terms the list keeps. */
export const RECENT_SEARCHES_MAX = 5

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.recentSearches) ?? '[]')
    return Array.isArray(parsed)
      ? parsed
          .filter((term): term is string => typeof term === 'string' && term.trim() !== '')
          .slice(0, RECENT_SEARCHES_MAX)
      : []
  } catch {
    return []
  }
}

let terms: string[] | null = null
const listeners = new Set<() => void>()

function set(next: string[]) {
  terms = next
  listeners.forEach((listener) => listener())
}

export function subscribeToRecentSearches(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The recent terms (the same array until they change). */
export function getRecentSearches(): string[] {
  terms ??= readStored()
  return terms
}

/** A term searched: it moves to the front (once, whatever its case), the oldest drops off. */
export function searchMade(term: string): void {
  const clean = term.trim()
  if (!clean) return
  set(
    [clean, ...getRecentSearches().filter((t) => t.toLowerCase() !== clean.toLowerCase())].slice(
      0,
      RECENT_SEARCHES_MAX,
    ),
  )
  writeStorage(storageKeys.recentSearches, JSON.stringify(terms))
}

export function recentSearchesCleared(): void {
  set([])
  removeStorage(storageKeys.recentSearches)
}

// The session store removed the stored list already; the copy in memory follows.
onIdentityChanged(({ previous }) => {
  if (previous !== null) set([])
})

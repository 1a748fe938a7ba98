// "Onlangs bekeken": the last products the shopper opened on this device, newest first, kept in
// localStorage (no server call of its own; the products are read by id where the list is shown).
// One list per device: a guest who logs in keeps it, a customer who leaves takes it along (the
// session store removes the stored list on every change of identity, and this store forgets its
// copy in memory through `onIdentityChanged`).
import { create } from 'zustand'
import { readStorage, storageKeys, writeStorage } from '@/lib/storage'
import { onIdentityChanged } from './session-store'

/** How many products the list keeps. */
export const RECENTLY_VIEWED_MAX = 12

function readStoredIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.recentlyViewed) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((id): id is number => Number.isInteger(id) && id > 0)
      .slice(0, RECENTLY_VIEWED_MAX)
  } catch {
    return []
  }
}

interface RecentlyViewedState {
  /** Product ids, newest first. */
  ids: number[]
}

const useRecentlyViewedStore = create<RecentlyViewedState>(() => ({ ids: readStoredIds() }))

function setIds(ids: number[]) {
  useRecentlyViewedStore.setState({ ids })
  writeStorage(storageKeys.recentlyViewed, JSON.stringify(ids))
}

/** A product page opened: it moves to the front, the oldest beyond the limit drops off. */
export function productViewed(productId: number): void {
  const { ids } = useRecentlyViewedStore.getState()
  if (ids[0] === productId) return
  setIds([productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX))
}

/** Products the service no longer knows are dropped, so they are never shown again. */
export function recentlyViewedGone(goneIds: readonly number[]): void {
  const { ids } = useRecentlyViewedStore.getState()
  const kept = ids.filter((id) => !goneIds.includes(id))
  if (kept.length !== ids.length) setIds(kept)
}

// The session store removed the stored list already; the copy in memory follows.
onIdentityChanged(({ previous }) => {
  if (previous !== null) useRecentlyViewedStore.setState({ ids: [] })
})

export const useRecentlyViewedIds = () => useRecentlyViewedStore((state) => state.ids)

/** Tests only: an empty list, in memory and in storage. */
export function resetRecentlyViewed(): void {
  setIds([])
}

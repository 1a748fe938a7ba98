// The content service's shared parts (menu article, banner categories) cached in localStorage with
// the spec's lifetimes: menus 24 h, banner categories 10 min. Kept across reloads.
import { readStorage, storageKeys, writeStorage } from '@/lib/storage'

export const MENU_TTL_MS = 24 * 60 * 60 * 1000
export const BANNER_TTL_MS = 10 * 60 * 1000

interface Stamped<T> {
  value: T
  at: number
}

export interface ContentCacheState<M, B> {
  menus: Stamped<M> | null
  banners: Record<string, Stamped<B>>
}

export function readContentCache<M, B>(): ContentCacheState<M, B> {
  try {
    const raw = readStorage(storageKeys.contentCache)
    const parsed = raw ? (JSON.parse(raw) as Partial<ContentCacheState<M, B>>) : {}
    return { menus: parsed.menus ?? null, banners: parsed.banners ?? {} }
  } catch {
    return { menus: null, banners: {} }
  }
}

export function writeContentCache<M, B>(state: ContentCacheState<M, B>): void {
  writeStorage(storageKeys.contentCache, JSON.stringify(state))
}

export function isFresh(entry: { at: number } | null | undefined, ttlMs: number, now = Date.now()): boolean {
  return !!entry && now - entry.at < ttlMs && now >= entry.at
}

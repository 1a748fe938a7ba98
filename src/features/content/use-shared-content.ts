// Menus and shared banner categories (usp, contactdetails, mainbanners, newsletter promo) from the
// content cache, as React state that follows every refresh of the cache (useSyncExternalStore).
import { useSyncExternalStore } from 'react'
import { getSharedContent, subscribeSharedContent, type SharedContent } from '@/api/vm/content'
import { type Banner } from '@/api/vm/content-model'

export function useSharedContent(): SharedContent {
  return useSyncExternalStore(subscribeSharedContent, getSharedContent, getSharedContent)
}

const NO_BANNERS: Banner[] = []

/** The banners of one shared category; an empty list while none are known. */
export function useBanners(name: string): Banner[] {
  return useSharedContent().banners[name] ?? NO_BANNERS
}

/**
 * A page's banners of a category: the page answer when it carried them (page extras always ride
 * along), otherwise the shared cache (shared categories are only re-sent when stale).
 */
export function usePageBanners(
  ownBanners: Record<string, Banner[]> | undefined,
  name: string,
): Banner[] {
  return pageBanners(ownBanners, useSharedContent().banners, name)
}

/** The rule of usePageBanners outside React (the entry preloads the home hero with it). */
export function pageBanners(
  ownBanners: Record<string, Banner[]> | undefined,
  shared: Record<string, Banner[]>,
  name: string,
): Banner[] {
  const own = ownBanners?.[name]
  return own && own.length > 0 ? own : (shared[name] ?? NO_BANNERS)
}

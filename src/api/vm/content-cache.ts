// The content service's shared parts (menu article, banner categories) cached in localStorage with
// the spec's lifetimes: menus 24 h, banner categories 10 min. Kept across reloads.
// What comes back from storage is checked, never trusted: an entry of another version, of the
// wrong shape or failing its schema is dropped (and fetched again), so one bad entry cannot break
// the header on every load.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage'

import { CONTENT_CACHE_VERSION } from './content-request'

export { BANNER_TTL_MS, CONTENT_CACHE_VERSION, MENU_TTL_MS, isFresh } from './content-request'

interface Stamped<T> {
  value: T
  at: number
}

export interface ContentCacheState<M, B> {
  menus: Stamped<M> | null
  banners: Record<string, Stamped<B>>
}

export interface ContentCacheSchemas<M, B> {
  menus: z.core.$ZodType<M>
  banner: z.core.$ZodType<B>
}

const stampedSchema = lazy(() =>
  z.object({ value: z.unknown(), at: z.number().check(z.nonnegative()) }),
)
const storedSchema = lazy(() =>
  z.object({
    version: z.literal(CONTENT_CACHE_VERSION),
    menus: z.nullish(z.unknown()),
    banners: z._default(z.record(z.string(), z.unknown()), {}),
  }),
)

function stamped<T>(raw: unknown, schema: z.core.$ZodType<T> | undefined): Stamped<T> | null {
  const entry = stampedSchema().safeParse(raw)
  if (!entry.success) return null
  if (!schema) return entry.data as Stamped<T>
  const value = z.safeParse(schema, entry.data.value)
  return value.success ? { value: value.data, at: entry.data.at } : null
}

export function readContentCache<M, B>(
  schemas?: ContentCacheSchemas<M, B>,
): ContentCacheState<M, B> {
  const raw = readStorage(storageKeys.contentCache)
  if (!raw) return { menus: null, banners: {} }
  let stored: z.infer<ReturnType<typeof storedSchema>>
  try {
    const parsed = storedSchema().safeParse(JSON.parse(raw))
    if (!parsed.success) throw parsed.error
    stored = parsed.data
  } catch {
    removeStorage(storageKeys.contentCache)
    return { menus: null, banners: {} }
  }
  const banners: Record<string, Stamped<B>> = {}
  for (const [name, entry] of Object.entries(stored.banners)) {
    const checked = stamped(entry, schemas?.banner)
    if (checked) banners[name] = checked
  }
  return { menus: stamped(stored.menus, schemas?.menus), banners }
}

export function writeContentCache<M, B>(state: ContentCacheState<M, B>): void {
  writeStorage(
    storageKeys.contentCache,
    JSON.stringify({ version: CONTENT_CACHE_VERSION, ...state }),
  )
}

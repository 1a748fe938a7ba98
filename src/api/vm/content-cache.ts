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

/**
 * The stored text last read or written, with what it holds for those schemas: several callers read
 * the cache while a page starts (the page's request, the shell's refresh, the stored answer), and
 * the same text is parsed and checked once instead of each time (the menus are the largest part).
 */
let known: {
  raw: string
  schemas: ContentCacheSchemas<unknown, unknown> | undefined
  state: ContentCacheState<unknown, unknown>
} | null = null

/** A caller may change what it read (storeShared does): each gets its own outer objects. */
const copyOf = <M, B>(state: ContentCacheState<M, B>): ContentCacheState<M, B> => ({
  menus: state.menus,
  banners: { ...state.banners },
})

export function readContentCache<M, B>(
  schemas?: ContentCacheSchemas<M, B>,
): ContentCacheState<M, B> {
  const raw = readStorage(storageKeys.contentCache)
  if (!raw) return { menus: null, banners: {} }
  if (known && known.raw === raw && known.schemas === schemas)
    return copyOf(known.state as ContentCacheState<M, B>)
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
  const state = { menus: stamped(stored.menus, schemas?.menus), banners }
  known = { raw, schemas, state }
  return copyOf(state)
}

/**
 * Stores the state. With `schemas`, the values are already of those schemas (checked as they came
 * in): the next read with the same schemas takes them as they are instead of parsing the text again.
 */
export function writeContentCache<M, B>(
  state: ContentCacheState<M, B>,
  schemas?: ContentCacheSchemas<M, B>,
): void {
  const raw = JSON.stringify({ version: CONTENT_CACHE_VERSION, ...state })
  writeStorage(storageKeys.contentCache, raw)
  known =
    schemas && readStorage(storageKeys.contentCache) === raw
      ? { raw, schemas, state: copyOf(state) }
      : null
}

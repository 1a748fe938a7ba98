// The content service (POST /api/vm/u): page articles with blocks and banners, the menu article and
// the shared banner categories. Menus (24 h) and banners (10 min) are cached across reloads and a
// call asks only for the parts that are stale; a failed call with menus or banners missing retries
// with the home article (spec section 4). The request body is built in content-request.ts, the
// answers' schemas and mappers are content-model.ts.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { ApiError, request } from '@/api/http'
import { common } from '@/messages/nl/common'
import {
  menuArticleSchema,
  type MenuArticleDto,
  bannerCategorySchema,
  type BannerCategoryDto,
  articleSchema,
  contentResponseSchema,
  type Menus,
  type Banner,
  type PageContent,
  mapLinkedDocuments,
  mapMenus,
  mapBanners,
  parseBlocks,
} from './content-model'
import { BANNER_TTL_MS, readContentCache, writeContentCache } from './content-cache'
import {
  DEFAULT_BANNER_CATEGORIES,
  EVERYTHING_SHARED,
  buildContentRequest,
  staleSharedParts,
  type ArticleParams,
  type ContentRequest,
} from './content-request'

export {
  CULTURE,
  DEFAULT_BANNER_CATEGORIES,
  MENUS_BY_NAME,
  EVERYTHING_SHARED,
  buildContentRequest,
  type AtomType,
  type ArticleParams,
  type ContentRequest,
} from './content-request'

// ---- fetching -----------------------------------------------------------------------------

/** The cached shared parts, each checked against its wire schema. */
const sharedCacheSchemas = lazy(() => ({
  menus: menuArticleSchema(),
  banner: bannerCategorySchema(),
}))

function readSharedCache() {
  return readContentCache<MenuArticleDto, BannerCategoryDto>(sharedCacheSchemas())
}

type Cache = ReturnType<typeof readSharedCache>

/** What the shared cache still needs: the menus when older than 24 h, banners older than 10 min. */
function staleParts(cache: Cache, now = Date.now()) {
  return staleSharedParts(cache, now)
}

function storeShared(
  article: z.infer<ReturnType<typeof articleSchema>> | null | undefined,
  requested: readonly string[],
) {
  if (!article) return
  const cache = readSharedCache()
  const now = Date.now()
  if (article.Menus) cache.menus = { value: article.Menus, at: now }
  for (const category of article.BannerCategories ?? []) {
    if (requested.includes(category.Name))
      cache.banners[category.Name] = { value: category, at: now }
  }
  // The menus and banner categories came in through articleSchema, with these very schemas.
  writeContentCache(cache, sharedCacheSchemas())
  notifyShared()
}

async function postContent(body: ContentRequest, signal?: AbortSignal) {
  return request('/api/vm/u', { method: 'POST', body, schema: contentResponseSchema(), signal })
}

export class ContentNotFoundError extends ApiError {
  constructor() {
    super({ kind: 'http', status: 404, reasonCode: '404', userMessage: common.errors.notFound })
  }
}

/**
 * A page request that carries the shared parts and has not answered yet. The shell's refresh waits
 * for it instead of asking for the same menus and banners a second time (one content request per
 * first page).
 */
let sharedInFlight: Promise<unknown> | null = null

function trackSharedInFlight<T>(work: Promise<T>): Promise<T> {
  const tracked = work.finally(() => {
    if (sharedInFlight === tracked) sharedInFlight = null
  })
  sharedInFlight = tracked
  return tracked
}

/** Refreshes the shared parts from the home article (fallback and first load) when any is stale. */
export async function refreshSharedContent(force = false, signal?: AbortSignal): Promise<void> {
  if (!force && sharedInFlight) await sharedInFlight.catch(() => undefined)
  const stale = staleParts(readSharedCache())
  if (!force && !stale.getMenus && stale.bannerCategories.length === 0) return
  const body = { ...buildContentRequest({ url: 'home' }, EVERYTHING_SHARED), GetBlocks: false }
  const answer = await postContent(body, signal)
  storeShared(answer.Article, DEFAULT_BANNER_CATEGORIES)
}

/**
 * Fetches a page article. Shared parts that are stale ride along in the same request. A ReasonCode
 * '404' answer throws ContentNotFoundError (the wildcard-page error).
 */
export async function fetchPageContent(
  params: ArticleParams,
  signal?: AbortSignal,
): Promise<PageContent> {
  const cache = readSharedCache()
  const stale = staleParts(cache)
  // Only the stale shared parts ride along (spec: menus valid 24 h, banners 10 min); the cache keeps
  // what comes back. The page's own banner categories are always asked for.
  const body = buildContentRequest(params, stale)
  const request = postContent(body, signal).then((answer) => {
    storeShared(answer.Article, DEFAULT_BANNER_CATEGORIES)
    return answer
  })
  let answer: z.infer<ReturnType<typeof contentResponseSchema>>
  try {
    answer = await trackSharedInFlight(request)
  } catch (error) {
    if (stale.getMenus || stale.bannerCategories.length) {
      // Menus or banners are missing: get them from the home article so the shell still works.
      await refreshSharedContent(false, signal).catch(() => undefined)
    }
    throw error
  }
  if (!answer.Success || !answer.Article) {
    if (answer.ReasonCode === '404') throw new ContentNotFoundError()
    if (stale.getMenus || stale.bannerCategories.length)
      await refreshSharedContent(false, signal).catch(() => undefined)
    throw new ApiError({
      kind: 'business',
      status: 200,
      reasonCode: answer.ReasonCode ?? null,
      userMessage: answer.Message || common.errors.generic,
    })
  }
  const article = answer.Article
  return {
    title: article.Title ?? '',
    description: article.Description ?? '',
    keywords: article.Keywords ?? '',
    blocks: parseBlocks(article.Blocks ?? []),
    banners: Object.fromEntries(
      (article.BannerCategories ?? []).map((c) => [c.Name, mapBanners(c)]),
    ),
    children: mapLinkedDocuments(article.Children),
    siblings: mapLinkedDocuments(article.Siblings),
    related: mapLinkedDocuments(article.RelatedDocuments),
  }
}

// ---- shared content for the shell (menus and banners) ----------------------------------------

export interface SharedContent {
  menus: Menus | null
  banners: Record<string, Banner[]>
}

const sharedListeners = new Set<() => void>()
let sharedSnapshot: SharedContent | null = null

function notifyShared() {
  sharedSnapshot = null
  sharedListeners.forEach((listener) => listener())
}

export function subscribeSharedContent(listener: () => void): () => void {
  sharedListeners.add(listener)
  return () => sharedListeners.delete(listener)
}

/** Menus and shared banners as currently cached (any age: old content beats no content). */
export function getSharedContent(): SharedContent {
  if (!sharedSnapshot) {
    const cache = readSharedCache()
    sharedSnapshot = {
      menus: cache.menus ? mapMenus(cache.menus.value) : null,
      banners: Object.fromEntries(
        Object.entries(cache.banners).map(([name, entry]) => [name, mapBanners(entry.value)]),
      ),
    }
  }
  return sharedSnapshot
}

export const contentQueries = {
  all: () => ['content'] as const,
  articles: () => [...contentQueries.all(), 'article'] as const,
  article: (params: ArticleParams) =>
    queryOptions({
      queryKey: [...contentQueries.articles(), params] as const,
      queryFn: ({ signal }) => fetchPageContent(params, signal),
      staleTime: 5 * 60_000,
    }),
  /** Keeps menus and shared banners fresh; the data itself is read with getSharedContent. */
  shared: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'shared'] as const,
      queryFn: async ({ signal }) => {
        await refreshSharedContent(false, signal)
        return Date.now()
      },
      staleTime: BANNER_TTL_MS,
      refetchInterval: BANNER_TTL_MS,
    }),
}

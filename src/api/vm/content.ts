// The content service (POST /api/vm/u): page articles with blocks and banners, the menu article and
// the shared banner categories. Menus (24 h) and banners (10 min) are cached across reloads and a
// call asks only for the parts that are stale; a failed call with menus or banners missing retries
// with the home article (spec section 4). The request body is built in content-request.ts.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { ApiError, request } from '@/api/http'
import { common } from '@/messages/nl/common'
import { imageOf, imageRefDtoSchema } from '../image-ref'
import { BANNER_TTL_MS, readContentCache, writeContentCache } from './content-cache'
import {
  CULTURE,
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

// ---- wire schemas -------------------------------------------------------------------------
// zod/mini: the content service feeds the shell and the home page, so these schemas are built at
// start-up; classic zod would add its size and per-schema method set to the initial load.

export interface MenuItemDto {
  ID: number
  Title: string
  AlternateUrl: string
  Children?: MenuItemDto[] | null
}

export const menuItemSchema = lazy((): z.ZodMiniType<MenuItemDto> =>
  z.lazy(() =>
    z.object({
      ID: z.number(),
      Title: z.string(),
      AlternateUrl: z.string(),
      Children: z.nullish(z.array(menuItemSchema())),
    }),
  ),
)

export const menuArticleSchema = lazy(() =>
  z.object({
    MainMenu: z._default(z.array(menuItemSchema()), []),
    FooterMenu: z._default(z.array(menuItemSchema()), []),
    SubFooterMenu: z._default(z.array(menuItemSchema()), []),
    Menus: z._default(
      z.array(z.object({ Name: z.string(), Items: z.array(menuItemSchema()) })),
      [],
    ),
  }),
)
export type MenuArticleDto = z.infer<ReturnType<typeof menuArticleSchema>>

export const bannerSchema = lazy(() =>
  z.object({
    Title: z._default(z.string(), ''),
    Text: z._default(z.string(), ''),
    Images: z._default(z.array(imageRefDtoSchema()), []),
    IsHidden: z._default(z.boolean(), false),
    Url: z.nullish(z.string()),
    LinkText: z.nullish(z.string()),
  }),
)
export type BannerDto = z.infer<ReturnType<typeof bannerSchema>>

export const bannerCategorySchema = lazy(() =>
  z.object({ Name: z.string(), Banners: z.array(bannerSchema()) }),
)
export type BannerCategoryDto = z.infer<ReturnType<typeof bannerCategorySchema>>

/** The spec's block: ID and Data (a JSON string); Type is optional (else read from Data.Type). */
export const blockSchema = lazy(() =>
  z.object({
    ID: z.number(),
    Type: z.nullish(z.string()),
    Data: z.string(),
  }),
)
export type BlockDto = z.infer<ReturnType<typeof blockSchema>>

/** A document linked to the article: a child, a sibling or a related document (GetChilds & co.). */
export const linkedDocumentSchema = lazy(() =>
  z.object({
    Title: z.string(),
    UrlSlug: z.string(),
    AtomType: z.optional(z.string()),
  }),
)

export const articleSchema = lazy(() =>
  z.object({
    Id: z.optional(z.number()),
    AtomType: z.optional(z.string()),
    UrlSlug: z.optional(z.string()),
    Title: z.nullish(z.string()),
    Description: z.nullish(z.string()),
    Keywords: z.nullish(z.string()),
    // Typed as the spec's block, but each one is checked on its own in parseBlocks: one broken
    // block never fails the page.
    Blocks: z.nullish(z.array(z.custom<BlockDto>())),
    BannerCategories: z.nullish(z.array(bannerCategorySchema())),
    Menus: z.nullish(menuArticleSchema()),
    Children: z.nullish(z.array(linkedDocumentSchema())),
    Siblings: z.nullish(z.array(linkedDocumentSchema())),
    RelatedDocuments: z.nullish(z.array(linkedDocumentSchema())),
  }),
)
export type ArticleDto = z.infer<ReturnType<typeof articleSchema>>

export const contentResponseSchema = lazy(() =>
  z.object({
    Success: z.boolean(),
    ReasonCode: z.nullish(z.string()),
    Message: z.nullish(z.string()),
    Article: z.nullish(articleSchema()),
  }),
)

export const contentRequestSchema = lazy((): z.ZodMiniType<ContentRequest> =>
  z.object({
    Culture: z.literal(CULTURE),
    Reload: z.boolean(),
    AtomType: z.string(),
    PathUrl: z.string(),
    Url: z.string(),
    GetBlocks: z.boolean(),
    GetMenus: z.boolean(),
    GetMenusByName: z.string(),
    BannerCategories: z.string(),
    GetChilds: z.optional(z.boolean()),
    GetSiblings: z.optional(z.boolean()),
    GetRelatedDocuments: z.optional(z.boolean()),
    BrandCategories: z.optional(z.string()),
    JobCategories: z.optional(z.string()),
  }),
)

// ---- domain -------------------------------------------------------------------------------

export interface MenuItem {
  id: number
  title: string
  url: string
  children: MenuItem[]
}

export interface Menus {
  main: MenuItem[]
  footer: MenuItem[]
  subFooter: MenuItem[]
  byName: Record<string, MenuItem[]>
}

export interface Banner {
  title: string
  html: string
  image: { name: string; extension: string } | null
  url: string | null
  linkText: string | null
}

export interface ContentBlock {
  id: number
  type: string
  /** The parsed Data JSON; blocks whose Data does not parse are left out. */
  data: unknown
}

export interface LinkedDocument {
  title: string
  slug: string
  atomType: string
}

export interface PageContent {
  title: string
  description: string
  keywords: string
  blocks: ContentBlock[]
  banners: Record<string, Banner[]>
  /** Filled when asked for with getChilds, getSiblings and getRelatedDocuments. */
  children: LinkedDocument[]
  siblings: LinkedDocument[]
  related: LinkedDocument[]
}

const mapLinked = (
  docs: z.infer<ReturnType<typeof linkedDocumentSchema>>[] | null | undefined,
): LinkedDocument[] =>
  (docs ?? []).map((doc) => ({
    title: doc.Title,
    slug: doc.UrlSlug,
    atomType: doc.AtomType ?? 'Content.Article',
  }))

function mapMenuItem(item: MenuItemDto): MenuItem {
  return {
    id: item.ID,
    title: item.Title,
    url: item.AlternateUrl,
    children: (item.Children ?? []).map(mapMenuItem),
  }
}

export function mapMenus(dto: MenuArticleDto): Menus {
  return {
    main: dto.MainMenu.map(mapMenuItem),
    footer: dto.FooterMenu.map(mapMenuItem),
    subFooter: dto.SubFooterMenu.map(mapMenuItem),
    byName: Object.fromEntries(dto.Menus.map((menu) => [menu.Name, menu.Items.map(mapMenuItem)])),
  }
}

/** Hidden banners are left out. */
export function mapBanners(dto: BannerCategoryDto): Banner[] {
  return dto.Banners.filter((banner) => !banner.IsHidden).map((banner) => ({
    title: banner.Title,
    html: banner.Text,
    image: imageOf(banner.Images[0]),
    url: banner.Url ?? null,
    linkText: banner.LinkText ?? null,
  }))
}

const typeInData = (data: unknown): string =>
  typeof data === 'object' && data !== null && typeof (data as { Type?: unknown }).Type === 'string'
    ? (data as { Type: string }).Type
    : ''

/** Checks each block and parses its Data; a broken block is skipped so the page still renders. */
export function parseBlocks(blocks: readonly unknown[]): ContentBlock[] {
  const parsed: ContentBlock[] = []
  for (const raw of blocks) {
    const block = blockSchema().safeParse(raw)
    if (!block.success) continue
    try {
      const data = JSON.parse(block.data.Data) as unknown
      parsed.push({ id: block.data.ID, type: block.data.Type ?? typeInData(data), data })
    } catch {
      // Malformed CMS data: leave this block out.
    }
  }
  return parsed
}

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
    children: mapLinked(article.Children),
    siblings: mapLinked(article.Siblings),
    related: mapLinked(article.RelatedDocuments),
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

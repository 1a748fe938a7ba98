// What a content call (POST /api/vm/u) asks for, without the contracts: the request body and the
// spec's lifetimes of the shared parts (menus 24 h, banners 10 min). Plain TypeScript with no
// imports of weight, because the head boot script (src/boot.ts) builds the home call with it before
// the app has loaded; the app builds every call with the same function, so the two bodies are equal
// and the app adopts the boot script's answer (src/api/early-request.ts).

export const CULTURE = 'nl-NL'
export const MENUS_BY_NAME = 'topmenu|contentmenu'
export const DEFAULT_BANNER_CATEGORIES = [
  'mainbanners',
  'contactdetails',
  'usp-banners',
  'newsletter-promo-modal',
] as const

export const MENU_TTL_MS = 24 * 60 * 60 * 1000
export const BANNER_TTL_MS = 10 * 60 * 1000
/** Bump when the cached shape changes: older entries are then dropped, not misread. */
export const CONTENT_CACHE_VERSION = 2

export type AtomType =
  | 'Content.Article'
  | 'Commerce.ProductCategory'
  | 'Commerce.Brand'
  | 'Commerce.Product'
  | 'Content.JobOpening'
  | 'Contact.Company'

export interface ArticleParams {
  atomType?: AtomType
  /** The slug (route parameter); '' or 'home' for the home page. */
  url: string
  pathUrl?: string
  /** Page-specific banner categories on top of the shared ones. */
  bannerCategories?: string[]
  getChilds?: boolean
  getSiblings?: boolean
  getRelatedDocuments?: boolean
  brandCategories?: string
  jobCategories?: string
  reload?: boolean
}

/** The request body, field for field as the spec names it (src/api/vm/content.ts checks it with zod). */
export interface ContentRequest {
  Culture: typeof CULTURE
  Reload: boolean
  AtomType: string
  PathUrl: string
  Url: string
  GetBlocks: boolean
  GetMenus: boolean
  GetMenusByName: string
  BannerCategories: string
  GetChilds?: boolean
  GetSiblings?: boolean
  GetRelatedDocuments?: boolean
  BrandCategories?: string
  JobCategories?: string
}

/** The shared parts a call carries: the menus and the default banner categories it asks for. */
export interface SharedParts {
  getMenus: boolean
  bannerCategories: string[]
}

export function buildContentRequest(params: ArticleParams, shared: SharedParts): ContentRequest {
  const body: ContentRequest = {
    Culture: CULTURE,
    Reload: params.reload ?? false,
    AtomType: params.atomType ?? 'Content.Article',
    PathUrl: params.pathUrl ?? `/${params.url}`,
    Url: params.url,
    GetBlocks: true,
    GetMenus: shared.getMenus,
    GetMenusByName: MENUS_BY_NAME,
    BannerCategories: [
      ...new Set([...shared.bannerCategories, ...(params.bannerCategories ?? [])]),
    ].join('|'),
  }
  if (params.getChilds) body.GetChilds = true
  if (params.getSiblings) body.GetSiblings = true
  if (params.getRelatedDocuments) body.GetRelatedDocuments = true
  if (params.brandCategories) body.BrandCategories = params.brandCategories
  if (params.jobCategories) body.JobCategories = params.jobCategories
  return body
}

export function isFresh(
  entry: { at: number } | null | undefined,
  ttlMs: number,
  now = Date.now(),
): boolean {
  return !!entry && now - entry.at < ttlMs && now >= entry.at
}

/** When each shared part was stored (ms since epoch), as the content cache keeps them. */
export interface SharedStamps {
  menus: { at: number } | null
  banners: Record<string, { at: number } | undefined>
}

/** The spec's rule: a call asks for the menus after 24 h and for each banner category after 10 min. */
export function staleSharedParts(stamps: SharedStamps, now = Date.now()): SharedParts {
  return {
    getMenus: !isFresh(stamps.menus, MENU_TTL_MS, now),
    bannerCategories: DEFAULT_BANNER_CATEGORIES.filter(
      (name) => !isFresh(stamps.banners[name], BANNER_TTL_MS, now),
    ),
  }
}

/** Everything shared, for a call that must refresh it all (the /api-test page, a forced refresh). */
export const EVERYTHING_SHARED: SharedParts = {
  getMenus: true,
  bannerCategories: [...DEFAULT_BANNER_CATEGORIES],
}

/**
 * The stamps of the cache as stored, read without its schemas (the boot script has none): a
 * malformed cache counts as empty, so everything is asked for, as the app would after dropping it.
 */
export function storedSharedStamps(raw: string | null): SharedStamps {
  const empty: SharedStamps = { menus: null, banners: {} }
  if (!raw) return empty
  try {
    const stored = JSON.parse(raw) as {
      version?: unknown
      menus?: { at?: unknown } | null
      banners?: Record<string, { at?: unknown }>
    }
    if (stored.version !== CONTENT_CACHE_VERSION) return empty
    const stamp = (entry: { at?: unknown } | null | undefined) =>
      entry && typeof entry.at === 'number' ? { at: entry.at } : null
    const banners: SharedStamps['banners'] = {}
    for (const [name, entry] of Object.entries(stored.banners ?? {}))
      banners[name] = stamp(entry) ?? undefined
    return { menus: stamp(stored.menus), banners }
  } catch {
    return empty
  }
}

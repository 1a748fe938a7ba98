// The first screen of a page, as the head boot script (src/boot.ts) needs it before the app has
// loaded: which page a path is, the first call it makes, and, for home, the hero (the page's LCP)
// read from the raw content answer with the minimum of parsing. Plain TypeScript with light imports:
// this module is bundled into the boot script. The app reads the same answer with its contracts.
import { paths, searchTermOf } from '@/lib/paths'
import { landingRouteOf } from '@/app/landing-route'
import {
  bannerCardImageSize,
  heroImageSize,
  heroResponsive,
  imageSources,
  preloadImage,
} from '@/lib/images'
import type { ArticleParams } from '@/api/vm/content-request'

/** The home page's article: its blocks, its banners and the page's extra banner category. */
export const homeParams: ArticleParams = { url: 'home', bannerCategories: ['home-extra'] }

export type FirstScreen =
  { kind: 'home' } | { kind: 'product'; productName: string } | { kind: 'page' }

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

/**
 * Pages framed by another header than the site header (router.tsx: the checkout layout of checkout
 * and order complete). Every other layout opens with the site header the static shell in
 * index.html shows; on these the shell stays hidden and the app paints the page.
 */
export function hasShellHeader(pathname: string): boolean {
  return ![paths.checkout, paths.orderComplete].some((prefix) => under(pathname, prefix))
}

export function firstScreenOf(pathname: string): FirstScreen {
  if (pathname === paths.home || pathname === paths.homeAlias) return { kind: 'home' }
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname)
  if (product?.[1]) {
    try {
      return { kind: 'product', productName: decodeURIComponent(product[1]) }
    } catch {
      return { kind: 'page' }
    }
  }
  return { kind: 'page' }
}

/** The category tree, which the listing and the product page ask for first (their breadcrumb). */
const treeCall = '/api/aspos/webnodetree'

/**
 * The first GET calls of a page (other than home's content call) as the app's route loaders make
 * them, for the boot script to start before the app has loaded: the app adopts each answer when it
 * sends the very same request (src/api/early-request.ts). A listing whose URL holds filters or a
 * category by its path has its list left to the app (only the tree is sure); so has a search
 * with filters. `search` is location.search. Paths on the shop's own origin.
 */
export function earlyCallsOf(pathname: string, search: string): string[] {
  const screen = firstScreenOf(pathname)
  if (screen.kind === 'product')
    return [`/api/aspos/products/${encodeURIComponent(screen.productName)}`, treeCall]
  const list = (key: string, value: string) => {
    const params = new URLSearchParams()
    params.append(key, value)
    return `/api/aspos/products?${params}`
  }
  const category = /^\/producten\/(\d+)$/.exec(pathname)
  if (category?.[1] && !search) return [list('webNodeId', String(Number(category[1]))), treeCall]
  if (landingRouteOf(pathname) === 'category') return [treeCall]
  const term = searchTermOf(pathname)?.slice(0, 200).trim()
  if (term && !search) return [list('search', term)]
  return []
}

export interface RawHero {
  title: string
  text: string
  image: { name: string; extension: string }
  linkUrl: string | null
  linkText: string | null
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null
const text = (value: unknown) => (typeof value === 'string' ? value : null)

function imageOf(value: unknown): RawHero['image'] | null {
  if (!isObject(value)) return null
  const name = text(value.Name)
  const extension = text(value.FileExtension)
  return name !== null && extension !== null ? { name, extension } : null
}

export interface RawBanner {
  title: string
  /** The banner's HTML as sent: the app renders it (sanitised) when it is not empty. */
  html: string
  /** The banner's text without its HTML tags, which the boot script paints until the app runs. */
  text: string
  image: { name: string; extension: string } | null
  linkUrl: string | null
  linkText: string | null
}

/** How home opens, read raw: the hero (the page's h1 and LCP image) and the main banner cards. */
export interface RawHomeOpening {
  hero: RawHero | null
  cards: RawBanner[]
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim()

function rawBanner(banner: Json): RawBanner {
  return {
    title: text(banner.Title) ?? '',
    html: text(banner.Text) ?? '',
    text: stripTags(text(banner.Text) ?? ''),
    image: imageOf(Array.isArray(banner.Images) ? banner.Images[0] : null),
    linkUrl: text(banner.Url),
    linkText: text(banner.LinkText),
  }
}

/**
 * How home opens, from the raw answer, by the app's rule (home.data.ts `homeOpening`): the Hero
 * block when it comes first and the main banners as cards, else the first visible main banner (the
 * page's own, else the cached shared ones) as the hero and the others as cards. A hero without an
 * image is left to the app.
 */
export function rawHomeOpening(article: unknown, cachedMainBanners: unknown): RawHomeOpening {
  const none: RawHomeOpening = { hero: null, cards: [] }
  if (!isObject(article)) return none
  const categories = Array.isArray(article.BannerCategories) ? article.BannerCategories : []
  const own = categories.find((c: unknown) => isObject(c) && c.Name === 'mainbanners') as
    Json | undefined
  const ownBanners = own && Array.isArray(own.Banners) ? own.Banners : []
  const all =
    ownBanners.length > 0 ? ownBanners : Array.isArray(cachedMainBanners) ? cachedMainBanners : []
  const banners = (all as unknown[])
    .filter((b): b is Json => isObject(b) && b.IsHidden !== true)
    .map(rawBanner)
  const blocks = Array.isArray(article.Blocks) ? article.Blocks : []
  const first: unknown = blocks[0]
  if (isObject(first) && first.Type === 'Hero') {
    let data: unknown = null
    try {
      data = JSON.parse(text(first.Data) ?? '')
    } catch {
      return none
    }
    if (!isObject(data)) return none
    const image = imageOf(data.Image)
    const title = text(data.Title)
    if (!image || title === null) return none
    return {
      hero: {
        title,
        text: text(data.Text) ?? '',
        image,
        linkUrl: text(data.LinkUrl),
        linkText: text(data.LinkText),
      },
      cards: banners,
    }
  }
  const [heroBanner, ...cards] = banners
  if (!heroBanner?.image) return none
  return { hero: { ...heroBanner, image: heroBanner.image }, cards }
}

type ImageRef = { name: string; extension: string }

/**
 * Starts fetching the images that open the home page: the hero and the first banner card, the two
 * rendered with high priority (either can be the LCP). The boot script calls it on the raw answer,
 * the app (home.data.ts) on the parsed one; a preload is never made twice.
 */
export function preloadHomeImages(
  hero: ImageRef | null,
  firstCard: ImageRef | null | undefined,
): void {
  if (hero)
    preloadImage(
      imageSources(
        hero.name,
        hero.extension,
        heroImageSize.width,
        heroImageSize.height,
        heroResponsive,
      ),
    )
  if (firstCard)
    preloadImage(
      imageSources(
        firstCard.name,
        firstCard.extension,
        bannerCardImageSize.width,
        bannerCardImageSize.height,
      ),
    )
}

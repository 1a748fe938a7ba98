// The routes where shoppers arrive from outside (home, a category listing, a product page, search
// results, the FAQ, the stores, the cart), whose code the head boot script requests before the
// router asks for it: the build lists each route's
// chunks (scripts/first-screen.ts), the boot script preloads them a few per task. Without this the
// router's import added a link per chunk (twenty-odd on home) in one long task. Imports nothing but
// the paths: the boot script bundles it, and the build reads it. A test holds landingRouteOf to the
// route table's own matching (router.tsx).
import { paths } from '../lib/paths'

export type LandingRoute = 'home' | 'category' | 'product' | 'search' | 'faq' | 'stores' | 'cart'

/**
 * Each landing route's modules under src/app/routes, as router.tsx imports them (page and data; a
 * layout of its own under src/app as '../layouts/…').
 */
export const landingRouteModules: Record<LandingRoute, string[]> = {
  home: ['home.tsx', 'home.data.ts'],
  category: ['category.tsx', 'category.data.ts'],
  product: ['product.tsx', 'product.data.ts'],
  search: ['search.tsx'],
  faq: ['faq.tsx'],
  stores: ['stores.tsx'],
  // The cart page's layout is loaded with it (router.tsx: lazyLayout).
  cart: ['cart.tsx', '../layouts/cart-layout.tsx'],
}

/** A pattern's static start: '/producten/*' → '/producten', '/product/:productName' → '/product'. */
const staticPart = (pattern: string) => pattern.replace(/\/[:*].*$/, '')

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The landing route the router renders for a path (matched as it matches: any case, a trailing /). */
export function landingRouteOf(pathname: string): LandingRoute | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1')
  if (path === paths.home || path === paths.homeAlias) return 'home'
  if (path === paths.faq) return 'faq'
  if (path === paths.stores) return 'stores'
  if (path === paths.cart) return 'cart'
  const search = staticPart(paths.search)
  if (path.startsWith(`${search}/`) && !path.slice(search.length + 1).includes('/')) return 'search'
  const product = staticPart(paths.product)
  if (path.startsWith(`${product}/`) && !path.slice(product.length + 1).includes('/'))
    return 'product'
  if (
    under(path, staticPart(paths.category)) &&
    path !== paths.offers &&
    !under(path, staticPart(paths.singleListing))
  )
    return 'category'
  return null
}

/** Each landing route's chunk URLs as the boot script's data-routes holds them: "home:/a.js /b.js;…". */
export function formatRouteChunks(
  chunks: Partial<Record<LandingRoute, readonly string[]>>,
): string {
  return Object.entries(chunks)
    .map(([route, urls]) => `${route}:${urls.join(' ')}`)
    .join(';')
}

/** One route's chunk URLs from that list (none for a page that is not a landing route). */
export function routeChunksOf(list: string, route: LandingRoute | null): string[] {
  const entry = route ? list.split(';').find((part) => part.startsWith(`${route}:`)) : undefined
  return entry
    ? entry
        .slice(entry.indexOf(':') + 1)
        .split(' ')
        .filter(Boolean)
    : []
}

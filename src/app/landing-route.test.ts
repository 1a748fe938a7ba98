// The boot script's own reading of the landing routes must be the route table's: a page it takes
// for another route would preload the wrong chunks (harmless but wasted), and a landing page it
// misses would add its links in one long task again.
import { describe, expect, it } from 'vitest'
import { matchRoutes } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { paths } from '@/lib/paths'
import { createTestRouter } from './router'
import {
  formatRouteChunks,
  landingRouteOf,
  routeChunksOf,
  type LandingRoute,
} from './landing-route'

const routes = createTestRouter(new QueryClient(), '/').routes

/** The landing route the route table itself renders for a path. */
function routeTableSays(path: string): LandingRoute | null {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route
  if (!leaf) return null
  if (leaf.index || leaf.path === paths.homeAlias) return 'home'
  if (leaf.path === paths.category) return 'category'
  if (leaf.path === paths.product) return 'product'
  if (leaf.path === paths.search) return 'search'
  if (leaf.path === paths.faq) return 'faq'
  if (leaf.path === paths.stores) return 'stores'
  if (leaf.path === paths.cart) return 'cart'
  return null
}

describe('landingRouteOf', () => {
  it.each([
    '/',
    '/home',
    '/HOME',
    '/home/',
    '/producten',
    '/producten/100',
    '/producten/honden/voer/droogvoer',
    '/Producten/100/',
    '/producten/aanbiedingen',
    '/producten/single',
    '/producten/single/kattenbak',
    '/product/royal-canin-medium-adult-15-kg',
    '/product/royal-canin/',
    '/PRODUCT/x',
    '/product/a/b',
    '/product',
    '/zoeken/hooi',
    '/zoeken/hooi/',
    '/Zoeken/Hooi',
    '/zoeken',
    '/zoeken/a/b',
    '/faq',
    '/FAQ/',
    '/faq/x',
    '/winkels',
    '/winkels/amsterdam',
    '/winkelmandje/vullen',
    '/over-ons',
    '/winkelmandje',
    '/mijn-account/bestellingen',
  ])('reads %s as the route table does', (path) => {
    expect(landingRouteOf(path)).toBe(routeTableSays(path))
  })

  it('knows the three landing pages', () => {
    expect(landingRouteOf('/')).toBe('home')
    expect(landingRouteOf('/producten/100')).toBe('category')
    expect(landingRouteOf('/product/x')).toBe('product')
  })
})

describe('the build list of route chunks', () => {
  const list = formatRouteChunks({
    home: ['/assets/home-a.js', '/assets/shared-b.js'],
    product: ['/assets/product-c.js'],
  })

  it('gives each route its own chunks back', () => {
    expect(routeChunksOf(list, 'home')).toEqual(['/assets/home-a.js', '/assets/shared-b.js'])
    expect(routeChunksOf(list, 'product')).toEqual(['/assets/product-c.js'])
  })

  it('gives nothing for a route it does not list or a page that is no landing route', () => {
    expect(routeChunksOf(list, 'category')).toEqual([])
    expect(routeChunksOf(list, null)).toEqual([])
    expect(routeChunksOf('', 'home')).toEqual([])
  })
})

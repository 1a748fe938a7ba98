// Where the newsletter promotion may open: browsing pages only, never over a task.
import { describe, expect, it } from 'vitest'
import { isBrowsingPath } from './promotion'

describe('isBrowsingPath', () => {
  it.each([
    '/',
    '/home',
    '/producten/12',
    '/producten/aanbiedingen',
    '/merken',
    '/merk/trixie',
    '/blog',
    '/blog-post/tips',
    '/over-ons',
    '/klantenkaart',
    '/faq',
    '/winkels',
    '/zoeken/kat',
  ])('promotes on %s', (path) => expect(isBrowsingPath(path)).toBe(true))

  it.each([
    '/product/hondenbrokken-1',
    '/checkout',
    '/winkelmandje',
    '/mijn-account',
    '/mijn-account/login',
    '/login',
    '/my-account',
    '/register/new-user',
    '/register/new-user/profile',
    '/bestelling-compleet',
    '/bestelling/12',
    '/track-my-order',
    '/contact',
    '/nieuwsbrief',
    '/mijn-account/resetpassword',
    '/dit/bestaat/niet',
  ])('never interrupts %s', (path) => expect(isBrowsingPath(path)).toBe(false))
})

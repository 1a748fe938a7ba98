// The catalogue of every route in the route table (src/app/router.tsx, paths in src/lib/paths.ts),
// each with a real sample URL from the mock seed, for sweeps over the whole shop (layout, copy).
// A route added to the table gets an entry here: layout.spec fails on a pattern it does not cover.
import type { Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { demoAccount } from './pages/session'
import { fillCart } from './pages/checkout-page'
import { createSeed } from '../src/mocks/db/seed'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'
import { demoAccounts, trackAndTracePairs } from '../src/mocks/db/seed-stores-people'
import { hrefs, paths } from '../src/lib/paths'

const seed = createSeed()
const product = seed.products.find((p) => p.Id === fixtureProductIds.discounted)!
const brand = seed.brands.find((b) => b.Collections.length > 0)!
const guestOrder = trackAndTracePairs[2]!
const demoOrder = seed.orders.find((o) => o.CustomerId === demoAccounts.demo.customerId)!
const category = seed.webNodes[0]!

export interface RouteSample {
  /** The route's pattern as the route table has it (a key of `paths`, or a wizard step). */
  pattern: string
  /** A real URL of it. */
  url: string
  /**
   * 'customer': the page is only there for a logged-in customer (the guard sends guests to the
   * login page); 'guest': anyone, and a logged-in customer is sent away (login, registration);
   * 'any': the same page for both.
   */
  audience: 'any' | 'guest' | 'customer'
  /** The page as a shopper with products in the cart sees it (cart, checkout). */
  filledCart?: boolean
  /** The URL leads elsewhere (an alias, a redirect): the sweep checks where it lands. */
  redirects?: boolean
}

export const routeCatalogue: RouteSample[] = [
  { pattern: paths.home, url: hrefs.home(), audience: 'any' },
  { pattern: paths.homeAlias, url: paths.homeAlias, audience: 'any' },
  { pattern: paths.apiTest, url: paths.apiTest, audience: 'any' },
  {
    pattern: paths.orderComplete,
    url: hrefs.orderComplete(guestOrder.OrderNumber),
    audience: 'any',
  },
  {
    pattern: paths.order,
    url: `${hrefs.order(guestOrder.OrderNumber)}?postcode=${encodeURIComponent(guestOrder.PostalCode)}`,
    audience: 'any',
  },
  // A customer's own order, with "Opnieuw bestellen".
  { pattern: paths.order, url: hrefs.order(demoOrder.OrderNumber), audience: 'customer' },
  { pattern: paths.blog, url: hrefs.blog(), audience: 'any' },
  { pattern: paths.blogPost, url: hrefs.blogPost(seed.blogPosts[0]!.UrlSlug), audience: 'any' },
  { pattern: paths.checkout, url: hrefs.checkout(), audience: 'any', filledCart: true },
  { pattern: paths.contact, url: hrefs.contact(), audience: 'any' },
  { pattern: paths.faq, url: hrefs.faq(), audience: 'any' },
  { pattern: paths.colourPicker, url: hrefs.colourPicker(), audience: 'any' },
  { pattern: paths.diyGuide, url: hrefs.diyGuide(), audience: 'any' },
  { pattern: paths.brands, url: hrefs.brands(), audience: 'any' },
  { pattern: paths.brand, url: hrefs.brand(brand.UrlSlug), audience: 'any' },
  {
    pattern: paths.brandCollection,
    url: hrefs.brandCollection(brand.UrlSlug, brand.Collections[0]!.UrlSlug),
    audience: 'any',
  },
  { pattern: paths.account, url: hrefs.account(), audience: 'customer' },
  { pattern: paths.accountAlias, url: paths.accountAlias, audience: 'customer' },
  { pattern: paths.accountOrders, url: hrefs.accountOrders(), audience: 'customer' },
  { pattern: paths.accountInvoices, url: hrefs.accountInvoices(), audience: 'customer' },
  {
    pattern: paths.resetPassword,
    url: `${hrefs.resetPassword()}?token=onbekend`,
    audience: 'any',
  },
  { pattern: paths.wishList, url: hrefs.wishList(), audience: 'customer' },
  { pattern: paths.vouchers, url: hrefs.vouchers(), audience: 'customer' },
  { pattern: paths.login, url: hrefs.login(), audience: 'guest' },
  { pattern: paths.loginAlias, url: paths.loginAlias, audience: 'guest', redirects: true },
  {
    pattern: paths.resetPasswordRedirect,
    url: `${paths.resetPasswordRedirect}?token=onbekend`,
    audience: 'any',
    redirects: true,
  },
  { pattern: paths.sitemap, url: hrefs.sitemap(), audience: 'any' },
  { pattern: paths.trackOrder, url: hrefs.trackOrder(), audience: 'any' },
  { pattern: paths.jobs, url: hrefs.jobs(), audience: 'any' },
  { pattern: paths.job, url: hrefs.job(seed.jobs[0]!.UrlSlug), audience: 'any' },
  { pattern: paths.cart, url: hrefs.cart(), audience: 'any', filledCart: true },
  { pattern: paths.stores, url: hrefs.stores(), audience: 'any' },
  { pattern: paths.store, url: hrefs.store(seed.stores[0]!.UrlSlug), audience: 'any' },
  { pattern: paths.offers, url: hrefs.offers(), audience: 'any' },
  { pattern: paths.singleListing, url: hrefs.singleListing(), audience: 'any' },
  { pattern: paths.singleListing, url: hrefs.singleListing(category.NodeUrl), audience: 'any' },
  { pattern: paths.category, url: hrefs.category(category.Id), audience: 'any' },
  { pattern: paths.product, url: hrefs.product(product.Url), audience: 'any' },
  { pattern: paths.search, url: hrefs.search('hond'), audience: 'any' },
  { pattern: paths.recipe, url: hrefs.recipe(seed.recipes[0]!.UrlSlug), audience: 'any' },
  { pattern: paths.register, url: hrefs.register(), audience: 'guest' },
  {
    pattern: `${paths.register}/loyalty-card`,
    url: hrefs.register('loyalty-card'),
    audience: 'guest',
  },
  { pattern: `${paths.register}/manner`, url: hrefs.register('manner'), audience: 'guest' },
  { pattern: `${paths.register}/profile`, url: hrefs.register('profile'), audience: 'guest' },
  // Guests are sent to the registration; the page itself is the customer's.
  { pattern: paths.loyaltyJoin, url: hrefs.loyaltyJoin(), audience: 'customer' },
  { pattern: paths.contentPage, url: hrefs.contentPage('over-ons'), audience: 'any' },
  { pattern: paths.contentPage, url: hrefs.contentPage('toegankelijkheid'), audience: 'any' },
  // The not-found page (the route table's last, catch-all route).
  { pattern: '*', url: '/bestaat-niet/echt-niet', audience: 'any' },
]

/** A readable name of a sample for test titles: its URL, and who looks at it. */
export function routeTitle(route: RouteSample): string {
  const who = route.audience === 'customer' ? ' (logged in)' : ''
  const cart = route.filledCart ? ' (filled cart)' : ''
  return `${route.url}${who}${cart}`
}

/** The flows' `test` with `customerToken`: one demo login per worker, shared by its pages. */
export const routeTest = test.extend<object, { customerToken: string }>({
  customerToken: [
    async ({ playwright }, provide, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      const response = await api.post('/api/aspos/authentication/login', {
        data: { email: demoAccount.email, password: demoAccount.password },
      })
      const { Token } = (await response.json()) as { Token?: string }
      await api.dispose()
      if (!Token) throw new Error('demo login failed')
      await provide(Token)
    },
    { scope: 'worker' },
  ],
})

/**
 * Opens a sample as its audience sees it (logged in with the token for a customer's page, a filled
 * cart where it says so) and waits until the app has taken over and the page's h1 shows.
 */
export async function openRoute(page: Page, route: RouteSample, customerToken: string) {
  if (route.audience === 'customer') {
    if (!customerToken) throw new Error(`${route.url} needs the customer's token`)
    await page.addInitScript((token) => localStorage.setItem('authToken', token), customerToken)
  }
  if (route.filledCart)
    await fillCart(page, [
      { productId: 1001, quantity: 2 },
      { productId: 1006, quantity: 3 },
    ])
  await page.goto(route.url)
  await waitForApp(page)
  await expect(page.locator('main h1, #main h1').first()).toBeVisible({ timeout: 15_000 })
  // The page itself, not the login page or another a guard sent the visit to.
  if (!route.redirects)
    expect(new URL(page.url()).pathname, `${route.url} stays where it is`).toBe(
      new URL(route.url, page.url()).pathname,
    )
  await page.waitForLoadState('networkidle')
}

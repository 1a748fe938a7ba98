// The one list of what the sweep (e2e/layout.spec.ts) looks at: every route of the route table
// (src/app/router.tsx, paths in src/lib/paths.ts), each with a real sample URL from the mock seed,
// and every state a shopper opens on top of a page (menus, dialogs, the search dropdown, a toast,
// the filter panel), each with how to open it and at which widths it exists. One page load per
// route and per state; axe, the layout checks and the copy scan all run on it.
// A route added to the table gets an entry in `routeCatalogue`: the sweep fails on a pattern it does
// not cover. Something new a shopper opens gets an entry in `openStates` (see the notes there).
import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { demoAccount, flowAccount, putToken } from './pages/session'
import { fillCart } from './pages/checkout-page'
import { createSeed } from '../src/mocks/db/seed'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'
import { customers, demoAccounts, trackAndTracePairs } from '../src/mocks/db/seed-stores-people'
import { hrefs, paths } from '../src/lib/paths'
import { account } from '../src/messages/nl/account'
import { catalogue } from '../src/messages/nl/catalogue'
import { search } from '../src/messages/nl/search'
import { shell } from '../src/messages/nl/shell'
import { wishListMessages } from '../src/messages/nl/wish-list'
import { addedLayer } from '../src/messages/nl/added-layer'
import { cart as cartMessages } from '../src/messages/nl/cart'

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
  /**
   * axe scans this page at the desktop width too: a template of its own there (home, listing,
   * search, product, cart, checkout, account, orders, contact, stores, a blog post). Every route
   * is scanned at the phone width.
   */
  desktopAxe?: boolean
}

export const routeCatalogue: RouteSample[] = [
  { pattern: paths.home, url: hrefs.home(), audience: 'any', desktopAxe: true },
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
  {
    pattern: paths.blogPost,
    url: hrefs.blogPost(seed.blogPosts[0]!.UrlSlug),
    audience: 'any',
    desktopAxe: true,
  },
  {
    pattern: paths.checkout,
    url: hrefs.checkout(),
    audience: 'any',
    filledCart: true,
    desktopAxe: true,
  },
  { pattern: paths.contact, url: hrefs.contact(), audience: 'any', desktopAxe: true },
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
  { pattern: paths.account, url: hrefs.account(), audience: 'customer', desktopAxe: true },
  { pattern: paths.accountAlias, url: paths.accountAlias, audience: 'customer' },
  {
    pattern: paths.accountOrders,
    url: hrefs.accountOrders(),
    audience: 'customer',
    desktopAxe: true,
  },
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
  { pattern: paths.cart, url: hrefs.cart(), audience: 'any', filledCart: true, desktopAxe: true },
  // The link of a "Bijna op?" reminder: the lines to confirm; and a tampered one, which says why.
  { pattern: paths.cartFill, url: `${paths.cartFill}?p=1032:2,1154:1`, audience: 'any' },
  {
    pattern: paths.cartFill,
    url: `${paths.cartFill}?p=99999999:1,1032:0,1154:10000`,
    audience: 'any',
  },
  { pattern: paths.stores, url: hrefs.stores(), audience: 'any', desktopAxe: true },
  { pattern: paths.store, url: hrefs.store(seed.stores[0]!.UrlSlug), audience: 'any' },
  { pattern: paths.offers, url: hrefs.offers(), audience: 'any' },
  { pattern: paths.singleListing, url: hrefs.singleListing(), audience: 'any' },
  {
    pattern: paths.singleListing,
    url: hrefs.singleListing(category.NodeUrl),
    audience: 'any',
    desktopAxe: true,
  },
  { pattern: paths.category, url: hrefs.category(category.Id), audience: 'any' },
  { pattern: paths.product, url: hrefs.product(product.Url), audience: 'any', desktopAxe: true },
  // A family (issue 51): a riding cap's size choice, one size nearly gone, one sold out.
  {
    pattern: paths.product,
    url: hrefs.product('hkm-cap-carbon-mat'),
    audience: 'any',
    desktopAxe: true,
  },
  // Cages: prices over € 100 beside struck ones, on a phone the widest amounts of a listing.
  { pattern: paths.search, url: hrefs.search('kooi'), audience: 'any', desktopAxe: true },
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

/** The widths the sweep looks at: a phone, a tablet, a desktop. */
export const sweepWidths = [390, 768, 1280] as const
export type SweepWidth = (typeof sweepWidths)[number]
/**
 * axe scans an open state at these of them (the tablet's layout is the phone's or the desktop's, by
 * breakpoint); a route at the phone width, and at the desktop width too if it says `desktopAxe`.
 */
export const axeWidths: readonly SweepWidth[] = [390, 1280]

/** Whether the sweep runs axe on this route or state at this width. */
export function axeAt(width: SweepWidth, route: RouteSample, state?: OpenState): boolean {
  if (!axeWidths.includes(width)) return false
  return !!state || width === axeWidths[0] || !!route.desktopAxe
}

/**
 * Something a shopper opens on top of a page. The sweep loads `route` once at the state's narrowest
 * width, calls `open`, and at each of its widths (narrow to wide) checks the page with the state
 * shown: axe, the layout checks, the copy scan. Before the checks at each width it opens the state
 * again if it is no longer shown (a menu that closed on the resize, a toast that timed out), and
 * after them it requires it still shown, else that width is checked once more: a check that ran on
 * a closed state proves nothing.
 */
export interface OpenState {
  /** What is open, for the test title: 'account menu', 'phone menu, sub level'. */
  name: string
  /** The page it opens on, as that sample's audience sees it (logged in, a filled cart). */
  route: RouteSample
  /** The widths it exists at (the phone menu below 992 px, the mega menu from 992 px): default all. */
  widths?: readonly SweepWidth[]
  /** A first visit: no consent cookie, so the cookie prompt shows. */
  firstVisit?: boolean
  /** Before the page loads (a clock, a cookie removed). */
  arrange?: (page: Page) => Promise<void>
  /** What shows while it is open (visible means open). */
  shown: (page: Page) => Locator
  /** Opens it on the loaded page and waits until `shown` is visible. */
  open: (page: Page) => Promise<void>
}

const sampleOf = (pattern: string, audience: RouteSample['audience'] = 'any'): RouteSample => {
  const sample = routeCatalogue.find((route) => route.pattern === pattern)
  if (!sample) throw new Error(`no sample of ${pattern} in the route catalogue`)
  return { ...sample, audience }
}

const banner = (page: Page) => page.getByRole('banner')
const phoneMenu = (page: Page) => page.getByRole('dialog', { name: shell.header.menu })
const searchBox = (page: Page) => banner(page).getByRole('combobox', { name: search.label })
const loginModal = (page: Page) => page.getByRole('dialog', { name: shell.modals.login })
const forgotModal = (page: Page) => page.getByRole('dialog', { name: shell.modals.forgotPassword })

/** A main category with a sub level that has a level of its own: the phone menu's three levels. */
const menuRoot = seed.webNodes.find((node) => node.Children.some((c) => c.Children.length > 0))!
const menuSub = menuRoot.Children.find((child) => child.Children.length > 0)!
const quietCustomer = customers.find((c) => c.Email === 'pieter@voorbeeld.nl')!

async function openPhoneMenu(page: Page) {
  if (!(await phoneMenu(page).isVisible()))
    await banner(page).getByRole('button', { name: shell.header.openMenu }).click()
  // The first level with its categories (the tree loads on the first opening).
  await expect(phoneMenu(page).getByRole('button', { name: menuRoot.Description })).toBeVisible()
}

async function typeInSearch(page: Page, term: string) {
  const box = searchBox(page)
  await box.click()
  await box.fill('')
  await box.pressSequentially(term, { delay: 20 })
}

async function openLogin(page: Page) {
  await banner(page).getByRole('button', { name: shell.header.login }).click()
  await expect(loginModal(page).getByLabel(account.login.password)).toBeVisible()
}

async function openForgotPassword(page: Page) {
  await openLogin(page)
  await loginModal(page).getByRole('button', { name: account.login.forgotPassword }).click()
  await expect(forgotModal(page).getByLabel(account.forgotPassword.email)).toBeVisible()
}

/**
 * Every state a shopper opens, with how to open it. A new one is an entry here: a name, the route
 * sample it opens on (`sampleOf(paths.x)`, or `sampleOf(paths.x, 'customer')` logged in), its widths
 * if it exists at only some, what shows while it is open, and how to open it (by the shopper's
 * clicks, or through the API where the way there is not what is looked at).
 */
export const openStates: OpenState[] = [
  {
    name: 'account menu',
    route: sampleOf(paths.home, 'customer'),
    shown: (page) =>
      banner(page).getByRole('link', { name: shell.header.accountLinks.orders, exact: true }),
    open: async (page) => {
      await banner(page)
        .getByRole('button', { name: shell.header.accountMenu(demoAccount.firstName) })
        .click()
    },
  },
  {
    name: 'mega menu',
    route: sampleOf(paths.home),
    widths: [1280],
    shown: (page) =>
      banner(page)
        .getByRole('navigation', { name: shell.header.categories })
        .getByRole('link', { name: menuSub.Description, exact: true }),
    open: async (page) => {
      const nav = banner(page).getByRole('navigation', { name: shell.header.categories })
      await nav.getByRole('link', { name: menuRoot.Description, exact: true }).hover()
    },
  },
  {
    name: 'phone menu, first level',
    route: sampleOf(paths.home),
    widths: [390],
    shown: (page) => phoneMenu(page).getByRole('button', { name: menuRoot.Description }),
    open: openPhoneMenu,
  },
  {
    name: 'phone menu, a category',
    route: sampleOf(paths.home),
    widths: [390],
    shown: (page) => phoneMenu(page).getByRole('heading', { level: 3, name: menuRoot.Description }),
    open: async (page) => {
      await openPhoneMenu(page)
      await phoneMenu(page).getByRole('button', { name: menuRoot.Description }).click()
    },
  },
  {
    name: 'phone menu, a subcategory',
    route: sampleOf(paths.home),
    widths: [390],
    shown: (page) => phoneMenu(page).getByRole('heading', { level: 3, name: menuSub.Description }),
    open: async (page) => {
      await openPhoneMenu(page)
      await phoneMenu(page).getByRole('button', { name: menuRoot.Description }).click()
      await phoneMenu(page).getByRole('button', { name: menuSub.Description }).click()
    },
  },
  {
    name: 'search dropdown with hits',
    route: sampleOf(paths.home),
    shown: (page) =>
      banner(page).getByRole('listbox', { name: search.suggestions }).getByRole('option').first(),
    // 'kooi': cages, with prices over € 100 beside struck ones.
    open: (page) => typeInSearch(page, 'kooi'),
  },
  {
    name: 'search dropdown without hits',
    route: sampleOf(paths.home),
    shown: (page) => banner(page).getByRole('paragraph').filter({ hasText: search.noHits }),
    open: (page) => typeInSearch(page, 'qqxyzzy'),
  },
  {
    name: 'login dialog',
    route: sampleOf(paths.home),
    shown: (page) => loginModal(page).getByLabel(account.login.password),
    open: openLogin,
  },
  {
    name: 'forgot-password dialog',
    route: sampleOf(paths.home),
    shown: (page) => forgotModal(page).getByLabel(account.forgotPassword.email),
    open: openForgotPassword,
  },
  {
    name: 'forgot-password dialog, mail sent',
    route: sampleOf(paths.home),
    shown: (page) =>
      forgotModal(page).getByRole('heading', { name: account.forgotPassword.resultHeading }),
    open: async (page) => {
      await openForgotPassword(page)
      // A seeded customer whose address no flow changes.
      await forgotModal(page).getByLabel(account.forgotPassword.email).fill(quietCustomer.Email)
      await forgotModal(page).getByRole('button', { name: account.forgotPassword.submit }).click()
    },
  },
  {
    name: 'newsletter promotion',
    route: sampleOf(paths.home),
    // It opens by itself 5 s after the load, once a day: the day's cookie goes before the load.
    arrange: (page) => page.context().clearCookies({ name: 'newsletter-modal-seen' }),
    shown: (page) => page.getByRole('dialog').getByRole('textbox'),
    open: async (page) => {
      await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible({ timeout: 15_000 })
    },
  },
  {
    name: 'cookie prompt',
    route: sampleOf(paths.home),
    firstVisit: true,
    shown: (page) =>
      page.getByRole('region', { name: shell.cookies.title }).getByRole('button').first(),
    // It shows on a first visit by itself.
    open: async () => undefined,
  },
  {
    name: 'toast',
    route: sampleOf(paths.product),
    shown: (page) => page.getByRole('status').filter({ hasText: wishListMessages.loginFirst }),
    // A guest taps the heart: "Log in om producten op je verlanglijstje te zetten.", and the login
    // dialog opens beside it; Escape closes the dialog, the toast stays its 5 s.
    open: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`${wishListMessages.add('')}$`) })
        .first()
        .click()
      await expect(loginModal(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(loginModal(page)).toBeHidden()
      // The page from its top, as it was loaded: a link scrolled under the sticky header counts as
      // covered in axe's target-size rule.
      await page.evaluate(() => window.scrollTo(0, 0))
    },
  },
  {
    name: 'filter panel',
    // Knaagdier: its cages have the listing's widest prices. Beside the products from 992 px.
    route: { ...sampleOf(paths.category), url: hrefs.category(seed.webNodes[3]!.Id) },
    widths: [1280],
    shown: (page) =>
      page
        .getByRole('main')
        .getByRole('region', { name: catalogue.filters.title })
        .getByRole('checkbox')
        .first(),
    open: async () => undefined,
  },
  {
    name: 'filter sheet',
    // Below 992 px "Filters" opens a full-screen sheet with the groups and the count button.
    route: { ...sampleOf(paths.category), url: hrefs.category(seed.webNodes[3]!.Id) },
    widths: [390, 768],
    shown: (page) =>
      page.getByRole('dialog', { name: catalogue.filters.title }).getByRole('checkbox').first(),
    open: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${catalogue.filters.open}`) })
        .click()
    },
  },
  {
    name: 'add-to-cart layer',
    // A phone's bottom sheet, a desktop's dialog: the product as added, the total, suggestions.
    route: sampleOf(paths.product),
    shown: (page) =>
      page.getByRole('dialog', { name: addedLayer.title }).getByRole('link', {
        name: addedLayer.toCart,
      }),
    open: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
        .first()
        .click()
    },
  },
  {
    name: 'sticky buy bar',
    // A phone's bar with the price and "In winkelmandje", once the buy box is scrolled past.
    route: sampleOf(paths.product),
    widths: [390],
    shown: (page) =>
      page
        .getByTestId('sticky-action-bar')
        .getByRole('button', { name: cartMessages.addToCart.button }),
    open: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 1400))
    },
  },
  {
    name: 'sticky checkout bar',
    // A phone's bar with the total and "Verder naar afrekenen" while the cart's own button is away.
    route: sampleOf(paths.cart),
    widths: [390],
    shown: (page) => page.getByTestId('sticky-action-bar').getByRole('link'),
    open: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 0))
    },
  },
  {
    name: 'gallery viewer',
    route: sampleOf(paths.product),
    shown: (page) =>
      page
        .getByRole('dialog', { name: catalogue.product.viewerTitle(product.Description) })
        .getByRole('img')
        .first(),
    open: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: /op volledig scherm bekijken$/ })
        .first()
        .click()
    },
  },
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
        // The sweep's own copy of the demo account (worker scope: named, not read from a test).
        data: { email: flowAccount('demo', 'layout').email, password: demoAccount.password },
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
    await putToken(page, customerToken)
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

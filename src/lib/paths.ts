// Every URL of the shop (the spec's Dutch route table) and the href builders that fill them in.

export const paths = {
  home: '/',
  homeAlias: '/home',
  apiTest: '/api-test',
  orderComplete: '/bestelling-compleet',
  order: '/bestelling/:orderId?',
  blog: '/blog',
  blogPost: '/blog-post/:urlSlug',
  checkout: '/checkout',
  contact: '/contact',
  faq: '/faq',
  colourPicker: '/kleurkiezer',
  diyGuide: '/kluswijzer',
  brands: '/merken',
  brand: '/merk/:brandName',
  brandCollection: '/merk/:brandName?/:collectionName',
  account: '/mijn-account',
  accountAlias: '/my-account',
  accountOrders: '/mijn-account/bestellingen',
  accountInvoices: '/mijn-account/facturen',
  resetPassword: '/mijn-account/resetpassword',
  wishList: '/mijn-account/verlanglijstje',
  vouchers: '/mijn-account/vouchers',
  login: '/mijn-account/login',
  loginAlias: '/login',
  resetPasswordRedirect: '/myaccount/resetpassword/redirect',
  sitemap: '/sitemap',
  trackOrder: '/track-my-order',
  jobs: '/vacatures',
  job: '/job/:urlSlug?',
  cart: '/winkelmandje',
  /** A link that fills the cart (a "Bijna op?" reminder): the lines in `?p=`, confirmed first. */
  cartFill: '/winkelmandje/vullen',
  stores: '/winkels',
  store: '/vestigingen/:urlSlug?',
  offers: '/producten/aanbiedingen',
  singleListing: '/producten/single/:url?',
  category: '/producten/*',
  product: '/product/:productName',
  search: '/zoeken/:searchParam',
  recipe: '/recepten/:urlSlug',
  register: '/register/new-user',
  loyaltyJoin: '/klantenkaart/aanmelden',
  contentPage: '/:page',
} as const

const seg = (value: string | number) => encodeURIComponent(String(value))

/** The search results page of a term (also the head boot script's, before the app runs). */
export const searchHref = (term: string) => `/zoeken/${seg(term)}`

/**
 * The term of a results page's path (/zoeken/{term}), decoded and trimmed as the page reads it;
 * undefined on any other path. The header's search box shows it (also the static one, before the
 * app runs).
 */
export function searchTermOf(pathname: string): string | undefined {
  const match = /^\/zoeken\/([^/]+)\/?$/.exec(pathname)
  if (!match) return undefined
  try {
    return decodeURIComponent(match[1]!).trim()
  } catch {
    // A stray % stays as it is.
    return match[1]!.trim()
  }
}

/**
 * The query parameter of /track-my-order that fills in the order number (hrefs.trackOrder). The
 * postal code never goes in an address (api/aspos/orders.ts, lookupOrder).
 */
export const trackOrderParam = 'order'

/** The query parameter of /checkout that names the open step (hrefs.checkout). */
export const checkoutStepParam = 'stap'

/** href builders: the only place links are put together. */
export const hrefs = {
  home: () => '/',
  category: (id: number | string) => `/producten/${seg(id)}`,
  offers: () => '/producten/aanbiedingen',
  singleListing: (url?: string) => (url ? `/producten/single/${seg(url)}` : '/producten/single'),
  product: (productUrl: string) => `/product/${seg(productUrl)}`,
  search: searchHref,
  brands: () => '/merken',
  brand: (brandSlug: string) => `/merk/${seg(brandSlug)}`,
  brandCollection: (brandSlug: string, collectionSlug: string) =>
    `/merk/${seg(brandSlug)}/${seg(collectionSlug)}`,
  blog: (page?: number) => (page && page > 1 ? `/blog?p=${page}` : '/blog'),
  blogPost: (slug: string) => `/blog-post/${seg(slug)}`,
  jobs: () => '/vacatures',
  job: (slug: string) => `/job/${seg(slug)}`,
  stores: () => '/winkels',
  store: (slug: string) => `/vestigingen/${seg(slug)}`,
  recipe: (slug: string) => `/recepten/${seg(slug)}`,
  order: (orderId: string | number) => `/bestelling/${seg(orderId)}`,
  orderComplete: (reference?: string) =>
    reference ? `/bestelling-compleet?order=${seg(reference)}` : '/bestelling-compleet',
  contentPage: (slug: string) => `/${seg(slug)}`,
  cart: () => '/winkelmandje',
  /** The checkout, at a step (its slug, features/checkout/checkout-steps.ts): each step is a history entry. */
  checkout: (step?: string) => (step ? `/checkout?stap=${seg(step)}` : '/checkout'),
  login: (redirect?: string) =>
    redirect
      ? `/mijn-account/login?redirect=${encodeURIComponent(redirect)}`
      : '/mijn-account/login',
  account: () => '/mijn-account',
  accountOrders: () => '/mijn-account/bestellingen',
  accountInvoices: () => '/mijn-account/facturen',
  wishList: () => '/mijn-account/verlanglijstje',
  vouchers: () => '/mijn-account/vouchers',
  resetPassword: () => '/mijn-account/resetpassword',
  register: (step?: 'loyalty-card' | 'manner' | 'profile') =>
    step ? `/register/new-user/${step}` : '/register/new-user',
  /** 'Word lid': customers join in their account, guests start the registration at step 1. */
  loyaltyJoin: () => '/klantenkaart/aanmelden',
  /** Order tracking; with an order number, that number filled in (never a postal code). */
  trackOrder: (orderNumber?: string) =>
    orderNumber ? `/track-my-order?${trackOrderParam}=${seg(orderNumber)}` : '/track-my-order',
  sitemap: () => '/sitemap',
  contact: () => '/contact',
  /** The terms and conditions: a content page (the checkout links it). */
  terms: () => '/algemene-voorwaarden',
  /** The newsletter's own page: a content page with the subscription form (the only prompt there). */
  newsletter: () => '/nieuwsbrief',
  faq: () => '/faq',
  colourPicker: () => '/kleurkiezer',
  diyGuide: () => '/kluswijzer',
  /** A phone number as a link that dials it: digits only, a Dutch 0 as +31 (088 123 45 67 → tel:+31881234567). */
  tel: (phone: string) => {
    const digits = phone.replace(/[^\d+]/g, '')
    return `tel:${/^0[1-9]/.test(digits) ? `+31${digits.slice(1)}` : digits}`
  },
} as const

/**
 * A Dutch phone number in running text (088 123 45 67, 030-123 4567, +31 88 123 45 67): CMS text
 * that names one gets it as a tel: link (hrefs.tel).
 */
export const dutchPhoneNumber = /(?<![\d+])(?:\+31[\s-]?|0)(?:\d[\s-]?){8}\d(?!\d)/g

/** Routes on which a vanished token reloads the page (spec section 4). */
export function isAccountOrCheckoutPath(pathname: string): boolean {
  return /^\/(mijn-account|my-account|checkout)(\/|$)/.test(pathname) && !/\/login$/.test(pathname)
}

/**
 * Paths kept out of search engines: personal pages (account, cart, checkout, orders, registration),
 * the API test page and search results. public/robots.txt disallows the same prefixes (a test
 * keeps the two in step) and page-meta.tsx adds `robots: noindex` on them.
 */
export const privatePathPrefixes = [
  '/mijn-account',
  '/my-account',
  '/myaccount',
  '/login',
  '/register',
  '/checkout',
  '/winkelmandje',
  '/bestelling',
  '/bestelling-compleet',
  '/api-test',
  '/zoeken',
] as const

export function isPrivatePath(pathname: string): boolean {
  return privatePathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}

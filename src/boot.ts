// The head boot script: a few KiB that run before the app. index.html holds the static shell of the
// default layout (built from the app's components, src/app/static-shell.tsx); this script starts the
// page's first call at once, paints the home hero (the LCP) into the shell's slot as soon as the home
// article is in, and only then starts the app's entry, so the entry neither competes with the hero
// for the network nor runs before it paints. The app adopts the answer (src/api/early-request.ts)
// and hydrates the shell: the same components, rendered from the same answer, adopt this HTML
// (decision 017), so what this script paints must be exactly what the app renders. On a listing or
// the search results it paints their first screen likewise, through its listing part (a module it
// imports only there: src/app/first-screen-listing.ts), which the app's first commit replaces in
// place (decision 012, issue 50).
// Built apart from the app as one classic script (vite.config.ts, plugin first-screen); the entry's
// URL and its preloads come in the script tag's data attributes. In `npm run dev` there are none:
// index.html loads the entry itself and this script only starts the first call.
import { startEarlyRequest } from '@/api/early-request'
import { buildContentRequest, staleSharedParts, storedSharedStamps } from '@/api/vm/content-request'
import {
  earlyCallsOf,
  firstScreenOf,
  hasShellHeader,
  homeParams,
  preloadHomeImages,
  rawHomeOpening,
} from '@/app/first-screen'
import { bootStorageKeys, readStorage } from '@/lib/storage'
import { searchHref, searchTermOf } from '@/lib/paths'
import { nextTask } from '@/lib/next-task'
import { cookieNames, hasCookie } from '@/lib/cookie-names'
import { paintHome } from '@/app/first-screen-home'
import { reserveCookiePromptRoom } from '@/lib/cookie-prompt-room'
import { landingRouteOf, routeChunksOf } from '@/app/landing-route'
import type { ListingOpening, ListingPainter } from '@/app/first-screen-listing'

/** The longest the app waits for the hero: a slow image must not hold back the shop. */
const HERO_WAIT_CAP_MS = 2000

const script = document.currentScript as HTMLScriptElement | null
const entry = script?.dataset.entry ?? null
const preloads = (script?.dataset.preload ?? '').split(' ').filter(Boolean)
const homeCss = (script?.dataset.homeCss ?? '').split(' ').filter(Boolean)
const listingCss = (script?.dataset.listingCss ?? '').split(' ').filter(Boolean)
const listingScript = script?.dataset.listing ?? null
const stages = (script?.dataset.stages ?? '').split(' ').filter(Boolean)
const started = performance.now()

/** This page's route chunks, when it is a landing route (src/app/landing-route.ts). */
const routeChunks = routeChunksOf(script?.dataset.routes ?? '', landingRouteOf(location.pathname))
/** Route chunks asked for per task: each link is work on the main thread. */
const ROUTE_BATCH = 4

function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}

let appStarted = false
/** Starts the page's first calls that wait for the app's start (boot, below). */
let startLaterCalls = (): void => undefined
/** Starts the app's entry (its chunks preloaded alongside), once. */
function startApp(): void {
  if (appStarted || !entry) return
  appStarted = true
  startLaterCalls()
  preloadModules(preloads)
  // The page's route chunks next, a few per task: the router's import then finds them requested
  // (Vite's preload skips a chunk that has its link) instead of adding them all in one task.
  let chain: Promise<unknown> = Promise.resolve()
  for (let i = 0; i < routeChunks.length; i += ROUTE_BATCH) {
    const batch = routeChunks.slice(i, i + ROUTE_BATCH)
    chain = chain.then(nextTask).then(() => preloadModules(batch))
  }
  // The entry's libraries, one chunk per task (their evaluation was one long task), then the
  // entry. A library that fails to load is left to the entry, which asks for it again.
  for (const href of stages)
    chain = chain.then(() => import(/* @vite-ignore */ href)).then(nextTask)
  void chain.catch(() => undefined).then(() => import(/* @vite-ignore */ entry))
}

/** After the browser has painted what it has: the static shell is on screen before the app runs. */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0))
  // A background tab paints nothing: start anyway.
  setTimeout(then, 300)
}

function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  )
}

/**
 * A route's stylesheets (home's: hero, banner cards; a listing's), requested with the page's first
 * call; resolves when they are in (or failed), so the first screen paints styled. The app's route
 * finds them already there.
 */
function loadStylesheets(hrefs: readonly string[]): Promise<void> {
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.crossOrigin = ''
          link.href = href
          link.addEventListener('load', () => resolve(), { once: true })
          link.addEventListener('error', () => resolve(), { once: true })
          document.head.append(link)
        }),
    ),
  ).then(() => undefined)
}

function cachedMainBanners(): unknown {
  try {
    const cache = JSON.parse(readStorage(bootStorageKeys.contentCache) ?? 'null') as {
      banners?: Record<string, { value?: { Banners?: unknown } }>
    } | null
    return cache?.banners?.mainbanners?.value?.Banners ?? null
  } catch {
    return null
  }
}

/** The content service's address, as the app asks it. */
const contentUrl = () => new URL('/api/vm/u', location.origin).href

/** The home page: its article now, its hero painted when the article is in, the app after the hero. */
function bootHome(token: string | null, cartId: string | null): void {
  const stale = staleSharedParts(storedSharedStamps(readStorage(bootStorageKeys.contentCache)))
  const body = JSON.stringify(buildContentRequest(homeParams, stale))
  const answer = startEarlyRequest('POST', contentUrl(), body, token, cartId)
  const styled = loadStylesheets(homeCss)
  const cap = setTimeout(startApp, HERO_WAIT_CAP_MS - (performance.now() - started))
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then(async (json: unknown) => {
      const article =
        typeof json === 'object' && json !== null ? (json as { Article?: unknown }).Article : null
      const opening = rawHomeOpening(article, cachedMainBanners())
      if (!opening.hero) return afterPaint(startApp)
      const { hero } = opening
      preloadHomeImages(hero.image, opening.cards[0]?.image)
      await Promise.all([domReady(), styled])
      const images = appStarted ? [] : paintHome(opening)
      // Either image can be the largest paint: the app starts once both are in (or failed).
      await imagesLoaded(images)
      afterPaint(startApp)
    })
    .catch(() => afterPaint(startApp))
    .finally(() => {
      if (appStarted) clearTimeout(cap)
    })
}

/** Resolves when every image is in (or failed). */
function imagesLoaded(images: readonly HTMLImageElement[]): Promise<void> {
  return Promise.all(
    images.map(
      (img) =>
        new Promise<void>((resolve) => {
          if (img.complete) return resolve()
          img.addEventListener('load', () => resolve(), { once: true })
          img.addEventListener('error', () => resolve(), { once: true })
        }),
    ),
  ).then(() => undefined)
}

/** The boot script's listing part (src/boot-listing.ts), imported beside the page's list call. */
function loadListingPainter(): Promise<ListingPainter> {
  return listingScript
    ? (import(/* @vite-ignore */ listingScript) as Promise<ListingPainter>)
    : Promise.reject(new Error('no listing part'))
}

/**
 * A listing or the search results (src/app/first-screen-listing.ts): once the page's list call has
 * answered, its first screen is painted from the answer, and the app starts when the first row's
 * images are in (capped, as home's). An answer that fails or that the app would not list as cards
 * paints nothing: the app starts at once and paints the page itself.
 */
function bootListing(
  answer: Promise<Response>,
  opening: (painter: ListingPainter, json: unknown) => Promise<ListingOpening | null>,
): void {
  const cap = setTimeout(startApp, HERO_WAIT_CAP_MS - (performance.now() - started))
  const styled = loadStylesheets(listingCss)
  const painter = loadListingPainter()
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then(async (json: unknown) => {
      const [paint] = await Promise.all([painter, domReady(), styled])
      const first = await opening(paint, json)
      if (appStarted) return
      const images = first ? paint.paintListing(first, new Date()) : []
      await imagesLoaded(images)
      afterPaint(startApp)
    })
    .catch(() => afterPaint(startApp))
    .finally(() => {
      if (appStarted) clearTimeout(cap)
    })
}

/**
 * A button of the static shell does nothing until the app runs (the menu button, the account
 * button): the last one pressed is remembered and the app presses it again once it has adopted the
 * page (src/app/adopt.ts). A choice on the static cookie prompt is remembered apart, until its own
 * root has adopted the prompt (src/app/cookie-prompt.tsx), which carries it out.
 */
function rememberShellButtons(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element
          ? event.target.closest('#root button,.cookie-prompt-host button')
          : null
      const shellWindow = window as Window & {
        __shellButtonPressed?: Element | null
        __cookieChoicePressed?: string | null
      }
      if (!button) return
      if (button.closest('.cookie-prompt-host'))
        shellWindow.__cookieChoicePressed = button.getAttribute('data-choice')
      // null: the app has taken it (src/app/adopt.ts) and React replays taps from then on.
      else if (shellWindow.__shellButtonPressed !== null) shellWindow.__shellButtonPressed = button
    },
    true,
  )
}

/**
 * The static header's search box works before the app does: Enter opens the results page for the
 * typed term as a plain page load (the form has no action of its own: it would reload with "?").
 */
function searchFromShell(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target
    // Once the app's form handles it (it prevents the default), this script leaves it alone.
    if (!(form instanceof HTMLFormElement) || !form.closest('#root') || event.defaultPrevented)
      return
    event.preventDefault()
    const term = form.querySelector('input')?.value.trim()
    if (term) location.assign(searchHref(term))
  })
}

/** On a results page the static header's search box shows the term, as the app's header will. */
function showSearchTermInShell(pathname: string): void {
  const term = searchTermOf(pathname)
  if (!term) return
  void domReady().then(() => {
    const field = document.querySelector<HTMLInputElement>('#root .search-box__input')
    if (field && !field.value) field.value = term
  })
}

/**
 * A first visit: the cookie prompt of the static shell shows as soon as the page is parsed (on a
 * listing or product page of a phone it is often the largest paint). The app takes it over.
 */
function showCookiePrompt(): void {
  if (hasCookie(cookieNames.consent)) return
  void domReady().then(() => {
    const host = document.querySelector('.cookie-prompt-host')
    const prompt = host?.querySelector('.cookie-consent')
    if (!host || !prompt) return
    host.removeAttribute('hidden')
    // Its room below the page from the first paint on: it covers nothing before the app runs.
    reserveCookiePromptRoom(prompt)
  })
}

function boot(): void {
  rememberShellButtons()
  searchFromShell()
  showCookiePrompt()
  const pathname = location.pathname
  showSearchTermInShell(pathname)
  // A page with another header than the static shell's: the shell stays hidden, the app paints it.
  if (!hasShellHeader(pathname)) document.documentElement.dataset.shell = 'none'
  // Early calls go to the shop's own origin only (a configured API base elsewhere: the app asks).
  const sameOrigin = !import.meta.env.VITE_API_BASE_URL
  const token = readStorage(bootStorageKeys.authToken)
  const cartId = readStorage(bootStorageKeys.cartId)
  const screen = firstScreenOf(pathname)
  if (sameOrigin && screen.kind === 'home') return bootHome(token, cartId)
  // The product's own call at once, as before, and the calls a listing's or the search results'
  // first screen is painted from (below); the other first calls (a product page's tree, a category
  // by its path) with the route's code once the shell has painted: asked before the first paint they
  // compete with it on a slow network (issue 50: a product page's FCP 0.8 → 2.5 s in Lighthouse's
  // simulation when its 33 chunks were asked at once). Still before the entry runs.
  const calls = sameOrigin ? earlyCallsOf(pathname, location.search) : []
  const start = (path: string) =>
    startEarlyRequest('GET', new URL(path, location.origin).href, null, token, cartId)
  if (screen.kind === 'product' && calls[0]) start(calls.shift()!)
  // Search results without filters: their list call at once, their first screen painted from it.
  const term = searchTermOf(pathname)?.slice(0, 200).trim()
  if (term && calls[0] && landingRouteOf(pathname) === 'search') {
    const answer = start(calls.shift()!)
    startLaterCalls = () => calls.forEach(start)
    return bootListing(answer, (painter, json) =>
      Promise.resolve(painter.searchOpening(term, json)),
    )
  }
  // A numbered category without filters: its list and the tree at once, then the category's text
  // (the app's own content call, which it adopts); the first screen painted from the three.
  const categoryId = /^\/producten\/(\d+)$/.exec(pathname)?.[1]
  if (categoryId && calls.length === 2) {
    const [list, tree] = calls.map(start) as [Promise<Response>, Promise<Response>]
    const json = (response: Promise<Response>) =>
      response.then((r) => (r.ok ? r.clone().json() : null)).catch(() => null)
    return bootListing(list, async (painter, answer) => {
      const node = painter.rawCategory(await json(tree), categoryId)
      if (!node) return null
      const stale = staleSharedParts(storedSharedStamps(readStorage(bootStorageKeys.contentCache)))
      const params = { atomType: 'Commerce.ProductCategory', url: node.url } as const
      const body = JSON.stringify(buildContentRequest(params, stale))
      const content = startEarlyRequest('POST', contentUrl(), body, token, cartId)
      return painter.categoryOpening(node, await json(content), answer)
    })
  }
  startLaterCalls = () => calls.forEach(start)
  void domReady().then(() => afterPaint(startApp))
}

boot()

// Early history moves: a shopper who goes back or forward in the first moments of a visit, before
// the app has adopted the static first screen, lands on the page the address bar shows, never on the
// error page ("Er is iets fout gegaan", a Trusted Types refusal once), and the console stays clean.
// One route of each first-screen kind is loaded and, within its first 500 ms or so, moves on by `history.pushState` +
// `popstate` (what a router or a script does) and back and forward through those entries (the
// browser's buttons): once as the first screen is painted and the app's code starts loading (no
// router yet), once as the app starts (the router made, React adopting the page).
import type { Page } from '@playwright/test'
import { test, expect, waitForApp, waitForSettledPage } from './fixtures'
import { createSeed } from '../src/mocks/db/seed'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'
import { hrefs } from '../src/lib/paths'
import { content } from '../src/messages/nl/content'
import { shell } from '../src/messages/nl/shell'

const seed = createSeed()
const product = seed.products.find((p) => p.Id === fixtureProductIds.discounted)!
const category = seed.webNodes[0]!
const home = { url: hrefs.home(), h1: /./ }
const listing = { url: hrefs.category(category.Id), h1: category.Description }
const productPage = { url: hrefs.product(product.Url), h1: product.Description }
const faq = { url: hrefs.faq(), h1: content.faq.title }
const blog = { url: hrefs.blog(), h1: content.blog.title }

type Target = { url: string; h1: string | RegExp }

/**
 * One landing route of each kind the first screen has (home, a listing and a product page, whose
 * code the boot script preloads, and a page without preloaded code), and where its early moves go
 * (the last one is where the visit ends); between them the moves reach every kind from every other.
 */
const visits: { from: Target; to: Target[] }[] = [
  { from: home, to: [blog, faq] },
  { from: listing, to: [productPage] },
  { from: productPage, to: [listing] },
  { from: faq, to: [home, blog] },
]

/** What the page reports as an error: console errors and uncaught exceptions, with the URL. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text().slice(0, 200)}`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message.slice(0, 200)}`))
  return errors
}

type Moment = 'painted' | 'starting'

/**
 * Prepares the page to move through `to` at a moment of its start, all inside the page (no round
 * trip to the test can make it late): pushState + popstate to each, back to the first page with
 * history.back() and forward to the last with history.forward() (the browser's back and forward
 * buttons traverse the same way). 'painted': as the boot script starts the app's code, the first
 * screen painted and no router made yet; 'starting': as the entry has made the router and React
 * starts adopting the page (main.tsx). `window.__moves` says when the moves began and ended (page
 * time) and whether the app had adopted the page as they began.
 */
async function moveEarly(page: Page, to: Target[], at: Moment) {
  await page.addInitScript(
    ({ urls, at }) => {
      const w = window as unknown as { __moves?: { start: number; end: number; ready: boolean } }
      let moved = false
      // A traversal has ended when the address has changed (every step here changes it; the app may
      // fire popstate events of its own meanwhile).
      const traverse = async (step: () => void) => {
        const before = location.href
        step()
        while (location.href === before) await new Promise((resolve) => setTimeout(resolve, 0))
      }
      const move = async () => {
        if (moved) return
        moved = true
        const ready = document.documentElement.dataset.app === 'ready'
        const start = performance.now()
        for (const url of urls) {
          history.pushState(history.state, '', url)
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
        }
        for (let i = 0; i < urls.length; i++) await traverse(() => history.back())
        for (let i = 0; i < urls.length; i++) await traverse(() => history.forward())
        w.__moves = { start, end: performance.now(), ready }
      }
      new MutationObserver(() => {
        const now =
          at === 'painted'
            ? document.querySelector('link[rel="modulepreload"]') !== null
            : document.documentElement.dataset.app === 'starting'
        if (now) void move()
      }).observe(document, { subtree: true, childList: true, attributes: true })
    },
    { urls: to.map((target) => target.url), at },
  )
}

/** The visit ended where the address bar says, with that page's heading and no error page. */
async function expectLanded(page: Page, target: Target, errors: string[]) {
  type Moves = { start: number; end: number; ready: boolean }
  const movesOf = () => (window as unknown as { __moves?: Moves }).__moves
  await page.waitForFunction(movesOf)
  const { start, end, ready } = (await page.evaluate(movesOf))!
  // Early: the app had not adopted the first screen when the moves began.
  expect(ready, 'the app was not ready when the moves began').toBe(false)
  test.info().annotations.push({
    type: 'moves',
    description: `${Math.round(start)}–${Math.round(end)} ms after the navigation started`,
  })
  await waitForApp(page)
  expect(new URL(page.url()).pathname).toBe(new URL(target.url, page.url()).pathname)
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1 }).first()).toHaveText(target.h1, {
    timeout: 15_000,
  })
  await expect(main).not.toContainText(shell.error.generic)
  await waitForSettledPage(page)
  expect(errors, 'console errors and uncaught exceptions').toEqual([])
}

test.describe('back and forward in the first moments of a visit', () => {
  for (const { from, to } of visits) {
    const title = `${from.url} → ${to.map((t) => t.url).join(' → ')}`
    for (const [at, when] of [
      ['painted', 'before the app runs'],
      ['starting', 'as the app starts'],
    ] as const) {
      test(`${title}, ${when}`, async ({ page }) => {
        const errors = watchErrors(page)
        let loads = 0
        page.on('load', () => loads++)
        await moveEarly(page, to, at)
        await page.goto(from.url, { waitUntil: 'commit' })
        await expectLanded(page, to[to.length - 1]!, errors)
        // One document: the moves never made the page load again.
        expect(loads, 'page loads').toBe(1)
      })
    }
  }
})

// Fault matrix: each commerce call the shop makes fails once (HTTP 500, an aborted connection or
// malformed JSON, rotating over the calls) and answers late once (held until the page shows that it
// waits), each in a small flow of its own. Every page stays usable with a Dutch message — never a
// blank page — and a cart change that fails is reported.
import type { Page, Route } from '@playwright/test'
import { test, expect } from './fixtures'
import { common } from '../src/messages/nl/common'
import { cart as cartMessages } from '../src/messages/nl/cart'
import { createSeed } from '../src/mocks/db/seed'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'
import { demoLogin } from './pages/session'

const seed = createSeed()
const plainUrl = seed.products.find((p) => p.Id === fixtureProductIds.plain)!.Url

type Fault = '500' | 'abort' | 'malformed' | 'delay'
const failingFaults = ['500', 'abort', 'malformed'] as const

/** Each fault has its own message: a crash into the error page or a wrong reading fails the case. */
const messageOf: Record<Exclude<Fault, 'delay'>, string> = {
  '500': common.errors.server,
  abort: common.errors.network,
  malformed: common.errors.malformed,
}

/** Chromium logs each failed request itself; only what the app logs counts as its error. */
const isNetworkLog = (text: string) => text.startsWith('Failed to load resource')

/**
 * The 'delay' fault's hold: a slow call answers only once the flow has seen the page wait for it
 * (and never sooner than SLOW_MS). A fixed delay assumed the page booted within it; on a busy
 * machine the boot alone took longer, the answer came before any loading state, and the flow failed.
 */
const SLOW_MS = 1500
class Hold {
  release: () => void = () => {}
  private readonly released = new Promise<void>((resolve) => (this.release = resolve))
  wait(): Promise<unknown> {
    return Promise.all([this.released, new Promise((resolve) => setTimeout(resolve, SLOW_MS))])
  }
}

async function inject(route: Route, fault: Fault, hold: Hold) {
  switch (fault) {
    case '500':
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"Success":false}',
      })
    case 'abort':
      return route.abort('connectionreset')
    case 'malformed':
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"Success": tru',
      })
    case 'delay':
      await hold.wait()
      return route.continue().catch(() => undefined)
  }
}

interface Case {
  name: string
  /** The one call that fails. */
  pattern: string | RegExp
  visit: (page: Page) => Promise<void>
  /** What a shopper sees when the call fails (defaults to the fault's message in an alert with a retry button). */
  failed?: (page: Page, fault: Exclude<Fault, 'delay'>) => Promise<void>
  /** What shows while the call is slow (defaults to a loading spinner or the request progress bar). */
  loading?: (page: Page) => Promise<void>
  /** What the shopper sees when the call is merely slow. */
  slow: (page: Page) => Promise<void>
  login?: boolean
}

const cases: Case[] = [
  {
    name: 'category tree',
    pattern: '**/api/aspos/webnodetree',
    visit: (page) => page.goto('/producten/100').then(() => undefined),
    slow: (page) =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'product listing',
    pattern: /\/api\/aspos\/products\?/,
    visit: (page) => page.goto('/producten/aanbiedingen').then(() => undefined),
    slow: (page) =>
      expect(page.getByRole('button', { name: /In winkelmandje/ }).first()).toBeVisible({
        timeout: 15_000,
      }),
  },
  {
    name: 'product detail',
    pattern: `**/api/aspos/products/${plainUrl}`,
    visit: (page) => page.goto(`/product/${plainUrl}`).then(() => undefined),
    slow: (page) =>
      expect(page.getByRole('heading', { level: 1, name: /Royal Canin/ })).toBeVisible({
        timeout: 15_000,
      }),
  },
  {
    name: 'cart',
    pattern: '**/api/aspos/cart',
    visit: (page) => page.goto('/winkelmandje').then(() => undefined),
    slow: (page) =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'cart batch',
    pattern: '**/api/aspos/cart/lines/batch',
    visit: async (page) => {
      await page.goto(`/product/${plainUrl}`)
      await page
        .getByRole('main')
        .getByRole('button', { name: /In winkelmandje/ })
        .first()
        .click()
    },
    failed: (page) =>
      expect(page.getByText(cartMessages.notices.addFailed).first()).toBeVisible({
        timeout: 15_000,
      }),
    loading: (page) =>
      // The batch leaves after 1000 ms of quiet; its answer is held until this shows.
      expect(page.getByRole('banner').locator('[aria-busy="true"]').first()).toBeVisible({
        timeout: 20_000,
      }),
    slow: (page) =>
      expect(page.getByText(cartMessages.notices.added).first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'search',
    pattern: '**/api/meilisearch/**',
    visit: async (page) => {
      await page.goto('/')
      await page.getByRole('combobox', { name: /Zoeken/ }).fill('royal')
    },
    // Suggestions retry as the shopper types on; the message shows under the box.
    failed: async (page, fault) => {
      const box = page.getByRole('search')
      await expect(box.getByRole('status')).toHaveText(messageOf[fault], { timeout: 15_000 })
      await expect(box.getByText(messageOf[fault]).first()).toBeVisible()
    },
    slow: (page) => expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'stores',
    pattern: /\/api\/aspos\/stores/,
    visit: (page) => page.goto('/winkels').then(() => undefined),
    slow: (page) =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'customer',
    pattern: /\/api\/aspos\/customer(\?|$)/,
    login: true,
    visit: (page) => page.goto('/mijn-account').then(() => undefined),
    slow: (page) =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
]

/** The failing call's own message, in an alert that offers a retry. */
async function expectFailureAlert(page: Page, fault: Exclude<Fault, 'delay'>) {
  const alert = page.getByRole('alert').filter({ hasText: messageOf[fault] })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await expect(alert.getByRole('button', { name: common.actions.retry })).toBeVisible()
}

/** A slow call shows a loading state first: a spinner saying so, or the request progress bar (after 200 ms). */
const loadingState = (page: Page) =>
  expect(
    page
      .getByRole('status')
      .filter({ hasText: common.loading })
      .or(page.locator('.request-progress.running'))
      .first(),
  ).toBeVisible({ timeout: 20_000 })

/** What a flow of the matrix watches: uncaught page errors and the app's own console errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !isNetworkLog(message.text()))
      errors.push(`console error: ${message.text()}`)
  })
  return errors
}

// One small flow per call site and kind of answer, all in parallel (one page load each): the
// failing answer rotates over the call sites (500, abort, malformed, 500, …), so each failing kind
// is met at two or three sites and each site fails once; which message each kind of failure gives
// is unit-tested (the classification of answers, src/lib/api). Every site is also answered late.
cases.forEach((item, index) => {
  const fault = failingFaults[index % failingFaults.length]!
  test(`fault matrix: ${item.name} answers ${fault}`, async ({ page }) => {
    const errors = watchErrors(page)
    if (item.login) await demoLogin(page)
    const hold = new Hold()
    await page.route(item.pattern, (route) => inject(route, fault, hold))
    await item.visit(page)
    // Never a blank page: the layout and a heading or message are there.
    await expect(page.locator('#main')).toBeVisible({ timeout: 15_000 })
    await (item.failed ?? expectFailureAlert)(page, fault)
    expect(errors).toEqual([])
  })

  test(`fault matrix: ${item.name} answers late`, async ({ page }) => {
    const errors = watchErrors(page)
    if (item.login) await demoLogin(page)
    const hold = new Hold()
    await page.route(item.pattern, (route) => inject(route, 'delay', hold))
    const visited = item.visit(page)
    await (item.loading ?? loadingState)(page)
    hold.release()
    await visited
    await item.slow(page)
    expect(errors).toEqual([])
  })
})

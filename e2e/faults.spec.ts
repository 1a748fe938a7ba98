// Fault matrix: each commerce call the shop makes answers with HTTP 500, an aborted connection,
// malformed JSON, or 3 s late. Every page stays usable with a Dutch message — never a blank page —
// and a cart change that fails is reported.
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
const faults: Fault[] = ['500', 'abort', 'malformed', 'delay']

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const dutchErrors = new RegExp(
  [common.errors.server, common.errors.network, common.errors.malformed, common.errors.generic, common.errors.timeout, common.errors.notFound]
    .map(escape)
    .join('|'),
)

async function inject(route: Route, fault: Fault) {
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"Success":false}' })
    case 'abort':
      return route.abort('connectionreset')
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"Success": tru' })
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, 3000))
      return route.continue()
  }
}

interface Case {
  name: string
  /** The one call that fails. */
  pattern: string | RegExp
  visit: (page: Page) => Promise<void>
  /** What a shopper sees when the call fails (defaults to a Dutch error message in the page). */
  failed?: (page: Page) => Promise<void>
  /** What the shopper sees when the call is merely slow. */
  slow: (page: Page) => Promise<void>
  login?: boolean
}

const cases: Case[] = [
  {
    name: 'category tree',
    pattern: '**/api/aspos/webnodetree',
    visit: (page) => page.goto('/producten/100').then(() => undefined),
    slow: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'product listing',
    pattern: /\/api\/aspos\/products\?/,
    visit: (page) => page.goto('/producten/aanbiedingen').then(() => undefined),
    slow: (page) => expect(page.getByRole('button', { name: /In winkelmandje/ }).first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'product detail',
    pattern: `**/api/aspos/products/${plainUrl}`,
    visit: (page) => page.goto(`/product/${plainUrl}`).then(() => undefined),
    slow: (page) => expect(page.getByRole('heading', { level: 1, name: /Royal Canin/ })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'cart',
    pattern: '**/api/aspos/cart',
    visit: (page) => page.goto('/winkelmandje').then(() => undefined),
    slow: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'cart batch',
    pattern: '**/api/aspos/cart/lines/batch',
    visit: async (page) => {
      await page.goto(`/product/${plainUrl}`)
      await page.getByRole('main').getByRole('button', { name: /In winkelmandje/ }).first().click()
    },
    failed: (page) => expect(page.getByText(cartMessages.notices.addFailed).first()).toBeVisible({ timeout: 15_000 }),
    slow: (page) => expect(page.getByText(cartMessages.notices.added).first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'search',
    pattern: '**/api/meilisearch/**',
    visit: async (page) => {
      await page.goto('/')
      await page.getByRole('combobox', { name: /Zoeken/ }).fill('royal')
    },
    slow: (page) => expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'stores',
    pattern: /\/api\/aspos\/stores/,
    visit: (page) => page.goto('/winkels').then(() => undefined),
    slow: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'customer',
    pattern: /\/api\/aspos\/customer(\?|$)/,
    login: true,
    visit: (page) => page.goto('/mijn-account').then(() => undefined),
    slow: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 }),
  },
]

for (const fault of faults) {
  test(`fault matrix: ${fault}`, async ({ page }) => {
    test.setTimeout(180_000)
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    for (const item of cases) {
      await test.step(item.name, async () => {
        await page.unrouteAll({ behavior: 'ignoreErrors' })
        if (item.login) await demoLogin(page)
        await page.route(item.pattern, (route) => inject(route, fault))
        await item.visit(page)
        // Never a blank page: the layout and a heading or message are there.
        await expect(page.locator('#main')).toBeVisible({ timeout: 15_000 })
        if (fault === 'delay') {
          await item.slow(page)
        } else if (item.failed) {
          await item.failed(page)
        } else {
          await expect(page.locator('body')).toContainText(dutchErrors, { timeout: 15_000 })
        }
      })
    }
    expect(pageErrors).toEqual([])
  })
}

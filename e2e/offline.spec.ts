// The service worker (/sw.js) on the production build: it takes control, keeps the shop reachable
// offline (app shell, else the Dutch offline page) and never stores commerce answers (/api/aspos).
// The main config blocks service workers; this suite allows them. Nothing registers the worker by
// hand: the production app's own registration (main.tsx → registerServiceWorker) must do it.
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { offlineDist } from './offline-dist'

test.use({ serviceWorkers: 'allow' })
// One worker runs this file's tests in order: the update flow changes sw.js for a moment, which
// would make a parallel test's worker update under it. (Other files block service workers.) They
// are served from a copy of the build on a server of their own (the 'offline' project of
// playwright.config.ts), so no other flow or engine journey meets the rewritten worker.
test.describe.configure({ mode: 'default' })
// Installing a worker (shell + entry assets into Cache Storage) takes seconds on a busy machine.
test.slow()

/** The built worker that this file's `vite preview` serves (its copy of the build). */
const workerFile = resolve(offlineDist, 'sw.js')

/** Every URL in every Cache Storage cache of this origin (precache entries carry ?__WB_REVISION__=…). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(request.url)
    }
    return urls
  })
}

/** A URL's path without its query: the precache stores `/offline.html?__WB_REVISION__=…`. */
const pathOf = (url: string) => new URL(url).pathname

const offlineHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Je bent offline' })

/** Opens the shop and waits until the worker the app registered itself controls the page. */
async function installWorker(page: Page) {
  await page.goto('/')
  // clients.claim() hands the open page to the worker without a reload.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/)
  // Activation follows a complete install: the shell and the entry assets are in the cache now.
  const urls = await cachedUrls(page)
  expect(urls.some((u) => pathOf(u) === '/offline.html')).toBe(true)
  expect(urls.some((u) => pathOf(u) === '/index.html')).toBe(true)
  expect(urls.some((u) => pathOf(u).startsWith('/assets/'))).toBe(true)
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
}

test('the production app registers its worker, which takes control', async ({ page }) => {
  await installWorker(page)
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''),
  )
  expect(registrations).toHaveLength(1)
  expect(registrations[0]).toMatch(/\/sw\.js$/)
})

test('a first install asks nothing: no update prompt', async ({ page }) => {
  await installWorker(page)
  // The prompt's live region is there (React rendered it) and stays empty: nothing was waiting.
  const region = page.locator('.update-prompt-region')
  await expect(region).toHaveCount(1)
  await expect(region).toBeEmpty()
  await expect(page.getByText('Nieuwe versie beschikbaar')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Nieuwe versie laden' })).toHaveCount(0)
})

test('a new release waits for the customer, then the page reloads into it', async ({ page }) => {
  await installWorker(page)
  await page.evaluate(() => {
    ;(window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true
  })
  // The next release: the same worker with one byte more, so the browser installs it as an update.
  // (page.route does not see the browser's own fetch of a worker script: the file on disk changes,
  // which `vite preview` serves fresh on every request, and is restored afterwards.)
  const original = await readFile(workerFile, 'utf8')
  await writeFile(workerFile, `${original}\n// next release\n`)
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect
      .poll(
        () =>
          page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
        { timeout: 30_000 },
      )
      .toBe(true)
  } finally {
    await writeFile(workerFile, original)
  }

  // Installed and waiting: the open page keeps its release and asks.
  const prompt = page.getByRole('status').filter({ hasText: 'Nieuwe versie beschikbaar' })
  await expect(prompt).toBeVisible()
  // The page under it is the sweep's; the prompt is what this flow opened.
  await expectNoA11yViolations(page, { include: ['.update-prompt-region'] })

  // Keyboard: focus the button and press Enter; the page reloads once the new worker controls it.
  const button = prompt.getByRole('button', { name: 'Nieuwe versie laden' })
  await button.focus()
  const reloaded = page.waitForEvent('load', { timeout: 30_000 })
  await page.keyboard.press('Enter')
  await reloaded
  expect(
    await page.evaluate(
      () => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false,
    ),
  ).toBe(false)
  await expect(page.getByRole('banner')).toBeVisible()
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
  ).toBe(false)
  await expect(page.getByText('Nieuwe versie beschikbaar')).toHaveCount(0)
})

test('serves the app shell offline and never caches commerce answers', async ({
  page,
  context,
}) => {
  await installWorker(page)

  // Requests made by the controlled page: a commerce answer (also with a bearer token) and an image.
  const statuses = await page.evaluate(async () => {
    const cart = await fetch('/api/aspos/cart')
    const withToken = await fetch('/api/aspos/common/config', {
      headers: { Authorization: 'Bearer test' },
    })
    const image = await fetch('/api/images/offline-test.jpg?w=44&h=48')
    return [cart.status, withToken.status, image.status]
  })
  expect(statuses[2]).toBe(200)

  // The image cache proves the worker does store run-time answers, so the absence below means something.
  await expect
    .poll(
      async () => (await cachedUrls(page)).some((u) => u.includes('/api/images/offline-test.jpg')),
      { timeout: 20_000 },
    )
    .toBe(true)
  const urls = await cachedUrls(page)
  expect(urls.filter((u) => /\/api\/(aspos|vm|meilisearch|auth)\//.test(u))).toEqual([])

  await context.setOffline(true)
  try {
    // Without the worker this navigation fails with ERR_INTERNET_DISCONNECTED.
    const response = await page.goto('/')
    expect(response?.ok()).toBe(true)
    // The app itself, rendered by React from cached scripts: the header with its search and login
    // (the static boot screen has neither), and not the offline page.
    const header = page.getByRole('banner')
    await expect(header.getByRole('combobox', { name: /Zoeken/ })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Inloggen' })).toBeVisible()
    await expect(offlineHeading(page)).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')

    // The cart answer still comes from the network only: offline it fails instead of being replayed.
    const cartOffline = await page.evaluate(() =>
      fetch('/api/aspos/cart').then(
        (r) => `status ${r.status}`,
        () => 'network error',
      ),
    )
    expect(cartOffline).toBe('network error')
  } finally {
    await context.setOffline(false)
  }
})

test('shows the Dutch offline page when no shell is cached', async ({ page, context }) => {
  await installWorker(page)
  // Simulate a shell that never made it into the cache: only the offline page is left. Entries are
  // matched by path, whatever revision query the precache gave them.
  const deleted = await page.evaluate(async () => {
    let count = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        if (
          ['/', '/index.html'].includes(new URL(request.url).pathname) &&
          (await cache.delete(request))
        )
          count++
      }
    }
    return count
  })
  expect(deleted).toBeGreaterThan(0)

  await context.setOffline(true)
  try {
    await page.goto('/winkelmandje')
    await expect(offlineHeading(page)).toBeVisible()
    // public/offline.html (precached), not the worker's last-resort inline answer.
    await expect(page).toHaveTitle('Geen verbinding | Dier & Ruiter')
    await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', '/')
    await expectNoA11yViolations(page)
  } finally {
    await context.setOffline(false)
  }
})

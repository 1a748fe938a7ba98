// The first screen first (decision 012): home paints its header and hero from the HTML and the head
// boot script before the app's entry runs, the entry starts only after the hero has loaded, and the
// app adopts the boot script's content call instead of asking again.
import type { Page } from '@playwright/test'
import { appReady, test, expect, shotForLooking } from './fixtures'
import { shell } from '../src/messages/nl/shell'
import { catalogue } from '../src/messages/nl/catalogue'
import { cartMessages } from './pages/cart-page'

/** The most elements home may hold before the shopper scrolls (see the test at the end). */
const HOME_ELEMENT_BUDGET = 900

/** The entry's URL, as the built page hands it to the boot script. */
async function entryUrl(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text()
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1]
  expect(entry, 'the boot script names the entry').toBeTruthy()
  return new URL(entry!, page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).pathname
}

/** Holds the app's entry until `release()`: until then only the HTML and the boot script run. */
async function holdEntry(page: Page): Promise<() => void> {
  const entry = await entryUrl(page)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${entry}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('home paints its header and hero without the app’s JavaScript', async ({ page }) => {
  const entry = await entryUrl(page)
  let entryAsked = false
  await page.route(`**${entry}`, (route) => {
    entryAsked = true
    return route.abort()
  })
  await page.goto('/')
  const hero = page.locator('main .home-page .content-hero')
  await expect(hero.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect
    .poll(() =>
      hero.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)
  await expect(page.getByRole('link', { name: /naar de homepage/ })).toBeVisible()
  await expect(page.getByRole('search')).toBeVisible()
  // The hero had loaded before the boot script asked for the entry at all.
  await expect.poll(() => entryAsked).toBe(true)
})

test('the entry starts after the hero image, and the app adopts the home call', async ({
  page,
}) => {
  const entry = await entryUrl(page)
  const events: string[] = []
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/images/')) events.push('hero loaded')
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === entry) events.push('entry asked')
    if (url.pathname === '/api/vm/u') events.push('content call')
  })
  await page.goto('/')
  // The app has adopted the page.
  await expect(page.locator(appReady)).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(events.indexOf('hero loaded')).toBeGreaterThanOrEqual(0)
  expect(events.indexOf('entry asked')).toBeGreaterThan(events.indexOf('hero loaded'))
  // One content call for the first page: the boot script's, adopted by the app.
  expect(events.filter((e) => e === 'content call')).toHaveLength(1)
})

test('a product page shows the static header first, then the app without a second product call', async ({
  page,
}) => {
  const productCalls: string[] = []
  page.on('request', (request) => {
    if (/\/api\/aspos\/products\/[^/?]+$/.test(new URL(request.url()).pathname))
      productCalls.push(request.url())
  })
  await page.goto('/')
  const firstProduct = await page.request.get('/api/aspos/products?pageSize=1')
  const url = ((await firstProduct.json()) as { Products: { Url: string }[] }).Products[0]!.Url
  productCalls.length = 0
  await page.goto(`/product/${encodeURIComponent(url)}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(productCalls).toHaveLength(1)
})

for (const [path, calls] of [
  ['/producten/100', ['/api/aspos/products?webNodeId=100', '/api/aspos/webnodetree']],
  ['/zoeken/hond', ['/api/aspos/products?search=hond']],
] as const) {
  test(`${path} starts its first calls before the app's entry runs, and the app asks nothing twice`, async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/aspos/')) asked.push(url.pathname + url.search)
    })
    const release = await holdEntry(page)
    await page.goto(path)
    // The entry is held: only the HTML and the head boot script have run.
    await expect.poll(() => calls.filter((call) => asked.includes(call))).toEqual(calls)
    release()
    await expect(page.locator(appReady)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    for (const call of calls) expect(asked.filter((a) => a === call)).toHaveLength(1)
  })
}

/** The landing route of each path the test below loads (src/app/landing-route.ts). */
const landingRoutes: Record<string, string> = {
  '/': 'home',
  '/producten/100': 'category',
  '/product/royal-canin-medium-adult-15-kg': 'product',
  '/zoeken/hond': 'search',
  '/faq': 'faq',
  '/winkels': 'stores',
  '/winkelmandje': 'cart',
}

for (const [path, route] of Object.entries(landingRoutes)) {
  test(`the boot script asks for the route chunks of ${path} a few per task, each once`, async ({
    page,
  }) => {
    // Every task's DOM changes reach the observer together, after that task: a callback's links were
    // added in one task (Vite's preload used to add twenty-odd in the router's task).
    await page.addInitScript(() => {
      const seen: string[][] = []
      ;(window as Window & { __preloadBatches?: string[][] }).__preloadBatches = seen
      new MutationObserver((records) => {
        const hrefs = records.flatMap((record) =>
          [...record.addedNodes].flatMap((node) =>
            node instanceof HTMLLinkElement && node.rel === 'modulepreload' ? [node.href] : [],
          ),
        )
        if (hrefs.length) seen.push(hrefs.map((href) => new URL(href).pathname))
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(path)
    await expect(page.locator(appReady)).toHaveCount(1)
    const routeChunks = await page.evaluate(() => {
      const list = document.querySelector<HTMLScriptElement>('script[data-routes]')?.dataset.routes
      return list ?? ''
    })
    const batches = await page.evaluate(
      () => (window as Window & { __preloadBatches?: string[][] }).__preloadBatches ?? [],
    )
    const linked = batches.flat()
    const chunks = routeChunks
      .split(';')
      .find((part) => part.startsWith(`${route}:`))!
      .slice(route.length + 1)
      .split(' ')
    expect(chunks.length).toBeGreaterThan(route === 'faq' || route === 'stores' ? 0 : 3)
    for (const chunk of chunks) expect(linked.filter((href) => href === chunk)).toHaveLength(1)
    // The entry's own preloads (its libraries) go in one batch; no batch is larger.
    const entryBatch = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[data-preload]')!.dataset.preload!,
    )
    const most = Math.max(4, entryBatch.split(' ').length)
    // Only the boot script's batches: a lazy part of the page loaded later (the cart's voucher form,
    // say) adds its own links when it is needed, as any dynamic import does.
    const asked = new Set([...chunks, ...entryBatch.split(' ')])
    const boots = batches.filter((batch) => batch.some((href) => asked.has(href)))
    expect(Math.max(...boots.map((batch) => batch.length))).toBeLessThanOrEqual(most)
  })
}

test('home’s first screen is complete within 3 React commits', async ({ page }) => {
  // React reports every commit to the devtools hook, in production builds too: a stub counts them
  // and notes whether the first screen (header, hero, main banners) was complete after each.
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: boolean[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
    w.__commits = []
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        const complete =
          !!document.querySelector('main h1') &&
          !!document.querySelector('.site-header .cart-button') &&
          !!document.querySelector('.home-main-banners, .content-hero')
        w.__commits.push(complete)
      },
    }
  })
  await page.goto('/')
  await expect(page.locator(appReady)).toHaveCount(1)
  const commits = await page.evaluate(
    () => (window as unknown as { __commits: boolean[] }).__commits,
  )
  const firstComplete = commits.indexOf(true)
  expect(firstComplete, `commits: ${JSON.stringify(commits)}`).toBeGreaterThanOrEqual(0)
  expect(firstComplete + 1).toBeLessThanOrEqual(3)
})

test('a first visit sees the cookie prompt before the app runs; a choice made then is kept', async ({
  page,
  context,
}) => {
  await context.clearCookies()
  await context.addCookies([{ name: 'newsletter-modal-seen', value: '1', url: 'http://127.0.0.1' }])
  // The entry waits until the test lets it go: until then only the HTML and the boot script ran.
  const release = await holdEntry(page)
  await page.goto('/producten/100')
  const prompt = page.getByRole('region', { name: 'Cookies' })
  await expect(prompt).toBeVisible()
  await expect(page.locator(appReady)).toHaveCount(0)
  // Already then the page keeps the prompt's height free below its content: it covers nothing.
  const room = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))
  const promptHeight = (await prompt.boundingBox())!.height
  await expect.poll(room).toBeGreaterThanOrEqual(promptHeight)
  await prompt.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click()
  release()
  // The app adopted the page and carried out the choice pressed before it ran.
  await expect(page.locator(appReady)).toHaveCount(1)
  await expect(prompt).toBeHidden()
  // Answered, its room goes too.
  expect(await room()).toBe(0)
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'cookie-consent')?.value)
    .toBe('rejected')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(prompt).toBeHidden()
})

test('the static header’s search box opens the results page before the app runs, showing its term', async ({
  page,
}) => {
  const entry = await entryUrl(page)
  // The app never starts: only the HTML and the boot script work.
  await page.route(`**${entry}`, (route) => route.abort())
  await page.goto('/')
  const input = page.getByRole('combobox', { name: 'Zoeken' })
  await input.fill('kat voer')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/zoeken\/kat%20voer$/)
  // The results page's static header shows the term already, as the app's header will.
  await expect(input).toHaveValue('kat voer')
})

for (const path of ['/', '/producten/aanbiedingen']) {
  test(`the app adopts the static first screen of ${path} instead of rebuilding it`, async ({
    page,
  }) => {
    const release = await holdEntry(page)
    await page.goto(path)
    const search = page.getByRole('combobox', { name: 'Zoeken' })
    await search.fill('hooi')
    // The elements the shopper sees before the app runs, marked so we can find them again.
    await page.evaluate(() => {
      const marked = [
        '.site-logo',
        '.search-box__input',
        '.cart-button',
        'main',
        '.content-hero img',
      ].flatMap((selector) => [...document.querySelectorAll(selector)])
      ;(window as unknown as { __marked: Element[] }).__marked = marked
    })
    release()
    await expect(page.locator(appReady)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The same elements, still in the page: React adopted them, it did not make new ones.
    const kept = await page.evaluate(() =>
      (window as unknown as { __marked: Element[] }).__marked.map((element) => element.isConnected),
    )
    expect(kept.length).toBeGreaterThanOrEqual(path === '/' ? 5 : 4)
    expect(kept.every(Boolean), JSON.stringify(kept)).toBe(true)
    // What was typed before is the app's now: its suggestions answer it.
    await expect(search).toHaveValue('hooi')
    await search.press('End')
    await search.pressSequentially('n')
    await expect(search).toHaveValue('hooin')
  })
}

test('the login button pressed before the app ran opens the login on a page of another layout', async ({
  page,
}) => {
  const release = await holdEntry(page)
  await page.goto('/register/new-user')
  await page.getByRole('button', { name: shell.header.login, exact: true }).click()
  release()
  // The registration's own layout replaced the static header: its login button is pressed instead.
  await expect(page.getByRole('dialog')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu button tapped before the app ran opens the menu once the app is there', async ({
    page,
  }) => {
    const release = await holdEntry(page)
    await page.goto('/producten/aanbiedingen')
    await page.getByRole('button', { name: shell.header.openMenu }).click()
    release()
    await expect(page.getByRole('dialog', { name: shell.header.menu })).toBeVisible()
  })

  test('a page scrolled before the app ran stays where the shopper scrolled it', async ({
    page,
  }) => {
    const release = await holdEntry(page)
    await page.goto('/')
    await expect(page.locator('main .home-page .content-hero')).toBeVisible()
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(300)
    release()
    await expect(page.locator(appReady)).toHaveCount(1)
    // The router starts a page loaded by its URL at its top; the position is put back before a
    // frame is painted.
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(300)
  })

  test('home’s first screen stays small: its elements are counted before the first scroll', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator(appReady)).toHaveCount(1)
    await expect(page.locator('.home-main-banners')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const count = await page.evaluate(() => document.body.querySelectorAll('*').length)
    // Header, hero, main banners, the blocks below (their product rails wait for the scroll) and
    // the footer's placeholder: about 600 today. A page of thousands styles and lays out slowly.
    expect(count).toBeLessThanOrEqual(HOME_ELEMENT_BUDGET)
  })
})

/** Where the shopper sees the first screen's trail, h1 and cards' titles and images. */
const firstScreenBoxes = (page: Page, cards: number) =>
  page.evaluate((count) => {
    const main = document.querySelector('main')!
    const items = [
      main.parentElement!.querySelector('.site-breadcrumb'),
      main.querySelector('h1'),
      ...[...main.querySelectorAll('.product-card')]
        .slice(0, count)
        .flatMap((card) => [card.querySelector('.product-card-title'), card.querySelector('img')]),
    ]
    return items.map((item) => {
      const box = item?.getBoundingClientRect()
      return box ? `${item!.textContent} ${box.x},${box.y} ${box.width}×${box.height}` : 'none'
    })
  }, cards)

test.describe('a listing’s first screen on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [path, title] of [
    ['/producten/111', 'Droogvoer'],
    ['/zoeken/hond', catalogue.listing.searchTitle('hond')],
  ] as const) {
    test(`${path} shows its h1 and first cards before the app runs, and the app takes them over in place`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { __shifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const release = await holdEntry(page)
      await page.goto(path)
      const main = page.locator('main')
      const cards = main.locator('.product-card')
      // The entry is held: the HTML, the boot script and its listing part painted these.
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(cards.first()).toBeVisible()
      await expect(cards.first().locator('.price-amount').first()).toHaveText(/€\s\d/)
      await expect(page.locator(appReady)).toHaveCount(0)
      const painted = await cards.count()
      expect(painted).toBeGreaterThanOrEqual(2)
      const before = await firstScreenBoxes(page, painted)
      const shiftsBefore = await page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts.length,
      )

      release()
      await expect(page.locator(appReady)).toHaveCount(1)
      // The app's cards, with their buttons, where the painted ones were: nothing moved.
      await expect(
        cards.first().getByRole('button', { name: cartMessages.addToCart.button, exact: true }),
      ).toBeEnabled()
      expect(await firstScreenBoxes(page, painted)).toEqual(before)
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts,
      )
      expect(shifts.slice(shiftsBefore)).toEqual([])

      // The cards are the app's: their links lead to the product.
      const name = (await cards
        .first()
        .locator('.product-card-title a')
        .getAttribute('aria-label'))!
      await cards.first().locator('.product-card-title a').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    })
  }

  test('an add to cart on a card painted before the app ran works once the app runs', async ({
    page,
  }) => {
    const release = await holdEntry(page)
    await page.goto('/zoeken/hond')
    const card = page.locator('main .product-card').first()
    await expect(card).toBeVisible()
    release()
    const add = card.getByRole('button', { name: cartMessages.addToCart.button, exact: true })
    await expect(add).toBeEnabled()
    await add.click()
    await expect(page.getByRole('dialog')).toContainText(cartMessages.notices.added)
  })

  test('a malformed early answer paints nothing: the app paints the page', async ({ page }) => {
    await page.route('**/api/aspos/products?search=hond', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ Success: true, Products: [{ Id: 'x' }], TotalCount: 1 }),
      }),
    )
    const release = await holdEntry(page)
    await page.goto('/zoeken/hond')
    await expect(page.getByRole('search')).toBeVisible()
    // Time enough for the boot script to have painted, had it painted anything.
    await page.waitForTimeout(1000)
    await expect(page.locator('main h1, main .product-card')).toHaveCount(0)
    release()
    await expect(page.locator(appReady)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogue.listing.searchTitle('hond'),
    )
  })

  test('a failed early answer paints nothing: the app paints the page', async ({ page }) => {
    let failed = false
    await page.route('**/api/aspos/products?webNodeId=111', (route) => {
      if (failed) return route.continue()
      failed = true
      return route.fulfill({ status: 503, body: '' })
    })
    const release = await holdEntry(page)
    await page.goto('/producten/111')
    await expect(page.getByRole('search')).toBeVisible()
    await page.waitForTimeout(1000)
    await expect(page.locator('main h1, main .product-card')).toHaveCount(0)
    release()
    await expect(page.locator(appReady)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Droogvoer')
  })
})

// A shopper review: a bag family's card said only "vanaf € 4,69" where the app's card adds the
// price per kg. The painted first screen shows each card's price lines as the app's card does.
test.describe('a listing’s painted cards on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('show the price per kg of a family’s "vanaf" bag, as the app’s cards do', async ({
    page,
  }) => {
    const release = await holdEntry(page)
    await page.goto('/zoeken/hills adult zalm')
    const cards = page.locator('main .product-card')
    await expect(cards.first()).toBeVisible()
    await expect(page.locator(appReady)).toHaveCount(0)
    const painted = await cards.count()
    const prices = () =>
      cards.evaluateAll(
        (all, count) =>
          all.slice(0, count).map((card) => card.querySelector('.product-price')?.textContent),
        painted,
      )
    const before = await prices()
    expect(
      before.some((text) =>
        /^vanaf € \d+,\d\d€ \d+,\d\d per kg$/.test(text?.replace(/\s/g, ' ') ?? ''),
      ),
    ).toBe(true)
    await shotForLooking(page, 'first-screen-per-kg-390')
    release()
    await expect(page.locator(appReady)).toHaveCount(1)
    expect(await prices()).toEqual(before)
  })
})

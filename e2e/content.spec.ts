// Content pages against the production build: list → detail for blog, jobs and stores, the FAQ
// accordion, the contact form with and without errors, a DIY guide's list in ONE cart batch, the
// catch-all pages (also the broken/XSS fixture, served by the test itself), axe on every page, and screenshots at 390/1280 px.
import { mkdirSync } from 'node:fs'
import { test, expect, expectNoA11yViolations } from './fixtures'
import {
  ContactPage,
  ContentPage,
  FIRST_PAINT,
  commonMessages as common,
  contentMessages as messages,
  recordCartBatches,
  serveBrokenBlocksPage,
} from './pages/content-pages'
import { account as accountMessages } from '../src/messages/nl/account'

test.describe.configure({ timeout: 90_000 })

test('blog: list → post, paginated by ?p=', async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/blog')
  await expect(p.h1).toHaveText('Blog', FIRST_PAINT)
  const cards = p.main.locator('.blog-card')
  await expect(cards).toHaveCount(6)
  await expect(cards.first().locator('img')).toHaveAttribute('width', /\d+/)
  await expect(cards.first().locator('time')).toBeVisible()
  // The sweep scans this page whole (e2e/layout.spec.ts).

  const pageOneFirst = (await cards.first().getByRole('link').textContent())!.trim()
  await p.main
    .getByRole('navigation', { name: messages.blog.pagination })
    .getByRole('link', { name: messages.blog.page(2) })
    .click()
  await expect(page).toHaveURL(/\/blog\?p=2$/)
  await expect(p.main.getByRole('link', { name: messages.blog.page(2) })).toHaveAttribute(
    'aria-current',
    'page',
  )

  const first = p.main.locator('.blog-card').first().getByRole('link')
  // Page 2's posts, not page 1's still on screen while page 2's answer is on its way.
  await expect(first).not.toHaveText(pageOneFirst)
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(/\/blog-post\//)
  await expect(p.h1).toHaveText(title)
  await expect(p.main.getByRole('heading', { name: messages.blog.relatedProducts })).toBeVisible()
  // Related posts are the content service's RelatedDocuments for this post: other posts only.
  const related = p.main.getByRole('region', { name: messages.blog.related })
  await expect(related.getByRole('link').first()).toHaveAttribute('href', /^\/blog-post\//)
  await expect(related.getByRole('link', { name: title, exact: true })).toHaveCount(0)
  await expect(page).toHaveTitle(new RegExp(title))
  // The sweep scans this page whole (e2e/layout.spec.ts).
})

test('jobs: list with mainjobs banner → opening → application with and without errors', async ({
  page,
}) => {
  const p = new ContentPage(page)
  await p.open('/vacatures')
  await expect(p.h1).toHaveText('Vacatures', FIRST_PAINT)
  await expect(p.main.getByRole('heading', { name: 'Werken bij Dier & Ruiter' })).toBeVisible()
  // The sweep scans this page whole (e2e/layout.spec.ts).
  await p.main.getByRole('link', { name: 'Filiaalmanager in Rotterdam' }).click()
  await expect(page).toHaveURL(/\/job\/filiaalmanager-rotterdam$/)
  await expect(p.h1).toHaveText('Filiaalmanager in Rotterdam')

  const submit = p.main.getByRole('button', { name: messages.application.submit })
  await submit.click()
  await expect(p.main.getByText(common.validation.required)).toHaveCount(4)
  await expectNoA11yViolations(page, { include: ['main form'] })
  await p.main.getByRole('textbox', { name: messages.application.name }).fill('Joost Bakker')
  await p.main.getByRole('textbox', { name: messages.application.email }).fill('joost@example.nl')
  await p.main.getByRole('textbox', { name: messages.application.phone }).fill('06 12345678')
  await p.main
    .getByRole('textbox', { name: messages.application.motivation })
    .fill('Ik werk graag met klanten en dieren.')
  await p.main.getByLabel(messages.application.cv).setInputFiles({
    name: 'cv-joost.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  await submit.click()
  await expect(
    p.main.getByRole('heading', { name: messages.application.thanksTitle }),
  ).toBeVisible()
  await expect(p.main.getByText(/referentie SOL-\d+/)).toBeVisible()
})

test('a job application uploads the CV itself (PDF or Word, up to 5 MB) with Dutch messages', async ({
  page,
}) => {
  // Playwright does not expose a multipart body with files: record what the page hands to fetch.
  await page.addInitScript(() => {
    const sent: unknown[] = []
    Object.assign(window, { __formDataSent: sent })
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        sent.push(
          [...init.body.entries()].map(([key, value]) => [
            key,
            typeof value === 'string'
              ? value
              : { name: value.name, size: value.size, type: value.type },
          ]),
        )
      }
      return original(input, init)
    }
  })
  const p = new ContentPage(page)
  await p.open('/job/filiaalmanager-rotterdam')
  await expect(p.h1).toHaveText('Filiaalmanager in Rotterdam', FIRST_PAINT)
  await p.main.getByRole('textbox', { name: messages.application.name }).fill('Joost Bakker')
  await p.main.getByRole('textbox', { name: messages.application.email }).fill('joost@example.nl')
  await p.main.getByRole('textbox', { name: messages.application.phone }).fill('06 12345678')
  await p.main
    .getByRole('textbox', { name: messages.application.motivation })
    .fill('Ik werk graag met klanten en dieren.')
  const cv = p.main.getByLabel(messages.application.cv)
  const submit = p.main.getByRole('button', { name: messages.application.submit })

  // A photo is refused, and so is a PDF over 5 MB; nothing is sent and the fields stay filled.
  await cv.setInputFiles({ name: 'pasfoto.png', mimeType: 'image/png', buffer: Buffer.from('png') })
  await expect(p.main.getByText(messages.application.cvType)).toBeVisible()
  await expect(cv).toHaveAttribute('aria-invalid', 'true')
  await cv.setInputFiles({
    name: 'cv-groot.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 37),
  })
  await expect(p.main.getByText(messages.application.cvSize)).toBeVisible()
  await submit.click()
  await expect(cv).toBeFocused()
  await expect(p.main.getByRole('textbox', { name: messages.application.name })).toHaveValue(
    'Joost Bakker',
  )
  await expectNoA11yViolations(page, { include: ['main form'] })

  // A Word file goes along in a multipart request, file and all.
  const upload = page.waitForRequest((r) => r.url().includes('/apply') && r.method() === 'POST')
  await cv.setInputFiles({
    name: 'cv-joost.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('inhoud van het cv'),
  })
  await expect(p.main.getByText(messages.application.cvSize)).toBeHidden()
  await submit.click()
  const request = await upload
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  // The file itself goes, not just its name (the API test checks the mock stores it).
  const sent = (
    await page.evaluate(
      () => (window as unknown as { __formDataSent: [string, unknown][][] }).__formDataSent,
    )
  ).at(-1)!
  expect(sent).toContainEqual([
    'cv',
    {
      name: 'cv-joost.docx',
      size: 'inhoud van het cv'.length,
      type: expect.stringContaining('wordprocessingml'),
    },
  ])
  await expect(
    p.main.getByRole('heading', { name: messages.application.thanksTitle }),
  ).toBeVisible()
})

test('stores: search by place and postcode → store page with hours; the map degrades without tiles', async ({
  page,
}) => {
  const p = new ContentPage(page)
  await p.open('/winkels')
  await expect(p.h1).toHaveText('Onze winkels', FIRST_PAINT)
  const list = p.main.locator('.store-card')
  await expect(list).toHaveCount(12)
  await expect(p.main.locator('.store-map')).toHaveCSS('height', '350px')
  const search = p.main.getByRole('searchbox', { name: messages.stores.searchLabel })
  await search.fill('3551 cz')
  await expect(
    p.main.getByRole('status').filter({ hasText: messages.stores.resultCount(1) }),
  ).toBeVisible()
  await expect(list).toHaveCount(1)
  await search.fill('zwolle')
  await expect(list).toHaveCount(1)
  await search.fill('Atlantis')
  await expect(p.main.getByText(messages.stores.noResults)).toBeVisible()
  await search.fill('')
  await expect(list).toHaveCount(12)
  // No internet here: tiles fail, the list and the markers stay.
  await expect(p.main.locator('.store-map path.leaflet-interactive')).toHaveCount(12)
  // The sweep scans this page whole (e2e/layout.spec.ts).

  await p.main.getByRole('link', { name: 'Dier & Ruiter Utrecht' }).click()
  await expect(page).toHaveURL(/\/vestigingen\/dier-en-ruiter-utrecht$/)
  await expect(p.h1).toHaveText('Dier & Ruiter Utrecht')
  const hours = p.main.getByRole('table', { name: messages.stores.openingHours })
  await expect(hours.getByRole('row', { name: /Maandag/ })).toContainText('12:00 – 18:00')
  await expect(hours).not.toContainText(':00:00')
  await expect(p.main.getByRole('heading', { name: messages.stores.services })).toBeVisible()
  // The sweep scans this page whole (e2e/layout.spec.ts).
})

test('FAQ: open an answer, search with a live count', async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/faq')
  await expect(p.h1).toHaveText(messages.faq.title, FIRST_PAINT)
  const question = p.main.getByRole('button', { name: 'Wat zijn de verzendkosten?' })
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(p.main.getByRole('region', { name: 'Wat zijn de verzendkosten?' })).toContainText(
    '€ 39,95',
  )
  await p.main.getByRole('searchbox', { name: messages.faq.searchLabel }).fill('klantenkaart')
  await expect(p.main.getByRole('status').filter({ hasText: /gevonden/ })).toBeVisible()
  await expectNoA11yViolations(page, { include: ['main'] })
})

test('contact: errors first, then a confirmation of what was sent', async ({ page }) => {
  const p = new ContactPage(page)
  await p.open('/contact')
  await expect(p.h1).toHaveText('Contact', FIRST_PAINT)
  await expect(p.main.getByRole('complementary')).toContainText('088 123 45 67')
  await p.submit.click()
  await expect(p.main.getByText(common.validation.required, { exact: true })).toHaveCount(4)
  await expect(p.field(messages.contact.name)).toBeFocused()
  await p.fill({
    name: 'Sanne de Vries',
    email: 'sanne@',
    subject: 'Bezorging',
    message: 'Waar blijft mijn pakket?',
  })
  await p.submit.click()
  await expect(p.main.getByText(common.validation.email)).toBeVisible()
  await expectNoA11yViolations(page, { include: ['main form'] })
  await p.field(messages.contact.email).fill('sanne@example.nl')
  // Submit from the field with Enter, as many shoppers do.
  await p.field(messages.contact.email).press('Enter')
  await expect(p.main.getByRole('heading', { name: messages.contact.thanksTitle })).toBeVisible()
  await expect(p.main.getByText('Waar blijft mijn pakket?')).toBeVisible()
  await expect(p.main.getByText('sanne@example.nl')).toBeVisible()
  await expectNoA11yViolations(page, { include: ['main'] })
})

test('kluswijzer: one button puts a guide’s whole list in the cart as ONE batch', async ({
  page,
}) => {
  await page.addInitScript(
    (id) => localStorage.setItem('cartId', id),
    `e2e-diy-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  )
  const batches = recordCartBatches(page)
  const p = new ContentPage(page)
  await p.open('/kluswijzer')
  await expect(p.h1).toHaveText(messages.diy.title, FIRST_PAINT)
  const guide = p.main.getByRole('article', { name: 'Een aquarium inrichten' })
  await expect(guide.locator('.diy-guide-products li')).toHaveCount(5)
  // The sweep scans this page whole (e2e/layout.spec.ts).
  await guide.getByRole('button', { name: /Alles in winkelmandje/ }).click()
  await expect(guide.getByRole('status')).toHaveText(messages.diy.added(5))
  await expect.poll(() => batches.length, { timeout: 10_000 }).toBe(1)
  expect(batches[0]!.changes).toHaveLength(5)
  expect(batches[0]!.changes.every((c) => c.action === 'Add')).toBe(true)
  // Nothing else is sent afterwards: the list went in one go.
  await page.waitForTimeout(1200)
  expect(batches).toHaveLength(1)
})

for (const [path, title] of [
  ['/over-ons', 'Over ons'],
  ['/toegankelijkheid', 'Toegankelijkheidsverklaring'],
  ['/klantenkaart', 'Klantenkaart'],
] as const) {
  test(`catch-all ${path} renders its article`, async ({ page }) => {
    const p = new ContentPage(page)
    await p.open(path)
    await expect(p.h1).toHaveText(title, FIRST_PAINT)
    if (path === '/klantenkaart') {
      await expect(p.main.getByRole('link', { name: 'Word lid' })).toHaveAttribute(
        'href',
        '/klantenkaart/aanmelden',
      )
    }
    // The sweep scans /over-ons and /toegankelijkheid whole; /klantenkaart is not among its samples.
    if (path === '/klantenkaart') await expectNoA11yViolations(page)
  })
}

test("'Word lid' starts a guest's registration at its first step", async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/klantenkaart')
  await p.main.getByRole('link', { name: 'Word lid' }).click()
  await expect(page).toHaveURL(/\/register\/new-user$/)
  await expect(
    p.main.getByRole('heading', { level: 2, name: accountMessages.register.accountHeading }),
  ).toBeVisible()
})

test('the newsletter page holds the one subscription form (the footer leaves its own out)', async ({
  page,
}) => {
  const p = new ContentPage(page)
  await p.open('/nieuwsbrief')
  const forms = page.getByRole('form', { name: accountMessages.newsletter.heading })
  const form = p.main.getByRole('form', { name: accountMessages.newsletter.heading })
  await expect(form).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(page.locator('footer')).toBeVisible()
  await expect(forms).toHaveCount(1)
  await form
    .getByRole('textbox', { name: accountMessages.newsletter.email })
    .fill(`pagina-${Date.now()}@example.nl`)
  await form.getByRole('button', { name: accountMessages.newsletter.submit }).click()
  await expect(form.getByText(accountMessages.newsletter.success)).toBeVisible()
  await expectNoA11yViolations(page, { include: ['main'] })
})

test("the home page's headings never skip a level", async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/')
  await expect(p.main.getByRole('heading', { level: 2 }).first()).toBeVisible(FIRST_PAINT)
  const levels = await p.main
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) =>
      hs
        .filter(
          (h) =>
            (h as HTMLElement).offsetParent !== null || h.classList.contains('visually-hidden'),
        )
        .map((h) => Number(h.tagName[1])),
    )
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => {
    if (i > 0)
      expect(
        level - levels[i - 1]!,
        `heading ${i} (h${level}) after h${levels[i - 1]}`,
      ).toBeLessThanOrEqual(1)
  })
})

test('an unknown slug shows the 404 page', async ({ page }) => {
  await page.goto('/deze-pagina-bestaat-niet')
  await expect(page.getByText('De pagina kan niet worden gevonden')).toBeVisible(FIRST_PAINT)
})

test('recipes: overview → recipe with its MSC source mark', async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/recepten')
  await expect(p.h1).toHaveText('Recepten', FIRST_PAINT)
  await p.main.getByRole('link', { name: 'Visbites voor katten met MSC-koolvis' }).click()
  await expect(p.h1).toHaveText('Visbites voor katten met MSC-koolvis')
  await expect(
    p.main.getByRole('img', { name: messages.recipes.sources['msc-lister'].alt }),
  ).toBeVisible()
  await expect(p.main.getByRole('heading', { name: messages.recipes.ingredients })).toBeVisible()
  // The sweep scans this page whole (e2e/layout.spec.ts).
})

test('sitemap lists content pages, stores and categories', async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/sitemap')
  await expect(p.h1).toHaveText('Sitemap', FIRST_PAINT)
  await expect(p.main.getByRole('link', { name: 'Toegankelijkheidsverklaring' })).toBeVisible()
  await expect(p.main.getByRole('link', { name: 'Dier & Ruiter Utrecht' })).toBeVisible()
  await expect(
    p.main.getByRole('region', { name: messages.sitemap.categories }).getByRole('link').first(),
  ).toBeVisible()
  // The sweep scans this page whole (e2e/layout.spec.ts).
})

test('the public mock content has no test page: /kapotte-blokken is a 404 there', async ({
  page,
}) => {
  await page.goto('/kapotte-blokken')
  await expect(
    page.getByRole('heading', { level: 1, name: 'De pagina kan niet worden gevonden' }),
  ).toBeVisible(FIRST_PAINT)
})

test('/kapotte-blokken renders despite broken and unsafe blocks; no script runs', async ({
  page,
}) => {
  await serveBrokenBlocksPage(page)
  const p = new ContentPage(page)
  await p.open('/kapotte-blokken')
  await expect(p.h1).toHaveText('Testpagina met kapotte blokken', FIRST_PAINT)
  await expect(p.main.getByText('Dit blok is in orde.')).toBeVisible()
  await expect(p.main.getByText('Onveilige inhoud:')).toBeVisible()
  // The javascript: href is gone, so 'klik' is plain text now; clicking it must do nothing.
  await p.main.getByText('klik', { exact: true }).click({ timeout: 5_000 })
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined()
  expect(await p.main.locator('script, [onerror]').count()).toBe(0)
  await expectNoA11yViolations(page)
})

test('home: hero as the LCP image with size and priority; axe clean', async ({ page }) => {
  const p = new ContentPage(page)
  await p.open('/')
  await expect(p.h1).toHaveText('Alles voor jouw huisdier', FIRST_PAINT)
  const hero = p.main.locator('.content-hero img')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(hero).toHaveAttribute('width', '1320')
  await expect(p.main.getByRole('heading', { name: 'Shop per categorie' })).toBeVisible()
  await expect(p.main.locator('.product-card').first()).toBeVisible()
  // The sweep scans this page whole (e2e/layout.spec.ts).
})

// Screenshots for looking at the pages: only when asked for (SHOTS=1), not in every CI run.
if (process.env.SHOTS)
  test('screenshots at 390 and 1280 px', async ({ page }) => {
    const dir = '/tmp/shots-content'
    mkdirSync(dir, { recursive: true })
    const p = new ContentPage(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, path] of [
        ['home', '/'],
        ['blog', '/blog'],
        ['stores', '/winkels'],
        ['kluswijzer', '/kluswijzer'],
      ] as const) {
        await p.open(path)
        await expect(p.h1).toBeVisible(FIRST_PAINT)
        await page.waitForLoadState('networkidle').catch(() => undefined)
        await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
      }
    }
  })

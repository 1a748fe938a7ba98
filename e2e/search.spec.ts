// Flow: the header search box on the home page — suggestions while typing, keyboard choice,
// 'Meer resultaten', no hits, Enter to the results page; axe clean and screenshots with it open.
import type { Locator, Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations, shotForLooking } from './fixtures'
import { search as t } from '../src/messages/nl/search'
import { searchOptions } from '../src/messages/nl/search-options'

/** The search box in the site header, as a shopper sees it. */
class SearchBoxPage {
  readonly input: Locator
  readonly listbox: Locator
  /** The product hits (the 'Producten' group; categories and brands stand above it). */
  readonly options: Locator
  readonly status: Locator
  readonly moreResults: Locator

  constructor(readonly page: Page) {
    const header = page.locator('header')
    this.input = header.getByRole('combobox', { name: t.label })
    this.listbox = header.getByRole('listbox', { name: t.suggestions })
    this.options = this.listbox
      .getByRole('group', { name: searchOptions.products })
      .getByRole('option')
    this.status = header.getByRole('search').getByRole('status')
    this.moreResults = header.getByRole('button', { name: t.moreResults })
  }

  async open() {
    await this.page.goto('/')
    // The first load compiles the mock API in the preview server: allow it more than the default.
    await expect(this.input).toBeVisible({ timeout: 15_000 })
  }

  async type(term: string) {
    await this.input.click()
    await this.input.pressSequentially(term, { delay: 20 })
  }
}

test.describe('header search box', () => {
  test('suggests up to 4 hits; arrow down and Enter open a product', async ({ page }) => {
    test.slow() // axe over the whole page takes a while on the shared CI box
    await page.setViewportSize({ width: 1280, height: 900 })
    const search = new SearchBoxPage(page)
    await search.open()
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/meilisearch/')) requests.push(request.url())
    })
    await search.type('trixie')
    await expect(search.options).toHaveCount(4)
    await expect(search.input).toHaveAttribute('aria-expanded', 'true')
    // Trixie is a brand too: the brand stands above the four products.
    await expect(search.status).toHaveText(`${t.brandsFound(1)}, ${t.found(4)}`)
    // Debounced (200 ms): six letters cost far fewer than six requests (one when the keys come
    // fast; a busy machine may pause between keys two or three times: a CI run saw 4), the last
    // with the spec's parameters. Without the debounce each letter asks: 6.
    expect(requests.length).toBeGreaterThanOrEqual(1)
    expect(requests.length).toBeLessThanOrEqual(4)
    const url = new URL(requests.at(-1)!)
    expect(url.searchParams.get('searchTerm')).toBe('trixie')
    expect(url.searchParams.get('limit')).toBe('4')
    expect(url.searchParams.getAll('facetFilters')).toEqual([
      'IsVariantProductString:False',
      'WebNodeIds:NOT_EMPTY',
    ])

    // Every hit shows an image and a price.
    await expect(search.options.first().locator('img')).toHaveAttribute('width', '44')
    await expect(search.options.first()).toContainText('€')

    await shotForLooking(page, `search-1280`)
    await expectNoA11yViolations(page)

    // The brand first, then the first product.
    await search.input.press('ArrowDown')
    await search.input.press('ArrowDown')
    await expect(search.options.first()).toHaveAttribute('aria-selected', 'true')
    const firstId = await search.options.first().getAttribute('id')
    await expect(search.input).toHaveAttribute('aria-activedescendant', firstId!)
    await search.input.press('Enter')
    await expect(page).toHaveURL(/\/product\/[^/]*trixie[^/]*$/)
  })

  test('shows at most 4 hits even when the service answers more', async ({ page }) => {
    // A search service that ignores the limit: the dropdown still caps the list at 4.
    await page.route('**/api/meilisearch/**', async (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('limit', '12')
      await route.fulfill({ response: await route.fetch({ url: url.toString() }) })
    })
    const search = new SearchBoxPage(page)
    await search.open()
    // The answer for the whole term (an earlier one, for 'v' or 'vo', may be dropped unread).
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/meilisearch/') &&
        new URL(response.url()).searchParams.get('searchTerm') === 'voer',
    )
    await search.type('voer')
    expect(((await (await answered).json()) as { Hits: unknown[] }).Hits.length).toBeGreaterThan(4)
    await expect(search.status).toContainText(t.found(4))
    await expect(search.options).toHaveCount(4)
  })

  test("'Meer resultaten' goes to /zoeken/{term}", async ({ page }) => {
    const search = new SearchBoxPage(page)
    await search.open()
    await search.type('trixie')
    await expect(search.options.first()).toBeVisible()
    await search.moreResults.click()
    await expect(page).toHaveURL(/\/zoeken\/trixie$/)
  })

  test('says so when nothing matches; Escape closes and keeps the text', async ({ page }) => {
    const search = new SearchBoxPage(page)
    await search.open()
    await search.type('xyzzyqq')
    const message = page.locator('header').getByText(t.noHits, { exact: true }).first()
    await expect(message).toBeVisible()
    await expect(search.status).toHaveText(t.noHits)
    await expect(search.listbox).toBeHidden()
    await search.input.press('Escape')
    await expect(message).toBeHidden()
    await expect(search.input).toHaveValue('xyzzyqq')
    await expect(search.input).toBeFocused()
  })

  test('Enter goes to /zoeken/{term}', async ({ page }) => {
    const search = new SearchBoxPage(page)
    await search.open()
    await search.type('kat voer')
    await search.input.press('Enter')
    await expect(page).toHaveURL(/\/zoeken\/kat%20voer$/)
  })

  test('a click outside closes the dropdown', async ({ page }) => {
    const search = new SearchBoxPage(page)
    await search.open()
    await search.type('trixie')
    await expect(search.options.first()).toBeVisible()
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await expect(search.listbox).toBeHidden()
    await expect(search.input).toHaveValue('trixie')
  })

  test('at 390 px the dropdown spans the width and is axe clean', async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width: 390, height: 844 })
    const search = new SearchBoxPage(page)
    await search.open()
    await search.type('krabpaal baza')
    const option = search.options.first()
    await expect(option).toBeVisible()
    // Sale price below gross: the gross price is struck through.
    await expect(option.locator('del')).toContainText('49,99')
    await expect(option).toContainText('44,99')
    const box = await search.listbox.boundingBox()
    expect(box!.width).toBeGreaterThan(390 - 48)
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await shotForLooking(page, `search-390`)
    await expectNoA11yViolations(page)
  })
})

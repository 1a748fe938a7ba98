// Flow: a search that forgives, as the real search service does (issue 51). Typos, a brand typed
// without its apostrophe, a misspelt word and the shop's synonyms find products in the header's
// dropdown and on the results page alike; a search without results suggests a close term where
// one exists and always offers the main categories and the customer service, and no filters.
import { test, expect, resizeTo, shotForLooking } from './fixtures'
import { ListingPage, catalogueMessages as catalogue } from './pages/listing-page'
import { SearchBox } from './pages/search-box'

const empty = catalogue.listing.empty

/** Any of the words, read as the cards show them: long words may carry soft hyphens. */
const anyOf = (...words: string[]) =>
  new RegExp(words.map((w) => [...w].join('\u00AD?')).join('|'), 'i')

/** What a shopper types, and what each hit (dropdown and results page) then shows. */
const forgiven: [term: string, shows: RegExp][] = [
  ['hills', anyOf("Hill's")],
  ['royal canon', anyOf('Royal Canin')],
  [
    'kattenvoor',
    anyOf('kat', 'kitten', 'Whiskas', 'Sheba', 'Royal Canin', "Hill's", 'Yarrah', 'Select'),
  ],
  ['rijhelm', anyOf('cap')],
  ['bodyprotector', anyOf('Bodyprotector', 'Beschermvest')],
]

test.describe('a search that forgives', () => {
  for (const [term, shows] of forgiven) {
    test(`'${term}' finds products in the dropdown and on the results page`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      const box = new SearchBox(page)
      await box.open()
      await box.type(term)
      await expect(box.hits.first()).toBeVisible({ timeout: 10_000 })
      await expect(box.noHits).toHaveCount(0)
      // Every hit of the answer the dropdown settles on (an earlier, debounced answer for part of
      // the term may still stand there for a moment, with another number of hits).
      await expect
        .poll(async () => {
          const hits = await box.hits.allTextContents()
          return hits.length > 0 && hits.every((hit) => shows.test(hit))
        })
        .toBe(true)

      await box.input.press('Enter')
      const listing = new ListingPage(page)
      await expect(listing.heading).toHaveText(catalogue.listing.searchTitle(term))
      await expect(listing.cards.first()).toBeVisible({ timeout: 20_000 })
      for (const card of await listing.cards.all()) await expect(card).toContainText(shows)
    })
  }

  test('the riding caps and body protectors are what the synonyms find', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto('/zoeken/rijhelm')
    await expect(listing.cards.filter({ hasText: anyOf('HKM Cap') }).first()).toBeVisible()
    await listing.goto('/zoeken/bodyprotector')
    await expect(
      listing.cards.filter({ hasText: anyOf('Kentucky Horsewear Beschermvest Pro Level 3') }),
    ).toHaveCount(1)
  })
})

test.describe('a search without results offers a way on', () => {
  test('the dropdown keeps its message and suggests a close term', async ({ page }) => {
    const box = new SearchBox(page)
    await box.open()
    await box.type('hooj')
    await expect(box.noHits).toBeVisible()
    const suggestion = page.locator('header').getByRole('link', { name: 'hooi', exact: true })
    await expect(suggestion.locator('xpath=..')).toHaveText(`${empty.didYouMean} hooi?`)
    await shotForLooking(page, `search-forgives-dropdown-${page.viewportSize()?.width ?? 0}`)
    await suggestion.click()
    await expect(page).toHaveURL(/\/zoeken\/hooi$/)
    await expect(new ListingPage(page).cards.first()).toBeVisible({ timeout: 20_000 })
  })

  test('suggests a close term, the main categories and the customer service (390 and 1280 px)', async ({
    page,
  }) => {
    const listing = new ListingPage(page)
    // One load; the page follows the resize.
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/zoeken/hooj')
    const suggestion = page.getByRole('main').getByRole('link', { name: 'hooi', exact: true })
    for (const width of [390, 1280]) {
      await resizeTo(page, width)
      await expect(page.getByRole('heading', { name: empty.title })).toBeVisible({
        timeout: 20_000,
      })
      await expect(suggestion.locator('xpath=..')).toHaveText(`${empty.didYouMean} hooi?`)
      const categories = page.getByRole('navigation', { name: empty.categoriesTitle })
      for (const name of ['Hond', 'Kat', 'Paard & ruiter'])
        await expect(
          categories.getByRole('link', { name, exact: true }),
          `${width} px`,
        ).toBeVisible()
      const service = page.getByRole('navigation', { name: empty.serviceTitle })
      await expect(service.getByRole('link', { name: empty.toContact })).toHaveAttribute(
        'href',
        '/contact',
      )
      await expect(service.getByRole('link', { name: empty.toFaq })).toHaveAttribute('href', '/faq')
      // Nothing to narrow: no filters, no filter button, no sort.
      await expect(listing.filters).toHaveCount(0)
      await expect(listing.filtersButton).toHaveCount(0)
      await shotForLooking(page, `search-forgives-empty-${width}`, true)
    }

    await suggestion.click()
    await expect(page).toHaveURL(/\/zoeken\/hooi$/)
    await expect(listing.cards.first()).toBeVisible({ timeout: 20_000 })
  })

  test('without a close term: no suggestion, still the categories and the service', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // A slow answer: while it is on its way the page offers no filters to a search either.
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route(/\/api\/aspos\/products\?.*search=xyzzyqq/, async (route) => {
      await answered
      await route.fallback()
    })
    const listing = new ListingPage(page)
    await page.goto('/zoeken/xyzzyqq')
    await expect(
      page.getByRole('status').filter({ hasText: catalogue.listing.loading }).first(),
    ).toBeVisible()
    await expect(listing.filters).toHaveCount(0)
    answer()
    await expect(page.getByRole('heading', { name: empty.title })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText(empty.didYouMean)).toHaveCount(0)
    await expect(
      page
        .getByRole('navigation', { name: empty.categoriesTitle })
        .getByRole('link', { name: 'Hond', exact: true }),
    ).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: empty.serviceTitle }).getByRole('link'),
    ).toHaveCount(2)
  })
})

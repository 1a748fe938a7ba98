// The header search box against the mock search service: debounce, combobox keyboard, Escape,
// click outside, no hits, struck gross price, navigation, and stale answers.
import { beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom'
import { delay, http, HttpResponse } from 'msw'
import { createQueryClient } from '@/api/query-client'
import { hrefs, searchTermOf } from '@/lib/paths'
import { personalStorageKeys, storageKeys } from '@/lib/storage'
import { formatPrice } from '@/lib/format'
import { search as t } from '@/messages/nl/search'
import { searchOptions as options } from '@/messages/nl/search-options'
import { server } from '@/mocks/server'
import { products } from '@/mocks/db/seed-catalogue'
import { recentSearchesCleared } from '../recent-searches'
import { SearchBox } from './search-box'

function renderBox() {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SearchBox searchHref={hrefs.search} productHref={hrefs.product} />
            <p>buiten de zoekbalk</p>
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/'] },
  )
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const input = screen.getByRole('combobox', { name: t.label })
  return { user, router, input }
}

/** Search requests seen by the mock server during the test, as their searchTerm. */
function recordSearchTerms(): string[] {
  const terms: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/default/search'))
      terms.push(url.searchParams.get('searchTerm') ?? '')
  })
  return terms
}

// The CI box is shared and slow: give async queries room beyond the 1 s default.
const wait = { timeout: 5000 }

/** A price as toHaveTextContent sees it (it folds the no-break space into a plain one). */
const shown = (cents: number) => formatPrice(cents).replace(/\s/g, ' ')

async function findOptions() {
  const listbox = await screen.findByRole('listbox', { name: t.suggestions }, wait)
  return within(listbox).getAllByRole('option')
}

/** The product hits: the options of the dropdown's 'Producten' group. */
async function findProducts() {
  const group = await screen.findByRole('group', { name: options.products }, wait)
  return within(group).getAllByRole('option')
}

describe('SearchBox', () => {
  // Every test starts on a device that has searched for nothing.
  beforeEach(() => recentSearchesCleared())

  it('shows the placeholder and is a collapsed combobox at first', () => {
    const { input } = renderBox()
    expect(input).toHaveAttribute('placeholder', 'Zoeken...')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('typing fast sends one request, for the last term, and shows up to 4 hits', async () => {
    const terms = recordSearchTerms()
    const { input } = renderBox()
    act(() => input.focus())
    for (const value of ['t', 'tr', 'tri', 'trix', 'trixi', 'trixie'])
      fireEvent.change(input, { target: { value } })
    const options = await findProducts()
    expect(options.length).toBeGreaterThan(0)
    expect(options.length).toBeLessThanOrEqual(4)
    expect(terms).toEqual(['trixie'])
    expect(input).toHaveAttribute('aria-expanded', 'true')
    // Trixie is a brand too: it stands above the products, and the status line names both.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `${t.brandsFound(1)}, ${t.found(options.length)}`,
      ),
    )
  })

  it('does not search below 2 characters', async () => {
    const terms = recordSearchTerms()
    const { user, input } = renderBox()
    await user.type(input, 'k')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(terms).toEqual([])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('arrow keys move through the hits and Enter opens the active one', async () => {
    const { user, router, input } = renderBox()
    // A term that names no category or brand: the options are the four products.
    await user.type(input, 'kip')
    await findProducts()
    const options = await findOptions()
    expect(options).toHaveLength(4)

    await user.keyboard('{ArrowDown}')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    expect(options[0]).toHaveAttribute('aria-selected', 'false')
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(options[3]).toHaveAttribute('aria-selected', 'true')

    const title = options[3]!.querySelector('.search-box__title')!.textContent!
    const product = products.find((p) => p.Description === title)!
    await user.keyboard('{Enter}')
    await waitFor(
      () => expect(router.state.location.pathname).toBe(hrefs.product(product.Url)),
      wait,
    )
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('Enter without an active hit, and the button, go to the results page', async () => {
    const { user, router, input } = renderBox()
    await user.type(input, 'kat voer{Enter}')
    expect(router.state.location.pathname).toBe('/zoeken/kat%20voer')

    await user.clear(input)
    await user.type(input, 'hond')
    await user.click(screen.getByRole('button', { name: t.submit }))
    expect(router.state.location.pathname).toBe('/zoeken/hond')
  })

  it("'Meer resultaten' goes to the results page for the term", async () => {
    const { user, router, input } = renderBox()
    await user.type(input, 'trixie')
    await findOptions()
    await user.click(screen.getByRole('button', { name: t.moreResults }))
    expect(router.state.location.pathname).toBe('/zoeken/trixie')
  })

  it('Escape closes the dropdown and keeps the text; typing opens it again', async () => {
    const { user, input } = renderBox()
    await user.type(input, 'trixie')
    await findOptions()
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveValue('trixie')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(await findProducts()).toHaveLength(4)
  })

  it('a click outside closes the dropdown', async () => {
    const { user, input } = renderBox()
    await user.type(input, 'trixie')
    await findOptions()
    await user.click(screen.getByText('buiten de zoekbalk'))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveValue('trixie')
  })

  it('clicking a hit opens its product page', async () => {
    const { user, router, input } = renderBox()
    await user.type(input, 'krabpaal baza')
    const [option] = await findProducts()
    await user.click(option!)
    expect(router.state.location.pathname).toBe('/product/trixie-krabpaal-baza-100-cm')
  })

  it('says so when nothing matches, and offers no more of nothing', async () => {
    const { user, input } = renderBox()
    await user.type(input, 'xyzzyqq')
    expect(await screen.findByText(t.noHits, { selector: 'p' }, wait)).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(t.noHits)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    // 'Meer resultaten' under 'geen producten' would promise what is not there.
    expect(screen.queryByRole('button', { name: t.moreResults })).not.toBeInTheDocument()
  })

  it('without hits suggests a close term that leads to its results page', async () => {
    const { user, router, input } = renderBox()
    await user.type(input, 'hooj')
    expect(await screen.findByText(t.noHits, { selector: 'p' }, wait)).toBeVisible()
    const suggestion = await screen.findByRole('link', { name: 'hooi' }, wait)
    expect(suggestion.closest('p')).toHaveTextContent(`${t.didYouMean} hooi?`)
    await user.click(suggestion)
    await waitFor(() => expect(router.state.location.pathname).toBe(hrefs.search('hooi')), wait)
    expect(input).toHaveValue('hooi')
  })

  it('shows at most 4 hits even when the service answers more', async () => {
    server.use(
      http.get('*/api/meilisearch/v1/default/search', () =>
        HttpResponse.json({
          Hits: products.slice(0, 7).map((p) => ({
            Title: p.Description,
            Url: p.Url,
            Images: [],
            GrossPrice: 10,
            SalePrice: 10,
          })),
          EstimatedTotalHits: 7,
        }),
      ),
    )
    const { user, input } = renderBox()
    await user.type(input, 'voer')
    expect(await findProducts()).toHaveLength(4)
  })

  it('a term found only through the category (as on the results page) fills the dropdown', async () => {
    const { user, input } = renderBox()
    await user.type(input, 'kattenbakvulling')
    expect((await screen.findAllByRole('option', undefined, wait)).length).toBeGreaterThan(0)
    expect(screen.queryByText(t.noHits, { selector: 'p' })).not.toBeInTheDocument()
  })

  it('shows the deposit in the price, as the product page does', async () => {
    const { user, input } = renderBox()
    await user.type(input, 'biotopol 500')
    const option = await screen.findByRole(
      'option',
      { name: /JBL Biotopol Waterverbeteraar 500 ml/ },
      wait,
    )
    expect(option).toHaveTextContent(shown(1314))
  })

  it('strikes the gross price through when the sale price is lower', async () => {
    const { user, input } = renderBox()
    await user.type(input, 'krabpaal baza')
    const [option] = await findProducts()
    // The struck price is a <del> with the gross price; the sale price stands outside it.
    const gross = option!.querySelector('del')
    expect(gross).toHaveTextContent(shown(4999))
    expect(gross).not.toHaveTextContent(shown(4499))
    expect(option).toHaveTextContent(shown(4499))

    await user.clear(input)
    await user.type(input, 'canin medium')
    const plain = await screen.findByRole(
      'option',
      { name: /Royal Canin Medium Adult 15 kg/ },
      wait,
    )
    expect(plain).toHaveTextContent(shown(6499))
    expect(plain.querySelector('del')).toBeNull()
  })

  it('an answer for an older term never replaces the newer one', async () => {
    server.use(
      http.get('*/api/meilisearch/v1/default/search', async ({ request }) => {
        const term = new URL(request.url).searchParams.get('searchTerm')
        const hit = (title: string) => ({
          Title: title,
          Url: title,
          Images: [],
          GrossPrice: 1,
          SalePrice: 1,
        })
        if (term === 'oud') {
          await delay(400)
          return HttpResponse.json({ Hits: [hit('oud-resultaat')] })
        }
        return HttpResponse.json({ Hits: [hit('nieuw-resultaat')] })
      }),
    )
    const terms = recordSearchTerms()
    const { user, input } = renderBox()
    await user.type(input, 'oud')
    await waitFor(() => expect(terms).toEqual(['oud']), wait)
    await user.clear(input)
    await user.type(input, 'nieuw')
    expect(await screen.findByText('nieuw-resultaat', {}, wait)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByText('oud-resultaat')).not.toBeInTheDocument()
    expect(screen.getByText('nieuw-resultaat')).toBeInTheDocument()
  })

  it('shows the term of the results page, asks for no suggestions, and follows the page', async () => {
    const terms = recordSearchTerms()
    // As the header passes it: the results page's term.
    function HeaderBox() {
      const term = searchTermOf(useLocation().pathname)
      return <SearchBox searchHref={hrefs.search} productHref={hrefs.product} term={term} />
    }
    const router = createMemoryRouter(
      [{ element: <HeaderBox />, children: [{ path: '*', element: null }] }],
      { initialEntries: ['/zoeken/royal%20canin'] },
    )
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    const input = screen.getByRole('combobox', { name: t.label })
    expect(input).toHaveValue('royal canin')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(terms).toEqual([])
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await act(() => router.navigate(hrefs.search('kat & hond')))
    expect(input).toHaveValue('kat & hond')
    await act(() => router.navigate(hrefs.home()))
    expect(input).toHaveValue('')
  })

  it('names the categories a term matches, with their top category, above the products', async () => {
    const { user, router, input } = renderBox()
    await user.type(input, 'droog')
    const group = await screen.findByRole('group', { name: options.categories }, wait)
    const categories = within(group).getAllByRole('option')
    expect(categories.map((c) => c.textContent)).toEqual([
      `Droogvoer ${options.within('Hond')}`,
      `Droogvoer ${options.within('Kat')}`,
    ])
    // Above the products, in the keyboard's order too.
    const all = await findOptions()
    expect(all[0]).toBe(categories[0])
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.categoriesFound(2)))
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', categories[0]!.id)
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe(hrefs.category(111))
    expect(input).toHaveValue('')
  })

  it('names the brands a term matches', async () => {
    const { user, router, input } = renderBox()
    await user.type(input, 'royal')
    const group = await screen.findByRole('group', { name: options.brands }, wait)
    const [brand] = within(group).getAllByRole('option')
    expect(brand).toHaveTextContent('Royal Canin')
    await user.click(brand!)
    expect(router.state.location.pathname).toBe(hrefs.brand('royal-canin'))
  })

  it('shows the recent searches of this device in an empty box, and clears them', async () => {
    const { user, router, input } = renderBox()
    act(() => input.focus())
    // Nothing searched yet: nothing to show.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.type(input, 'kattenvoer{Enter}')
    await user.clear(input)
    await user.type(input, 'kong{Enter}')
    expect(router.state.location.pathname).toBe('/zoeken/kong')
    await user.clear(input)
    const group = await screen.findByRole('group', { name: options.recent }, wait)
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['kong', 'kattenvoer'])
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('status')).toHaveTextContent(t.recentShown(2))
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(router.state.location.pathname).toBe('/zoeken/kattenvoer')
    expect(JSON.parse(localStorage.getItem(storageKeys.recentSearches)!)).toEqual([
      'kattenvoer',
      'kong',
    ])
    await user.clear(input)
    await user.click(await screen.findByRole('button', { name: options.clearRecent }, wait))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(localStorage.getItem(storageKeys.recentSearches)).toBeNull()
    expect(input).toHaveFocus()
  })

  it('forgets the recent searches when the customer leaves', () => {
    expect(personalStorageKeys).toContainEqual({
      area: 'local',
      key: storageKeys.recentSearches,
      when: 'shopperLeft',
    })
  })
})

// Screen tests through the real route table and mock backend: a category listing (filters in the
// URL, pagination) and a product page (derived prices, notices, variants, structured data).
import { configure } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderRoute } from '@/testing/render-route'
import { productUrlOf } from '@/testing/builders'
import { byTextContent } from '@/testing/by-text-content'
import { server } from '@/mocks/server'
import { fixtureProductIds } from '@/mocks/db/seed-catalogue'
import { catalogue } from '@/messages/nl/catalogue'
import { common } from '@/messages/nl/common'

// Lazy route modules compile on first use in the test runner: allow them time.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }))

/** A desktop's window for the tests inside: the filters stand beside the products. */
function onWideScreen() {
  const narrow = window.matchMedia
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...narrow(query), matches: query.includes('min-width: 992px') }) as MediaQueryList
  })
  afterEach(() => {
    window.matchMedia = narrow
  })
}

describe('category listing screen on a wide screen', { timeout: 60_000 }, () => {
  onWideScreen()

  it('shows the category, its products and pages, and keeps filters in the URL', async () => {
    const { user, router } = renderRoute('/producten/100')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hond' })).toBeInTheDocument()
    const count = await screen.findByText(/\d+ producten/)
    expect(count).toHaveAttribute('role', 'status')
    // The grid found by its name; its cards by their element (role queries over 24 full cards
    // are slow in jsdom).
    const grid = () => screen.getByRole('list', { name: catalogue.listing.productList })
    const cards = () => [...grid().querySelectorAll('article')]
    // The first commit holds a first screen of cards (issue 50); the rest follow once it painted.
    expect(cards()).toHaveLength(8)
    await waitFor(() => expect(cards()).toHaveLength(24))
    expect(screen.getByRole('navigation', { name: catalogue.pagination.label })).toBeInTheDocument()

    // The first images load eagerly (LCP), later ones lazily; all have width and height.
    const images = grid().querySelectorAll('img')
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[10]).toHaveAttribute('loading', 'lazy')
    expect(images[0]).toHaveAttribute('width', '184')
    expect(images[0]).toHaveAttribute('height', '134')

    const filters = screen.getByRole('region', { name: new RegExp(`^${catalogue.filters.title}`) })
    const toggle = within(filters).getAllByRole('button')[0]!
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle)
    await user.click(within(filters).getByRole('checkbox', { name: /Royal Canin/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?merk=royal-canin'))
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0)
      expect(cards().every((c) => c.textContent?.includes('Royal Canin'))).toBe(true)
    })

    await user.click(within(filters).getByRole('checkbox', { name: /Royal Canin/ }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    const pages = await screen.findByRole('navigation', { name: catalogue.pagination.label })
    await user.click(within(pages).getByRole('link', { name: catalogue.pagination.page(2) }))
    await waitFor(() => expect(router.state.location.search).toBe('?p=2'))
    await waitFor(() =>
      expect(
        within(pages).getByRole('link', { name: catalogue.pagination.page(2) }),
      ).toHaveAttribute('aria-current', 'page'),
    )
  })

  it('ticks a filter in the tap itself; the URL and the products follow after that frame', async () => {
    const { user, router } = renderRoute('/producten/100')
    await screen.findByText(/\d+ producten/)
    const filters = screen.getByRole('region', { name: new RegExp(`^${catalogue.filters.title}`) })
    const toggle = within(filters).getAllByRole('button')[0]!
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle)
    const box = within(filters).getByRole('checkbox', { name: /Royal Canin/ })
    // One synchronous tap, checked before anything else can run: a user-event click awaits timers
    // between its events, long enough on a busy machine for the next frame to pass.
    fireEvent.click(box)
    expect(box).toBeChecked()
    expect(router.state.location.search).toBe('')
    await waitFor(() => expect(router.state.location.search).toBe('?merk=royal-canin'))
    expect(within(filters).getByRole('checkbox', { name: /Royal Canin/ })).toBeChecked()
  })
})

describe('category listing screen', { timeout: 60_000 }, () => {
  it('on a phone opens the filters in a sheet whose button count is what the listing then shows', async () => {
    const { user, router } = renderRoute('/producten/hond/hondenvoer')
    await screen.findByText(/^\d+ producten$/)
    // Not beside the products: a button that opens the sheet.
    expect(screen.queryByRole('region', { name: catalogue.filters.title })).toBeNull()
    const open = screen.getByRole('button', { name: catalogue.filters.open })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await user.click(open)
    const sheet = await screen.findByRole('dialog', { name: catalogue.filters.title })
    expect(open).toHaveAttribute('aria-expanded', 'true')
    await user.click(within(sheet).getByRole('checkbox', { name: /Royal Canin/ }))
    // The chosen filter shows as a chip in the sheet; the listing behind it has not moved yet.
    expect(
      within(sheet).getByRole('button', { name: catalogue.filters.removeChosen('Royal Canin') }),
    ).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    const show = await within(sheet).findByRole('button', { name: /^Toon \d+ producten?$/ })
    const count = Number(/\d+/.exec(show.textContent ?? '')![0])
    await user.click(show)
    await waitFor(() => expect(router.state.location.search).toBe('?merk=royal-canin'))
    expect(screen.queryByRole('dialog', { name: catalogue.filters.title })).toBeNull()
    await waitFor(() =>
      expect(screen.getByText(catalogue.listing.count(count))).toHaveAttribute('role', 'status'),
    )
    const grid = screen.getByRole('list', { name: catalogue.listing.productList })
    expect(grid.querySelectorAll('article')).toHaveLength(count)
  })

  it('shows the chosen filters above the products, each removable, and "Wis alles"', async () => {
    const { user, router } = renderRoute('/producten/hond/hondenvoer?merk=royal-canin&voorraad=1')
    const chosen = await screen.findByRole('group', { name: catalogue.filters.chosen })
    await user.click(
      await within(chosen).findByRole('button', {
        name: catalogue.filters.removeChosen('Royal Canin'),
      }),
    )
    await waitFor(() => expect(router.state.location.search).toBe('?voorraad=1'))
    await user.click(
      within(screen.getByRole('group', { name: catalogue.filters.chosen })).getByRole('button', {
        name: catalogue.filters.clearAll,
      }),
    )
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: catalogue.filters.chosen })).toBeNull(),
    )
  })

  it('offers no filters and no sort on a search without any result', async () => {
    renderRoute('/zoeken/xyzzyqq')
    expect(await screen.findByText(catalogue.listing.empty.search('xyzzyqq'))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: catalogue.filters.open })).toBeNull()
    expect(screen.queryByRole('region', { name: catalogue.filters.title })).toBeNull()
    expect(screen.queryByRole('combobox', { name: catalogue.sort.label })).toBeNull()
  })

  it('says so in Dutch when no product fits, with a way on', async () => {
    const { user, router } = renderRoute('/producten/100?min=5000')
    expect(await screen.findByText(catalogue.listing.empty.filtered)).toBeInTheDocument()
    await user.click(
      screen.getAllByRole('button', { name: catalogue.listing.empty.clearFilters })[0]!,
    )
    // Products again ('0 producten' would mean the button did nothing) and no filter left in the URL.
    expect(await screen.findByText(/^[1-9]\d* producten$/)).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.queryByText(catalogue.listing.empty.filtered)).not.toBeInTheDocument()
  })

  it('shows a Dutch not-found page for an unknown category', async () => {
    renderRoute('/producten/999999')
    expect(
      await screen.findByRole('heading', { level: 1, name: catalogue.listing.categoryNotFound }),
    ).toBeInTheDocument()
  })

  it('shows an error with a retry when the service fails', async () => {
    server.use(
      http.get('*/api/aspos/products', () =>
        HttpResponse.json({ Success: false }, { status: 500 }),
      ),
    )
    renderRoute('/producten/aanbiedingen')
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.server)
    expect(screen.getByRole('button', { name: common.actions.retry })).toBeInTheDocument()
  })
})

describe('product page screen', { timeout: 60_000 }, () => {
  it('shows the discounted price struck, the specs and structured data', async () => {
    renderRoute(`/product/${productUrlOf(fixtureProductIds.discounted)}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: "Hill's Science Plan Adult Kip 12 kg" }),
    ).toBeInTheDocument()
    expect(screen.getAllByText('€ 69,99')[0]!.closest('del')).not.toBeNull()
    // The specifications are below the buy box, rendered after the first paint (issue 50).
    expect(
      await screen.findByRole('rowheader', { name: catalogue.product.ean }),
    ).toBeInTheDocument()
    const detail = screen.getByRole('heading', { level: 1 }).closest('article')!
    expect(
      within(detail).getAllByRole('button', { name: /In winkelmandje/ })[0],
    ).toBeInTheDocument()
    await waitFor(() => {
      const ld = document.head.querySelector('script[type="application/ld+json"]')
      // One JSON-LD script per page: the Product is a node of its @graph.
      const graph = (JSON.parse(ld!.textContent!) as { '@graph': unknown[] })['@graph']
      expect(graph).toContainEqual(
        expect.objectContaining({
          '@type': 'Product',
          offers: expect.objectContaining({ priceCurrency: 'EUR' }) as unknown,
        }),
      )
    })
    await waitFor(() => expect(document.title).toContain("Hill's Science Plan Adult Kip 12 kg"))
  })

  it('shows the alcohol age notice', async () => {
    renderRoute(`/product/${productUrlOf(fixtureProductIds.alcohol)}`)
    expect(await screen.findByText(catalogue.product.alcoholNotice)).toBeInTheDocument()
  })

  it('shows the deposit line added to the price', async () => {
    renderRoute(`/product/${productUrlOf(fixtureProductIds.deposit)}`)
    const prices = (await screen.findByRole('heading', { level: 1 })).closest('article')!
    // The first: related products further down may show a deposit too.
    expect(
      within(prices).getAllByText(byTextContent(catalogue.pricing.depositIncluded('€ 0,15')))[0],
    ).toBeInTheDocument()
    expect(within(prices).getAllByText('€ 13,14')[0]).toBeInTheDocument()
  })

  it('shows the staffel label', async () => {
    renderRoute(`/product/${productUrlOf(fixtureProductIds.staffel)}`)
    expect(await screen.findByText('Vanaf 3 stuks 10% korting')).toBeInTheDocument()
  })

  it('shows the loyalty discount label', async () => {
    renderRoute(`/product/${productUrlOf(fixtureProductIds.loyalty)}`)
    expect(
      await screen.findByText('Klantenkaartvoordeel: 10% korting met je klantenkaart (250 punten)'),
    ).toBeInTheDocument()
  })

  // Issue 51: a variant's own URL opens its family's page with that variant chosen.
  it("opens a variant's own URL as its family's page with that variant chosen", async () => {
    const { router } = renderRoute(`/product/${productUrlOf(1016)}`)
    const group = await screen.findByRole('group', { name: catalogue.variantChoice.legend.other })
    expect(within(group).getAllByRole('radio')).toHaveLength(3)
    expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(/Marine/)
    expect(router.state.location.pathname).toBe(`/product/${productUrlOf(1015)}`)
    expect(router.state.location.search).toBe('?variant=1016')
  })

  it('shows a Dutch message for an unknown product', async () => {
    renderRoute('/product/bestaat-niet')
    expect(
      await screen.findByRole('heading', { level: 1, name: catalogue.product.notFound }),
    ).toBeInTheDocument()
  })
})

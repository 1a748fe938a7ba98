// One price everywhere: the same products (a deposit article, one with a lower Webprijs, a paint),
// rendered on every surface a shopper reads them (product page, listing card, search dropdown,
// content block, DIY list, wish list, cart, checkout summary), show the same amount, and the
// cart and checkout charge it. Through the real route table and the mock service.
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { createQueryClient } from '@/api/query-client'
import { formatPrice } from '@/lib/format'
import { getDb } from '@/mocks/mock-db'
import { fixtureProductIds } from '@/mocks/db/seed-catalogue'
import { renderRoute } from '@/testing/render-route'
import { logInCustomer } from '@/testing/session'
import { ContentProductList } from '@/features/content/components/content-product-list'
import { DiyGuide } from '@/features/content/components/diy-guide'
import { ContentLinksProvider, type ContentLinks } from '@/features/content/content-links'
import { cart as cartMessages } from '@/messages/nl/cart'
import { checkout as checkoutMessages } from '@/messages/nl/checkout'
import { search as searchMessages } from '@/messages/nl/search'
import { hrefs } from '@/lib/paths'

vi.setConfig({ testTimeout: 120_000 })
const slow = { timeout: 30_000 }

/** The amounts as toHaveTextContent reads them (no-break spaces folded). */
const shown = (cents: number) => formatPrice(cents).replace(/\s/g, ' ')

// JBL Biotopol: € 12,99 + € 0,15 deposit. Trixie Krabpaal Baza: € 49,99, Webprijs € 44,99.
// A surcharge that is always paid (colour) is part of every price shown for it.
const cases = [
  {
    id: fixtureProductIds.deposit,
    url: 'jbl-biotopol-waterverbeteraar-500-ml',
    search: 'biotopol 500',
    cents: 1314,
    struck: null,
  },
  {
    id: fixtureProductIds.webPrice,
    url: 'trixie-krabpaal-baza-100-cm',
    search: 'krabpaal baza',
    cents: 4499,
    struck: 4999,
  },
  // Flexa Strak in de Lak: € 27,99 and a colour surtax of € 2,50 that it is never sold without.
  {
    id: fixtureProductIds.colour,
    url: 'flexa-strak-in-de-lak-zijdeglans-750-ml',
    search: 'strak in de lak zijdeglans',
    cents: 2799 + 250,
    struck: null,
  },
]

const logIn = () => logInCustomer()

const main = async () => within(await screen.findByRole('main', undefined, slow))

describe.each(cases)(
  '$url costs the same on every surface',
  ({ id, url, search, cents, struck }) => {
    const title = () => getDb().productById(id)!.Description

    it('product page, search dropdown and listing card', async () => {
      const { user, unmount } = renderRoute(`/product/${url}`)
      await (await main()).findByRole('heading', { level: 1, name: title() }, slow)
      const prices = document.querySelector('.product-detail .product-prices')!
      expect(prices.querySelector('.price-current')).toHaveTextContent(shown(cents))
      if (struck) expect(prices.querySelector('del')).toHaveTextContent(shown(struck))

      await user.type(screen.getByRole('combobox', { name: searchMessages.label }), search)
      const option = await screen.findByRole('option', { name: new RegExp(title()) }, slow)
      expect(option.querySelector('.price-current')).toHaveTextContent(shown(cents))
      unmount()

      renderRoute(`/zoeken/${search}`)
      const card = (await (await main()).findByRole('heading', { name: title() }, slow)).closest(
        'article',
      )!
      expect(card.querySelector('.price-current')).toHaveTextContent(shown(cents))
    })

    it('content block and DIY list', async () => {
      const queryClient = createQueryClient()
      // Only product links are followed here; the other builders are never called.
      const links = new Proxy({ product: hrefs.product } as Partial<ContentLinks>, {
        get: (target, key: string) => target[key as keyof ContentLinks] ?? (() => '/'),
      }) as ContentLinks
      render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <ContentLinksProvider links={links}>
              <ContentProductList productIds={[id]} title="Blok" />
              <DiyGuide
                guide={{
                  title: 'Klus',
                  slug: 'klus',
                  intro: '',
                  difficulty: '',
                  durationMinutes: 0,
                  steps: [],
                  products: [{ productId: id, quantity: 1 }],
                }}
                onAddToCart={() => {}}
              />
            </ContentLinksProvider>
          </MemoryRouter>
        </QueryClientProvider>,
      )
      const teaser = (await screen.findByRole('heading', { name: title() }, slow)).closest(
        'article',
      )!
      expect(teaser.querySelector('.price-current')).toHaveTextContent(shown(cents))
      const guide = screen.getByRole('article', { name: 'Klus' })
      await within(guide).findByRole('link', { name: title() }, slow)
      expect(guide.querySelector('.diy-guide-products .price-current')).toHaveTextContent(
        shown(cents),
      )
    })

    it('wish list, cart and checkout summary, which also charge it', async () => {
      await logIn()
      getDb().state.selections['1'] = [{ Id: 77, ProductId: id }]
      const color =
        id === fixtureProductIds.colour ? getDb().productById(id)!.Colors[0]!.Code : null
      getDb().cartFor('customer:1').Lines = [{ ProductId: id, Quantity: 1, Color: color }]

      const wish = renderRoute('/mijn-account/verlanglijstje')
      const item = (
        await (await main()).findByRole('heading', { level: 2, name: title() }, slow)
      ).closest('li')!
      expect(item.querySelector('.price-current')).toHaveTextContent(shown(cents))
      wish.unmount()

      const cart = renderRoute('/winkelmandje')
      await (await main()).findByRole('link', { name: title() }, slow)
      expect(document.querySelector('.cart-line-total')).toHaveTextContent(shown(cents))
      const totals = (await main()).getByRole('region', { name: cartMessages.totals.heading })
      expect(totals).toHaveTextContent(shown(cents))
      cart.unmount()

      renderRoute('/checkout')
      const overview = await screen.findByRole(
        'region',
        { name: checkoutMessages.summary.heading },
        slow,
      )
      expect(overview).toHaveTextContent(shown(cents))
    })
  },
)

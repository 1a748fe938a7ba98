// Screen tests of the repeat-buyer surfaces through the real route table and the mock service:
// "Onlangs bekeken" on the empty cart (nothing opened yet, a product that has gone, a failed read)
// and "Opnieuw bestellen" when today's products cannot be read (nothing sent, a retry offered).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderRoute } from '@/testing/render-route'
import { logInCustomer } from '@/testing/session'
import { readStorage, storageKeys } from '@/lib/storage'
import { SOFT_HYPHEN } from '@/lib/hyphenate'
import { cart as cartMessages } from '@/messages/nl/cart'
import { bulkAdd } from '@/messages/nl/bulk-add'
import { catalogue } from '@/messages/nl/catalogue'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'
import { getDb } from '@/mocks/mock-db'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { server } from '@/mocks/server'
import { resetCartStore } from '@/features/cart/cart-store'
import { productViewed, resetRecentlyViewed } from '@/stores/recently-viewed-store'

configure({ asyncUtilTimeout: 10_000 })
const slow = { timeout: 30_000 }

const batches: unknown[] = []
const failProductsById = () =>
  server.use(
    http.get('*/api/aspos/content/products', () =>
      HttpResponse.json({ Success: false, Message: 'Storing' }, { status: 500 }),
    ),
  )

beforeEach(() => {
  resetCartStore()
  resetRecentlyViewed()
  batches.length = 0
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/lines/batch')) batches.push(await request.clone().json())
  })
})
afterEach(() => server.events.removeAllListeners())

async function emptyCartPage() {
  renderRoute('/winkelmandje')
  await screen.findByText(cartMessages.page.empty, undefined, slow)
}

describe('Onlangs bekeken on the empty cart', { timeout: 120_000 }, () => {
  it('is left out while nothing was opened on this device', async () => {
    await emptyCartPage()
    expect(
      screen.queryByRole('region', { name: catalogue.recentlyViewed.heading }),
    ).not.toBeInTheDocument()
  })

  it('lists what was opened, newest first, and drops a product that has gone for good', async () => {
    productViewed(ids.plain)
    productViewed(987654) // no longer in the catalogue
    productViewed(ids.isNew)
    await emptyCartPage()
    const region = await screen.findByRole(
      'region',
      { name: catalogue.recentlyViewed.heading },
      slow,
    )
    const titles = await within(region).findAllByRole('heading', { level: 3 })
    // Without the soft hyphens a long name gets on a card (lib/hyphenate.ts).
    expect(titles.map((h) => h.textContent?.replaceAll(SOFT_HYPHEN, ''))).toEqual([
      getDb().productById(ids.isNew)!.Description,
      getDb().productById(ids.plain)!.Description,
    ])
    await waitFor(() =>
      expect(JSON.parse(readStorage(storageKeys.recentlyViewed) ?? '[]')).toEqual([
        ids.isNew,
        ids.plain,
      ]),
    )
  })

  it('says so with a retry when the products cannot be read', async () => {
    failProductsById()
    productViewed(ids.plain)
    await emptyCartPage()
    const region = await screen.findByRole(
      'region',
      { name: catalogue.recentlyViewed.heading },
      slow,
    )
    expect(await within(region).findByRole('alert', undefined, slow)).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: common.actions.retry })).toBeInTheDocument()
  })
})

describe('Onlangs bekeken under a product', { timeout: 120_000 }, () => {
  it('asks once for the other products opened here: the product shown joining the list asks nothing new', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      // Asked by id (a listing's call is another matter).
      if (url.pathname === '/api/aspos/content/products' && url.searchParams.has('ids'))
        asked.push(url.searchParams.getAll('ids').join(','))
    })
    productViewed(ids.plain)
    const shown = getDb().productById(ids.isNew)!
    renderRoute(`/product/${encodeURIComponent(shown.Url)}`)
    const region = await screen.findByRole(
      'region',
      { name: catalogue.recentlyViewed.heading },
      slow,
    )
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(1)
    await waitFor(() =>
      expect(JSON.parse(readStorage(storageKeys.recentlyViewed) ?? '[]')).toEqual([
        ids.isNew,
        ids.plain,
      ]),
    )
    // The calls for these two products (the page may ask others by id: what goes with it).
    const forTheList = asked.filter((list) =>
      list.split(',').some((id) => id === String(ids.plain) || id === String(ids.isNew)),
    )
    expect(forTheList).toEqual([String(ids.plain)])
  })
})

describe('Opnieuw bestellen', { timeout: 120_000 }, () => {
  beforeEach(() => logInCustomer())

  it("sends nothing and offers a retry when today's products cannot be read", async () => {
    failProductsById()
    const { user } = renderRoute('/bestelling/DW-250102')
    const button = await screen.findByRole(
      'button',
      { name: new RegExp(checkout.orders.reorder) },
      slow,
    )
    await user.click(button)
    expect(
      await screen.findByText(new RegExp(bulkAdd.loadFailed), undefined, slow),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: common.actions.retry })).toBeInTheDocument()
    expect(batches).toEqual([])
  })

  it('names every line when none of them can be bought, and sends nothing', async () => {
    const db = getDb()
    const colour = db.productById(ids.colour)!
    const saved = colour.Colors
    colour.Colors = []
    const plain = db.productById(ids.plain)!
    const stock = plain.Stock
    plain.Stock = 0
    try {
      db.state.orders.push({
        ...db.state.orders.find((o) => o.OrderNumber === 'DW-250101')!,
        Id: 99,
        OrderNumber: 'DW-259999',
        Lines: [
          {
            ProductId: ids.plain,
            Description: plain.Description,
            Quantity: 1,
            PriceInclTax: 64.99,
            Color: null,
          },
          {
            ProductId: ids.colour,
            Description: colour.Description,
            Quantity: 1,
            PriceInclTax: 27.99,
            Color: 'RAL9010',
          },
        ],
      })
      const { user } = renderRoute('/bestelling/DW-259999')
      await user.click(
        await screen.findByRole('button', { name: new RegExp(checkout.orders.reorder) }, slow),
      )
      const b = bulkAdd
      expect(
        await screen.findByText(
          b.refused(plain.Description, b.reasons.outOfStock),
          undefined,
          slow,
        ),
      ).toBeInTheDocument()
      expect(
        screen.getByText(b.refused(colour.Description, b.reasons.colourGone)),
      ).toBeInTheDocument()
      expect(await screen.findByText(b.nothingAdded, undefined, slow)).toBeInTheDocument()
      expect(batches).toEqual([])
    } finally {
      colour.Colors = saved
      plain.Stock = stock
    }
  })
})

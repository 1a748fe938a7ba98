// The cart store over the mock service: visual lines at once, one batch after the quiet period,
// the count rule, notices with the spec's strings, logout/order resets and the data layer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { HttpResponse, http } from 'msw'
import { emptyCart, type Cart } from '@/api/aspos/cart'
import { cart as messages } from '@/messages/nl/cart'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { server } from '@/mocks/server'
import { signToken } from '@/mocks/jwt'
import { useNoticesStore } from '@/stores/notices-store'
import { loggedIn, loggedOut } from '@/stores/session-store'
import { cartCount } from './cart-lines'
import {
  CART_FRESH_MS,
  CART_QUIET_MS,
  cartChangedElsewhere,
  cartCleared,
  cartSeenAgain,
  cartFlushed,
  cartReplaced,
  confirmedCart,
  lineAdded,
  lineRemoved,
  lineUpdated,
  linesAdded,
  loadCart,
  resetCartStore,
  useCartStore,
} from './cart-store'
import { useCartCount, useCartLines, useCartPending, useCartTotal } from './cart-reads'
import { buildCartDto } from '@/mocks/handlers/aspos/cart-dto'
import { newCartState as emptyCartState } from '@/mocks/db/database'
import { cartAnswers } from '@/mocks/messages'

const batchBodies: unknown[] = []
const notices = () =>
  useNoticesStore
    .getState()
    .notices.map((n) => (n.detail ? [n.tone, n.message, n.detail] : [n.tone, n.message]))

beforeEach(() => {
  resetCartStore()
  useNoticesStore.setState({ notices: [] })
  batchBodies.length = 0
  window.dataLayer = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/aspos/cart/lines/batch')) {
      batchBodies.push(await request.clone().json())
    }
  })
})
afterEach(() => server.events.removeAllListeners())

describe('count rule', () => {
  const server3 = { ...emptyCart(), totalAmountOfProducts: 3 } satisfies Cart
  it('counts the visual lines when there are any, else TotalAmountOfProducts', () => {
    expect(cartCount(null, null)).toBe(0)
    expect(cartCount(null, server3)).toBe(3)
    expect(
      cartCount(
        [
          { productId: 1, color: null, quantity: 2 },
          { productId: 2, color: 'X', quantity: 5 },
        ],
        server3,
      ),
    ).toBe(7)
    expect(cartCount([], server3)).toBe(0)
  })
})

describe('cart store', () => {
  it('shows changes at once and sends three quick adds as ONE batch after 1000 ms of quiet', async () => {
    await loadCart()
    const { result } = renderHook(() => ({
      count: useCartCount(),
      pending: useCartPending(),
      total: useCartTotal(),
    }))
    act(() => {
      lineAdded(ids.plain, 1)
      lineAdded(ids.plain, 1)
      lineAdded(ids.deposit, 2)
    })
    expect(result.current.count).toBe(4)
    expect(result.current.pending).toBe(true)
    // No total while changes wait: the confirmed cart's (0) is not that of these lines.
    expect(result.current.total).toBeNull()
    await new Promise((r) => setTimeout(r, 500))
    expect(batchBodies).toHaveLength(0)
    await waitFor(() => expect(result.current.pending).toBe(false), { timeout: 3000 })
    expect(batchBodies).toEqual([
      {
        changes: [
          { action: 'Add', productId: ids.plain, quantity: 1, color: null },
          { action: 'Add', productId: ids.plain, quantity: 1, color: null },
          { action: 'Add', productId: ids.deposit, quantity: 2, color: null },
        ],
      },
    ])
    expect(result.current.count).toBe(4)
    expect(result.current.total).toBe(2 * 6499 + 2 * 1314)
    expect(useCartStore.getState().visualLines).toBeNull()
    expect(notices()).toEqual([['success', messages.notices.added]])
  })

  it('no render shows the changes as saved, or drops them, before the confirmed cart has them', async () => {
    await loadCart()
    const renders: { count: number; pending: boolean; total: number | null }[] = []
    renderHook(() => {
      const seen = { count: useCartCount(), pending: useCartPending(), total: useCartTotal() }
      renders.push(seen)
      return seen
    })
    act(() => lineAdded(ids.plain, 2))
    // Outside act, so React renders each update as it comes (as in the browser).
    await waitFor(
      () => expect(renders.at(-1)).toEqual({ count: 2, pending: false, total: 2 * 6499 }),
      { timeout: 3000 },
    )
    const afterAdd = renders.slice(renders.findIndex((r) => r.pending))
    expect(afterAdd.every((r) => r.count === 2)).toBe(true)
    expect(afterAdd.filter((r) => !r.pending).every((r) => r.total === 2 * 6499)).toBe(true)
    // No render claims the empty cart's € 0,00 for the two items shown.
    expect(renders.filter((r) => r.count > 0).every((r) => r.total !== 0)).toBe(true)
  })

  it('applies updates and removals to the visual lines and the server cart', async () => {
    linesAdded([
      { productId: ids.plain, quantity: 2 },
      { productId: ids.deposit, quantity: 1 },
    ])
    await cartFlushed()
    expect(batchBodies).toHaveLength(1)
    const { result } = renderHook(() => useCartLines())
    act(() => {
      lineUpdated(ids.plain, 5)
      lineRemoved(ids.deposit)
    })
    expect(result.current.map((l) => [l.productId, l.quantity])).toEqual([[ids.plain, 5]])
    await act(() => cartFlushed())
    expect(confirmedCart()!.lines.map((l) => [l.productId, l.quantity])).toEqual([[ids.plain, 5]])
  })

  it('a failed batch resets the visual lines and shows the error notice', async () => {
    linesAdded([{ productId: ids.plain, quantity: 1 }])
    await cartFlushed()
    useNoticesStore.setState({ notices: [] })
    server.use(
      http.post('*/api/aspos/cart/lines/batch', () => HttpResponse.json({}, { status: 500 })),
    )
    lineAdded(ids.plain, 3)
    expect(cartCount(useCartStore.getState().visualLines, confirmedCart())).toBe(4)
    await cartFlushed()
    expect(useCartStore.getState().visualLines).toBeNull()
    expect(cartCount(null, confirmedCart())).toBe(1)
    // The spec's text stands alone; that the cart was fetched again is its own second line.
    expect(notices()).toEqual([['danger', messages.notices.addFailed, messages.notices.reloaded]])
  })

  it('after a batch whose answer is lost, fetches the cart again and shows what the service kept', async () => {
    linesAdded([{ productId: ids.plain, quantity: 1 }])
    await cartFlushed()
    const kept = buildCartDto({
      ...emptyCartState('x'),
      Lines: [{ ProductId: ids.plain, Quantity: 4, Color: null }],
    })
    server.use(
      http.post('*/api/aspos/cart/lines/batch', () => HttpResponse.error()),
      http.get('*/api/aspos/cart', () => HttpResponse.json(kept)),
    )
    lineAdded(ids.plain, 3)
    await cartFlushed()
    await waitFor(() => expect(cartCount(null, confirmedCart())).toBe(4))
  })

  it('drops unsent changes with a notice when the session ends elsewhere, and keeps nothing of that cart', async () => {
    const token = await signToken({
      sub: '1',
      unique_name: 'Sanne',
      email: 'demo@dierenruiter.nl',
      scope: 'customer',
    })
    loggedIn(token)
    await loadCart()
    lineAdded(ids.plain, 2)
    expect(useCartStore.getState().visualLines).not.toBeNull()
    loggedOut('expired')
    expect(useCartStore.getState().visualLines).toBeNull()
    expect(useCartStore.getState().pending).toBe(false)
    expect(cartCount(null, confirmedCart())).toBe(0)
    expect(notices()).toContainEqual(['warning', messages.notices.droppedOnSessionEnd])
    await new Promise((resolve) => setTimeout(resolve, CART_QUIET_MS + 100))
    expect(batchBodies).toEqual([])
  })

  it('sends waiting changes at once when the page is hidden, each batch with its own idempotency key', async () => {
    const keys: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/lines/batch')) keys.push(request.headers.get('Idempotency-Key'))
    })
    lineAdded(ids.plain, 2)
    const sentAt = Date.now()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    await waitFor(() => expect(batchBodies).toHaveLength(1))
    expect(Date.now() - sentAt).toBeLessThan(CART_QUIET_MS)
    lineAdded(ids.plain, 1)
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() => expect(batchBodies).toHaveLength(2))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).not.toBe(keys[0])
  })

  it("a refused add keeps the spec's text alone and says why on a second line; a failed removal shows the reason only", async () => {
    lineAdded(ids.outOfStock, 1)
    await cartFlushed()
    expect(notices()).toEqual([['danger', messages.notices.addFailed, cartAnswers.outOfStock]])
    useNoticesStore.setState({ notices: [] })
    lineRemoved(ids.plain)
    await cartFlushed()
    expect(notices()).toEqual([['danger', cartAnswers.lineMissing]])
  })

  it('logout replaces the cart from the answer; an order clears it; both drop waiting changes', async () => {
    lineAdded(ids.plain, 2)
    const state = emptyCartState('anon:after-logout')
    state.Lines = [{ ProductId: ids.deposit, Quantity: 1, Color: null }]
    cartReplaced(buildCartDto(state))
    expect(useCartStore.getState()).toMatchObject({ pending: false, visualLines: null })
    expect(confirmedCart()!.lines.map((l) => l.productId)).toEqual([ids.deposit])
    lineAdded(ids.plain, 1)
    cartCleared()
    expect(confirmedCart()!.lines).toEqual([])
    await new Promise((r) => setTimeout(r, 1200))
    expect(batchBodies).toHaveLength(0)
  })

  it('shares one GET between simultaneous loads, but loads again for a new session (login merge)', async () => {
    const gets: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.endsWith('/api/aspos/cart'))
        gets.push(request.headers.get('Authorization') ?? 'anon')
    })
    const first = loadCart()
    const together = loadCart()
    await Promise.all([first, together])
    expect(gets).toEqual(['anon'])
    const slow = loadCart({ fresh: true })
    loggedIn(
      await signToken({ sub: '1', unique_name: 'Sanne', email: 'demo@dierenruiter.nl', scope: '' }),
    )
    const second = loadCart()
    await Promise.all([slow, second])
    expect(gets.at(-1)).toMatch(/^Bearer /)
    expect(confirmedCart()!.id).toBe('customer:1')
  })

  it('a GET answered after a batch answer does not overwrite the newer cart', async () => {
    const stale = buildCartDto(emptyCartState('anon:stale'))
    server.use(
      http.get('*/api/aspos/cart', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300))
        return HttpResponse.json(stale)
      }),
    )
    const slowLoad = loadCart()
    lineAdded(ids.plain, 2)
    await cartFlushed()
    await slowLoad
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(confirmedCart()!.lines.map((l) => [l.productId, l.quantity])).toEqual([[ids.plain, 2]])
  })

  it('pushes GA4 events only with cookie consent', async () => {
    lineAdded(ids.plain, 2)
    await cartFlushed()
    expect(window.dataLayer).toEqual([])

    Cookies.set('cookie-consent', 'accepted')
    lineAdded(ids.plain, 1)
    await cartFlushed()
    lineRemoved(ids.plain)
    await cartFlushed()
    const events = window.dataLayer!.filter((e) => (e as { event?: string }).event)
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 64.99,
          items: [
            {
              item_id: String(ids.plain),
              item_name: 'Royal Canin Medium Adult 15 kg',
              price: 64.99,
              quantity: 1,
            },
          ],
        },
      },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'EUR',
          value: 194.97,
          items: [
            {
              item_id: String(ids.plain),
              item_name: 'Royal Canin Medium Adult 15 kg',
              price: 64.99,
              quantity: 3,
            },
          ],
        },
      },
    ])
    Cookies.set('cookie-consent', 'declined')
    lineAdded(ids.plain, 1)
    await cartFlushed()
    expect(window.dataLayer!.filter((e) => (e as { event?: string }).event)).toHaveLength(2)
  })
})

describe('other tabs and a tab looked at again', () => {
  const cartReads: string[] = []
  beforeEach(() => {
    cartReads.length = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/aspos/cart')
        cartReads.push(request.url)
    })
  })

  it('reads the cart again when another tab changed it, unless changes of its own are on their way', async () => {
    await loadCart()
    cartReads.length = 0
    cartChangedElsewhere()
    await waitFor(() => expect(cartReads).toHaveLength(1))
    lineAdded(ids.plain, 1)
    cartChangedElsewhere()
    await cartFlushed()
    expect(cartReads).toHaveLength(1)
  })

  it('reads a cart older than 30 s again when the tab is looked at, a fresh one not', async () => {
    await loadCart()
    cartReads.length = 0
    cartSeenAgain(Date.now() + 1000)
    expect(cartReads).toHaveLength(0)
    cartSeenAgain(Date.now() + CART_FRESH_MS + 1000)
    await waitFor(() => expect(cartReads).toHaveLength(1))
  })

  it('keeps a change another tab made while this one was hidden for the moment it is looked at', async () => {
    await loadCart()
    cartReads.length = 0
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    try {
      cartChangedElsewhere()
      expect(cartReads).toHaveLength(0)
    } finally {
      if (visibility) Object.defineProperty(document, 'visibilityState', visibility)
      else Reflect.deleteProperty(document, 'visibilityState')
    }
    cartSeenAgain()
    await waitFor(() => expect(cartReads).toHaveLength(1))
  })
})

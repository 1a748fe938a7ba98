// The add-to-cart layer's state: it opens at once with the product, waits for the batch that
// carries the add, is confirmed by its answer and closed by its failure (the cart store's error
// notice says so instead); closing it forgets the report; another modal takes its place.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/server'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { cart as messages } from '@/messages/nl/cart'
import { modalClosed, modalOpened, useModalStore } from '@/stores/modal-store'
import { useNoticesStore } from '@/stores/notices-store'
import { addedToCart, productAdded, useAddedStore } from './added-store'
import { cartFlushed, resetCartStore } from './cart-store'

const active = () => useModalStore.getState().active
const report = () => useAddedStore.getState().report

beforeEach(() => {
  resetCartStore()
  modalClosed()
  useNoticesStore.setState({ notices: [] })
})

describe('the add-to-cart layer', { timeout: 30_000 }, () => {
  it('opens at once with the product and is confirmed by the batch answer', async () => {
    productAdded(ids.plain, 2, null, 'Royal Canin Medium Adult 15 kg')
    expect(active()).toBe('addedToCart')
    expect(report()).toMatchObject({
      lines: [
        { productId: ids.plain, quantity: 2, color: null, name: 'Royal Canin Medium Adult 15 kg' },
      ],
      bulk: false,
      status: 'waiting',
    })
    await cartFlushed()
    await vi.waitFor(() => expect(report()?.status).toBe('confirmed'))
    expect(active()).toBe('addedToCart')
  })

  it('closes when the batch with its add fails; the error notice says so', async () => {
    server.use(
      http.post('*/api/aspos/cart/lines/batch', () =>
        HttpResponse.json({ Success: false, Message: 'Storing' }, { status: 500 }),
      ),
    )
    productAdded(ids.plain, 1, null, 'Royal Canin Medium Adult 15 kg')
    await cartFlushed()
    await vi.waitFor(() => expect(active()).toBeNull())
    expect(report()).toBeNull()
    expect(useNoticesStore.getState().notices.map((n) => n.message)).toContain(
      messages.notices.addFailed,
    )
  })

  it('forgets its report when closed or when another modal opens', () => {
    productAdded(ids.plain, 1, null, 'Royal Canin Medium Adult 15 kg')
    modalOpened('login')
    expect(report()).toBeNull()
    addedToCart([], [], { bulk: true, refused: [{ name: 'Weg', reason: 'notFound' }] })
    expect(report()).toMatchObject({ bulk: true, status: 'confirmed' })
    modalClosed('addedToCart')
    expect(report()).toBeNull()
  })
})

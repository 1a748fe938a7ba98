// The add-to-cart control and the header cart button: quantity steps, required colour, the count
// and accessible name that follow at once, and the total after the service confirms.
import { beforeEach, describe, expect, it } from 'vitest'
import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { formatAmount } from '@/lib/format'
import { cart as messages } from '@/messages/nl/cart'
import { catalogue } from '@/messages/nl/catalogue'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { cartFlushed, resetCartStore, useCartStore } from '../cart-store'
import { AddToCart } from './add-to-cart'
import { CartButton } from './cart-button'

configure({ asyncUtilTimeout: 10_000 })
const nameOf = (count: number, cents: number | null) =>
  messages.button.label(count, cents === null ? null : formatAmount(cents))

function renderBoth(props: Partial<Parameters<typeof AddToCart>[0]> = {}) {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <CartButton />
      <AddToCart productId={ids.plain} title="Royal Canin Medium Adult 15 kg" {...props} />
    </MemoryRouter>,
  )
  return user
}

beforeEach(() => resetCartStore())

describe('AddToCart and CartButton', { timeout: 30_000 }, () => {
  it('starts empty at 0,00 and counts an add at once, the total after the batch (none before)', async () => {
    const user = renderBoth()
    expect(screen.getByRole('link', { name: nameOf(0, 0) })).toHaveAttribute(
      'href',
      '/winkelmandje',
    )
    await user.click(screen.getByRole('button', { name: messages.addToCart.increase }))
    await user.click(screen.getByRole('button', { name: messages.addToCart.increase }))
    expect(screen.getByRole('spinbutton', { name: messages.addToCart.quantity })).toHaveValue(3)
    await user.click(screen.getByRole('button', { name: messages.addToCart.decrease }))
    await user.click(screen.getByRole('button', { name: messages.addToCart.button }))
    // The amount comes with the service's answer: until then no '€ 0,00' for two items.
    const button = screen.getByRole('link', { name: nameOf(2, null) })
    expect(button).not.toHaveTextContent('€ 0,00')
    expect(button).toHaveTextContent(messages.button.totalPending)
    await cartFlushed()
    await waitFor(() =>
      expect(screen.getByRole('link', { name: nameOf(2, 2 * 6499) })).toBeInTheDocument(),
    )
  })

  it('asks for a colour before adding a colour product', async () => {
    const user = renderBoth({
      productId: ids.colour,
      colors: [
        { code: 'RAL9010', name: 'RAL 9010 Zuiver wit' },
        { code: 'RAL7016', name: 'Antraciet' },
      ],
    })
    await user.click(screen.getByRole('button', { name: messages.addToCart.button }))
    expect(screen.getByRole('alert')).toHaveTextContent(messages.addToCart.colourRequired)
    const select = screen.getByRole('combobox', { name: messages.addToCart.colour })
    expect(select).toHaveFocus()
    expect(useCartStore.getState().visualLines).toBeNull()
    await user.selectOptions(select, 'Antraciet')
    await user.click(screen.getByRole('button', { name: messages.addToCart.button }))
    expect(useCartStore.getState().visualLines).toEqual([
      { productId: ids.colour, color: 'RAL7016', quantity: 1 },
    ])
  })

  it('says "Uitverkocht" for a sold-out product, with no quantity and no button', () => {
    renderBoth({ soldOut: true })
    expect(screen.getByText(catalogue.badges.outOfStock)).toBeVisible()
    expect(screen.queryByRole('spinbutton')).toBeNull()
    expect(screen.queryByRole('button', { name: messages.addToCart.button })).toBeNull()
  })
})

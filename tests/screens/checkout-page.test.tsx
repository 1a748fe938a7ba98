// Screen tests of /checkout through the real route table and the mock service: empty cart,
// step validation with Dutch messages, the postcode lookup and moving on to the next step.
import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { submitCartBatch } from '@/api/aspos/cart-batch'
import { resetCartStore } from '@/features/cart/cart-store'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'
import { renderRoute } from '@/testing/render-route'
import { resetCheckoutStore } from '@/features/checkout/checkout-store'

beforeEach(() => {
  sessionStorage.clear()
  resetCheckoutStore()
  resetCartStore()
})

// Rendered through the whole app and its lazy routes: slower than a unit test on a busy machine.
describe('checkout page', { timeout: 60_000 }, () => {
  it('an empty cart gets a friendly message with a way to the shop', async () => {
    renderRoute('/checkout')
    expect(
      await screen.findByRole('heading', { name: checkout.empty.title }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: checkout.empty.shop })).toHaveAttribute('href', '/')
  })

  it('validates the delivery step in Dutch, fills the address from the postcode and moves on', async () => {
    await submitCartBatch([{ action: 'Add', productId: 1001, quantity: 1, color: null }])
    const { user } = renderRoute('/checkout')
    const next = await screen.findByRole(
      'button',
      { name: checkout.actions.toShipment },
      { timeout: 15_000 },
    )

    // The layout may hold other forms (newsletter): the checkout is the main content.
    const main = within(screen.getByRole('main'))
    // Home delivery, the usual choice, is chosen from the start.
    expect(main.getByRole('radio', { name: checkout.delivery.home })).toBeChecked()

    await user.click(next)
    const email = main.getByRole('textbox', { name: checkout.delivery.email })
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    const postalCode = main.getByRole('textbox', { name: checkout.address.postalCode })
    expect(postalCode).toHaveAccessibleDescription(common.validation.required)

    await user.type(email, 'kees@example.nl')
    await user.type(main.getByRole('textbox', { name: checkout.address.firstName }), 'Kees')
    await user.type(main.getByRole('textbox', { name: checkout.address.lastName }), 'Dijk')
    await user.type(postalCode, '1012 A')
    await user.type(main.getByRole('textbox', { name: checkout.address.houseNumber }), '70')
    // A postal code of the wrong shape says so.
    await waitFor(() =>
      expect(postalCode).toHaveAccessibleDescription(common.validation.postalCode),
    )
    await user.type(postalCode, 'B')
    await waitFor(
      () =>
        expect(main.getByRole('textbox', { name: checkout.address.street })).toHaveValue('Damrak'),
      {
        timeout: 3000,
      },
    )
    expect(main.getByRole('textbox', { name: checkout.address.city })).toHaveValue('Amsterdam')
    expect(main.getByRole('combobox', { name: checkout.address.country })).toHaveValue('NL')

    await user.click(next)
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: checkout.steps.shipment },
      { timeout: 15_000 },
    )
    expect(heading).toHaveFocus()
    const steps = screen.getByRole('navigation', { name: checkout.steps.label })
    expect(
      within(steps).getByRole('button', { name: new RegExp(checkout.steps.delivery) }),
    ).toBeInTheDocument()
  })
})

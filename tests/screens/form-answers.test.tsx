// Screen tests of what a shopper reads where a value is typed (issue 48): Dutch at the field, never
// zod's English default, and the address fields that a failed postcode lookup leaves to the shopper.
import { beforeEach, describe, expect, it } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { submitCartBatch } from '@/api/aspos/cart-batch'
import { resetCartStore } from '@/features/cart/cart-store'
import { resetCheckoutStore } from '@/features/checkout/checkout-store'
import { account } from '@/messages/nl/account'
import { cart } from '@/messages/nl/cart'
import { checkout } from '@/messages/nl/checkout'
import { content } from '@/messages/nl/content'
import { getDb } from '@/mocks/mock-db'
import { renderRoute } from '@/testing/render-route'
import { loggedOut, useSessionStore } from '@/stores/session-store'

// The shared test box is slow under load: give async queries room.
configure({ asyncUtilTimeout: 10_000 })
const slow = { timeout: 20_000 }
const english = /invalid|expected|required|too (big|small)/i

beforeEach(() => {
  sessionStorage.clear()
  resetCheckoutStore()
  resetCartStore()
})

describe('answers where a value is typed', { timeout: 60_000 }, () => {
  it('says in Dutch at the contact form field that an order number is too long', async () => {
    const { user } = renderRoute('/contact')
    const main = within(await screen.findByRole('main', {}, slow))
    const m = content.contact
    await main.findByRole('button', { name: m.submit }, slow)
    await user.type(main.getByRole('textbox', { name: m.name }), 'Sanne de Vries')
    await user.type(main.getByRole('textbox', { name: m.email }), 'sanne@example.nl')
    await user.type(main.getByRole('textbox', { name: m.subject }), 'Levering')
    const orderNumber = main.getByRole('textbox', { name: m.orderNumber })
    await user.click(orderNumber)
    await user.paste('1'.repeat(40))
    await user.type(main.getByRole('textbox', { name: m.message }), 'Waar blijft mijn pakket?')
    await user.click(main.getByRole('button', { name: m.submit }))

    await waitFor(() => expect(orderNumber).toHaveAttribute('aria-invalid', 'true'))
    expect(orderNumber).toHaveAccessibleDescription('Maximaal 30 tekens')
    expect(screen.queryByText(english)).toBeNull()
    expect(getDb().state.contactMessages).toHaveLength(0)
    // Nothing typed is lost.
    expect(orderNumber).toHaveValue('1'.repeat(40))
  })

  it('marks an empty Straat and Plaats when the postcode lookup finds no address', async () => {
    await submitCartBatch([{ action: 'Add', productId: 1001, quantity: 1, color: null }])
    const { user } = renderRoute('/checkout')
    await screen.findByRole('button', { name: checkout.actions.toShipment }, slow)
    const main = within(screen.getByRole('main'))
    const street = main.getByRole('textbox', { name: checkout.address.street })
    const city = main.getByRole('textbox', { name: checkout.address.city })
    expect(street).not.toHaveAttribute('aria-invalid')

    await user.type(main.getByRole('textbox', { name: checkout.address.postalCode }), '9999 ZZ')
    await user.type(main.getByRole('textbox', { name: checkout.address.houseNumber }), '1')

    await waitFor(() => expect(street).toHaveAttribute('aria-invalid', 'true'), slow)
    expect(street).toHaveAccessibleDescription(checkout.address.streetByHand)
    expect(street).toHaveClass('is-invalid')
    expect(city).toHaveAttribute('aria-invalid', 'true')
    expect(city).toHaveAccessibleDescription(checkout.address.cityByHand)
    expect(street).toHaveValue('')

    // Typed by hand, the street is fine again; the city still asks.
    await user.type(street, 'Dorpsstraat')
    await waitFor(() => expect(street).not.toHaveAttribute('aria-invalid'))
    expect(city).toHaveAttribute('aria-invalid', 'true')
  })

  it('says at the login field that an e-mail is longer than any can be', async () => {
    loggedOut()
    const { user } = renderRoute('/mijn-account/login')
    const form = within(await screen.findByRole('form', { name: account.login.heading }, slow))
    const email = form.getByLabelText(account.login.email)
    await user.click(email)
    await user.paste(`${'a'.repeat(250)}@example.nl`)
    await user.type(form.getByLabelText(account.login.password), 'Geheim12')
    await user.click(form.getByRole('button', { name: account.login.submit }))

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('Maximaal 254 tekens')
    expect(form.queryByRole('alert')).toBeNull()
    expect(useSessionStore.getState().session).toBeNull()
  })

  it('says at the voucher field that a code is longer than the service takes', async () => {
    await submitCartBatch([{ action: 'Add', productId: 1001, quantity: 1, color: null }])
    const { user } = renderRoute('/winkelmandje')
    const input = await screen.findByRole('textbox', { name: cart.vouchers.label }, slow)
    await user.click(input)
    await user.paste('X'.repeat(65))
    await user.click(screen.getByRole('button', { name: cart.vouchers.submit }))

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(input).toHaveAccessibleDescription('Maximaal 64 tekens')
    expect(screen.queryByText(english)).toBeNull()
  })
})

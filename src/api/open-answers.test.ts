// The writes whose answer the spec leaves open ("not shown"), each against an answer of 204 No
// Content and of an empty 200: the write succeeds, and what it changed is read again.
import { describe, expect, it } from 'vitest'
import { HttpResponse, http } from 'msw'
import { server } from '@/mocks/server'
import { signToken } from '@/mocks/jwt'
import { storageKeys, writeStorage } from '@/lib/storage'
import { saveAddress, type Address } from './aspos/addresses'
import { addVoucher, removeVoucher } from './aspos/cart'
import { setDelivery, setInvoice, setPickupStore } from './aspos/checkout'
import { changeEmail, changePassword } from './aspos/customer'
import { clearWishList, removeFromWishList } from './aspos/selections'
import { endAuthSession } from './auth'

const empties = [
  ['204 No Content', () => new HttpResponse(null, { status: 204 })],
  ['an empty 200', () => new HttpResponse('', { status: 200 })],
] as const

async function loggedIn() {
  writeStorage(
    storageKeys.authToken,
    await signToken({
      sub: '1',
      unique_name: 'Sanne',
      email: 'demo@dierenruiter.nl',
      scope: 'customer',
    }),
  )
}

const minimalCart = {
  CartLines: [{ ProductId: 1001, Quantity: 2 }],
  TotalAmountOfProducts: 2,
  TotalInclTax: 20,
  Vouchers: [],
}

describe.each(empties)('a write answered with %s', (_, empty) => {
  it('succeeds for every call whose answer the spec does not show', async () => {
    server.use(
      http.post('*/api/aspos/cart/vouchers', empty),
      http.delete('*/api/aspos/cart/vouchers', empty),
      http.delete('*/api/aspos/products/selections/:id', empty),
      http.post('*/api/aspos/products/selections/clear', empty),
      http.post('*/api/aspos/customer/change-password', empty),
      http.post('*/api/aspos/customer/change-email', empty),
      http.post('*/api/auth/logout', empty),
    )
    await loggedIn()
    await expect(addVoucher('WELKOM10')).resolves.toBeUndefined()
    await expect(removeVoucher(1)).resolves.toBeUndefined()
    await expect(removeFromWishList(3)).resolves.toBeUndefined()
    await expect(clearWishList()).resolves.toBeUndefined()
    await expect(
      changePassword({ currentPassword: 'geheim1', newPassword: 'geheim2' }),
    ).resolves.toBeUndefined()
    await expect(
      changeEmail({ newEmail: 'nieuw@example.nl', password: 'geheim1' }),
    ).resolves.toBeUndefined()
    await expect(endAuthSession()).resolves.toBeUndefined()
  })

  it('reads the cart again after a checkout step that answers without it', async () => {
    let reads = 0
    server.use(
      http.post('*/api/aspos/cart/delivery', empty),
      http.post('*/api/aspos/cart/store', empty),
      http.post('*/api/aspos/cart/invoice', empty),
      http.get('*/api/aspos/cart', () => {
        reads += 1
        return HttpResponse.json(minimalCart)
      }),
    )
    const cart = await setDelivery({ method: 'Pickup', email: 'a@b.nl', address: null })
    expect(cart.totalAmountOfProducts).toBe(2)
    await setPickupStore('DR01')
    await setInvoice({ sameAsDelivery: true, address: null })
    expect(reads).toBe(3)
  })

  it('finds a saved address again in the re-read address book', async () => {
    const sent: Address = {
      id: 0,
      type: 'Delivery',
      firstName: 'Sanne',
      middleName: '',
      lastName: 'de Vries',
      companyName: '',
      street: 'Lange Nieuwstraat',
      houseNumber: '21',
      houseNumberExtension: '',
      postalCode: '3512 PE',
      city: 'Utrecht',
      countryCode: 'NL',
    }
    const dto = (id: number) => ({
      Id: id,
      AddressType: 'Delivery',
      FirstName: 'Sanne',
      LastName: 'de Vries',
      Street: 'Lange Nieuwstraat',
      HouseNumber: '21',
      PostalCode: '3512PE',
      City: 'Utrecht',
      CountryCode: 'NL',
    })
    server.use(
      http.post('*/api/aspos/customer/addresses', empty),
      http.get('*/api/aspos/customer/addresses', () =>
        HttpResponse.json({ Addresses: [dto(4), dto(9)] }),
      ),
    )
    await loggedIn()
    await expect(saveAddress(sent)).resolves.toMatchObject({ id: 9, city: 'Utrecht' })
    await expect(saveAddress({ ...sent, id: 4 })).resolves.toMatchObject({ id: 4 })
  })
})

it('a Success false body is still a refusal with its message', async () => {
  server.use(
    http.post('*/api/aspos/cart/vouchers', () =>
      HttpResponse.json({ Success: false, ReasonCode: 'VoucherUsed', Message: 'Al gebruikt.' }),
    ),
  )
  await expect(addVoucher('EENMALIG4')).rejects.toMatchObject({
    reasonCode: 'VoucherUsed',
    userMessage: 'Al gebruikt.',
  })
})

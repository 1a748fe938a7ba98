// Contract and behaviour of the address book and the postcode lookup against the mock service.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { customers, postcodes } from '@/mocks/db/seed-stores-people'
import { signToken } from '@/mocks/jwt'
import { writeStorage, storageKeys } from '@/lib/storage'
import { server } from '@/mocks/server'
import { ApiError } from '../http'
import {
  addressDtoSchema,
  addressInputDtoSchema,
  fetchAddresses,
  findAddress,
  saveAddress,
  type Address,
} from './addresses'
import { checkoutAnswers } from '@/mocks/messages'

async function logInAs(customerId: number, email: string) {
  writeStorage(
    storageKeys.authToken,
    await signToken({ sub: String(customerId), unique_name: 'Test', email, scope: 'customer' }),
  )
}

describe('address contract', () => {
  it('every seed address parses as a wire address and as an address a client may send', () => {
    const all = customers.flatMap((c) => c.Addresses)
    expect(all.length).toBeGreaterThan(0)
    for (const address of all) {
      expect(addressDtoSchema().safeParse(address).success).toBe(true)
      expect(addressInputDtoSchema().safeParse(address).success).toBe(true)
    }
  })
})

describe('findAddress', () => {
  it('fills street and city for a known postcode and house number, in any spelling of the postcode', async () => {
    await expect(findAddress({ postalCode: '3512 JE', houseNumber: '21' })).resolves.toEqual({
      street: 'Lange Nieuwstraat',
      city: 'Utrecht',
    })
    await expect(
      findAddress({ postalCode: '3512je', houseNumber: '21', houseNumberExtension: 'b' }),
    ).resolves.toEqual({
      street: 'Lange Nieuwstraat',
      city: 'Utrecht',
    })
  })

  it('every seed postcode entry is found at its lowest and highest number', async () => {
    for (const entry of postcodes.slice(0, 6)) {
      for (const number of [entry.MinNumber, entry.MaxNumber]) {
        const found = await findAddress({
          postalCode: entry.PostalCode,
          houseNumber: String(number),
        })
        expect(found).toEqual({ street: entry.Street, city: entry.City })
      }
    }
  })

  it('an unknown pair is refused with the Dutch message', async () => {
    const error = await findAddress({ postalCode: '3512 JE', houseNumber: '999' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).userMessage).toBe(checkoutAnswers.addressNotFound)
    const unknown = await findAddress({ postalCode: '9999 ZZ', houseNumber: '1' }).catch(
      (e: unknown) => e,
    )
    expect((unknown as ApiError).reasonCode).toBe('AddressNotFound')
  })

  it('a malformed postal code is refused with the postal code message', async () => {
    const error = await findAddress({ postalCode: '12345', houseNumber: '1' }).catch(
      (e: unknown) => e,
    )
    expect((error as ApiError).userMessage).toBe(checkoutAnswers.invalidPostalCode)
  })
})

describe('address book', () => {
  it('needs a logged-in customer', async () => {
    const error = await fetchAddresses().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
  })

  it("always names the address types it asks for, as the spec's call does", async () => {
    await logInAs(1, 'demo@dierenruiter.nl')
    const urls: URL[] = []
    const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url))
    server.events.on('request:start', listener)
    try {
      await fetchAddresses()
      await fetchAddresses('Invoice')
    } finally {
      server.events.removeListener('request:start', listener)
    }
    // The spec's own form: one parameter, the types joined by '|'.
    expect(urls.map((url) => url.searchParams.getAll('addressType'))).toEqual([
      ['Default|Delivery|Invoice'],
      ['Invoice'],
    ])
  })

  it('is answered for both forms of the type parameter, and refused for an unknown type', async () => {
    const token = await signToken({
      sub: '1',
      unique_name: 'Test',
      email: 'demo@dierenruiter.nl',
      scope: 'customer',
    })
    const ask = (query: string) =>
      fetch(new URL(`/api/aspos/customer/addresses?${query}`, window.location.origin), {
        headers: { Authorization: `Bearer ${token}` },
      })
    const pipe = await ask('addressType=Default|Delivery|Invoice')
    const repeated = await ask('addressType=Default&addressType=Delivery&addressType=Invoice')
    expect(pipe.status).toBe(200)
    expect(repeated.status).toBe(200)
    expect(await pipe.json()).toEqual(await repeated.json())
    expect((await ask('addressType=Default|Elders')).status).toBe(400)
  })

  it('lists the customer addresses, filtered by type', async () => {
    await logInAs(1, 'demo@dierenruiter.nl')
    const all = await fetchAddresses()
    expect(all.map((a) => a.postalCode)).toEqual(['3512 JE', '1016 BR'])
    expect((await fetchAddresses('Delivery')).map((a) => a.street)).toEqual(['Herengracht'])
    expect(await fetchAddresses('Invoice')).toEqual([])
  })

  it('reads the list bare, plain ({ Addresses }) or in the envelope, and a refusal as one', async () => {
    const dto = {
      Id: 4,
      AddressType: 'Delivery',
      FirstName: 'Sanne',
      LastName: 'de Vries',
      Street: 'Herengracht',
      HouseNumber: '1',
      PostalCode: '1016 BR',
      City: 'Amsterdam',
      CountryCode: 'NL',
    }
    for (const body of [[dto], { Addresses: [dto] }, { Success: true, Addresses: [dto] }]) {
      server.use(http.get('*/api/aspos/customer/addresses', () => HttpResponse.json(body)))
      expect((await fetchAddresses('Delivery')).map((a) => a.street)).toEqual(['Herengracht'])
    }
    server.use(
      http.get('*/api/aspos/customer/addresses', () =>
        HttpResponse.json({ Success: false, Message: 'Niet beschikbaar.' }),
      ),
    )
    await expect(fetchAddresses()).rejects.toMatchObject({ userMessage: 'Niet beschikbaar.' })
  })

  it('adds a new address (normalising the postal code) and edits an existing one', async () => {
    await logInAs(3, 'nieuw@dierenruiter.nl')
    const draft: Address = {
      id: 0,
      type: 'Delivery',
      firstName: 'Lotte',
      middleName: '',
      lastName: 'Visser',
      companyName: '',
      street: 'Damrak',
      houseNumber: '70',
      houseNumberExtension: '',
      postalCode: '1012ab',
      city: 'Amsterdam',
      countryCode: 'NL',
    }
    const added = await saveAddress(draft)
    expect(added.id).toBeGreaterThan(0)
    expect(added.postalCode).toBe('1012 AB')
    const edited = await saveAddress({ ...added, houseNumber: '71' })
    expect(edited.id).toBe(added.id)
    expect((await fetchAddresses()).map((a) => a.houseNumber)).toEqual(['71'])
  })

  it('refuses a Dutch address with a bad postal code and an address of someone else', async () => {
    await logInAs(3, 'nieuw@dierenruiter.nl')
    const base: Address = {
      id: 0,
      type: 'Default',
      firstName: 'A',
      middleName: '',
      lastName: 'B',
      companyName: '',
      street: 'S',
      houseNumber: '1',
      houseNumberExtension: '',
      postalCode: '12AB',
      city: 'C',
      countryCode: 'NL',
    }
    await expect(saveAddress(base)).rejects.toMatchObject({
      userMessage: checkoutAnswers.invalidPostalCode,
    })
    await expect(saveAddress({ ...base, id: 101, postalCode: '1234 AB' })).rejects.toMatchObject({
      status: 404,
    })
    // Other countries have their own formats: no Dutch rule there.
    await expect(
      saveAddress({ ...base, countryCode: 'BE', postalCode: '1000' }),
    ).resolves.toMatchObject({ postalCode: '1000' })
  })
})

import { describe, expect, it } from 'vitest'
import type { Address } from '@/api/aspos/addresses'
import { emptyAddressForm } from '@/api/aspos/addresses.form'
import { addressToSend, draftAddressOf, startingAddress } from './address-form'

const held: Address = {
  id: 7,
  type: 'Invoice',
  firstName: 'Anna',
  middleName: 'de',
  lastName: 'Vries',
  companyName: '',
  street: 'Stationsweg',
  houseNumber: '12',
  houseNumberExtension: 'A',
  postalCode: '8011 CZ',
  city: 'Zwolle',
  countryCode: 'NL',
}
const typed = { ...emptyAddressForm, firstName: 'Bram', street: 'Kerkstraat', houseNumber: '3' }

describe('startingAddress', () => {
  it('starts from what was typed before, else from the address the service holds, else empty', () => {
    expect(startingAddress(typed, held)).toBe(typed)
    expect(startingAddress(emptyAddressForm, held)).toMatchObject({
      firstName: 'Anna',
      street: 'Stationsweg',
      postalCode: '8011 CZ',
    })
    expect(startingAddress(emptyAddressForm, null)).toEqual(emptyAddressForm)
  })
})

describe('draftAddressOf', () => {
  it('keeps every field of the form, the untouched ones empty', () => {
    expect(draftAddressOf({ city: 'Zwolle' })).toEqual({ ...emptyAddressForm, city: 'Zwolle' })
    expect(draftAddressOf(undefined)).toEqual(emptyAddressForm)
  })
})

describe('addressToSend', () => {
  it('sends the chosen saved address as the step’s type, or the typed one for a new address', () => {
    const chosen = addressToSend('7', [held], typed, 'Delivery')
    expect(chosen.saved).toBe(held)
    expect(chosen.address).toMatchObject({ FirstName: 'Anna', Street: 'Stationsweg' })
    const fresh = addressToSend('new', [held], typed, 'Invoice')
    expect(fresh.saved).toBeUndefined()
    expect(fresh.address).toMatchObject({ FirstName: 'Bram', Street: 'Kerkstraat' })
  })
})

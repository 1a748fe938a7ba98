// The postal code rule (property tests), its normalisation and the address form's rules.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isValidPostalCode, normalizePostalCode } from '@/lib/validation'
import { common } from '@/messages/nl/common'
import { addressInputDtoSchema, addressLimits, type Address, type AddressType } from './addresses'
import {
  addressFormSchema,
  canLookUp,
  emptyAddressForm,
  formValuesOf,
  toAddressInput,
} from './addresses.form'
import { chosenSavedAddress, startingChoice } from '@/features/checkout/address-form'

const digit = fc.constantFrom(...'0123456789')
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
const validCode = fc
  .tuple(
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    fc.boolean(),
    fc.array(letter, { minLength: 2, maxLength: 2 }),
  )
  .map(([digits, space, letters]) => `${digits.join('')}${space ? ' ' : ''}${letters.join('')}`)

describe('postal code rule', () => {
  it('accepts 4 digits, an optional space and 2 letters', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect(isValidPostalCode(code)).toBe(true)
      }),
    )
  })

  it('normalises every valid code to "1234 AB", idempotently', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        const normal = normalizePostalCode(code)
        expect(normal).toMatch(/^\d{4} [A-Z]{2}$/)
        expect(normalizePostalCode(normal)).toBe(normal)
        expect(normal.replace(' ', '')).toBe(code.replace(' ', '').toUpperCase())
      }),
    )
  })

  it('rejects anything of another shape', () => {
    const other = fc.string({ maxLength: 10 }).filter((s) => !/^\s*\d{4} ?[a-zA-Z]{2}\s*$/.test(s))
    fc.assert(
      fc.property(other, (code) => {
        expect(isValidPostalCode(code)).toBe(false)
      }),
    )
    for (const bad of [
      '123 AB',
      '12345 AB',
      '1234 A',
      '1234  AB',
      '1234-AB',
      'ABCD 12',
      '1234 ÄB',
    ]) {
      expect(isValidPostalCode(bad)).toBe(false)
    }
  })
})

const filled = {
  ...emptyAddressForm,
  firstName: 'Kees',
  lastName: 'Dijk',
  postalCode: '1012ab',
  houseNumber: '70',
  street: 'Damrak',
  city: 'Amsterdam',
}

describe('address form', () => {
  it('requires the essentials with "Verplicht"', () => {
    const result = addressFormSchema.safeParse(emptyAddressForm)
    expect(result.success).toBe(false)
    const required = result
      .error!.issues.filter((i) => i.message === common.validation.required)
      .map((i) => i.path.join('.'))
    expect(required.sort()).toEqual([
      'city',
      'firstName',
      'houseNumber',
      'lastName',
      'postalCode',
      'street',
    ])
  })

  it('applies the Dutch postal code rule only to Dutch addresses', () => {
    const bad = addressFormSchema.safeParse({ ...filled, postalCode: '1012' })
    expect(bad.error?.issues.map((i) => i.message)).toEqual([common.validation.postalCode])
    expect(
      addressFormSchema.safeParse({ ...filled, countryCode: 'BE', postalCode: '1000' }).success,
    ).toBe(true)
  })

  it('sends a Dutch postal code normalised', () => {
    expect(toAddressInput(filled, 'Delivery').PostalCode).toBe('1012 AB')
    expect(
      toAddressInput({ ...filled, countryCode: 'DE', postalCode: ' 10115 ' }, 'Invoice').PostalCode,
    ).toBe('10115')
  })

  it('looks up only Dutch addresses with a valid postcode and a numeric house number', () => {
    expect(canLookUp(filled)).toBe(true)
    expect(canLookUp({ ...filled, houseNumber: '7a' })).toBe(false)
    expect(canLookUp({ ...filled, countryCode: 'BE' })).toBe(false)
    expect(canLookUp({ ...filled, postalCode: '1012' })).toBe(false)
  })
})

describe('the saved-address choice of an address step', () => {
  const saved = (id: number, type: AddressType): Address => ({
    id,
    type,
    firstName: 'Sanne',
    middleName: '',
    lastName: 'Jansen',
    companyName: '',
    street: 'Damrak',
    houseNumber: '1',
    houseNumberExtension: '',
    postalCode: '1012 AB',
    city: 'Amsterdam',
    countryCode: 'NL',
  })
  const book = [saved(1, 'Delivery'), saved(2, 'Default'), saved(3, 'Invoice')]
  const untouched = { choice: 'new' as const, address: emptyAddressForm }

  it('starts from the first address of the preferred types, else the first address', () => {
    expect(startingChoice(book, untouched, ['Default'])).toBe('2')
    expect(startingChoice(book, untouched, ['Invoice', 'Default'])).toBe('3')
    expect(startingChoice([saved(1, 'Delivery')], untouched, ['Invoice', 'Default'])).toBe('1')
  })

  it('leaves a typed address, a valid choice and an empty book alone', () => {
    expect(
      startingChoice(book, { choice: 'new', address: { ...emptyAddressForm, firstName: 'Piet' } }, [
        'Default',
      ]),
    ).toBeNull()
    expect(startingChoice(book, { choice: '1', address: emptyAddressForm }, ['Default'])).toBeNull()
    expect(startingChoice([], untouched, ['Default'])).toBeNull()
  })

  it('chooses the saved address that the new-address form already holds (the cart’s, on another device)', () => {
    const home: Address = {
      ...saved(4, 'Default'),
      street: 'Lange Nieuwstraat',
      houseNumber: '21',
      postalCode: '3512 JE',
      city: 'Utrecht',
    }
    // The cart's delivery address comes back as form values, type Delivery, the postcode unspaced.
    const fromCart = { ...formValuesOf({ ...home, type: 'Delivery' }), postalCode: '3512je' }
    expect(startingChoice([...book, home], { choice: 'new', address: fromCart }, ['Default'])).toBe(
      '4',
    )
    // Another person at the same place is not that saved address.
    expect(
      startingChoice(
        [...book, home],
        { choice: 'new', address: { ...fromCart, firstName: 'Piet' } },
        ['Default'],
      ),
    ).toBeNull()
  })

  it('falls back to a new address when the chosen one left the book', () => {
    expect(startingChoice(book, { choice: '9', address: emptyAddressForm }, ['Default'])).toBe(
      'new',
    )
    expect(chosenSavedAddress('9', book)).toBeUndefined()
    expect(chosenSavedAddress('3', book)?.type).toBe('Invoice')
    expect(chosenSavedAddress('new', book)).toBeUndefined()
  })
})

describe('the address form’s limits', () => {
  it('are the wire contract’s: a form that passes is never refused for length by the service', () => {
    const filled = {
      ...emptyAddressForm,
      firstName: 'A',
      lastName: 'B',
      postalCode: '1012 AB',
      houseNumber: '1',
      street: 'Dam',
      city: 'Amsterdam',
    }
    for (const [field, max] of Object.entries(addressLimits)) {
      if (field === 'houseNumber' || field === 'postalCode') continue // their own patterns
      const at = { ...filled, [field]: 'x'.repeat(max) }
      const over = { ...filled, [field]: 'x'.repeat(max + 1) }
      expect(addressFormSchema.safeParse(at).success, field).toBe(true)
      expect(addressInputDtoSchema().safeParse(toAddressInput(at, 'Delivery')).success, field).toBe(
        true,
      )
      const refused = addressFormSchema.safeParse(over)
      expect(refused.success, field).toBe(false)
      expect(refused.error?.issues[0]?.message).toBe(common.validation.tooLong(max))
    }
  })
})

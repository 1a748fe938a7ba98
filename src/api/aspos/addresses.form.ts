// The address form beside its resource (addresses.ts): the one form schema (Dutch messages, the
// field limits of the wire contract, the postal code rule of the chosen country), its empty values,
// and the conversions form values ↔ Address ↔ wire. A module of its own: only forms load it, never
// the first screen. Used by checkout's address steps and the account's address book.
import * as z from 'zod/mini'
import {
  addressLimits,
  countryCodeSchema,
  DEFAULT_COUNTRY,
  toAddressDto,
  type Address,
  type AddressInputDto,
  type AddressType,
  type CountryCode,
} from './addresses'
import {
  checkPostalCodeForCountry,
  isValidPostalCode,
  normalizePostalCodeFor,
} from '@/lib/validation'
import { optionalText, requiredText } from '@/lib/validation-rules'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'

const required = common.validation.required

/** The countries the shop delivers to, as the address input and the order lookup offer them (NL first). */
export const countryOptions: readonly { value: CountryCode; label: string }[] =
  countryCodeSchema().options.map((code) => ({ value: code, label: checkout.countries[code] }))

/** The one address form: checkout's address steps and the account's address book. */
export const addressFormSchema = z
  .object({
    firstName: requiredText(addressLimits.firstName),
    middleName: optionalText(addressLimits.middleName),
    lastName: requiredText(addressLimits.lastName),
    companyName: optionalText(addressLimits.companyName),
    countryCode: countryCodeSchema(),
    postalCode: requiredText(addressLimits.postalCode),
    houseNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, required),
        z.regex(/^\d{1,6}$/, checkout.address.houseNumberInvalid),
      ),
    houseNumberExtension: optionalText(addressLimits.houseNumberExtension),
    street: requiredText(addressLimits.street),
    city: requiredText(addressLimits.city),
  })
  .check(z.superRefine(checkPostalCodeForCountry))
export type AddressFormValues = z.infer<typeof addressFormSchema>

export const emptyAddressForm: AddressFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  companyName: '',
  countryCode: DEFAULT_COUNTRY,
  postalCode: '',
  houseNumber: '',
  houseNumberExtension: '',
  street: '',
  city: '',
}

/** Only a Dutch address can be looked up, once postal code and house number look right. */
export function canLookUp(
  values: Pick<AddressFormValues, 'countryCode' | 'postalCode' | 'houseNumber'>,
): boolean {
  return (
    values.countryCode === 'NL' &&
    isValidPostalCode(values.postalCode) &&
    /^\d{1,6}$/.test(values.houseNumber.trim())
  )
}

/** Form values as an address: trimmed, the postal code written the country's way. */
export function addressOfForm(values: AddressFormValues, type: AddressType, id = 0): Address {
  return {
    id,
    type,
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    lastName: values.lastName.trim(),
    companyName: values.companyName.trim(),
    street: values.street.trim(),
    houseNumber: values.houseNumber.trim(),
    houseNumberExtension: values.houseNumberExtension.trim(),
    postalCode: normalizePostalCodeFor(values.countryCode, values.postalCode),
    city: values.city.trim(),
    countryCode: values.countryCode,
  }
}

/** Form values as the wire's address: through the one wire mapper (toAddressDto). */
export function toAddressInput(
  values: AddressFormValues,
  type: AddressType,
  id = 0,
): AddressInputDto {
  return toAddressDto(addressOfForm(values, type, id))
}

/** A saved address of the address book, as the form would send it. */
export function addressToInput(address: Address, type: AddressType): AddressInputDto {
  return toAddressDto({ ...address, type })
}

/** Form values from an address (the cart's address when the shopper comes back). */
export function formValuesOf(address: Address): AddressFormValues {
  const country = countryCodeSchema().safeParse(address.countryCode)
  return {
    firstName: address.firstName,
    middleName: address.middleName,
    lastName: address.lastName,
    companyName: address.companyName,
    countryCode: (country.success ? country.data : DEFAULT_COUNTRY) satisfies CountryCode,
    postalCode: address.postalCode,
    houseNumber: address.houseNumber,
    houseNumberExtension: address.houseNumberExtension,
    street: address.street,
    city: address.city,
  }
}

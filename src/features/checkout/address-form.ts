// The address form's rules and conversions: Dutch messages, the postal code rule for NL addresses
// of the chosen country (lib/validation-rules), and form values ↔ the wire address.
import * as z from 'zod'
import {
  countryCodeSchema,
  DEFAULT_COUNTRY,
  toAddressDto,
  type Address,
  type AddressInputDto,
  type AddressType,
  type CountryCode,
} from '@/api/aspos/addresses'
import {
  checkPostalCodeForCountry,
  isValidPostalCode,
  normalizePostalCodeFor,
} from '@/lib/validation'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'

const required = common.validation.required

/** 'new' = the shopper types a new address; otherwise the id of a saved address. */
export type AddressChoice = 'new' | `${number}`

const optionalText = (max: number) => z.string().trim().max(max, checkout.address.tooLong)
const requiredText = (max: number) =>
  z.string().trim().min(1, required).max(max, checkout.address.tooLong)

export const addressFormSchema = z
  .object({
    firstName: requiredText(60),
    middleName: optionalText(20),
    lastName: requiredText(80),
    companyName: optionalText(100),
    countryCode: countryCodeSchema,
    postalCode: requiredText(12),
    houseNumber: z
      .string()
      .trim()
      .min(1, required)
      .regex(/^\d{1,6}$/, checkout.address.houseNumberInvalid),
    houseNumberExtension: optionalText(10),
    street: requiredText(100),
    city: requiredText(80),
  })
  .superRefine(checkPostalCodeForCountry)
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

export function toAddressInput(
  values: AddressFormValues,
  type: AddressType,
  id = 0,
): AddressInputDto {
  return {
    Id: id,
    AddressType: type,
    FirstName: values.firstName.trim(),
    MiddleName: values.middleName.trim(),
    LastName: values.lastName.trim(),
    CompanyName: values.companyName.trim(),
    Street: values.street.trim(),
    HouseNumber: values.houseNumber.trim(),
    HouseNumberExtension: values.houseNumberExtension.trim(),
    PostalCode: normalizePostalCodeFor(values.countryCode, values.postalCode),
    City: values.city.trim(),
    CountryCode: values.countryCode,
  }
}

/** A saved address of the address book, as the form would send it. */
export function addressToInput(address: Address, type: AddressType): AddressInputDto {
  return toAddressDto({ ...address, type })
}

/** Form values from an address (the cart's address when the shopper comes back). */
export function formValuesOf(address: Address): AddressFormValues {
  const country = countryCodeSchema.safeParse(address.countryCode)
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

/** The saved address the shopper chose in the address step, or undefined for a new address. */
export function chosenSavedAddress(
  choice: AddressChoice,
  saved: readonly Address[],
): Address | undefined {
  return choice === 'new' ? undefined : saved.find((a) => String(a.id) === choice)
}

/**
 * What the saved-address choice of an address step should become once the address book has
 * loaded, or null to leave it: a choice that is no longer in the book falls back to a new address;
 * a customer with saved addresses and an untouched new-address form starts from the first address
 * of the preferred types (else the first address), rather than from an empty form.
 */
export function startingChoice(
  addresses: readonly Address[],
  current: { choice: AddressChoice; address: Pick<AddressFormValues, 'firstName' | 'street'> },
  preferredTypes: readonly AddressType[],
): AddressChoice | null {
  if (current.choice !== 'new' && !addresses.some((a) => String(a.id) === current.choice))
    return 'new'
  if (addresses.length === 0) return null
  if (
    current.choice === 'new' &&
    current.address.firstName.trim() === '' &&
    current.address.street.trim() === ''
  ) {
    const main =
      preferredTypes.map((type) => addresses.find((a) => a.type === type)).find(Boolean) ??
      addresses[0]!
    return String(main.id) as AddressChoice
  }
  return null
}

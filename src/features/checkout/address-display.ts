// Small conversions for showing addresses: our Address in the wire shape the address block reads.
import type { Address } from '@/api/aspos/addresses'
import type { AddressLike } from './components/address-block'

export function mapAddressToWire(address: Address): AddressLike {
  return {
    FirstName: address.firstName,
    MiddleName: address.middleName,
    LastName: address.lastName,
    CompanyName: address.companyName,
    Street: address.street,
    HouseNumber: address.houseNumber,
    HouseNumberExtension: address.houseNumberExtension,
    PostalCode: address.postalCode,
    City: address.city,
    CountryCode: address.countryCode,
  }
}

// The one address the tests and flows deliver to through the API (Damrak 70, Amsterdam), as the
// cart's delivery call takes it, for the person a test names.
import type { AddressInputDto } from '@/api/aspos/addresses'

export function damrakAddress(
  person: { FirstName: string; MiddleName?: string; LastName: string },
  postalCode = '1012 AB',
): AddressInputDto {
  return {
    Id: 0,
    AddressType: 'Delivery',
    MiddleName: '',
    ...person,
    CompanyName: '',
    Street: 'Damrak',
    HouseNumber: '70',
    HouseNumberExtension: '',
    PostalCode: postalCode,
    City: 'Amsterdam',
    CountryCode: 'NL',
  }
}

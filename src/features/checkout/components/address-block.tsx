// An address as the shopper reads it on an envelope (used in step summaries and the overview).
import { checkout } from '@/messages/nl/checkout'

export interface AddressLike {
  FirstName?: string
  MiddleName?: string
  LastName?: string
  CompanyName: string
  Street: string
  HouseNumber: string
  HouseNumberExtension: string
  PostalCode: string
  City: string
  CountryCode?: string
}

const join = (...parts: (string | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' ')

export function AddressBlock({ address, className }: { address: AddressLike; className?: string }) {
  const name = join(address.FirstName, address.MiddleName, address.LastName)
  const country =
    address.CountryCode && address.CountryCode !== 'NL'
      ? (checkout.countries as Record<string, string>)[address.CountryCode] ?? address.CountryCode
      : null
  return (
    <address className={['mb-0', className].filter(Boolean).join(' ')}>
      {name && (
        <>
          {name}
          <br />
        </>
      )}
      {address.CompanyName && (
        <>
          {address.CompanyName}
          <br />
        </>
      )}
      {join(address.Street, address.HouseNumber, address.HouseNumberExtension)}
      <br />
      {join(address.PostalCode, address.City)}
      {country && (
        <>
          <br />
          {country}
        </>
      )}
    </address>
  )
}

// An address as the shopper reads it on an envelope: name, company, street and number, postcode
// and place, and the country. The one rendering of an address, for the checkout overview, orders,
// stores and the address book.
import { Fragment } from 'react'
import { fullName, placeLine, streetLine, type PostalAddressParts } from '@/api/aspos/addresses'
import { checkout } from '@/messages/nl/checkout'

export function countryName(code: string): string {
  return (checkout.countries as Record<string, string>)[code] ?? code
}

export function PostalAddress({
  address,
  className = 'mb-0',
  country = 'foreign',
}: {
  address: PostalAddressParts
  className?: string
  /** 'foreign': only a country other than NL is named (the default); 'always': every country. */
  country?: 'foreign' | 'always'
}) {
  const lines = [
    fullName(address),
    address.companyName ?? '',
    streetLine(address),
    placeLine(address),
    address.countryCode && (country === 'always' || address.countryCode !== 'NL')
      ? countryName(address.countryCode)
      : '',
  ].filter((line) => line.trim() !== '')
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}

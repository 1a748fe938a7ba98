// Looks up street and city for a Dutch postcode + house number once the shopper stops typing.
import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { addressQueries } from '@/api/aspos/addresses'
import { canLookUp, type AddressFormValues } from '@/api/aspos/addresses.form'

const DEBOUNCE_MS = 350

type LookupInput = Pick<
  AddressFormValues,
  'countryCode' | 'postalCode' | 'houseNumber' | 'houseNumberExtension'
>

export function useAddressLookup(input: LookupInput) {
  const [settled, setSettled] = useState(input)
  const { countryCode, postalCode, houseNumber, houseNumberExtension } = input
  useEffect(() => {
    const timer = setTimeout(
      () => setSettled({ countryCode, postalCode, houseNumber, houseNumberExtension }),
      DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [countryCode, postalCode, houseNumber, houseNumberExtension])

  const enabled = canLookUp(settled)
  const query = useQuery({
    ...addressQueries.lookup({
      postalCode: settled.postalCode,
      houseNumber: settled.houseNumber,
      houseNumberExtension: settled.houseNumberExtension,
    }),
    enabled,
  })
  return { query, enabled }
}

// A customer's saved addresses in an address step (delivery, invoice): the address book, loaded
// for a logged-in customer only, and the step's saved-or-new choice set once it has loaded
// (startingChoice: the preferred types first, a typed address that is in the book, or 'new').
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { addressQueries, type Address, type AddressType } from '@/api/aspos/addresses'
import type { AddressFormValues } from '@/api/aspos/addresses.form'
import { startingChoice, type AddressChoice } from './address-form'

/** The part of an address step's form this needs (react-hook-form's getValues and setValue). */
interface AddressStepForm {
  getValues(): { choice: AddressChoice; address: AddressFormValues }
  setValue(name: 'choice', value: AddressChoice): void
}

export function useSavedAddresses(
  isLoggedIn: boolean,
  { getValues, setValue }: AddressStepForm,
  preferredTypes: readonly AddressType[],
) {
  const query = useQuery({ ...addressQueries.list(), enabled: isLoggedIn })
  const saved: Address[] = query.data ?? []
  const preferred = preferredTypes.join()
  useEffect(() => {
    const next = query.data
      ? startingChoice(query.data, getValues(), preferred.split(',') as AddressType[])
      : null
    if (next) setValue('choice', next)
  }, [query.data, getValues, setValue, preferred])
  return { loading: isLoggedIn && query.isPending, saved }
}

// Every write of the address book, beside its reads (addresses.ts): the call and what it changes
// in the cache. The checkout's "save this address" goes through addressSaved too.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { addressQueries, saveAddress, type Address } from './addresses'

/** An address was stored: every address-book query reads again. */
export function addressesChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: addressQueries.all() })
}

/** Stores an address (a new one, or an existing one by id) and refreshes the address book. */
export async function addressSaved(client: QueryClient, address: Address): Promise<Address> {
  const stored = await saveAddress(address)
  void addressesChanged(client)
  return stored
}

export function useSaveAddress() {
  const client = useQueryClient()
  return useMutation({ mutationFn: (address: Address) => addressSaved(client, address) })
}

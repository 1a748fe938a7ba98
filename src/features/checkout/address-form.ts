// The checkout's address choice: a saved address or a new one, and where the choice starts once the
// address book has loaded. The address form itself (schema, conversions) is the resource's:
// api/aspos/addresses.form.ts.
import {
  isSameAddress,
  type Address,
  type AddressInputDto,
  type AddressType,
} from '@/api/aspos/addresses'
import {
  addressToInput,
  emptyAddressForm,
  formValuesOf,
  toAddressInput,
  type AddressFormValues,
} from '@/api/aspos/addresses.form'

/** 'new' = the shopper types a new address; otherwise the id of a saved address. */
export type AddressChoice = 'new' | `${number}`

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
 * a new-address form holding one of the saved addresses (the cart's address, when the shopper
 * comes back on another device) chooses that saved address; a customer with saved addresses and an
 * untouched new-address form starts from the first address of the preferred types (else the first
 * address), rather than from an empty form.
 */
export function startingChoice(
  addresses: readonly Address[],
  current: { choice: AddressChoice; address: AddressFormValues },
  preferredTypes: readonly AddressType[],
): AddressChoice | null {
  if (current.choice !== 'new' && !addresses.some((a) => String(a.id) === current.choice))
    return 'new'
  if (addresses.length === 0 || current.choice !== 'new') return null
  const typed = addresses.find((a) => isSameAddress(a, current.address))
  if (typed) return String(typed.id) as AddressChoice
  if (current.address.firstName.trim() === '' && current.address.street.trim() === '') {
    const main =
      preferredTypes.map((type) => addresses.find((a) => a.type === type)).find(Boolean) ??
      addresses[0]!
    return String(main.id) as AddressChoice
  }
  return null
}

/**
 * Where an address step's new-address form starts: what the shopper typed before (the draft, kept
 * through going back and reloading), else the address the service holds, else an empty form.
 */
export function startingAddress(
  draft: AddressFormValues,
  held: Address | null | undefined,
): AddressFormValues {
  if (draft.firstName !== '' || draft.street !== '') return draft
  return held ? formValuesOf(held) : emptyAddressForm
}

/** The typed address as the draft keeps it: every field, the untouched ones empty. */
export function draftAddressOf(typed: Partial<AddressFormValues> | undefined): AddressFormValues {
  return { ...emptyAddressForm, ...typed }
}

/** The address an address step sends: the chosen saved one, or the one typed. */
export function addressToSend(
  choice: AddressChoice,
  saved: readonly Address[],
  typed: AddressFormValues,
  type: AddressType,
): { address: AddressInputDto; saved: Address | undefined } {
  const chosen = chosenSavedAddress(choice, saved)
  return {
    address: chosen ? addressToInput(chosen, type) : toAddressInput(typed, type),
    saved: chosen,
  }
}

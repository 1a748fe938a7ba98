// Customer addresses of the commerce service (address book with the Default/Delivery/Invoice types)
// and the Dutch postcode lookup: wire contracts (zod), mapping to our Address, calls, query factory.
// Used by checkout and by the account area's address book; the mock validates with these schemas.
// zod/mini: the cart's schema reuses addressDtoSchema, which puts this module on the initial path.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { countryCodes } from '@/domain/countries'
import { lazy } from '@/lib/lazy'
import { ApiError, request, requestWrite } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import { itemsOf, listOrWrapper } from './list-answer'
import { common } from '@/messages/nl/common'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

export const addressTypeSchema = lazy(() => z.enum(['Default', 'Delivery', 'Invoice']))
export type AddressType = z.infer<ReturnType<typeof addressTypeSchema>>

export { countryCodes }
export const countryCodeSchema = lazy(() => z.enum(countryCodes))
export type CountryCode = z.infer<ReturnType<typeof countryCodeSchema>>
export const DEFAULT_COUNTRY: CountryCode = 'NL'

/**
 * The postal fields every address-like wire shape carries (address book, cart, order, pickup
 * location): spread into each object schema, so the envelope's part is declared once.
 */
export const postalFieldsDtoShape = lazy(() => ({
  Street: z.string(),
  HouseNumber: z.string(),
  /** Left out by a service that has none: read as ''. */
  HouseNumberExtension: z._default(z.string(), ''),
  PostalCode: z.string(),
  City: z.string(),
}))

export const addressDtoSchema = lazy(() =>
  z.object({
    Id: z.number(),
    AddressType: addressTypeSchema(),
    FirstName: z.string(),
    // Optional parts of a name and an address are read as '' (the country as the shop's default).
    MiddleName: z._default(z.string(), ''),
    LastName: z.string(),
    CompanyName: z._default(z.string(), ''),
    ...postalFieldsDtoShape(),
    CountryCode: z._default(z.string(), DEFAULT_COUNTRY),
  }),
)
export type AddressDto = z.infer<ReturnType<typeof addressDtoSchema>>

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const requiredText = (max: number) => text(max).check(z.minLength(1))

/**
 * An address as a client sends it (new: Id 0). The service checks the essentials itself; the
 * forms add the Dutch messages and the postal code rule on top.
 */
/** Each address field's longest length: the wire contract and the address form both use these. */
export const addressLimits = {
  firstName: 60,
  middleName: 20,
  lastName: 80,
  companyName: 100,
  street: 100,
  houseNumber: 10,
  houseNumberExtension: 10,
  postalCode: 12,
  city: 80,
} as const

export const addressInputDtoSchema = lazy(() =>
  z.object({
    Id: z.int().check(z.nonnegative()),
    AddressType: addressTypeSchema(),
    FirstName: requiredText(addressLimits.firstName),
    MiddleName: text(addressLimits.middleName),
    LastName: requiredText(addressLimits.lastName),
    CompanyName: text(addressLimits.companyName),
    Street: requiredText(addressLimits.street),
    HouseNumber: requiredText(addressLimits.houseNumber),
    HouseNumberExtension: text(addressLimits.houseNumberExtension),
    PostalCode: requiredText(addressLimits.postalCode),
    City: requiredText(addressLimits.city),
    CountryCode: countryCodeSchema(),
  }),
)
export type AddressInputDto = z.infer<ReturnType<typeof addressInputDtoSchema>>

/**
 * Spec: the answer is Addresses; the envelope's Success may be left out, and a service may send
 * the list bare (listOrWrapper).
 */
export const addressesResponseSchema = lazy(() => listOrWrapper(addressDtoSchema(), ['Addresses']))

export const saveAddressRequestSchema = lazy(() => z.object({ Address: addressInputDtoSchema() }))
export type SaveAddressRequest = z.infer<ReturnType<typeof saveAddressRequestSchema>>

/** The spec leaves this answer open; when it carries the stored address, that is read. */
const saveAddressResponseSchema = lazy(() => z.object({ Address: addressDtoSchema() }))

export const findAddressRequestSchema = lazy(() =>
  z.object({
    PostalCode: requiredText(addressLimits.postalCode),
    HouseNumber: requiredText(addressLimits.houseNumber),
    HouseNumberExtension: text(addressLimits.houseNumberExtension),
  }),
)
export type FindAddressRequest = z.infer<ReturnType<typeof findAddressRequestSchema>>

const findAddressResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    Street: z.nullish(z.string()),
    City: z.nullish(z.string()),
  }),
)

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

/** The postal part of every address-like thing: address book entries, pickup locations, stores. */
export interface PostalFields {
  street: string
  houseNumber: string
  /** '' when there is none. */
  houseNumberExtension: string
  postalCode: string
  city: string
}

export interface Address extends PostalFields {
  id: number
  type: AddressType
  firstName: string
  middleName: string
  lastName: string
  companyName: string
  countryCode: string
}

/** The wire's postal fields as ours; the one mapper every address-like resource uses. */
export function postalFieldsOf(dto: {
  Street: string
  HouseNumber: string
  HouseNumberExtension?: string | null
  PostalCode: string
  City: string
}): PostalFields {
  return {
    street: dto.Street,
    houseNumber: dto.HouseNumber,
    houseNumberExtension: dto.HouseNumberExtension ?? '',
    postalCode: dto.PostalCode,
    city: dto.City,
  }
}

/** The wire's name fields as ours; a field the answer leaves out stays out. */
function namesOf<
  D extends { FirstName?: string; MiddleName?: string; LastName?: string; CompanyName?: string },
>(dto: D) {
  return {
    firstName: dto.FirstName as D['FirstName'],
    middleName: dto.MiddleName as D['MiddleName'],
    lastName: dto.LastName as D['LastName'],
    companyName: dto.CompanyName as D['CompanyName'],
  }
}

export function mapAddress(dto: AddressDto): Address {
  return {
    id: dto.Id,
    type: dto.AddressType,
    ...namesOf(dto),
    ...postalFieldsOf(dto),
    countryCode: dto.CountryCode,
  }
}

export function toAddressDto(address: Address): AddressInputDto {
  return {
    Id: address.id,
    AddressType: address.type,
    FirstName: address.firstName,
    MiddleName: address.middleName,
    LastName: address.lastName,
    CompanyName: address.companyName,
    Street: address.street,
    HouseNumber: address.houseNumber,
    HouseNumberExtension: address.houseNumberExtension,
    PostalCode: address.postalCode,
    City: address.city,
    CountryCode: z.catch(countryCodeSchema(), DEFAULT_COUNTRY).parse(address.countryCode),
  }
}

/**
 * What an envelope shows: every address-like thing (address book entry, cart and order addresses,
 * pickup locations, stores) reads as this one shape and prints with the one PostalAddress component.
 */
export type PostalAddressParts = PostalFields &
  Partial<Pick<Address, 'firstName' | 'middleName' | 'lastName' | 'companyName' | 'countryCode'>>

/** The wire's address fields (cart, order and pickup location answers) as the envelope's shape. */
export function postalAddressFromDto(
  dto: Parameters<typeof postalFieldsOf>[0] &
    Parameters<typeof namesOf>[0] & { CountryCode?: string },
): PostalAddressParts {
  return { ...namesOf(dto), ...postalFieldsOf(dto), countryCode: dto.CountryCode }
}

/** 'Sanne de Vries' */
export function fullName(
  a: Partial<Pick<Address, 'firstName' | 'middleName' | 'lastName'>>,
): string {
  return [a.firstName, a.middleName, a.lastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ')
}

/** 'Lange Nieuwstraat 21 B' */
export function streetLine(
  a: Pick<Address, 'street' | 'houseNumber' | 'houseNumberExtension'>,
): string {
  return [a.street, a.houseNumber, a.houseNumberExtension]
    .filter((part) => part.trim() !== '')
    .join(' ')
}

/** '5211 AB 's-Hertogenbosch' */
export function placeLine(a: Pick<Address, 'postalCode' | 'city'>): string {
  return [a.postalCode, a.city].filter((part) => part.trim() !== '').join(' ')
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/**
 * The logged-in customer's addresses of one type, or of all three: the spec's call always names
 * the types in its own form, one parameter with the types joined by '|'
 * (?addressType=Default|Delivery|Invoice).
 */
export async function fetchAddresses(type?: AddressType, signal?: AbortSignal): Promise<Address[]> {
  const answer = await request('/api/aspos/customer/addresses', {
    // Every address type, in the order the address book shows them.
    query: { addressType: (type ? [type] : addressTypeSchema().options).join('|') },
    schema: addressesResponseSchema(),
    signal,
  })
  // A refusal says so (Success false); an answer without the envelope is the spec's plain one.
  return itemsOf(answer).map(mapAddress)
}

/** The parts of an address that say where it goes and to whom (no id, no type). */
type AddressParts = Omit<Address, 'id' | 'type'>

/**
 * The same place and person, whatever the spaces and capitals: how a stored address is found again
 * in a re-read list, and how the checkout sees that the address it was given is a saved one.
 */
export function isSameAddress(a: AddressParts, b: AddressParts): boolean {
  const norm = (value: string) => value.replace(/\s+/g, '').toUpperCase()
  return (
    a.countryCode === b.countryCode &&
    norm(a.postalCode) === norm(b.postalCode) &&
    norm(a.houseNumber) === norm(b.houseNumber) &&
    norm(a.houseNumberExtension) === norm(b.houseNumberExtension) &&
    norm(a.street) === norm(b.street) &&
    norm(a.city) === norm(b.city) &&
    norm(a.firstName) === norm(b.firstName) &&
    norm(a.middleName) === norm(b.middleName) &&
    norm(a.lastName) === norm(b.lastName) &&
    norm(a.companyName) === norm(b.companyName)
  )
}

function sameAddress(a: Address, b: Address): boolean {
  return a.type === b.type && isSameAddress(a, b)
}

/**
 * Adds (id 0) or edits an address of the logged-in customer; resolves with the stored address.
 * The spec leaves the answer open (requestWrite): when it carries the stored `Address` that is
 * taken; otherwise the address book is read again and the address found there (an edit by its id,
 * a new one as the newest that matches), and failing that the address as sent.
 */
export async function saveAddress(address: Address): Promise<Address> {
  const answer = await requestWrite('/api/aspos/customer/addresses', {
    method: 'POST',
    body: { Address: toAddressDto(address) } satisfies SaveAddressRequest,
    schema: saveAddressResponseSchema(),
  })
  if (answer) return mapAddress(answer.Address)
  const stored = await fetchAddresses(address.type).catch(() => [])
  const found =
    (address.id ? stored.find((a) => a.id === address.id) : undefined) ??
    stored.filter((a) => sameAddress(a, address)).sort((a, b) => b.id - a.id)[0]
  return found ?? address
}

export interface FoundAddress {
  street: string
  city: string
}

/** Street and city for a Dutch postcode + house number; an unknown pair throws with the Dutch message. */
export async function findAddress(
  input: { postalCode: string; houseNumber: string; houseNumberExtension?: string },
  signal?: AbortSignal,
): Promise<FoundAddress> {
  const answer = ensureSuccess(
    await request('/api/aspos/locations/findaddress', {
      method: 'POST',
      body: {
        PostalCode: input.postalCode,
        HouseNumber: input.houseNumber,
        HouseNumberExtension: input.houseNumberExtension ?? '',
      } satisfies FindAddressRequest,
      schema: findAddressResponseSchema(),
      signal,
    }),
  )
  if (!answer.Street || !answer.City) {
    throw new ApiError({ kind: 'malformed', status: 200, userMessage: common.errors.malformed })
  }
  return { street: answer.Street, city: answer.City }
}

export const addressQueries = {
  all: () => ['addresses'] as const,
  lists: () => [...addressQueries.all(), 'list'] as const,
  list: (type?: AddressType) =>
    queryOptions({
      queryKey: [...addressQueries.lists(), type ?? 'all'] as const,
      queryFn: ({ signal }) => fetchAddresses(type, signal),
    }),
  /** Postcode lookup; an unknown pair is an answer, not a fault, so it is never retried. */
  lookup: (input: { postalCode: string; houseNumber: string; houseNumberExtension: string }) => {
    // One cache entry per address, however the postal code was typed.
    const postalCode = input.postalCode.replace(/\s+/g, '').toUpperCase()
    const houseNumber = input.houseNumber.trim()
    const houseNumberExtension = input.houseNumberExtension.trim().toUpperCase()
    return queryOptions({
      queryKey: [
        ...addressQueries.all(),
        'lookup',
        postalCode,
        houseNumber,
        houseNumberExtension,
      ] as const,
      queryFn: ({ signal }) =>
        findAddress({ postalCode, houseNumber, houseNumberExtension }, signal),
      staleTime: Infinity,
      retry: false,
    })
  },
}

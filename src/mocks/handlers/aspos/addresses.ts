// Mock handlers of the customer's address book, the Dutch postcode lookup and the pickup
// locations, and the service's own check of an address the checkout steps share. Refusals answer
// like the real service: { Success: false, ReasonCode, Message } with a Dutch Message.
import { http, type HttpHandler } from 'msw'
import {
  addressTypeSchema,
  findAddressRequestSchema,
  saveAddressRequestSchema,
  type AddressInputDto,
} from '@/api/aspos/addresses'
import { isValidPostalCode, isValidPostalCodeFor, normalizePostalCodeFor } from '@/lib/validation'
import { common } from '@/messages/nl/common'
import type { AddressDto, AddressType } from '../../db/types'
import { getDb } from '../../mock-db'
import { customerOf, fail, ok, readBody } from '../utils'
import { checkoutAnswers } from '@/mocks/messages'

const m = checkoutAnswers
const badRequest = () => fail(m.badRequest, 400, 'BadRequest')

const compactPostalCode = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** The service's own check of an address: the postal code follows its country's rule. */
export function addressProblem(address: AddressInputDto): string | null {
  if (!isValidPostalCodeFor(address.CountryCode, address.PostalCode))
    return common.validation.postalCodeFor(address.CountryCode)
  return null
}

/** An address as the service stores it: its type, an id and the postal code in its country's form. */
export function storedAddress(
  address: AddressInputDto,
  type: AddressType,
  id = address.Id,
): AddressDto {
  return {
    ...address,
    Id: id,
    AddressType: type,
    PostalCode: normalizePostalCodeFor(address.CountryCode, address.PostalCode),
  }
}

export const addressHandlers: HttpHandler[] = [
  // --- Address book -------------------------------------------------------------------------
  http.get('*/api/aspos/customer/addresses', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401, 'Unauthorized')
    // The spec's call names the types it wants: its own form joins them with '|'
    // (?addressType=Default|Delivery|Invoice); the repeated form (?addressType=Default&addressType=…)
    // is read too. A call without a type or with an unknown one is refused.
    const raw = new URL(request.url).searchParams
      .getAll('addressType')
      .flatMap((value) => value.split('|'))
    const types = raw.map((value) => addressTypeSchema().safeParse(value))
    if (types.length === 0 || types.some((type) => !type.success)) return badRequest()
    const wanted = new Set(types.map((type) => type.data))
    return ok({ Addresses: customer.Addresses.filter((a) => wanted.has(a.AddressType)) })
  }),

  http.post('*/api/aspos/customer/addresses', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401, 'Unauthorized')
    const body = await readBody(request, saveAddressRequestSchema())
    if (!body) return badRequest()
    const problem = addressProblem(body.Address)
    if (problem) return fail(problem, 400, 'InvalidAddress')
    const db = getDb()
    if (body.Address.Id === 0) {
      const address = storedAddress(body.Address, body.Address.AddressType, db.nextId())
      customer.Addresses.push(address)
      db.persist()
      return ok({ Address: address })
    }
    const index = customer.Addresses.findIndex((a) => a.Id === body.Address.Id)
    if (index < 0) return fail(m.addressNotOwned, 404, 'AddressNotFound')
    const address = storedAddress(body.Address, body.Address.AddressType)
    customer.Addresses[index] = address
    db.persist()
    return ok({ Address: address })
  }),

  // --- Locations ----------------------------------------------------------------------------
  http.post('*/api/aspos/locations/findaddress', async ({ request }) => {
    const body = await readBody(request, findAddressRequestSchema())
    if (!body) return badRequest()
    if (!isValidPostalCode(body.PostalCode))
      return fail(m.invalidPostalCode, 200, 'InvalidPostalCode')
    const number = Number.parseInt(body.HouseNumber, 10)
    const wanted = compactPostalCode(body.PostalCode)
    const entry = getDb().state.postcodes.find(
      (p) =>
        p.PostalCode === wanted &&
        Number.isFinite(number) &&
        number >= p.MinNumber &&
        number <= p.MaxNumber,
    )
    if (!entry) return fail(m.addressNotFound, 200, 'AddressNotFound')
    return ok({ Street: entry.Street, City: entry.City })
  }),

  http.get('*/api/aspos/locations/pickup', () => {
    const locations = getDb()
      .state.stores.filter((s) => s.IsPickupLocation)
      .map((s) => ({
        Name: s.Name,
        CompanyName: s.CompanyName,
        Street: s.Street,
        HouseNumber: s.HouseNumber,
        HouseNumberExtension: s.HouseNumberExtension,
        PostalCode: s.PostalCode,
        City: s.City,
        LocationCode: s.LocationCode,
        Latitude: s.Latitude,
        Longitude: s.Longitude,
        OpeningHours: s.OpeningHours,
      }))
    return ok({ Locations: locations })
  }),
]

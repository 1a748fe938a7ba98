// Where the shop ships, and how: the country groups of home delivery, one source for the mock (the
// shipping methods it offers and what they cost, the "Verzenden en retourneren" page, refusing a
// country it does not serve) and the shop (the day each option promises, delivery-promise.ts).
// The choice and why is docs/decisions/023-delivery-promise.md ("Abroad"); docs/api.md records
// what the mock answers.
// - Nederland: standard delivery on the next delivery day (the cut-off rule), evening delivery on
//   working days, the shop's configured rate and free-shipping threshold (Shipping.Costs/FreeFrom).
// - Abroad: standard delivery only (no evening, no next day), a fixed rate per group, no
//   free-shipping threshold, delivered on working days after the group's transit days.
// - Cyprus and Malta: not served (by sea only; the carrier's time and price are no promise the
//   shop can keep). The service refuses them as a delivery address, with a Dutch message.

import { countryCodes } from './countries'

/** A shipping service of home delivery, as the promise counts its days. */
export type ShippingService = 'standard' | 'evening'

/** The codes of the shipping methods the service offers for home delivery. */
export const SHIPPING_METHOD_CODES = {
  standard: 'PostNL',
  evening: 'PostNLEvening',
} as const satisfies Record<ShippingService, string>

/** The evening round's time slot: the mock's offer and the order's page say it. */
export const EVENING_SLOT = { from: '18:00', to: '22:00' } as const

/** The service of a home delivery method's code; null: a code that is none of them. */
export function knownServiceOf(code: string | null | undefined): ShippingService | null {
  const found = (Object.keys(SHIPPING_METHOD_CODES) as ShippingService[]).find(
    (service) => SHIPPING_METHOD_CODES[service] === code,
  )
  return found ?? null
}

/** The service a shipping method's code stands for (an unknown code: standard). */
export function serviceOfShippingMethod(code: string | null | undefined): ShippingService {
  return code === SHIPPING_METHOD_CODES.evening ? 'evening' : 'standard'
}

export interface ShippingZone {
  id: 'nl' | 'benelux' | 'near' | 'eu'
  countries: readonly string[]
  /** The rate in cents; null: the shop's configured rate (Shipping.Costs, free from Shipping.FreeFrom). */
  costsCents: number | null
  /** Working days on the road after the processing day; null: the next delivery day (Saturday too). */
  transit: { min: number; max: number } | null
  /** Evening delivery (EVENING_SLOT, 18:00–22:00) is offered. */
  evening: boolean
}

/** The countries the address form offers that the shop does not deliver to. */
export const UNSERVED_COUNTRIES: readonly string[] = ['CY', 'MT']

/** The groups with countries of their own; the rest of the EU follows them. */
const NAMED_ZONES: readonly ShippingZone[] = [
  { id: 'nl', countries: ['NL'], costsCents: null, transit: null, evening: true },
  {
    id: 'benelux',
    countries: ['BE', 'LU'],
    costsCents: 695,
    transit: { min: 2, max: 3 },
    evening: false,
  },
  {
    id: 'near',
    countries: ['DE', 'FR', 'AT'],
    costsCents: 995,
    transit: { min: 3, max: 5 },
    evening: false,
  },
]

export const SHIPPING_ZONES: readonly ShippingZone[] = [
  ...NAMED_ZONES,
  {
    id: 'eu',
    // Every other country of the address list that the shop serves.
    countries: countryCodes.filter(
      (code) =>
        !UNSERVED_COUNTRIES.includes(code) &&
        !NAMED_ZONES.some((zone) => zone.countries.includes(code)),
    ),
    costsCents: 1495,
    transit: { min: 4, max: 8 },
    evening: false,
  },
]

/** The group a destination belongs to; null: not served (or not a country the shop knows). */
export function shippingZoneOf(countryCode: string | null | undefined): ShippingZone | null {
  const code = (countryCode ?? 'NL').toUpperCase()
  return SHIPPING_ZONES.find((zone) => zone.countries.includes(code)) ?? null
}

/** The services offered to a destination, standard first; none when it is not served. */
export function servicesFor(countryCode: string | null | undefined): ShippingService[] {
  const zone = shippingZoneOf(countryCode)
  if (!zone) return []
  return zone.evening ? ['standard', 'evening'] : ['standard']
}

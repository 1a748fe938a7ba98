// The shop's shipping terms as the mock's content states them: the "Verzenden en retourneren" page
// and the FAQ answers are written from the one source of where and how the shop ships
// (domain/shipping-zones.ts) and the one cut-off (domain/delivery-promise.ts), so no page claims a day or
// a rate the checkout contradicts. They name no day: the product page, the cart and each shipping
// option compute it.
import { DELIVERY_CUT_OFF } from '@/domain/delivery-promise'
import { formatPrice } from '@/lib/format'
import { SHIPPING_ZONES, UNSERVED_COUNTRIES, type ShippingZone } from '@/domain/shipping-zones'
import { checkout } from '@/messages/nl/checkout'
import { delivery } from '@/messages/nl/delivery'

/** Home delivery in Nederland: the config's Shipping.Costs and Shipping.FreeFrom. */
export const NL_SHIPPING = { costsCents: 495, freeFromCents: 3995 } as const

const countryName = (code: string) => (checkout.countries as Record<string, string>)[code] ?? code

const list = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`

/** One country group's terms, in a sentence or two. */
function zoneTerms(zone: ShippingZone): string {
  if (!zone.transit)
    return `${formatPrice(NL_SHIPPING.costsCents)}, gratis vanaf ${formatPrice(NL_SHIPPING.freeFromCents)}. ${delivery.nlTerms(DELIVERY_CUT_OFF)}; bezorgd van maandag tot en met zaterdag, niet op zon- en feestdagen. Avondbezorging (18:00–22:00 uur) op werkdagen.`
  return `${formatPrice(zone.costsCents ?? 0)}. Bezorgd op werkdagen, ${zone.transit.min}–${zone.transit.max} werkdagen na verzending; geen avondbezorging.`
}

/** The groups as a list: '<li><strong>België en Luxemburg</strong>: € 6,95. …</li>' */
export function shippingZonesHtml(): string {
  const items = SHIPPING_ZONES.map((zone) => {
    const names = zone.countries.map(countryName)
    const label = delivery.zones[zone.id]
    const members = zone.id === 'eu' ? ` (${list(names)})` : ''
    return `<li><strong>${label}</strong>${members}: ${zoneTerms(zone)}</li>`
  })
  return `<ul>${items.join('')}</ul>`
}

/** Where the shop does not deliver, and what the shopper can do instead. */
export const unservedText = `We bezorgen niet in ${list(UNSERVED_COUNTRIES.map(countryName))}: daar komen pakketten alleen per boot, en die levertijd kunnen we niet beloven. Je kunt er wel een factuuradres opgeven.`

/** The "Verzenden" part of the shipping page. */
export function shippingPageHtml(): string {
  return `<h2>Verzenden</h2><p>We bezorgen met PostNL in Nederland en in de landen van de Europese Unie hieronder. Bij elk product, in je winkelmandje en bij elke verzendmethode in de kassa zie je op welke dag je bestelling in huis is; heeft een product een langere levertijd, dan telt die mee.</p>${shippingZonesHtml()}<p>${unservedText}</p>`
}

/** The FAQ's answer on costs. */
export const shippingCostsAnswer = `<p>In Nederland kost verzending ${formatPrice(NL_SHIPPING.costsCents)}. Vanaf ${formatPrice(NL_SHIPPING.freeFromCents)} verzenden we <strong>gratis</strong>. Naar het buitenland rekenen we een vast tarief per land:</p>${shippingZonesHtml()}`

/** The FAQ's answer on when an order comes. */
export const deliveryDayAnswer = `<p>In Nederland bezorgen we van maandag tot en met zaterdag (niet op zon- en feestdagen). ${delivery.nlTerms(DELIVERY_CUT_OFF)}. Bij elk product en in je winkelmandje zie je de dag waarop je bestelling in huis is. Naar het buitenland duurt het langer; zie <a href="/verzenden-en-retourneren">de tarieven en levertijden per land</a>.</p>`

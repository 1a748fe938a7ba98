// Which Click & Collect stores the choice shows, in which order: nearest first once the shopper
// shared a location (with the distance), otherwise alphabetical; five at first, all on request.
// The store already chosen is always shown, so a choice is never hidden behind "Toon alle winkels".
import type { PickupLocation } from '@/api/aspos/checkout'
import { byDistance, type GeoPoint } from '@/lib/distance'

/** How many stores the choice shows before "Toon alle winkels". */
export const PICKUP_SHOWN_FIRST = 5

export interface PickupEntry {
  location: PickupLocation
  /** Kilometres from the shopper; null when unknown. */
  km: number | null
}

const alphabetical = (a: PickupLocation, b: PickupLocation) =>
  a.name.localeCompare(b.name, 'nl', { sensitivity: 'base', numeric: true })

/** Every store in the order the choice lists them. */
export function orderPickupLocations(
  locations: readonly PickupLocation[],
  position: GeoPoint | null,
): PickupEntry[] {
  const sorted = [...locations].sort(alphabetical)
  if (!position) return sorted.map((location) => ({ location, km: null }))
  return byDistance(sorted, position).map(({ item, km }) => ({ location: item, km }))
}

/** The stores shown: all, or the first five plus the chosen one when it is further down. */
export function shownPickupEntries(
  ordered: readonly PickupEntry[],
  { showAll, chosen }: { showAll: boolean; chosen: string },
): PickupEntry[] {
  if (showAll || ordered.length <= PICKUP_SHOWN_FIRST) return [...ordered]
  const first = ordered.slice(0, PICKUP_SHOWN_FIRST)
  const chosenEntry = ordered.find((e) => e.location.locationCode === chosen)
  return chosenEntry && !first.includes(chosenEntry) ? [...first, chosenEntry] : first
}

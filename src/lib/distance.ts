// Distance over the earth between two places (the shopper and a store), by the haversine formula,
// and a list ordered by it: the stores page and the Click & Collect choice sort with it.

export interface GeoPoint {
  latitude: number
  longitude: number
}

/** The earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points in kilometres (haversine; within 0.5 % of the true one). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The items with their distance from `from`, nearest first; items without a place (null
 * coordinates) come last, in their own order. Equal distances keep their order (a stable sort).
 */
export function byDistance<T extends { latitude: number | null; longitude: number | null }>(
  items: readonly T[],
  from: GeoPoint,
): { item: T; km: number | null }[] {
  return items
    .map((item) => ({
      item,
      km:
        item.latitude === null || item.longitude === null
          ? null
          : distanceKm(from, { latitude: item.latitude, longitude: item.longitude }),
    }))
    .sort((a, b) => (a.km === null ? (b.km === null ? 0 : 1) : b.km === null ? -1 : a.km - b.km))
}

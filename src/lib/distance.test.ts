import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { byDistance, distanceKm } from './distance'

const amsterdam = { latitude: 52.3667, longitude: 4.8702 } // Kinkerstraat
const utrecht = { latitude: 52.1031, longitude: 5.1003 }
const maastricht = { latitude: 50.8492, longitude: 5.7003 }

const point = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
})

describe('distanceKm (haversine)', () => {
  it('gives the arc of a degree along a meridian and along the equator', () => {
    // One degree of arc is R × π / 180 = 111.195 km on the mean radius.
    const degree = (6371.0088 * Math.PI) / 180
    expect(distanceKm({ latitude: 52, longitude: 5 }, { latitude: 53, longitude: 5 })).toBeCloseTo(
      degree,
      6,
    )
    expect(distanceKm({ latitude: 0, longitude: 4 }, { latitude: 0, longitude: 5 })).toBeCloseTo(
      degree,
      6,
    )
    expect(distanceKm(utrecht, utrecht)).toBe(0)
  })

  it('agrees with the spherical law of cosines (another formula) between Dutch stores', () => {
    const cosines = (a: typeof amsterdam, b: typeof amsterdam) => {
      const r = Math.PI / 180
      const c =
        Math.sin(a.latitude * r) * Math.sin(b.latitude * r) +
        Math.cos(a.latitude * r) *
          Math.cos(b.latitude * r) *
          Math.cos((b.longitude - a.longitude) * r)
      return 6371.0088 * Math.acos(Math.min(1, c))
    }
    expect(distanceKm(amsterdam, utrecht)).toBeCloseTo(cosines(amsterdam, utrecht), 3)
    expect(distanceKm(amsterdam, maastricht)).toBeCloseTo(cosines(amsterdam, maastricht), 3)
    // And Amsterdam to Utrecht is the 30-odd km everyone knows.
    expect(distanceKm(amsterdam, utrecht)).toBeGreaterThan(30)
    expect(distanceKm(amsterdam, utrecht)).toBeLessThan(40)
  })

  it('is symmetric, never negative and at most half the earth round', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6)
        expect(distanceKm(b, a)).toBeCloseTo(d, 6)
      }),
    )
  })

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-6)
      }),
    )
  })
})

describe('byDistance', () => {
  it('orders nearest first, with the distance; places without coordinates last', () => {
    const stores = [
      { name: 'Maastricht', ...maastricht },
      { name: 'Zonder plek', latitude: null, longitude: null },
      { name: 'Utrecht', ...utrecht },
      { name: 'Amsterdam', ...amsterdam },
    ]
    const sorted = byDistance(stores, { latitude: 52.09, longitude: 5.12 }) // Utrecht centre
    expect(sorted.map((s) => s.item.name)).toEqual([
      'Utrecht',
      'Amsterdam',
      'Maastricht',
      'Zonder plek',
    ])
    expect(sorted[0]!.km).toBeLessThan(3)
    expect(sorted[3]!.km).toBeNull()
  })
})

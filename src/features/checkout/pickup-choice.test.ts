import { describe, expect, it } from 'vitest'
import type { PickupLocation } from '@/api/aspos/checkout'
import { orderPickupLocations, PICKUP_SHOWN_FIRST, shownPickupEntries } from './pickup-choice'

const store = (
  name: string,
  latitude: number | null,
  longitude: number | null,
): PickupLocation => ({
  locationCode: name.slice(0, 3).toUpperCase(),
  name: `Dier & Ruiter ${name}`,
  companyName: '',
  street: 'Straat',
  houseNumber: '1',
  houseNumberExtension: '',
  postalCode: '1234 AB',
  city: name,
  latitude,
  longitude,
  openingHours: [],
})

const locations = [
  store('Utrecht', 52.1031, 5.1003),
  store('Amsterdam', 52.3667, 4.8702),
  store('Zwolle', 52.5061, 6.0952),
  store('Eindhoven', 51.4542, 5.4771),
  store('Groningen', 53.2051, 6.5581),
  store('Maastricht', 50.8492, 5.7003),
  store('Den Haag', 52.0921, 4.2862),
]

const names = (entries: { location: PickupLocation }[]) => entries.map((e) => e.location.city)

describe('orderPickupLocations', () => {
  it('lists the stores alphabetically without a location, without distances', () => {
    const ordered = orderPickupLocations(locations, null)
    expect(names(ordered)).toEqual([
      'Amsterdam',
      'Den Haag',
      'Eindhoven',
      'Groningen',
      'Maastricht',
      'Utrecht',
      'Zwolle',
    ])
    expect(ordered.every((e) => e.km === null)).toBe(true)
  })

  it('lists them nearest first with their distance once the location is known', () => {
    // Near Maastricht station.
    const ordered = orderPickupLocations(locations, { latitude: 50.85, longitude: 5.705 })
    expect(names(ordered).slice(0, 3)).toEqual(['Maastricht', 'Eindhoven', 'Utrecht'])
    expect(ordered[0]!.km).toBeLessThan(1)
    expect(ordered.map((e) => e.km)).toEqual([...ordered.map((e) => e.km)].sort((a, b) => a! - b!))
  })
})

describe('shownPickupEntries', () => {
  const ordered = orderPickupLocations(locations, null)

  it('shows five stores first, and all of them on request', () => {
    expect(shownPickupEntries(ordered, { showAll: false, chosen: '' })).toHaveLength(
      PICKUP_SHOWN_FIRST,
    )
    expect(shownPickupEntries(ordered, { showAll: true, chosen: '' })).toHaveLength(7)
  })

  it('keeps a chosen store in view when it is not among the first five', () => {
    const shown = shownPickupEntries(ordered, { showAll: false, chosen: 'ZWO' })
    expect(names(shown)).toEqual([
      'Amsterdam',
      'Den Haag',
      'Eindhoven',
      'Groningen',
      'Maastricht',
      'Zwolle',
    ])
    expect(shownPickupEntries(ordered, { showAll: false, chosen: 'AMS' })).toHaveLength(5)
  })
})

// The shopper's location, for sorting stores by distance: asked from the browser (Geolocation API)
// only when the shopper taps "Gebruik mijn locatie", kept in memory for this visit (the stores page
// and the Click & Collect choice share it, so the checkout does not ask again) and never stored.
// A refusal, a failure or no answer at all ends in a state the list explains; the list itself keeps
// its order then. A change of identity forgets the location (a shared device).
import { create } from 'zustand'
import type { GeoPoint } from '@/lib/distance'
import { onIdentityChanged } from './session-store'

export type LocationStatus = 'idle' | 'locating' | 'found' | 'denied' | 'unavailable'

interface LocationState {
  status: LocationStatus
  position: GeoPoint | null
}

const initial: LocationState = { status: 'idle', position: null }

const useLocationStore = create<LocationState>(() => initial)

export const useLocationStatus = () => useLocationStore((s) => s.status)
export const useShopperPosition = () => useLocationStore((s) => s.position)

/**
 * How long the shop waits for an answer before it says it has none: the browser's own timeout
 * starts only once the shopper allowed it, so a permission prompt left open would spin forever.
 * A position that still comes in later is taken.
 */
export const LOCATION_WAIT_MS = 15_000

let asking = 0

/** The shopper tapped "Gebruik mijn locatie": ask the browser once. */
export function locationAsked(): void {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
  if (!geolocation) {
    useLocationStore.setState({ status: 'unavailable' })
    return
  }
  const request = ++asking
  useLocationStore.setState({ status: 'locating' })
  const current = () => request === asking
  const giveUp = setTimeout(() => {
    if (current() && useLocationStore.getState().status === 'locating')
      useLocationStore.setState({ status: 'unavailable' })
  }, LOCATION_WAIT_MS)
  geolocation.getCurrentPosition(
    (found) => {
      clearTimeout(giveUp)
      if (!current()) return
      const { latitude, longitude } = found.coords
      useLocationStore.setState({ status: 'found', position: { latitude, longitude } })
    },
    (error) => {
      clearTimeout(giveUp)
      if (!current()) return
      // Keep a position found before (a second tap that fails does not undo the sort).
      const denied = error.code === error.PERMISSION_DENIED
      useLocationStore.setState((s) =>
        s.position ? { status: 'found' } : { status: denied ? 'denied' : 'unavailable' },
      )
    },
    // A city-level position is enough for "3,2 km"; one of the last 5 minutes will do.
    { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: LOCATION_WAIT_MS },
  )
}

/** Forgets the location (tests, and a change of identity). */
export function locationForgotten(): void {
  asking++
  useLocationStore.setState(initial)
}

onIdentityChanged(() => locationForgotten())

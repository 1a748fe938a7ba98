// The shopper's location: asked only when tapped; a refusal, a failure, no answer and no
// Geolocation API each end in a state the list can explain.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import {
  LOCATION_WAIT_MS,
  locationAsked,
  locationForgotten,
  useLocationStatus,
  useShopperPosition,
} from './location-store'

type Success = (position: { coords: { latitude: number; longitude: number } }) => void
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void

let calls: { success: Success; failure: Failure }[] = []
const geolocation = {
  getCurrentPosition: vi.fn((success: Success, failure: Failure) => {
    calls.push({ success, failure })
  }),
}

function state() {
  const status = renderHook(() => useLocationStatus()).result.current
  const position = renderHook(() => useShopperPosition()).result.current
  return { status, position }
}

beforeEach(() => {
  vi.useFakeTimers()
  calls = []
  geolocation.getCurrentPosition.mockClear()
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true })
  locationForgotten()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('location store', () => {
  it('asks nothing until the shopper taps', () => {
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled()
    expect(state()).toEqual({ status: 'idle', position: null })
  })

  it('keeps the position the browser gives', () => {
    act(() => locationAsked())
    expect(state().status).toBe('locating')
    act(() => calls[0]!.success({ coords: { latitude: 52.09, longitude: 5.12 } }))
    expect(state()).toEqual({ status: 'found', position: { latitude: 52.09, longitude: 5.12 } })
  })

  it('says so when the shopper refuses, and when the browser cannot tell', () => {
    act(() => locationAsked())
    act(() => calls[0]!.failure({ code: 1, PERMISSION_DENIED: 1 }))
    expect(state()).toEqual({ status: 'denied', position: null })
    act(() => locationAsked())
    act(() => calls[1]!.failure({ code: 2, PERMISSION_DENIED: 1 }))
    expect(state()).toEqual({ status: 'unavailable', position: null })
  })

  it('gives up waiting when no answer comes, and still takes a late one', () => {
    act(() => locationAsked())
    act(() => vi.advanceTimersByTime(LOCATION_WAIT_MS))
    expect(state().status).toBe('unavailable')
    act(() => calls[0]!.success({ coords: { latitude: 51.44, longitude: 5.47 } }))
    expect(state().status).toBe('found')
  })

  it('a refusal after a found position keeps the sort', () => {
    act(() => locationAsked())
    act(() => calls[0]!.success({ coords: { latitude: 52.09, longitude: 5.12 } }))
    act(() => locationAsked())
    act(() => calls[1]!.failure({ code: 1, PERMISSION_DENIED: 1 }))
    expect(state().status).toBe('found')
  })

  it('without a Geolocation API the location is unavailable', () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true })
    act(() => locationAsked())
    expect(state().status).toBe('unavailable')
  })
})

import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMinuteClock } from './use-minute-clock'

describe('useMinuteClock', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-02T16:59:30Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('reads the time at mount and renews it just past each whole minute, not before', () => {
    const { result } = renderHook(() => useMinuteClock())
    expect(result.current.toISOString()).toBe('2026-03-02T16:59:30.000Z')
    // Still the same minute: nothing moves.
    act(() => vi.advanceTimersByTime(29_000))
    expect(result.current.toISOString()).toBe('2026-03-02T16:59:30.000Z')
    // Past 17:00: the minute that has begun is shown.
    act(() => vi.advanceTimersByTime(1_100))
    expect(result.current.getUTCHours()).toBe(17)
    expect(result.current.getUTCMinutes()).toBe(0)
    // And again a minute later, without drifting.
    act(() => vi.advanceTimersByTime(60_000))
    expect(result.current.getUTCMinutes()).toBe(1)
    expect(result.current.getUTCSeconds()).toBe(0)
  })

  it('stops ticking once the component is gone', () => {
    const { unmount } = renderHook(() => useMinuteClock())
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

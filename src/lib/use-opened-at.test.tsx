import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useOpenedAt } from './use-opened-at'

describe('useOpenedAt', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-02T23:59:50Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('keeps the moment of opening through time and re-renders, so a price never flips mid-view', () => {
    const { result, rerender } = renderHook(() => useOpenedAt())
    const opened = result.current
    expect(opened.toISOString()).toBe('2026-03-02T23:59:50.000Z')
    act(() => vi.advanceTimersByTime(5 * 60_000))
    rerender()
    expect(result.current).toBe(opened)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is read anew when the page is opened again', () => {
    const first = renderHook(() => useOpenedAt())
    first.unmount()
    vi.setSystemTime(new Date('2026-03-03T00:00:10Z'))
    const second = renderHook(() => useOpenedAt())
    expect(second.result.current.toISOString()).toBe('2026-03-03T00:00:10.000Z')
  })
})

// The debounce under the search box: only a value that stayed put for the delay comes through.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useDebouncedValue } from './use-debounced-value'

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('passes only the last value, 200 ms after the last change', () => {
    const seen: string[] = []
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 200)
        if (seen.at(-1) !== debounced) seen.push(debounced)
        return debounced
      },
      { initialProps: { value: '' } },
    )
    for (const value of ['k', 'ka', 'kat', 'katt']) {
      rerender({ value })
      act(() => vi.advanceTimersByTime(150))
    }
    expect(seen).toEqual([''])
    act(() => vi.advanceTimersByTime(49))
    expect(seen).toEqual([''])
    act(() => vi.advanceTimersByTime(1))
    expect(seen).toEqual(['', 'katt'])
  })
})

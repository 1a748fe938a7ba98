import { describe, expect, it, vi } from 'vitest'
import { lazy } from './lazy'

describe('lazy', () => {
  it('makes nothing until first asked, then makes the value once', () => {
    const make = vi.fn(() => ({ made: true }))
    const get = lazy(make)
    expect(make).not.toHaveBeenCalled()
    const first = get()
    expect(get()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('keeps a made value that is falsy instead of making it again', () => {
    const make = vi.fn(() => undefined)
    const get = lazy(make)
    get()
    get()
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('tries again when making failed', () => {
    let calls = 0
    const get = lazy(() => {
      calls += 1
      if (calls === 1) throw new Error('not yet')
      return calls
    })
    expect(get).toThrow('not yet')
    expect(get()).toBe(2)
  })
})

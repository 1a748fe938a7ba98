import { afterEach, describe, expect, it, vi } from 'vitest'
import { settle } from './settle'

describe('settle', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves as soon as the work is done', async () => {
    await expect(settle(Promise.resolve('data'), 60_000)).resolves.toBeUndefined()
  })

  it('resolves when the time is up, even if the work never ends', async () => {
    vi.useFakeTimers()
    let done = false
    void settle(new Promise(() => {}), 1200).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(1199)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('never rejects: a failed request is for the page to show', async () => {
    await expect(settle(Promise.reject(new Error('500')), 60_000)).resolves.toBeUndefined()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { importWhenOnline } from './import-when-online'

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)
}

describe('importWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks())

  it('offline, waits for the connection and loads the part then', async () => {
    setOnline(false)
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('footer')
    const loaded = importWhenOnline(load)
    await Promise.resolve()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toBe('footer')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('online, a load the browser stopped (back or forward while loading) loads on the second try', async () => {
    setOnline(true)
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('footer')
    await expect(importWhenOnline(load)).resolves.toBe('footer')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('online, a load that fails twice fails (a new release removed the file)', async () => {
    setOnline(true)
    const error = new TypeError('Failed to fetch dynamically imported module')
    const load = vi.fn().mockRejectedValue(error)
    await expect(importWhenOnline(load)).rejects.toBe(error)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

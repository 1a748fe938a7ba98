import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 1_000_000
    const deps = { storage, reload, now: () => now }
    expect(reloadAfterChunkError(deps)).toBe(true)
    now += CHUNK_RELOAD_GUARD_MS - 1
    expect(reloadAfterChunkError(deps)).toBe(false)
    now += 1
    expect(reloadAfterChunkError(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads while offline: the failed load is the network, and a reload would show the browser error', () => {
    const reload = vi.fn()
    let online = false
    const deps = { storage: memoryStorage(), reload, now: () => 1_000_000, online: () => online }
    expect(reloadAfterChunkError(deps)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    online = true
    expect(reloadAfterChunkError(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('failedForTheFirstTime', () => {
  it('lets a file fail once before it counts, and drops a failed stylesheet link', async () => {
    const { failedForTheFirstTime } = await import('./chunk-reload')
    const module = new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js')
    expect(failedForTheFirstTime(module)).toBe(true)
    expect(failedForTheFirstTime(module)).toBe(false)
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/assets/b-2.css'
    document.head.append(link)
    expect(failedForTheFirstTime(new Error('Unable to preload CSS for /assets/b-2.css'))).toBe(true)
    expect(link.isConnected).toBe(false)
    expect(failedForTheFirstTime(new Error('Importing a module script failed.'))).toBe(false)
  })
})

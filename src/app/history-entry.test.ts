// The first history entry of a document gets a key of its own, kept on a reload or back/forward.
import { describe, expect, it } from 'vitest'
import { keyThisHistoryEntry } from './history-entry'

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next
    },
  }
  return history
}

describe('keyThisHistoryEntry', () => {
  it('gives a fresh entry (no state) a key, so it shares no saved scroll position', () => {
    const a = fakeHistory(null)
    const b = fakeHistory(null)
    keyThisHistoryEntry(a as unknown as History)
    keyThisHistoryEntry(b as unknown as History)
    const keyA = (a.state as { key: string }).key
    expect(keyA).toMatch(/^[a-z0-9]+$/)
    expect(keyA).not.toBe('default')
    expect((b.state as { key: string }).key).not.toBe(keyA)
  })

  it('keeps the key an entry already has (a reload, back or forward) and the rest of its state', () => {
    const h = fakeHistory({ key: 'k1', idx: 2, usr: { from: '/' } })
    keyThisHistoryEntry(h as unknown as History)
    expect(h.state).toEqual({ key: 'k1', idx: 2, usr: { from: '/' } })
    const noKey = fakeHistory({ idx: 0 })
    keyThisHistoryEntry(noKey as unknown as History)
    expect(noKey.state).toMatchObject({ idx: 0, key: expect.any(String) })
  })
})

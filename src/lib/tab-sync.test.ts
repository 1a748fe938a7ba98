import { describe, expect, it, vi } from 'vitest'
import { storageKeys } from './storage'
import { createTabSync, type TabMessage } from './tab-sync'

describe('createTabSync', () => {
  it('carries messages over a BroadcastChannel, to the other tab only', async () => {
    const name = `tabs-${Math.random()}`
    const channels = [new BroadcastChannel(name), new BroadcastChannel(name)] as const
    const here = createTabSync({ channel: channels[0], events: null })
    const there = createTabSync({ channel: channels[1], events: null })
    const heardHere = vi.fn()
    const heardThere = vi.fn<(message: TabMessage) => void>()
    here.listen(heardHere)
    there.listen(heardThere)
    here.announce({ type: 'cart-changed' })
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledWith({ type: 'cart-changed' }))
    expect(heardHere).not.toHaveBeenCalled()
    channels.forEach((channel) => channel.close())
  })

  it('falls back to the storage event, leaves nothing in storage and ignores what is not its own', () => {
    const events = new EventTarget()
    const sync = createTabSync({
      channel: null,
      events: events as unknown as Pick<Window, 'addEventListener'>,
    })
    const heard = vi.fn()
    sync.listen(heard)
    sync.announce({ type: 'identity-changed' })
    expect(localStorage.getItem(storageKeys.tabSync)).toBeNull()

    const storageEvent = (key: string, newValue: string | null) =>
      events.dispatchEvent(new StorageEvent('storage', { key, newValue }))
    storageEvent(storageKeys.tabSync, JSON.stringify({ type: 'wish-list-changed', at: 1 }))
    storageEvent(storageKeys.tabSync, JSON.stringify({ type: 'something-else' }))
    storageEvent(storageKeys.tabSync, '{not json')
    storageEvent(storageKeys.tabSync, null)
    storageEvent('authToken', JSON.stringify({ type: 'cart-changed' }))
    expect(heard.mock.calls).toEqual([[{ type: 'wish-list-changed' }]])
  })
})

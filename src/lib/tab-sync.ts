// Every tab tells the truth: a change made in one tab of the shop reaches its other tabs, which
// then read again what changed (the cart, the wish list) or take the new identity over (a login or
// a logout). BroadcastChannel carries the message; where it is missing, a write to localStorage
// does (the other tabs hear it as a `storage` event). A message only names what changed, never a
// token or a shopper's data: each tab reads those itself.
import { removeStorage, storageKeys, writeStorage } from './storage'

export type TabMessage =
  { type: 'cart-changed' } | { type: 'wish-list-changed' } | { type: 'identity-changed' }

export type TabMessageType = TabMessage['type']

const CHANNEL_NAME = 'dierenwinkel-tabs'
const types: readonly unknown[] = ['cart-changed', 'wish-list-changed', 'identity-changed']
const asMessage = (data: unknown): TabMessage | null => {
  const type = (data as { type?: unknown } | null)?.type
  return types.includes(type) ? { type: type as TabMessageType } : null
}

type Listener = (message: TabMessage) => void

/** What a tab needs to talk to its sisters; tests pass their own. */
export interface TabSyncTransport {
  /** A BroadcastChannel, or null where there is none (then localStorage carries the message). */
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null
  /** Where `storage` events arrive (the window); with no channel either, the tab is alone. */
  events: Pick<Window, 'addEventListener'> | null
}

export interface TabSync {
  /** Tells the other tabs (never this one) what changed here. */
  announce: (message: TabMessage) => void
  /** Calls `listener` for each message another tab sent; returns the unsubscribe. */
  listen: (listener: Listener) => () => void
}

export function createTabSync({ channel, events }: TabSyncTransport): TabSync {
  const listeners = new Set<Listener>()
  const deliver = (data: unknown) => {
    const message = asMessage(data)
    if (message) listeners.forEach((listener) => listener(message))
  }
  if (channel) channel.addEventListener('message', (event) => deliver(event.data))
  else
    events?.addEventListener('storage', (event: StorageEvent) => {
      if (event.key !== storageKeys.tabSync || !event.newValue) return
      try {
        deliver(JSON.parse(event.newValue))
      } catch {
        // Not ours to read: ignored.
      }
    })
  return {
    announce(message) {
      if (channel) {
        channel.postMessage(message)
        return
      }
      if (!events) return
      // A new value each time (the same value twice raises no event); removed at once, so nothing
      // stays in storage. Other tabs hear the write; this tab hears neither.
      writeStorage(
        storageKeys.tabSync,
        JSON.stringify({ ...message, at: Date.now() + Math.random() }),
      )
      removeStorage(storageKeys.tabSync)
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The page's own link to its other tabs; none in unit tests (their files share one process). */
function pageTransport(): TabSyncTransport {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test')
    return { channel: null, events: null }
  return {
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null,
    events: window,
  }
}

const pageSync = createTabSync(pageTransport())

/** Tells the shop's other tabs that something changed in this one. */
export const tabAnnounced = (message: TabMessage): void => pageSync.announce(message)

/** Listens to what the shop's other tabs announce. */
export const onOtherTab = (listener: Listener): (() => void) => pageSync.listen(listener)

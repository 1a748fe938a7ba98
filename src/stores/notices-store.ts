// Notices (toasts): shown for 5 s by default. Module-level `notify` works outside React too.
import { create } from 'zustand'

export type NoticeTone = 'success' | 'danger' | 'info' | 'warning'

export interface Notice {
  id: number
  tone: NoticeTone
  message: string
  /** A second, separate line (a server's reason) under a message that must stand alone. */
  detail?: string
  /**
   * The path of the page that shows in full what the notice announces (the cart page for "Product
   * toegevoegd aan de winkelmandje."): arriving there dismisses it, so it never stands over that
   * page's content (noticesSeenOn).
   */
  seenOn?: string
}

const NOTICE_DURATION_MS = 5000

interface NoticesState {
  notices: Notice[]
  /**
   * A modal layer shows the notices inside itself (the add-to-cart layer: the page behind a modal
   * dialog is inert, its live regions unheard); the corner shows none meanwhile.
   */
  hosts: number
}

export const useNoticesStore = create<NoticesState>(() => ({ notices: [], hosts: 0 }))

/** A layer starts showing the notices (call the returned function when it stops). */
export function noticesHosted(): () => void {
  useNoticesStore.setState((state) => ({ hosts: state.hosts + 1 }))
  return () => useNoticesStore.setState((state) => ({ hosts: state.hosts - 1 }))
}

let nextId = 1

export function noticeDismissed(id: number): void {
  useNoticesStore.setState((state) => ({ notices: state.notices.filter((n) => n.id !== id) }))
}

export function notify(
  message: string,
  tone: NoticeTone = 'success',
  durationMs = NOTICE_DURATION_MS,
  detail?: string,
  seenOn?: string,
): number {
  const id = nextId++
  const notice: Notice = { id, tone, message, ...(detail && { detail }), ...(seenOn && { seenOn }) }
  useNoticesStore.setState((state) => ({ notices: [...state.notices, notice] }))
  if (durationMs > 0) setTimeout(() => noticeDismissed(id), durationMs)
  return id
}

/**
 * Adds `detail` as the second line of a notice still shown (the welcome after a login gets what
 * that login finished: one notice, not two stacked); false when it has gone.
 */
export function noticeDetailAdded(id: number, detail: string): boolean {
  if (!useNoticesStore.getState().notices.some((n) => n.id === id)) return false
  useNoticesStore.setState((state) => ({
    notices: state.notices.map((n) => (n.id === id ? { ...n, detail } : n)),
  }))
  return true
}

/** The shopper reached `path`: the notices announcing what that page shows go (Notice.seenOn). */
export function noticesSeenOn(path: string): void {
  if (!useNoticesStore.getState().notices.some((n) => n.seenOn === path)) return
  useNoticesStore.setState((state) => ({ notices: state.notices.filter((n) => n.seenOn !== path) }))
}

export const useNotices = () => useNoticesStore((state) => state.notices)
export const useNoticesHosted = () => useNoticesStore((state) => state.hosts > 0)

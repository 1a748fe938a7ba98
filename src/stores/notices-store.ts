// Notices (toasts): shown for 5 s by default. Module-level `notify` works outside React too.
import { create } from 'zustand'

export type NoticeTone = 'success' | 'danger' | 'info' | 'warning'

export interface Notice {
  id: number
  tone: NoticeTone
  message: string
  /** A second, separate line (a server's reason) under a message that must stand alone. */
  detail?: string
}

const NOTICE_DURATION_MS = 5000

interface NoticesState {
  notices: Notice[]
}

export const useNoticesStore = create<NoticesState>(() => ({ notices: [] }))

let nextId = 1

export function noticeDismissed(id: number): void {
  useNoticesStore.setState((state) => ({ notices: state.notices.filter((n) => n.id !== id) }))
}

export function notify(
  message: string,
  tone: NoticeTone = 'success',
  durationMs = NOTICE_DURATION_MS,
  detail?: string,
): number {
  const id = nextId++
  const notice: Notice = detail ? { id, tone, message, detail } : { id, tone, message }
  useNoticesStore.setState((state) => ({ notices: [...state.notices, notice] }))
  if (durationMs > 0) setTimeout(() => noticeDismissed(id), durationMs)
  return id
}

export const useNotices = () => useNoticesStore((state) => state.notices)

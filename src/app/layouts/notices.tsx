// Notices (toasts, max 350 px wide, inside the viewport): announced politely, errors assertively.
// While the add-to-cart layer shows them (a modal dialog: the rest of the page is inert, its live
// regions unheard), the corner shows none. A notice about a page leaves when the shopper reaches it.
import { NoticeList } from '@/components/notice-list'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { noticesSeenOn, useNotices, useNoticesHosted } from '@/stores/notices-store'
import { useFirstScreen } from '@/lib/first-screen-mode'

const NONE: never[] = []

export function Notices() {
  const { pathname } = useLocation()
  // A notice about the cart ("Product toegevoegd aan de winkelmandje.") leaves when the shopper
  // goes to the cart within its 5 s: the page says it in full, and the notice would stand over it.
  useEffect(() => noticesSeenOn(pathname), [pathname])
  const current = useNotices()
  const shownInLayer = useNoticesHosted()
  // The static first screen has none: a notice raised before the app was adopted shows right after.
  const notices = useFirstScreen() || shownInLayer ? NONE : current
  return <NoticeList notices={notices} className="notices toast-container position-fixed p-3" />
}

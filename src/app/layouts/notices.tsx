// Notices (toasts, max 350 px wide, inside the viewport): announced politely, errors assertively.
// While the add-to-cart layer shows them (a modal dialog: the rest of the page is inert, its live
// regions unheard), the corner shows none.
import { NoticeList } from '@/components/notice-list'
import { useNotices, useNoticesHosted } from '@/stores/notices-store'
import { useFirstScreen } from '@/lib/first-screen-mode'

const NONE: never[] = []

export function Notices() {
  const current = useNotices()
  const shownInLayer = useNoticesHosted()
  // The static first screen has none: a notice raised before the app was adopted shows right after.
  const notices = useFirstScreen() || shownInLayer ? NONE : current
  return <NoticeList notices={notices} className="notices toast-container position-fixed p-3" />
}

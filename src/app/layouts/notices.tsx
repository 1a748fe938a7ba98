// Notices (toasts, max 350 px wide): announced politely, errors assertively.
import { noticeDismissed, useNotices, type NoticeTone } from '@/stores/notices-store'
import { common } from '@/messages/nl/common'
import { useFirstScreen } from '@/lib/first-screen-mode'

const NONE: never[] = []

// Each tone's class written out in full: the build keeps only class names it reads in the source.
const toneClass: Record<NoticeTone, string> = {
  success: 'toast show align-items-center border-0 notice-success',
  danger: 'toast show align-items-center border-0 notice-danger',
  info: 'toast show align-items-center border-0 notice-info',
  warning: 'toast show align-items-center border-0 notice-warning',
}

export function Notices() {
  const current = useNotices()
  // The static first screen has none: a notice raised before the app was adopted shows right after.
  const notices = useFirstScreen() ? NONE : current
  return (
    <div
      className="notices toast-container position-fixed p-3"
      aria-live="polite"
      aria-relevant="additions"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={toneClass[notice.tone]}
          role={notice.tone === 'danger' ? 'alert' : 'status'}
        >
          <div className="d-flex">
            <div className="toast-body">
              {notice.message}
              {notice.detail && <span className="d-block mt-1">{notice.detail}</span>}
            </div>
            <button
              type="button"
              className="btn-close me-2 m-auto"
              aria-label={common.actions.close}
              onClick={() => noticeDismissed(notice.id)}
            />
          </div>
        </div>
      ))}
    </div>
  )
}

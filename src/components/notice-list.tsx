// The notices (toasts) themselves, in their live region: errors as alerts, the rest as status. The
// shell shows them in the corner (app/layouts/notices.tsx); a modal layer that makes the page inert
// shows them inside itself meanwhile (the add-to-cart layer), so they are seen and announced.
import { common } from '@/messages/nl/common'
import { noticeDismissed, type Notice, type NoticeTone } from '@/stores/notices-store'

// Each tone's class written out in full: the build keeps only class names it reads in the source.
const toneClass: Record<NoticeTone, string> = {
  success: 'toast show align-items-center border-0 notice-success',
  danger: 'toast show align-items-center border-0 notice-danger',
  info: 'toast show align-items-center border-0 notice-info',
  warning: 'toast show align-items-center border-0 notice-warning',
}

export function NoticeList({
  notices,
  className,
}: {
  notices: readonly Notice[]
  className: string
}) {
  return (
    <div className={className} aria-live="polite" aria-relevant="additions">
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

// The inside of a dialog: its heading (the dialog's accessible name, by titleId) with the close
// button, and its body. One home for the modal dialogs (modal.tsx) and the phone menu's panel
// (slide-in-panel.tsx).
import type { ReactNode } from 'react'
import { common } from '@/messages/nl/common'

interface DialogFrameProps {
  titleId: string
  title: ReactNode
  /** Hide the visible heading (it stays the accessible name). */
  hideTitle?: boolean
  onClose: () => void
  children: ReactNode
}

export function DialogFrame({ titleId, title, hideTitle, onClose, children }: DialogFrameProps) {
  return (
    <>
      <div className="app-modal-header">
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'h5 mb-0'}>
          {title}
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label={common.actions.close}
          onClick={onClose}
        />
      </div>
      <div className="app-modal-body">{children}</div>
    </>
  )
}

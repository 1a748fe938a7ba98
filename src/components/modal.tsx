// An accessible modal dialog or slide-in panel on the native <dialog>: the browser traps focus and
// makes the rest inert; Escape closes; focus returns to where it was.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { common } from '@/messages/nl/common'

interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** 'dialog' is centred; 'start'/'end' slide in from a side (320 px). */
  placement?: 'dialog' | 'start' | 'end'
  size?: 'sm' | 'md' | 'lg'
  /** Hide the visible heading (it stays the accessible name). */
  hideTitle?: boolean
  /**
   * Build the dialog and its body while it is closed (hidden, out of the accessibility tree), so
   * that opening only shows them: for a panel opened with one tap, whose body the caller keeps.
   */
  prepared?: boolean
}

// Each placement's and size's class written out in full: the build keeps only class names it reads
// in the source.
const placementClass = { dialog: '', start: ' app-modal-start', end: ' app-modal-end' } as const
const sizeClass = { sm: ' app-modal-sm', md: '', lg: ' app-modal-lg' } as const

export function Modal({
  open,
  onClose,
  title,
  children,
  placement = 'dialog',
  size = 'md',
  hideTitle,
  prepared = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const returnFocus = useRef<HTMLElement | null>(null)
  // The <dialog> joins the page the first time it opens (or at once when prepared): a page with
  // closed modals lays out nothing for them, and nothing is measured before a modal is wanted.
  const [wanted, setWanted] = useState(open || prepared)
  if (open && !wanted) setWanted(true)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      returnFocus.current?.focus?.()
    }
  }, [open, wanted])

  if (!wanted) return null
  return (
    // The backdrop click is a mouse shortcut; keyboard users close with Escape (onCancel) or the
    // close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`app-modal${placementClass[placement]}${sizeClass[size]}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {(open || prepared) && (
        <div className="app-modal-content">
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
        </div>
      )}
    </dialog>
  )
}

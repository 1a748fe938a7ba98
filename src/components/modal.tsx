// An accessible modal dialog on the native <dialog>: the browser makes the rest inert, and Tab
// goes round inside it (focus-wrap.ts); Escape closes; focus returns to where it was. The phone menu, opened with one tap, is a
// slide-in panel instead (slide-in-panel.tsx): making the page inert restyles all of it. So is a
// dialog opened by a tap that must answer at once (the add-to-cart layer): `inPage` shows it without
// making the page inert (decision 020's way), over a dimmed layer of its own.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { DialogFrame } from './dialog-frame'
import { wrapTab } from './focus-wrap'

interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** 'full': the whole screen (a phone's sheet), its body scrolling between header and footer. */
  size?: 'sm' | 'md' | 'lg' | 'full'
  /** Hide the visible heading (it stays the accessible name). */
  hideTitle?: boolean
  /**
   * On a phone, a bottom sheet: the whole width, from the bottom up (its styles come with the
   * dialog that asks for it, e.g. styles/features/added-layer.scss).
   */
  sheet?: boolean
  /**
   * Shown with show(), not showModal(): the page is not made inert, which restyled every element of
   * it in the tap that opened the dialog (670 on a listing). The dialog keeps the focus itself (Tab
   * goes round inside it, Escape and a tap on the dimmed layer close it), and aria-modal tells
   * assistive technology the rest is out of reach, as the phone menu does (slide-in-panel.tsx).
   */
  inPage?: boolean
}

// Each size's class written out in full: the build keeps only class names it reads in the source.
const sizeClass = {
  sm: ' app-modal-sm',
  md: '',
  lg: ' app-modal-lg',
  full: ' app-modal-full',
} as const

export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'md',
  hideTitle,
  sheet,
  inPage,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const returnFocus = useRef<HTMLElement | null>(null)
  // The <dialog> joins the page the first time it opens: a page with closed modals lays out nothing
  // for them, and nothing is measured before a modal is wanted.
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      if (inPage && typeof dialog.show === 'function') dialog.show()
      else if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      returnFocus.current?.focus?.()
    }
  }, [open, wanted, inPage])

  if (!wanted) return null
  const dialog = (
    // The backdrop click is a mouse shortcut; keyboard users close with Escape (onCancel) or the
    // close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`app-modal${sizeClass[size]}${sheet ? ' app-modal-sheet' : ''}${inPage ? ' app-modal-in-page' : ''}`}
      aria-labelledby={titleId}
      aria-modal={inPage || undefined}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // Tab goes round inside the dialog, never out to the browser's own bar.
      onKeyDown={(event) => {
        // A dialog shown in the page gets no cancel event from Escape: it closes here.
        if (inPage && event.key === 'Escape') {
          event.preventDefault()
          onClose()
          return
        }
        wrapTab(event, event.currentTarget)
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open && (
        <div className="app-modal-content">
          <DialogFrame titleId={titleId} title={title} hideTitle={hideTitle} onClose={onClose}>
            {children}
          </DialogFrame>
        </div>
      )}
    </dialog>
  )
  if (!inPage) return dialog
  return (
    <>
      {/* The dimmed page behind it: a tap there closes (keyboard users have Escape and the close
          button), as a modal's backdrop does. */}
      {open && <div className="app-modal-backdrop" aria-hidden="true" onClick={onClose} />}
      {dialog}
    </>
  )
}

// A panel that slides in from the start side over a dimmed page: the phone menu. It is built while
// closed, and styled and laid out too, unseen (visibility: hidden), so the tap that opens it only
// makes it visible. It is no modal <dialog> (components/modal.tsx): showModal() makes the rest of the
// page inert, which restyles every element of it (60–70 ms of the tap on home at 8× CPU
// slowdown), and moves the dialog into the top layer, which lays it out anew. So the panel keeps
// the focus itself, as the WAI-ARIA modal dialog pattern does: the first control takes it, Tab and
// Shift+Tab wrap inside the panel, Escape and a tap on the dimmed page beside it close it, and the
// focus goes back to where it was; aria-modal tells assistive technology that the rest of the page
// is out of reach meanwhile. Its caller renders it outside any stacking context but the root's
// (fixed, z-index 1085: over the header and the cookie prompt). Not in a portal: React would then
// listen to every event on <body> as well, and each tap paid for both.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { DialogFrame } from './dialog-frame'
import { tabStops, wrapTab } from './focus-wrap'

interface SlideInPanelProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** Kept while the panel is closed (hidden, out of the accessibility tree): opening only shows it. */
  children: ReactNode
}

export function SlideInPanel({ open, onClose, title, children }: SlideInPanelProps) {
  const panel = useRef<HTMLDivElement>(null)
  const shown = useRef(false)
  const returnFocus = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    if (open === shown.current) return
    shown.current = open
    if (open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      const first = panel.current && tabStops(panel.current)[0]
      ;(first ?? panel.current)?.focus()
    } else {
      returnFocus.current?.focus?.()
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (panel.current) wrapTab(event, panel.current)
  }

  return (
    // The dimmed page beside the panel: a tap there closes (keyboard users have Escape and the
    // close button).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={open ? 'slide-in-layer is-open' : 'slide-in-layer'}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="slide-in-panel"
      >
        <DialogFrame titleId={titleId} title={title} onClose={onClose}>
          {children}
        </DialogFrame>
      </div>
    </div>
  )
}

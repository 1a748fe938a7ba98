// The category menu under the header (large screens): top-level categories with their children
// in a panel. Each main category's '▾' is a disclosure button: a click (or Enter) opens its panel and
// a second one closes it. Resting the pointer on a category opens its panel after a short delay
// (so a pointer passing over the bar opens nothing), and leaving the menu closes it after one; a
// click on a toggle whose panel the pointer has just opened keeps it open. Escape, a click outside
// and a route change close it; Escape gives the focus back to the toggle. Its bar (with
// 'Aanbiedingen') is always there, so nothing shifts; the categories mount only at lg and up, where
// the bar is shown, and the panels' contents only once the shopper first hovers or focuses the menu:
// on a phone the menu costs nothing in the first screen.
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'
import { hrefs } from '@/lib/paths'
import { useIsLarge } from '@/lib/breakpoints'
import { useCategoryMenu } from './use-category-menu'

/** How long the pointer rests on a category before its panel opens. */
const HOVER_OPEN_MS = 150
/** How long after the pointer leaves the menu the panel it opened closes. */
const HOVER_CLOSE_MS = 200

/** The open panel, and how it opened: the pointer's panel closes when it leaves, a click's stays. */
interface OpenPanel {
  id: number
  by: 'hover' | 'click'
}

export function CategoryNav() {
  const large = useIsLarge()
  return (
    <nav className="category-nav d-none d-lg-block" aria-label={shell.header.categories}>
      <div className="container">{large ? <CategoryNavList /> : <OffersOnly />}</div>
    </nav>
  )
}

function OffersOnly() {
  return (
    <ul className="category-nav-list">
      <OffersItem />
    </ul>
  )
}

function OffersItem() {
  return (
    <li className="category-nav-item category-nav-offers">
      <Link to={hrefs.offers()} className="category-nav-link text-discount">
        {shell.header.offers}
      </Link>
    </li>
  )
}

function CategoryNavList() {
  const { data: tree } = useCategoryMenu()
  const [open, setOpen] = useState<OpenPanel | null>(null)
  // The panels' contents are built the first time the shopper reaches for the menu.
  const [engaged, setEngaged] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const timer = useRef<number | undefined>(undefined)
  const { pathname } = useLocation()

  const cancelTimer = useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = undefined
  }, [])
  useEffect(() => cancelTimer, [cancelTimer])
  useEffect(() => {
    cancelTimer()
    setOpen(null)
  }, [pathname, cancelTimer])

  useEffect(() => {
    if (open === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const item = list.current?.querySelector<HTMLElement>(`[data-category-id="${open.id}"]`)
      const focused = document.activeElement
      setOpen(null)
      // The focus goes back to the toggle when it was in this item (its panel is gone) or nowhere.
      if (item && (!focused || focused === document.body || item.contains(focused)))
        item.querySelector<HTMLElement>('.category-nav-toggle')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const pointerOn = (id: number) => {
    cancelTimer()
    if (open?.id === id) return
    // From one open panel to the next at once; from none, after the pointer has rested a moment.
    if (open) setOpen({ id, by: 'hover' })
    else timer.current = window.setTimeout(() => setOpen({ id, by: 'hover' }), HOVER_OPEN_MS)
  }
  const pointerLeft = () => {
    cancelTimer()
    timer.current = window.setTimeout(
      () => setOpen((current) => (current?.by === 'hover' ? null : current)),
      HOVER_CLOSE_MS,
    )
  }
  const toggled = (id: number) => {
    cancelTimer()
    // Open by a click: closes. Opened by the pointer a moment ago: the click means 'open', it stays.
    setOpen((current) =>
      current?.id === id && current.by === 'click' ? null : { id, by: 'click' },
    )
  }

  return (
    <ul
      ref={list}
      className="category-nav-list"
      onMouseLeave={pointerLeft}
      onMouseEnter={() => setEngaged(true)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        // Tabbing out of the menu closes its panel.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node))
          setOpen(null)
      }}
    >
      {(tree?.roots ?? []).map((node) => (
        <li
          key={node.id}
          className="category-nav-item"
          data-category-id={node.id}
          onMouseEnter={() => pointerOn(node.id)}
        >
          <Link to={hrefs.category(node.id)} className="category-nav-link">
            {node.description}
          </Link>
          {node.children.length > 0 && (
            <>
              <button
                type="button"
                className="category-nav-toggle"
                aria-expanded={open?.id === node.id}
                aria-controls={`category-panel-${node.id}`}
                aria-label={shell.header.subcategories(node.description)}
                onClick={() => toggled(node.id)}
              >
                <span aria-hidden="true">▾</span>
              </button>
              <div
                id={`category-panel-${node.id}`}
                className="category-panel"
                hidden={open?.id !== node.id}
              >
                {engaged && (
                  <div className="container">
                    <div className="row g-3">
                      {node.children.map((child) => (
                        <div key={child.id} className="col-lg-3">
                          <Link to={hrefs.category(child.id)} className="fw-bold d-block mb-1">
                            {child.description}
                          </Link>
                          <ul className="list-unstyled small mb-0">
                            {child.children.map((grandChild) => (
                              <li key={grandChild.id}>
                                <Link to={hrefs.category(grandChild.id)}>
                                  {grandChild.description}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </div>
                )}
              </div>
            </>
          )}
        </li>
      ))}
      <OffersItem />
    </ul>
  )
}

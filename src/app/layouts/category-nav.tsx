// The category menu under the header (large screens): top-level categories with their children
// in a panel that opens on hover and on keyboard focus (disclosure buttons). Its bar (with
// 'Aanbiedingen') is always there, so nothing shifts; the categories mount only at lg and up, where
// the bar is shown, and the panels' contents only once the shopper first hovers or focuses the menu:
// on a phone the menu costs nothing in the first screen.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'
import { hrefs } from '@/lib/paths'
import { useCategoryMenu } from './use-category-menu'

const LARGE = '(min-width: 992px)'

function subscribeLarge(onChange: () => void): () => void {
  const query = window.matchMedia(LARGE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True at Bootstrap's lg breakpoint and up (where the bar is shown); false when rendered ahead. */
function useIsLarge(): boolean {
  return useSyncExternalStore(
    subscribeLarge,
    () => typeof window.matchMedia === 'function' && window.matchMedia(LARGE).matches,
    () => false,
  )
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
  const [openId, setOpenId] = useState<number | null>(null)
  // The panels' contents are built the first time the shopper reaches for the menu.
  const [engaged, setEngaged] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => setOpenId(null), [pathname])
  useEffect(() => {
    if (openId === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenId(null)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [openId])

  return (
    <ul
      className="category-nav-list"
      onMouseLeave={() => setOpenId(null)}
      onMouseEnter={() => setEngaged(true)}
      onFocus={() => setEngaged(true)}
    >
      {(tree?.roots ?? []).map((node) => (
        // Hover opens the panel early for mouse users; keyboard users have the disclosure
        // button (Escape closes, see the effect above).
        <li key={node.id} className="category-nav-item" onMouseEnter={() => setOpenId(node.id)}>
          <Link to={hrefs.category(node.id)} className="category-nav-link">
            {node.description}
          </Link>
          {node.children.length > 0 && (
            <>
              <button
                type="button"
                className="category-nav-toggle"
                aria-expanded={openId === node.id}
                aria-controls={`category-panel-${node.id}`}
                aria-label={`${node.description}: subcategorieën`}
                onClick={() => setOpenId(openId === node.id ? null : node.id)}
              >
                <span aria-hidden="true">▾</span>
              </button>
              <div
                id={`category-panel-${node.id}`}
                className="category-panel"
                hidden={openId !== node.id}
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

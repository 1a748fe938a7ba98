// The phone menu (small screens): one slide-in dialog that drills down through the category tree.
// Its first level holds the account (Inloggen, which opens the login dialog as the header does, or
// Mijn account with the customer's first name), the main categories, the shop's other ways in
// (Aanbiedingen, Merken, Kleurkiezer, Kluswijzer) and the service links of the top menu. A main
// category opens its own level: 'Terug', its name, 'Alles in {categorie}' and its subcategories,
// which open theirs the same way; a category without subcategories is a link to its listing.
// Only the level shown is rendered. The closed panel with its first level is built ahead, when the
// browser is idle (lazy-parts.tsx), so the tap on the menu button only shows it; a level below is
// built when the shopper opens it, and the panel is back at its first level each time it closes.
// The focus moves to the heading of each level opened, and back to the category it came from on
// 'Terug'; the panel keeps the focus inside, and Escape closes it with the focus back on the menu
// button. It is a popover, not a modal <dialog> (components/slide-in-panel.tsx): the tap that opens
// it does not restyle the whole page. It closes on a route change, and on any link in it (also one to the page already shown).
// Its code is no part of the first screen's: it loads when the browser is idle or the menu opens.
import { memo, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { SlideInPanel } from '@/components/slide-in-panel'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { useSharedContent } from '@/features/content/use-shared-content'
import type { CategoryNode } from '@/features/catalogue/tree'
import { modalClosed, modalOpened, onModalClosed, useIsModalOpen } from '@/stores/modal-store'
import { useFirstName, useIsLoggedIn } from '@/stores/session-store'
import { shell } from '@/messages/nl/shell'
import { hrefs } from '@/lib/paths'
import { useCategoryMenu } from './use-category-menu'
import { MenuLink } from './menu-link'

const t = shell.header.mobileMenu

const close = () => modalClosed('mobileMenu')

export function MobileMenu() {
  const open = useIsModalOpen('mobileMenu')
  const { pathname } = useLocation()
  const firstPath = useRef(pathname)
  // Another page: the menu closes. Not on mount: its code loads lazily (lazy-parts.tsx), often
  // because the shopper is opening it right then.
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    modalClosed('mobileMenu')
  }, [pathname])

  return (
    <SlideInPanel open={open} onClose={close} title={shell.header.menu}>
      <MenuLevels />
    </SlideInPanel>
  )
}

/** Where the focus goes once the next level is shown. */
type FocusTarget = { kind: 'heading' } | { kind: 'category'; id: number } | null

/** Memoised: opening and closing the panel leaves the level shown as it is. */
const MenuLevels = memo(function MenuLevels() {
  const menu = useCategoryMenu()
  const tree = menu.data
  // The ids of the categories opened, from the main category down.
  const [trail, setTrail] = useState<number[]>([])
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null)
  const levelRef = useRef<HTMLDivElement>(null)

  // Each opening starts at the first level: the panel goes back there as it closes.
  useEffect(
    () =>
      onModalClosed('mobileMenu', () => {
        setTrail((ids) => (ids.length === 0 ? ids : []))
        setFocusTarget(null)
      }),
    [],
  )

  const openId = trail[trail.length - 1]
  const current = openId === undefined ? undefined : tree?.byId.get(openId)

  useEffect(() => {
    if (!focusTarget) return
    const level = levelRef.current
    const target =
      focusTarget.kind === 'heading'
        ? level?.querySelector<HTMLElement>('h3')
        : level?.querySelector<HTMLElement>(`[data-category-id="${focusTarget.id}"]`)
    target?.focus()
  }, [focusTarget, trail])

  const openCategory = (node: CategoryNode) => {
    setTrail((ids) => [...ids, node.id])
    setFocusTarget({ kind: 'heading' })
  }
  const back = () => {
    if (openId === undefined) return
    setTrail((ids) => ids.slice(0, -1))
    setFocusTarget({ kind: 'category', id: openId })
  }

  return (
    <div ref={levelRef} className="mobile-menu">
      {current ? (
        <CategoryLevel node={current} onOpen={openCategory} onBack={back} />
      ) : (
        <FirstLevel
          roots={tree?.roots ?? []}
          status={
            menu.isPending ? (
              <Spinner small />
            ) : menu.isError ? (
              <ErrorAlert error={menu.error} onRetry={() => void menu.refetch()} />
            ) : null
          }
          onOpen={openCategory}
        />
      )}
    </div>
  )
})

/** A category: a button opening its level when it has subcategories, else a link to its listing. */
function CategoryItem({ node, onOpen }: { node: CategoryNode; onOpen: (n: CategoryNode) => void }) {
  if (node.children.length === 0)
    return (
      <Link to={hrefs.category(node.id)} className="mobile-menu-item" onClick={close}>
        {node.description}
      </Link>
    )
  return (
    <button
      type="button"
      className="mobile-menu-item mobile-menu-item--more"
      data-category-id={node.id}
      onClick={() => onOpen(node)}
    >
      {node.description}
      <span className="mobile-menu-chevron" aria-hidden="true">
        ›
      </span>
    </button>
  )
}

function FirstLevel({
  roots,
  status,
  onOpen,
}: {
  roots: CategoryNode[]
  /** While the category tree loads (the first opening, usually), or when it failed. */
  status: ReactNode
  onOpen: (node: CategoryNode) => void
}) {
  const { menus } = useSharedContent()
  const shopLinks = [
    {
      href: hrefs.offers(),
      label: shell.header.offers,
      className: 'mobile-menu-item text-discount',
    },
    { href: hrefs.brands(), label: t.brands, className: 'mobile-menu-item' },
    { href: hrefs.colourPicker(), label: t.colourPicker, className: 'mobile-menu-item' },
    { href: hrefs.diyGuide(), label: t.diyGuide, className: 'mobile-menu-item' },
  ]
  return (
    <>
      <AccountBlock />
      <nav aria-label={shell.header.categories}>
        {status && <div className="py-3">{status}</div>}
        <ul className="list-unstyled mobile-menu-list">
          {roots.map((node) => (
            <li key={node.id}>
              <CategoryItem node={node} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        <ul className="list-unstyled mobile-menu-list mt-3">
          {shopLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={link.className} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={shell.header.topMenu} className="mt-3">
        <ul className="list-unstyled mobile-menu-list mobile-menu-list--service">
          {(menus?.byName.topmenu ?? []).map((item) => (
            <li key={item.id}>
              <MenuLink item={item} className="mobile-menu-item" onClick={close} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}

/** Inloggen for a visitor (the login dialog takes the menu's place), Mijn account for a customer. */
function AccountBlock() {
  const loggedIn = useIsLoggedIn()
  const firstName = useFirstName()
  if (!loggedIn)
    return (
      <div className="mobile-menu-account">
        <button
          type="button"
          className="btn btn-outline-primary w-100"
          onClick={() => modalOpened('login')}
        >
          {shell.header.login}
        </button>
      </div>
    )
  return (
    <div className="mobile-menu-account">
      {firstName && <p className="mb-1 text-body-secondary">{t.greeting(firstName)}</p>}
      <Link to={hrefs.account()} className="btn btn-outline-primary w-100" onClick={close}>
        {shell.header.accountLinks.account}
      </Link>
    </div>
  )
}

function CategoryLevel({
  node,
  onOpen,
  onBack,
}: {
  node: CategoryNode
  onOpen: (node: CategoryNode) => void
  onBack: () => void
}) {
  return (
    <nav aria-label={shell.header.categories}>
      <button type="button" className="mobile-menu-back" onClick={onBack}>
        <span className="mobile-menu-chevron" aria-hidden="true">
          ‹
        </span>
        {t.back}
      </button>
      <h3 className="h5 mobile-menu-heading" tabIndex={-1}>
        {node.description}
      </h3>
      <ul className="list-unstyled mobile-menu-list">
        <li>
          <Link to={hrefs.category(node.id)} className="mobile-menu-item" onClick={close}>
            {t.all(node.description)}
          </Link>
        </li>
        {node.children.map((child) => (
          <li key={child.id}>
            <CategoryItem node={child} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

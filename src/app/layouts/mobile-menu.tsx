// The hamburger menu (small screens): a slide-in panel listing the top-level categories, each
// linking to /producten/{Id}, plus the top menu; it closes on route change.
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Modal } from '@/components/modal'
import { useSharedContent } from '@/features/content/use-shared-content'
import { modalClosed, useIsModalOpen } from '@/stores/modal-store'
import { shell } from '@/messages/nl/shell'
import { hrefs } from '@/lib/paths'
import { useCategoryMenu } from './use-category-menu'
import { MenuLink } from './menu-link'

export function MobileMenu() {
  const open = useIsModalOpen('mobileMenu')
  const { data: tree } = useCategoryMenu()
  const { menus } = useSharedContent()
  const { pathname } = useLocation()

  useEffect(() => modalClosed('mobileMenu'), [pathname])

  return (
    <Modal
      open={open}
      onClose={() => modalClosed('mobileMenu')}
      title={shell.header.menu}
      placement="start"
    >
      <nav aria-label={shell.header.categories}>
        <ul className="list-unstyled mobile-menu-list">
          {(tree?.roots ?? []).map((node) => (
            <li key={node.id}>
              <Link to={hrefs.category(node.id)}>{node.description}</Link>
            </li>
          ))}
          <li>
            <Link to={hrefs.offers()} className="text-discount">
              {shell.header.offers}
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-label={shell.header.topMenu} className="mt-3 border-top pt-3">
        <ul className="list-unstyled mobile-menu-list small">
          {(menus?.byName.topmenu ?? []).map((item) => (
            <li key={item.id}>
              <MenuLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
    </Modal>
  )
}

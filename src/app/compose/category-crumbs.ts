// The breadcrumb trail of a category, shared by the category, single listing and product routes.
import { hrefs } from '@/lib/paths'
import type { CategoryNode } from '@/features/catalogue/tree'

/** The breadcrumb trail of a category: its ancestors, then itself. */
export function categoryCrumbs(node: CategoryNode, linkSelf = false) {
  return [
    ...node.ancestors.map((a) => ({ label: a.description, href: hrefs.category(a.id) })),
    linkSelf
      ? { label: node.description, href: hrefs.category(node.id) }
      : { label: node.description },
  ]
}

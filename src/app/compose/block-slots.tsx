// The block slots the content renderer leaves open, filled from other features: product cards,
// category tiles named from the catalogue tree, and the DIY guide's one-batch add to cart. Shared
// by the content routes (home, kluswijzer, content pages).
import { Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { listAdded } from '@/features/cart/added-store'
import { useCategoryTree } from '@/features/catalogue/use-category-tree'
import { categoryById } from '@/features/catalogue/tree'
import type { BlockSlots } from '@/features/content/components/block-renderer'
import { CategoryTiles } from '@/features/content/components/category-tiles'
import { ContentProducts } from './content-products'
import { useLoyaltyCustomer } from './loyalty-customer'

/** Category tiles with the names from the (shared, cached) category tree. */
function TreeCategoryTiles({ webNodeIds, title }: { webNodeIds: number[]; title: string }) {
  const tree = useCategoryTree()
  if (tree.isPending) return <Spinner label={messages.blocks.categoriesLoading} />
  if (tree.isError) return null
  const tiles = webNodeIds
    .map((id) => categoryById(tree.data, id))
    .filter((node) => node !== undefined)
    .map((node) => ({ id: node.id, title: node.description }))
  return <CategoryTiles title={title} tiles={tiles} />
}

export const blockSlots: BlockSlots = {
  renderProducts: (productIds, title) => <ContentProducts productIds={productIds} title={title} />,
  renderCategoryTiles: (webNodeIds, title) => (
    <TreeCategoryTiles webNodeIds={webNodeIds} title={title} />
  ),
  // The whole shopping list in ONE batch: the cart queue sends it as a single request, and the
  // add-to-cart layer names what the list left out.
  onAddGuideToCart: (lines, leftOut) => listAdded(lines, leftOut),
  // The guide's total is what the cart charges this shopper: loyalty customers get the loyalty price.
  useLoyaltyCustomer,
}

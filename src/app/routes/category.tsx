// /producten/* — a category listing. The wildcard is a node id (/producten/12) or a url path
// (/producten/hond/hondenvoer); the listing shows the node and everything below it. Also exports
// the card actions (add to cart + wish list) that every catalogue listing composes.
import '@/styles/features/catalogue.scss'
import { Link, useParams } from 'react-router-dom'
import { Spinner, ErrorAlert } from '@/components/query-state'
import { usePageMeta } from '@/components/page-meta'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { AddToCart } from '@/features/cart/components/add-to-cart'
import { WishListToggle } from '@/features/account/components/wish-list-toggle'
import { ListingHeader } from '@/features/catalogue/components/listing-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import { CatalogueNotFound } from '@/features/catalogue/components/not-found-block'
import type { ProductView } from '@/api/aspos/product-pricing'
import { resolveCategory, type CategoryNode } from '@/features/catalogue/tree'
import { useCategoryTree } from '@/features/catalogue/use-category-tree'
import { useCatalogueContent } from '@/features/catalogue/use-category-content'

/**
 * Add to cart and the heart on a product card. No purchase without a choice: colour products pick
 * their colour and variant parents their variant on their page (every card, content block and
 * listing composes this one control).
 */
export function cardActions(product: ProductView) {
  const choice = product.isColorProduct
    ? catalogue.product.chooseColourShort
    : product.isVariantParent
      ? catalogue.product.chooseVariantShort
      : null
  return (
    <div className="d-flex flex-wrap align-items-end justify-content-between gap-2">
      {choice ? (
        <Link to={hrefs.product(product.url)} className="btn btn-sm btn-outline-secondary">
          {choice}
          <span className="visually-hidden">: {product.title}</span>
        </Link>
      ) : (
        <AddToCart
          productId={product.id}
          title={product.title}
          priceCents={product.currentPrice}
          disabled={!product.inStock}
          isWeightProduct={product.isWeightProduct}
          compact
        />
      )}
      <WishListToggle productId={product.id} productTitle={product.title} />
    </div>
  )
}

/** The breadcrumb trail of a category: its ancestors, then itself. */
export function categoryCrumbs(node: CategoryNode, linkSelf = false) {
  return [
    ...node.ancestors.map((a) => ({ label: a.description, href: hrefs.category(a.id) })),
    linkSelf
      ? { label: node.description, href: hrefs.category(node.id) }
      : { label: node.description },
  ]
}

function CategoryPage({ node }: { node: CategoryNode }) {
  const content = useCatalogueContent('Commerce.ProductCategory', node.url)
  const title = content.data?.title || node.description
  usePageMeta({ title, description: content.data?.description, keywords: content.data?.keywords })
  useBreadcrumb(categoryCrumbs(node))
  return (
    <>
      <ListingHeader
        title={title}
        intro={content.data?.description}
        subcategories={node.children}
      />
      <ProductListing
        key={node.id}
        base={{ webNodeId: node.id }}
        actions={cardActions}
        emptyMessage={catalogue.listing.empty.category}
        emptyLinks={[
          ...(node.ancestors.length
            ? [
                {
                  label: node.ancestors[node.ancestors.length - 1]!.description,
                  href: hrefs.category(node.ancestors[node.ancestors.length - 1]!.id),
                },
              ]
            : []),
          { label: catalogue.listing.empty.toOffers, href: hrefs.offers() },
        ]}
      />
    </>
  )
}

export function Component() {
  const wildcard = useParams()['*'] ?? ''
  const tree = useCategoryTree()
  useBreadcrumb(tree.isPending ? 'pending' : null)
  if (tree.isPending) return <Spinner />
  if (tree.isError) return <ErrorAlert error={tree.error} onRetry={() => void tree.refetch()} />
  const node = resolveCategory(tree.data, wildcard)
  if (!node) return <CatalogueNotFound title={catalogue.listing.categoryNotFound} />
  return <CategoryPage node={node} />
}

// /producten/* — a category listing. The wildcard is a node id (/producten/12) or a url path
// (/producten/hond/hondenvoer); the listing shows the node and everything below it.
import '@/styles/features/catalogue.scss'
import { useParams } from 'react-router-dom'
import { Spinner, ErrorAlert } from '@/components/query-state'
import { usePageMeta } from '@/components/page-meta'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { ListingHeader } from '@/features/catalogue/components/listing-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import { CatalogueNotFound } from '@/features/catalogue/components/not-found-block'
import { resolveCategory, type CategoryNode } from '@/features/catalogue/tree'
import { useCategoryTree } from '@/features/catalogue/use-category-tree'
import { useCatalogueContent } from '@/features/catalogue/use-category-content'
import { cardActions } from '@/app/compose/card-actions'
import { categoryCrumbs } from '@/app/compose/category-crumbs'

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

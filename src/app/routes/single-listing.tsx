// /producten/single/:url? — one category by its url slug, or every product when the slug is empty.
import '@/styles/features/catalogue.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/product-queries'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { ListingHeader } from '@/features/catalogue/components/listing-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import { CatalogueNotFound } from '@/features/catalogue/components/not-found-block'
import { listingQueryFromUrl } from '@/features/catalogue/listing-params'
import { resolveCategory, type CategoryNode } from '@/features/catalogue/tree'
import { useCategoryTree } from '@/features/catalogue/use-category-tree'
import { useCatalogueContent } from '@/features/catalogue/use-category-content'
import { cardActions } from '@/app/compose/card-actions'
import { categoryCrumbs } from '@/app/compose/category-crumbs'

export function makeLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (!params.url)
      void queryClient.prefetchQuery(productQueries.list(listingQueryFromUrl({}, request.url)))
    else void queryClient.prefetchQuery(webNodeQueries.tree())
    return null
  }
}

function AllProducts() {
  const t = catalogue.listing
  usePageMeta({ title: t.allProducts })
  useBreadcrumb([{ label: t.allProducts }])
  return (
    <>
      <ListingHeader title={t.allProducts} />
      <ProductListing
        base={{}}
        actions={cardActions}
        emptyMessage={t.empty.category}
        emptyLinks={[{ label: t.empty.toHome, href: hrefs.home() }]}
      />
    </>
  )
}

function SingleCategory({ node }: { node: CategoryNode }) {
  const content = useCatalogueContent('Commerce.ProductCategory', node.url)
  const title = content.data?.title || node.description
  usePageMeta({ title, description: content.data?.description, keywords: content.data?.keywords })
  useBreadcrumb(categoryCrumbs(node))
  return (
    <>
      <ListingHeader title={title} intro={content.data?.description} />
      <ProductListing
        key={node.id}
        base={{ webNodeId: node.id }}
        actions={cardActions}
        emptyMessage={catalogue.listing.empty.category}
        emptyLinks={[{ label: catalogue.listing.empty.toAll, href: hrefs.singleListing() }]}
      />
    </>
  )
}

function ByUrl({ url }: { url: string }) {
  const tree = useCategoryTree()
  if (tree.isPending) return <Spinner />
  if (tree.isError) return <ErrorAlert error={tree.error} onRetry={() => void tree.refetch()} />
  const node = resolveCategory(tree.data, url)
  if (!node) return <CatalogueNotFound title={catalogue.listing.categoryNotFound} />
  return <SingleCategory node={node} />
}

export function Component() {
  const { url } = useParams()
  return url ? <ByUrl url={url} /> : <AllProducts />
}

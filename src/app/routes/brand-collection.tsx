// /merk/:brandName?/:collectionName — one collection of a brand. Without a brand name, the brand
// is the one that has a collection by that slug.
import '@/styles/features/catalogue.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { brandQueries } from '@/api/aspos/brands'
import { usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { BrandHeader } from '@/features/catalogue/components/brand-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import { CatalogueNotFound } from '@/features/catalogue/components/not-found-block'
import { useBrandPage } from '@/features/catalogue/use-brand-page'
import { useQuery } from '@tanstack/react-query'
import { cardActions } from '@/app/compose/card-actions'

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(brandQueries.list())
    return null
  }
}

export function Component() {
  const { brandName, collectionName = '' } = useParams()
  const wanted = collectionName.toLowerCase()
  const all = useQuery(brandQueries.list())
  // Without a brand in the URL: the brand that owns this collection.
  const owner =
    brandName ?? all.data?.find((b) => b.collections.some((c) => c.urlSlug === wanted))?.urlSlug
  const page = useBrandPage(owner)
  const collection = page.brand?.collections.find((c) => c.urlSlug.toLowerCase() === wanted) ?? null
  const t = catalogue.brands
  const title =
    page.brand && collection ? `${page.brand.name} ${collection.name}` : t.collectionNotFound
  usePageMeta({ title: all.isSuccess ? title : null, description: page.brand?.description })
  useBreadcrumb(
    page.brand && collection
      ? [
          { label: t.title, href: hrefs.brands() },
          { label: page.brand.name, href: hrefs.brand(page.brand.urlSlug) },
          { label: collection.name },
        ]
      : [{ label: t.title, href: hrefs.brands() }],
  )
  if (all.isPending) return <Spinner />
  if (all.isError) return <ErrorAlert error={all.error} onRetry={() => void all.refetch()} />
  if (!page.brand || !collection) return <CatalogueNotFound title={t.collectionNotFound} />
  return (
    <>
      <BrandHeader
        brand={page.brand}
        title={title}
        html={page.html}
        currentCollection={collection.urlSlug}
      />
      <ProductListing
        key={`${page.brand.urlSlug}/${collection.urlSlug}`}
        base={{ brand: page.brand.urlSlug, collection: collection.urlSlug }}
        actions={cardActions}
        hideBrandFilter
        emptyMessage={catalogue.listing.empty.brand}
        emptyLinks={[{ label: page.brand.name, href: hrefs.brand(page.brand.urlSlug) }]}
      />
    </>
  )
}

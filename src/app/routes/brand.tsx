// /merk/:brandName — a brand: logo, text from the content service, collections and its products.
import '@/styles/features/catalogue.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { brandQueries } from '@/api/aspos/brands'
import { productQueries } from '@/api/aspos/product-queries'
import { usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { BrandHeader } from '@/features/catalogue/components/brand-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import { CatalogueNotFound } from '@/features/catalogue/components/not-found-block'
import { listingQueryFromUrl } from '@/features/catalogue/listing-params'
import { useBrandPage } from '@/features/catalogue/use-brand-page'
import { cardActions } from '@/app/compose/card-actions'

export function makeLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(brandQueries.list())
    if (params.brandName) {
      void queryClient.prefetchQuery(
        productQueries.list(
          listingQueryFromUrl({ brand: params.brandName.toLowerCase() }, request.url),
        ),
      )
    }
    return null
  }
}

export function Component() {
  const slug = useParams().brandName
  const page = useBrandPage(slug)
  const t = catalogue.brands
  usePageMeta({
    title: page.brand ? page.title : page.brands.isSuccess ? t.notFound : null,
    description: page.content.data?.description || page.brand?.description,
    keywords: page.content.data?.keywords,
  })
  useBreadcrumb(
    page.brand
      ? [{ label: t.title, href: hrefs.brands() }, { label: page.brand.name }]
      : [{ label: t.title, href: hrefs.brands() }],
  )
  if (page.brands.isPending) return <Spinner />
  if (page.brands.isError)
    return <ErrorAlert error={page.brands.error} onRetry={() => void page.brands.refetch()} />
  if (!page.brand) return <CatalogueNotFound title={t.notFound} />
  return (
    <>
      <BrandHeader brand={page.brand} title={page.title} html={page.html} />
      <ProductListing
        key={page.brand.urlSlug}
        base={{ brand: page.brand.urlSlug.toLowerCase() }}
        actions={cardActions}
        hideBrandFilter
        emptyMessage={catalogue.listing.empty.brand}
        emptyLinks={[{ label: catalogue.listing.empty.toBrands, href: hrefs.brands() }]}
      />
    </>
  )
}

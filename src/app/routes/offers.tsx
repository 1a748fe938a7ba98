// /producten/aanbiedingen — every product with an active discount or a lower web price.
import '@/styles/features/catalogue.scss'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/product-queries'
import { usePageMeta } from '@/components/page-meta'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { ListingHeader } from '@/features/catalogue/components/listing-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import { listingQueryFromUrl } from '@/features/catalogue/listing-params'
import { cardActions } from '@/app/compose/card-actions'

const base = { offers: true } as const

export function makeLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(productQueries.list(listingQueryFromUrl(base, request.url)))
    return null
  }
}

export function Component() {
  const t = catalogue.listing
  usePageMeta({ title: t.offers, description: t.offersIntro })
  useBreadcrumb([{ label: t.offers }])
  return (
    <>
      <ListingHeader title={t.offers} intro={t.offersIntro} />
      <ProductListing
        base={base}
        actions={cardActions}
        emptyMessage={t.empty.offers}
        emptyLinks={[{ label: t.empty.toAll, href: hrefs.singleListing() }]}
      />
    </>
  )
}

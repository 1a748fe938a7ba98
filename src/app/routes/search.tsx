// /zoeken/:searchParam — search results: the products whose text matches the term; without any, a
// close term ("Bedoelde je …?"), the main categories and the customer service.
import '@/styles/features/catalogue.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/product-queries'
import { usePageMeta } from '@/components/page-meta'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { ListingHeader } from '@/features/catalogue/components/listing-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import { listingQueryFromUrl } from '@/features/catalogue/listing-params'
import { cardActions } from '@/app/compose/card-actions'
import { RecentlyViewed } from '@/app/compose/recently-viewed'
import { SearchWayOn } from '@/app/compose/search-way-on'
import { settle } from '../settle'

const termOf = (raw: string | undefined) => (raw ?? '').trim().slice(0, 200)

/**
 * Starts the results and lets the navigation wait for them a little (settle), as a category does:
 * the page arrives with its cards, and on a first visit the app's first commit takes the place of
 * the first screen the boot script painted from the same answer (src/app/first-screen-listing.ts)
 * with the same cards, not with a spinner.
 */
export function makeLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const term = termOf(params.searchParam)
    if (term)
      await settle(
        queryClient.prefetchQuery(
          productQueries.list(listingQueryFromUrl({ search: term }, request.url)),
        ),
      )
    return null
  }
}

export function Component() {
  const term = termOf(useParams().searchParam)
  const t = catalogue.listing
  const title = t.searchTitle(term)
  usePageMeta({ title })
  useBreadcrumb([{ label: title }])
  return (
    <>
      <ListingHeader title={title} />
      <ProductListing
        key={term}
        base={{ search: term }}
        actions={cardActions}
        countLabel={(count) => t.searchCount(count, term)}
        emptyMessage={t.empty.search(term)}
        emptyLinks={[
          { label: t.empty.toOffers, href: hrefs.offers() },
          { label: t.empty.toBrands, href: hrefs.brands() },
        ]}
        suggestionHref={hrefs.search}
        emptyExtra={
          <>
            <SearchWayOn />
            <RecentlyViewed />
          </>
        }
      />
    </>
  )
}

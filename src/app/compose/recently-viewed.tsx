// "Onlangs bekeken" under the product, on the empty cart and on a search without hits: the
// products last opened on this device, newest first, as catalogue cards with the card actions.
// Read by id through the products query; a product the service no longer answers has gone and
// leaves the list for good.
import { useEffect, useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { productQueries } from '@/api/aspos/product-queries'
import { deriveProduct } from '@/domain/pricing/flags'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { catalogue } from '@/messages/nl/catalogue'
import { recentlyViewedGone, useRecentlyViewedIds } from '@/stores/recently-viewed-store'
import { ProductCard } from '@/features/catalogue/components/product-card'
import { useOpenedAt } from '@/lib/use-opened-at'
import { cardActions } from './card-actions'

const t = catalogue.recentlyViewed

/** `excludeId`: the product page leaves out the product it shows. */
export function RecentlyViewed({ excludeId }: { excludeId?: number }) {
  const now = useOpenedAt()
  const ids = useRecentlyViewedIds()
  // One query per set of products, whatever the order they were opened in, without the one the page
  // shows: opening a product (it joins the list) then asks for nothing new.
  const sortedIds = useMemo(
    () => ids.filter((id) => id !== excludeId).sort((a, b) => a - b),
    [ids, excludeId],
  )
  // The list shown stays while a newly opened product is read.
  const query = useQuery({
    ...productQueries.byIds(sortedIds),
    enabled: sortedIds.length > 0,
    placeholderData: keepPreviousData,
  })

  useEffect(() => {
    // Only an answer for these very ids says which of them have gone.
    if (!query.data || query.isPlaceholderData) return
    const answered = new Set(query.data.map((p) => p.id))
    const gone = sortedIds.filter((id) => !answered.has(id))
    if (gone.length > 0) recentlyViewedGone(gone)
  }, [query.data, query.isPlaceholderData, sortedIds])

  const shown = ids.filter((id) => id !== excludeId)
  if (shown.length === 0) return null
  const byId = new Map((query.data ?? []).map((p) => [p.id, p]))
  const products = shown.flatMap((id) => {
    const product = byId.get(id)
    return product ? [deriveProduct(product, now)] : []
  })
  if (query.isSuccess && products.length === 0) return null

  return (
    <section className="recently-viewed mt-5" aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading" className="h4 mb-3">
        {t.heading}
      </h2>
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
          {products.map((product) => (
            <li key={product.id} className="col">
              <ProductCard product={product} headingLevel={3} actions={cardActions(product)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

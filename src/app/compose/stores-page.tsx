// The store finder under the 'winkels' article: a search by place or postcode (filtered as you
// type, with a live count), "Gebruik mijn locatie" (the stores nearest first, with their distance),
// the store list (each open or closed now) and the map. The map is an extra: when it cannot load,
// the list still finds every store. The /winkels route, and /vestigingen without a slug.
import { Suspense, useDeferredValue, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { matchesStoreQuery, storeQueries } from '@/api/aspos/stores'
import { FilterSearch } from '@/components/filter-search'
import { LocationSort } from '@/components/location-sort'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { StoreCard } from '@/features/content/components/store-card'
import { usePageContent } from '@/features/content/use-page-content'
import { byDistance } from '@/lib/distance'
import { hrefs } from '@/lib/paths'
import { useMinuteClock } from '@/lib/use-minute-clock'
import { useShopperPosition } from '@/stores/location-store'
import { storesParams } from './article-params'
import { StoreMap } from './store-map'

export function StoresPage() {
  const m = messages.stores
  const article = usePageContent(storesParams, { title: m.title })
  const stores = useQuery(storeQueries.list())
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search)
  useBreadcrumb([{ label: m.title }])
  const position = useShopperPosition()
  const now = useMinuteClock()
  // Nearest first once the shopper shared a location; otherwise the list keeps its own order.
  const listed = useMemo(() => {
    const hits = (stores.data ?? []).filter((s) => matchesStoreQuery(s, deferred))
    return position ? byDistance(hits, position) : hits.map((item) => ({ item, km: null }))
  }, [stores.data, deferred, position])
  const hits = listed.map((entry) => entry.item)

  return (
    <div className="stores-page">
      <h1>{article.data?.title || m.title}</h1>
      {article.data && <BlockRenderer blocks={article.data.blocks} />}
      <FilterSearch
        className="mb-3 stores-search"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        autoComplete="postal-code"
        value={search}
        onChange={setSearch}
        status={stores.data ? m.resultCount(hits.length) : ''}
      />
      <LocationSort className="mb-3" />
      {stores.isPending ? (
        <Spinner label={m.loading} />
      ) : stores.isError ? (
        <ErrorAlert error={stores.error} onRetry={() => void stores.refetch()} />
      ) : (
        <div className="row g-4">
          <div className="col-lg-5 order-lg-2">
            <Suspense fallback={<div className="store-map-placeholder" />}>
              <StoreMap
                stores={hits}
                onSelect={(store) => void navigate(hrefs.store(store.slug))}
              />
            </Suspense>
          </div>
          <section className="col-lg-7" aria-labelledby="stores-list-title">
            <h2 id="stores-list-title" className="visually-hidden">
              {m.listHeading}
            </h2>
            {hits.length === 0 ? (
              <p>{stores.data.length === 0 ? m.empty : m.noResults}</p>
            ) : (
              <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3">
                {listed.map(({ item: store, km }) => (
                  <li key={store.id} className="col">
                    <StoreCard store={store} now={now} km={km} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  )
}

// A product listing: filters (beside the products on a wide screen, a full-screen sheet on a phone,
// loaded when first asked for), the chosen filters as removable chips above the products, sorting,
// the result count (announced), the product grid and the page links. All state lives in the URL;
// the page keeps its products on screen while the next set loads. A search without any result
// shows neither filters nor sort: there is nothing to narrow. Used by category, offers, single,
// search and brand pages.
// A tap on a filter or the sort answers at once: the control tapped shows the shopper's choice in the
// tap's own frame from its own state (useShownValue); the listing's state, the URL change, the new
// page of products and their request follow as transitions (on a slow phone they took the tap's
// frame hundreds of milliseconds).
import '@/styles/features/form-choices.scss'
import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import {
  Link,
  useLocation,
  useNavigation,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { productQueries } from '@/api/aspos/product-queries'
import {
  productSortValues,
  type ProductListParams,
  type ProductSort,
} from '@/api/aspos/product-list-params'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { catalogue } from '@/messages/nl/catalogue'
import {
  activeFilterCount,
  emptyFilters,
  listingQuery,
  listingSearch,
  parseListingSearch,
  sameFilters,
  withFilters,
  type ListingFilters,
} from '../listing-params'
import { useIsLarge } from '@/lib/breakpoints'
import { modalClosed, modalOpened, useModalStore } from '@/stores/modal-store'
import { ChosenFilters } from './chosen-filters'
import { deriveProduct } from '@/domain/pricing/flags'
import { afterNextPaint } from '@/lib/after-first-paint'
import { useShownValue } from '@/lib/use-shown-value'
import { useOpenedAt } from '@/lib/use-opened-at'
import { ListingFiltersPanel } from './listing-filters'
import { ListingPagination } from './listing-pagination'
import { type ProductActions } from './product-card'
import { ProductGrid } from './product-grid'

const t = catalogue.listing

const loadFilterSheet = () => import('./filter-sheet')
const LazyFilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })))

export interface EmptyLink {
  label: string
  href: string
}

interface ProductListingProps {
  /** What this listing is about (category, brand, search …); the URL adds filters and page. */
  base: ProductListParams
  actions?: ProductActions
  emptyMessage: string
  emptyLinks?: EmptyLink[]
  hideBrandFilter?: boolean
  /** Shown above the count for search pages, e.g. "… gevonden voor 'x'". */
  countLabel?: (count: number) => string
  /** Sorting by relevance only makes sense for a search. */
  allowRelevance?: boolean
  /** Shown under "no products found" (the search page puts the recently viewed products there). */
  emptyExtra?: ReactNode
  /** Where a suggested term leads ("Bedoelde je …?", a search without results). */
  suggestionHref?: (term: string) => string
}

export function ProductListing({
  base,
  actions,
  emptyMessage,
  emptyLinks = [],
  hideBrandFilter,
  countLabel,
  allowRelevance = true,
  emptyExtra,
  suggestionHref,
}: ProductListingProps) {
  const [currentParams, setSearchParams] = useSearchParams()
  const { pathname, key: locationKey, search: shownSearch } = useLocation()
  const navigation = useNavigation()
  // While a filter change navigates, show the new state at once (checkboxes, sort, page links).
  const pending = navigation.location?.pathname === pathname ? navigation.location.search : null
  const listedParams = pending != null ? new URLSearchParams(pending) : currentParams
  const listed = parseListingSearch(listedParams)
  // A change builds on the search the shopper last asked for, not on this render's: while the
  // router renders the previous change (a React transition, slow on a busy phone) the URL is
  // already new but this render still shows the old one, and a second filter ticked then used to
  // drop the first. The controls show it at once; it is forgotten once the page shows it, the
  // shopper goes back, or another page (a page link) lands after it went to the router.
  const requested = useRef<string | null>(null)
  const sent = useRef<string | null>(null)
  const [asked, setAsked] = useState<string | null>(null)
  const searchParams = asked != null ? new URLSearchParams(asked) : listedParams
  const filters = parseListingSearch(searchParams)
  const query = useQuery(productQueries.list(listingQuery(base, listed)))
  const now = useOpenedAt()
  const products = useMemo(
    () => (query.data?.products ?? []).map((p) => deriveProduct(p, now)),
    [query.data, now],
  )
  // A new set of products renders between frames, never blocking a tap meanwhile.
  const shownProducts = useDeferredValue(products)
  const sortId = useId()
  const gridTitleId = useId()
  const topRef = useRef<HTMLDivElement>(null)
  const firstPage = useRef(listed.page)

  useEffect(() => {
    // After a page change, bring the first products into view (not on the first render).
    if (firstPage.current === listed.page) return
    firstPage.current = listed.page
    topRef.current?.scrollIntoView?.({ block: 'start' })
  }, [listed.page])

  const navigationType = useNavigationType()
  useEffect(() => {
    if (
      navigationType === 'POP' ||
      new URLSearchParams(shownSearch).toString() === requested.current ||
      sent.current === requested.current
    ) {
      requested.current = null
      setAsked(null)
    }
  }, [locationKey, shownSearch, navigationType])
  const change = (update: (current: ListingFilters) => ListingFilters) => {
    const current =
      requested.current != null ? new URLSearchParams(requested.current) : searchParams
    const next = listingSearch(update(parseListingSearch(current)), current)
    const search = next.toString()
    requested.current = search
    startTransition(() => setAsked(search))
    afterNextPaint(() => {
      // A later change already went on its way with this one in it.
      if (requested.current !== search) return
      sent.current = search
      startTransition(() => setSearchParams(next))
    })
  }
  const hrefOf = (page: number) => {
    const search = listingSearch({ ...filters, page }, searchParams).toString()
    return search ? `${pathname}?${search}` : pathname
  }
  const filtered = activeFilterCount(filters) > 0
  const data = query.data
  const sortOptions = productSortValues.filter(
    (s) => allowRelevance || s !== 'relevance' || filters.sort === 'relevance',
  )
  // Nothing at all to list (a search without results): no filters and no sort to offer. A search
  // offers none until its answer is in either (a spinner stands there meanwhile, so nothing moves),
  // lest a search without results show filters for a moment.
  const nothingToNarrow =
    data !== undefined ? data.totalCount === 0 && !filtered : base.search !== undefined && !filtered
  const large = useIsLarge()
  const facets = data?.facets ?? null
  const brandName = (slug: string) => facets?.brands.find((b) => b.urlSlug === slug)?.name ?? slug
  const sheetOpen = useModalStore((state) => state.active === 'filterSheet')
  const [sheetWanted, setSheetWanted] = useState(false)
  const openSheet = () => {
    setSheetWanted(true)
    modalOpened('filterSheet')
  }

  return (
    <div className="row g-4 product-listing">
      {large && !nothingToNarrow && (
        <div className="col-lg-3">
          <ListingFiltersPanel
            filters={filters}
            facets={facets}
            onChange={change}
            hideBrands={hideBrandFilter}
          />
        </div>
      )}
      <div className={nothingToNarrow ? 'col-12' : 'col-lg-9'} ref={topRef}>
        {!large && !nothingToNarrow && (
          <button
            type="button"
            className="btn btn-outline-secondary mb-2 listing-filters-open"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            // The sheet's code comes in while the finger is still down.
            onPointerDown={() => void loadFilterSheet()}
            onClick={(event) => {
              // The focus comes back here when the sheet closes (Safari does not focus a clicked
              // button by itself).
              event.currentTarget.focus()
              openSheet()
            }}
          >
            {catalogue.filters.open}
            {activeFilterCount(listed) > 0 && (
              <span className="badge text-bg-secondary ms-2">
                {catalogue.filters.activeCount(activeFilterCount(listed))}
              </span>
            )}
          </button>
        )}
        {sheetWanted && !large && (
          <Suspense fallback={null}>
            <LazyFilterSheet
              open={sheetOpen}
              applied={filters}
              base={base}
              facets={facets}
              hideBrands={hideBrandFilter}
              brandName={brandName}
              onDone={(chosen) => {
                modalClosed('filterSheet')
                if (!sameFilters(chosen, filters)) change(() => chosen)
              }}
            />
          </Suspense>
        )}
        <ChosenFilters filters={filters} brandName={brandName} onChange={change} className="mb-3" />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3 listing-toolbar">
          <p className="mb-0 fw-semibold" role="status" aria-live="polite" aria-atomic="true">
            {data
              ? countLabel
                ? countLabel(data.totalCount)
                : t.count(data.totalCount)
              : query.isPending
                ? t.loading
                : ''}
          </p>
          {!nothingToNarrow && (
            <div className="d-flex align-items-center gap-2">
              <label htmlFor={sortId} className="form-label mb-0 small text-nowrap">
                {catalogue.sort.label}
              </label>
              <SortSelect
                id={sortId}
                sort={filters.sort}
                options={sortOptions}
                onSort={(sort) => change((current) => withFilters(current, { sort }))}
              />
            </div>
          )}
        </div>

        {query.isPending ? (
          <Spinner label={t.loading} />
        ) : query.isError && !data ? (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : data && data.totalCount === 0 ? (
          <>
            <div className="listing-empty text-center py-5">
              <h2 className="h4">{t.empty.title}</h2>
              {!filtered && data.suggestion && suggestionHref && (
                <p className="fs-5 listing-suggestion">
                  {t.empty.didYouMean}{' '}
                  <Link to={suggestionHref(data.suggestion)} className="fw-semibold">
                    {data.suggestion}
                  </Link>
                  ?
                </p>
              )}
              <p>{filtered ? t.empty.filtered : emptyMessage}</p>
              <div className="d-flex flex-wrap justify-content-center gap-2">
                {filtered && (
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => change((current) => ({ ...emptyFilters, sort: current.sort }))}
                  >
                    {t.empty.clearFilters}
                  </button>
                )}
                {emptyLinks.map((link) => (
                  <Link key={link.href} to={link.href} className="btn btn-outline-secondary">
                    {link.label}
                  </Link>
                ))}
              </div>
            </div>
            {emptyExtra}
          </>
        ) : data && products.length === 0 ? (
          <div className="listing-empty text-center py-5">
            <h2 className="h4">{t.empty.pageOutOfRange}</h2>
            <Link to={hrefOf(1)} className="btn btn-primary">
              {t.empty.toFirstPage}
            </Link>
          </div>
        ) : (
          <>
            {query.isError && (
              <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
            )}
            <h2 className="visually-hidden" id={gridTitleId}>
              {t.productList}
            </h2>
            <ProductGrid
              products={shownProducts}
              actions={actions}
              updating={query.isPlaceholderData}
              titleId={gridTitleId}
            />
            {data && (
              <ListingPagination page={data.page} pageCount={data.pageCount} hrefOf={hrefOf} />
            )}
          </>
        )}
      </div>
    </div>
  )
}

/** The sort: shows the chosen order at once, from its own state (as the filters' boxes do). */
function SortSelect({
  id,
  sort,
  options,
  onSort,
}: {
  id: string
  sort: ProductSort
  options: readonly ProductSort[]
  onSort: (sort: ProductSort) => void
}) {
  const [shown, setShown] = useShownValue(sort)
  return (
    <select
      id={id}
      className="form-select form-select-sm listing-sort"
      value={shown}
      onChange={(e) => {
        const chosen = e.target.value as ProductSort
        setShown(chosen)
        onSort(chosen)
      }}
    >
      {options.map((s) => (
        <option key={s} value={s}>
          {catalogue.sort[s]}
        </option>
      ))}
    </select>
  )
}

// The filters panel of a listing: opens and collapses as a whole (aria-expanded), and each group's
// body (max height 15.5rem, scrolls) opens and collapses too. Every change goes into the URL.
import '@/styles/features/form-choices.scss'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { ProductPage } from '@/api/aspos/products'
import { PriceText } from '@/components/price'
import { isLarge } from '@/lib/breakpoints'
import { useShownValue } from '@/lib/use-shown-value'
import { catalogue } from '@/messages/nl/catalogue'
import { activeFilterCount, parseEuros, withFilters, type ListingFilters } from '../listing-params'

const t = catalogue.filters

function FilterGroup({
  title,
  children,
  defaultOpen = true,
}: {
  title: string
  children: ReactNode
  defaultOpen?: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  const bodyId = useId()
  return (
    <div className="filter-group border-bottom py-2">
      <h3 className="h6 mb-0">
        <button
          type="button"
          className="filter-group-toggle btn btn-link w-100 text-start text-decoration-none link-body-emphasis px-0 d-flex justify-content-between align-items-center"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <span className="filter-caret" aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} className="filter-body" hidden={!open}>
        {children}
      </div>
    </div>
  )
}

/**
 * A filter's checkbox: ticked in the tap's own frame from its own state (the listing's state
 * follows as a transition, product-listing.tsx).
 */
function FilterCheck({
  id,
  checked,
  onToggle,
}: {
  id: string
  checked: boolean
  onToggle: (checked: boolean) => void
}) {
  const [shown, setShown] = useShownValue(checked)
  return (
    <input
      id={id}
      type="checkbox"
      className="form-check-input"
      checked={shown}
      onChange={(e) => {
        setShown(e.target.checked)
        onToggle(e.target.checked)
      }}
    />
  )
}

/** How many options a filter group shows before 'Toon meer'. */
const FILTER_OPTIONS_SHOWN = 8

/**
 * A long list of filter options shows its first eight (and every chosen one) with a 'Toon meer'
 * button for the rest, so the group's body never cuts an option off mid-row.
 */
function OptionList<T>({
  options,
  isChosen,
  render,
}: {
  options: T[]
  isChosen: (option: T) => boolean
  render: (option: T) => ReactNode
}) {
  const [all, setAll] = useState(false)
  const listId = useId()
  const long = options.length > FILTER_OPTIONS_SHOWN
  const shown =
    all || !long
      ? options
      : options.filter((option, index) => index < FILTER_OPTIONS_SHOWN || isChosen(option))
  return (
    <>
      <ul className="list-unstyled mb-0" id={listId}>
        {shown.map(render)}
      </ul>
      {long && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0 filter-more"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? t.showFewer : t.showMore(options.length - shown.length)}
        </button>
      )}
    </>
  )
}

function PriceFilter({
  filters,
  range,
  onChange,
}: {
  filters: ListingFilters
  range: ProductPage['facets']['priceRange'] | null
  /** A change to the filters as they stand when it happens (not as this render saw them). */
  onChange: (update: (current: ListingFilters) => ListingFilters) => void
}) {
  const minId = useId()
  const maxId = useId()
  const errorId = useId()
  const [min, setMin] = useState(
    filters.minPrice == null ? '' : String(filters.minPrice).replace('.', ','),
  )
  const [max, setMax] = useState(
    filters.maxPrice == null ? '' : String(filters.maxPrice).replace('.', ','),
  )
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const minValue = min.trim() === '' ? null : parseEuros(min)
    const maxValue = max.trim() === '' ? null : parseEuros(max)
    if ((min.trim() !== '' && minValue == null) || (max.trim() !== '' && maxValue == null)) {
      setError(t.invalidPrice)
      return
    }
    if (minValue != null && maxValue != null && minValue > maxValue) {
      setError(t.minAboveMax)
      return
    }
    setError(null)
    onChange((current) => withFilters(current, { minPrice: minValue, maxPrice: maxValue }))
  }

  return (
    <form onSubmit={submit} noValidate className="py-1">
      {range && range.max > 0 && (
        <p className="small text-body-secondary mb-2">
          <PriceText message={t.priceRange} amounts={[range.min, range.max]} />
        </p>
      )}
      <div className="row g-2">
        <div className="col-6">
          <label htmlFor={minId} className="form-label small mb-1">
            {t.minPrice}
          </label>
          <input
            id={minId}
            className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
            inputMode="decimal"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className="col-6">
          <label htmlFor={maxId} className="form-label small mb-1">
            {t.maxPrice}
          </label>
          <input
            id={maxId}
            className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
            inputMode="decimal"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-sm btn-outline-secondary mt-2">
        {t.applyPrice}
      </button>
    </form>
  )
}

interface ListingFiltersPanelProps {
  /** What the shopper asked for: the controls show it at once. */
  filters: ListingFilters
  /**
   * The filters the products on screen were listed with: the count on the toggle and the clear
   * button follow these, so a tap's own frame changes only the box it ticked (the clear button
   * appearing moved everything below it, a repaint of the whole page on a phone). Default: filters.
   */
  applied?: ListingFilters
  facets: ProductPage['facets'] | null
  /** A change to the filters as they stand when it happens (not as this render saw them). */
  onChange: (update: (current: ListingFilters) => ListingFilters) => void
  /** Hide the brand group on a brand page. */
  hideBrands?: boolean
}

function initiallyOpen(): boolean {
  // Open beside the products on wide screens, collapsed above them on phones.
  return isLarge(true)
}

export function ListingFiltersPanel({
  filters,
  applied = filters,
  facets,
  onChange,
  hideBrands,
}: ListingFiltersPanelProps) {
  const [open, setOpen] = useState(initiallyOpen)
  const panelId = useId()
  const count = activeFilterCount(applied)
  const toggleBrand = (slug: string, checked: boolean) =>
    onChange((current) =>
      withFilters(current, {
        brands: checked
          ? [...current.brands.filter((b) => b !== slug), slug]
          : current.brands.filter((b) => b !== slug),
      }),
    )
  // Selected brands stay visible even when the facet list lacks them (e.g. a shared old link).
  const brandFacets = facets?.brands ?? []
  const extra = filters.brands
    .filter((slug) => !brandFacets.some((b) => b.urlSlug === slug))
    .map((slug) => ({ name: slug, urlSlug: slug, count: 0 }))

  return (
    <section className="listing-filters" aria-labelledby={`${panelId}-title`}>
      <h2 className="h5 mb-0" id={`${panelId}-title`}>
        <button
          type="button"
          className="btn btn-outline-secondary w-100 d-flex justify-content-between align-items-center listing-filters-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>
            {t.title}
            {count > 0 && (
              <span className="badge text-bg-secondary ms-2">{t.activeCount(count)}</span>
            )}
          </span>
          <span className="filter-caret" aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} className="listing-filters-body" hidden={!open}>
        {!hideBrands && (
          <FilterGroup title={t.brand}>
            {brandFacets.length + extra.length === 0 ? (
              <p className="small text-body-secondary mb-0">{t.noBrands}</p>
            ) : (
              <OptionList
                options={[...brandFacets, ...extra]}
                isChosen={(b) => filters.brands.includes(b.urlSlug)}
                render={(b) => {
                  const id = `${panelId}-brand-${b.urlSlug}`
                  return (
                    <li key={b.urlSlug} className="form-check">
                      <FilterCheck
                        id={id}
                        checked={filters.brands.includes(b.urlSlug)}
                        onToggle={(checked) => toggleBrand(b.urlSlug, checked)}
                      />
                      <label htmlFor={id} className="form-check-label">
                        {b.name} <span className="text-body-secondary">({b.count})</span>
                      </label>
                    </li>
                  )
                }}
              />
            )}
          </FilterGroup>
        )}
        <FilterGroup title={t.price}>
          <PriceFilter
            key={`${filters.minPrice}-${filters.maxPrice}`}
            filters={filters}
            range={facets?.priceRange ?? null}
            onChange={onChange}
          />
        </FilterGroup>
        <FilterGroup title={t.other}>
          <div className="form-check">
            <FilterCheck
              id={`${panelId}-new`}
              checked={filters.isNew}
              onToggle={(isNew) => onChange((current) => withFilters(current, { isNew }))}
            />
            <label htmlFor={`${panelId}-new`} className="form-check-label">
              {t.isNew}
            </label>
          </div>
          <div className="form-check">
            <FilterCheck
              id={`${panelId}-stock`}
              checked={filters.inStock}
              onToggle={(inStock) => onChange((current) => withFilters(current, { inStock }))}
            />
            <label htmlFor={`${panelId}-stock`} className="form-check-label">
              {t.inStock}
            </label>
          </div>
        </FilterGroup>
        {count > 0 && (
          <button
            type="button"
            className="btn btn-link px-0 mt-2"
            onClick={() =>
              onChange((current) =>
                withFilters(current, {
                  brands: [],
                  minPrice: null,
                  maxPrice: null,
                  isNew: false,
                  inStock: false,
                }),
              )
            }
          >
            {t.clear}
          </button>
        )}
      </div>
    </section>
  )
}

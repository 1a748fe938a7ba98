// The filters of a listing: the groups (brand, price, other), each group's body (max height
// 15.5rem, scrolls) opening and collapsing on its own. Beside the products on a wide screen
// (ListingFiltersPanel), in the filter sheet on a phone (filter-sheet.tsx).
import '@/styles/features/form-choices.scss'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { ProductPage } from '@/api/aspos/product-queries'
import { PriceText } from '@/components/price'
import { useShownValue } from '@/lib/use-shown-value'
import { catalogue } from '@/messages/nl/catalogue'
import { lifeStageValues, needValues } from '@/api/aspos/food-fields'
import { parseEuros, withFieldValue, withFilters, type ListingFilters } from '../listing-params'

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

interface FilterGroupsProps {
  /** What the shopper asked for: the controls show it at once. */
  filters: ListingFilters
  facets: ProductPage['facets'] | null
  /** A change to the filters as they stand when it happens (not as this render saw them). */
  onChange: (update: (current: ListingFilters) => ListingFilters) => void
  /** Hide the brand group on a brand page. */
  hideBrands?: boolean
}

/**
 * The filter groups (brand, price, other), each opening and collapsing on its own: beside the
 * products on a wide screen, and in the filter sheet on a phone (filter-sheet.tsx).
 */
export function FilterGroups({ filters, facets, onChange, hideBrands }: FilterGroupsProps) {
  const idPrefix = useId()
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
    <div className="listing-filters-body">
      {!hideBrands && (
        <FilterGroup title={t.brand}>
          {brandFacets.length + extra.length === 0 ? (
            <p className="small text-body-secondary mb-0">{t.noBrands}</p>
          ) : (
            <OptionList
              options={[...brandFacets, ...extra]}
              isChosen={(b) => filters.brands.includes(b.urlSlug)}
              render={(b) => {
                const id = `${idPrefix}-brand-${b.urlSlug}`
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
      <FieldFilterGroups filters={filters} facets={facets} onChange={onChange} />
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
            id={`${idPrefix}-new`}
            checked={filters.isNew}
            onToggle={(isNew) => onChange((current) => withFilters(current, { isNew }))}
          />
          <label htmlFor={`${idPrefix}-new`} className="form-check-label">
            {t.isNew}
          </label>
        </div>
        <div className="form-check">
          <FilterCheck
            id={`${idPrefix}-stock`}
            checked={filters.inStock}
            onToggle={(inStock) => onChange((current) => withFilters(current, { inStock }))}
          />
          <label htmlFor={`${idPrefix}-stock`} className="form-check-label">
            {t.inStock}
          </label>
        </div>
      </FilterGroup>
    </div>
  )
}

const FIELD_VALUE_ORDER: readonly string[] = [...lifeStageValues, ...needValues]
const valueRank = (value: string) => {
  const at = FIELD_VALUE_ORDER.findIndex((v) => v.toLowerCase() === value.toLowerCase())
  return at < 0 ? FIELD_VALUE_ORDER.length : at
}

/**
 * A group per filterable product Field the listed products carry (food: life stage, needs), each
 * value with its count; a chosen value stays even when the facets lack it (a shared old link).
 */
function FieldFilterGroups({
  filters,
  facets,
  onChange,
}: Pick<FilterGroupsProps, 'filters' | 'facets' | 'onChange'>) {
  const idPrefix = useId()
  const groups = [...(facets?.fields ?? [])]
  for (const code of Object.keys(filters.fields))
    if (!groups.some((g) => g.code === code)) groups.push({ code, values: [] })
  return groups.map(({ code, values }) => {
    const chosen = filters.fields[code] ?? []
    const options = [
      ...values,
      ...chosen
        .filter((v) => !values.some((o) => o.value.toLowerCase() === v))
        .map((v) => ({ value: v.charAt(0).toUpperCase() + v.slice(1), count: 0 })),
    ].sort((a, b) => valueRank(a.value) - valueRank(b.value) || a.value.localeCompare(b.value))
    return (
      <FilterGroup key={code} title={t.fieldTitles[code] ?? code}>
        <ul className="list-unstyled mb-0">
          {options.map((o) => {
            const id = `${idPrefix}-${code}-${o.value}`.replace(/\s+/g, '-')
            return (
              <li key={o.value} className="form-check">
                <FilterCheck
                  id={id}
                  checked={chosen.includes(o.value.toLowerCase())}
                  onToggle={(checked) =>
                    onChange((current) => withFieldValue(current, code, o.value, checked))
                  }
                />
                <label htmlFor={id} className="form-check-label">
                  {o.value} <span className="text-body-secondary">({o.count})</span>
                </label>
              </li>
            )
          })}
        </ul>
      </FilterGroup>
    )
  })
}

/** The filters beside the products on a wide screen: always there, each group collapsible. */
export function ListingFiltersPanel(props: FilterGroupsProps) {
  const titleId = useId()
  return (
    <section className="listing-filters" aria-labelledby={titleId}>
      <h2 className="h5 mb-1" id={titleId}>
        {t.title}
      </h2>
      <FilterGroups {...props} />
    </section>
  )
}

// Listing state in the URL (shareable, and the back button works): filters, sorting and the page.
// Parsing is forgiving (a bad value is ignored); writing leaves out defaults, and page 1 has no p.
import {
  productSortValues,
  type ProductListParams,
  type ProductSort,
} from '@/api/aspos/product-list-params'
import { filterFieldCodes } from '@/api/aspos/food-fields'
import { formatPrice } from '@/lib/format'
import { catalogue } from '@/messages/nl/catalogue'

const listingKeys = {
  brands: 'merk',
  minPrice: 'min',
  maxPrice: 'max',
  isNew: 'nieuw',
  inStock: 'voorraad',
  sort: 'sortering',
  page: 'p',
} as const

export interface ListingFilters {
  brands: string[]
  /** Euros, as typed by the shopper. */
  minPrice: number | null
  maxPrice: number | null
  isNew: boolean
  inStock: boolean
  sort: ProductSort
  page: number
  /**
   * Product Field filters (life stage, needs), per Field code its chosen values in lower case; in
   * the URL under the code in lower case (?levensfase=senior&behoeften=graanvrij).
   */
  fields: Readonly<Record<string, readonly string[]>>
}

/** The URL key of a Field filter: its code in lower case. */
export const fieldFilterKey = (code: string): string => code.toLowerCase()

export const emptyFilters: ListingFilters = {
  brands: [],
  minPrice: null,
  maxPrice: null,
  isNew: false,
  inStock: false,
  sort: 'relevance',
  page: 1,
  fields: {},
}

/** A euro amount typed with a comma or a point ('12,50'); null when it is not one. */
export function parseEuros(value: string | null | undefined): number | null {
  if (value == null) return null
  const clean = value.trim().replace(',', '.')
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(clean)) return null
  return Number(clean)
}

export function parseListingSearch(search: URLSearchParams): ListingFilters {
  const sort = search.get(listingKeys.sort)
  const page = Number(search.get(listingKeys.page))
  const brands = [
    ...new Set(
      search
        .getAll(listingKeys.brands)
        .map((b) => b.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]
  return {
    brands,
    minPrice: parseEuros(search.get(listingKeys.minPrice)),
    maxPrice: parseEuros(search.get(listingKeys.maxPrice)),
    isNew: search.get(listingKeys.isNew) === '1',
    inStock: search.get(listingKeys.inStock) === '1',
    sort: productSortValues.includes(sort as ProductSort) ? (sort as ProductSort) : 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    fields: Object.fromEntries(
      filterFieldCodes.flatMap((code) => {
        const values = [
          ...new Set(
            search
              .getAll(fieldFilterKey(code))
              .map((v) => v.trim().toLowerCase())
              .filter(Boolean),
          ),
        ]
        return values.length ? [[code, values]] : []
      }),
    ),
  }
}

/** The URL search of a listing state; other parameters already in `base` are kept. */
export function listingSearch(filters: ListingFilters, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(base)
  Object.values(listingKeys).forEach((key) => out.delete(key))
  filterFieldCodes.forEach((code) => out.delete(fieldFilterKey(code)))
  filters.brands.forEach((b) => out.append(listingKeys.brands, b))
  if (filters.minPrice != null) out.set(listingKeys.minPrice, String(filters.minPrice))
  if (filters.maxPrice != null) out.set(listingKeys.maxPrice, String(filters.maxPrice))
  if (filters.isNew) out.set(listingKeys.isNew, '1')
  if (filters.inStock) out.set(listingKeys.inStock, '1')
  for (const code of filterFieldCodes)
    (filters.fields[code] ?? []).forEach((v) => out.append(fieldFilterKey(code), v))
  if (filters.sort !== 'relevance') out.set(listingKeys.sort, filters.sort)
  if (filters.page > 1) out.set(listingKeys.page, String(filters.page))
  return out
}

/** A filter change starts again at page 1. */
export function withFilters(
  current: ListingFilters,
  change: Partial<ListingFilters>,
): ListingFilters {
  return { ...current, ...change, page: change.page ?? 1 }
}

export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.brands.length +
    (filters.minPrice != null || filters.maxPrice != null ? 1 : 0) +
    (filters.isNew ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    Object.values(filters.fields).reduce((sum, values) => sum + values.length, 0)
  )
}

/** The filters with one Field value chosen or not (back to page 1). */
export function withFieldValue(
  current: ListingFilters,
  code: string,
  value: string,
  chosen: boolean,
): ListingFilters {
  const v = value.toLowerCase()
  const others = (current.fields[code] ?? []).filter((x) => x !== v)
  const values = chosen ? [...others, v] : others
  const fields = { ...current.fields }
  if (values.length) fields[code] = values
  else delete fields[code]
  return withFilters(current, { fields })
}

export interface ChosenFilter {
  key: string
  label: string
  /** The filters without this one (back to page 1). */
  without: (filters: ListingFilters) => ListingFilters
}

const euroCents = (euros: number) => Math.round(euros * 100)

/**
 * The chosen filters, one chip each: every brand (by its name where the facets know it), the price
 * range, new and in stock. Removing one keeps the others.
 */
export function chosenFilters(
  filters: ListingFilters,
  brandName: (slug: string) => string = (slug) => slug,
): ChosenFilter[] {
  const t = catalogue.filters
  const chips: ChosenFilter[] = filters.brands.map((slug) => ({
    key: `brand-${slug}`,
    label: brandName(slug),
    without: (f) => withFilters(f, { brands: f.brands.filter((b) => b !== slug) }),
  }))
  const { minPrice: min, maxPrice: max } = filters
  if (min != null || max != null) {
    chips.push({
      key: 'price',
      label:
        min != null && max != null
          ? t.priceBetween(formatPrice(euroCents(min)), formatPrice(euroCents(max)))
          : min != null
            ? t.priceFrom(formatPrice(euroCents(min)))
            : t.priceUpTo(formatPrice(euroCents(max!))),
      without: (f) => withFilters(f, { minPrice: null, maxPrice: null }),
    })
  }
  if (filters.isNew)
    chips.push({ key: 'new', label: t.isNew, without: (f) => withFilters(f, { isNew: false }) })
  if (filters.inStock)
    chips.push({
      key: 'stock',
      label: t.inStock,
      without: (f) => withFilters(f, { inStock: false }),
    })
  for (const [code, values] of Object.entries(filters.fields))
    for (const value of values)
      chips.push({
        key: `field-${code}-${value}`,
        label: value.charAt(0).toUpperCase() + value.slice(1),
        without: (f) => withFieldValue(f, code, value, false),
      })
  return chips
}

/** The same filters and sort (whatever the page). */
export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return listingSearch({ ...a, page: 1 }).toString() === listingSearch({ ...b, page: 1 }).toString()
}

/** Every filter off; the sort stays (back to page 1). */
export function withoutFilters(filters: ListingFilters): ListingFilters {
  return { ...emptyFilters, sort: filters.sort }
}

/** What a listing asks the service: its own base (category, brand, search …) plus the URL state. */
export function listingQuery(base: ProductListParams, filters: ListingFilters): ProductListParams {
  const params: ProductListParams = { ...base }
  if (filters.brands.length) params.brands = filters.brands
  if (filters.minPrice != null) params.minPrice = filters.minPrice
  if (filters.maxPrice != null) params.maxPrice = filters.maxPrice
  if (filters.isNew) params.new = true
  if (filters.inStock) params.inStock = true
  const fields = Object.entries(filters.fields).flatMap(([code, values]) =>
    values.map((v) => `${code}:${v}`),
  )
  if (fields.length) params.field = fields
  if (filters.sort !== 'relevance') params.sort = filters.sort
  if (filters.page > 1) params.page = filters.page
  return params
}

/** The query of a listing URL, for route loaders (the same key the component will read). */
export function listingQueryFromUrl(base: ProductListParams, url: string | URL): ProductListParams {
  return listingQuery(base, parseListingSearch(new URL(url, 'http://localhost').searchParams))
}

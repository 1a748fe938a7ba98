// The list parameters of GET /api/aspos/products (filters, sort, paging): one zod/mini schema that the
// client's listings build and the mock backend validates the incoming query string with, and their
// query-string form. Its own module: the listings, the mock and products.ts's fetcher all read it.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import type { QueryParams } from '../http'

export const productSortValues = ['relevance', 'price-asc', 'price-desc', 'name', 'new'] as const
export type ProductSort = (typeof productSortValues)[number]
export const DEFAULT_PAGE_SIZE = 24
const MAX_PAGE_SIZE = 100

const flag = lazy(() =>
  z.optional(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])]),
      z.transform((v) => v === true || v === 'true'),
    ),
  ),
)
// z.number() rejects Infinity and NaN by itself (classic's .finite() was a no-op).
const euros = lazy(() => z.optional(z.coerce.number().check(z.nonnegative())))
const positiveInt = () => z.coerce.number().check(z.int(), z.positive())

/**
 * Query of GET /api/aspos/products. The mock backend validates the incoming query string with this
 * same schema (values arrive as strings, hence the coercion).
 */
export const productListParamsSchema = lazy(() =>
  z.object({
    webNodeId: z.optional(positiveInt()),
    brand: z.optional(z.string().check(z.minLength(1))),
    collection: z.optional(z.string().check(z.minLength(1))),
    search: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    offers: flag(),
    /** Only products that can be mixed in a colour (colour picker). */
    colorProducts: flag(),
    minPrice: euros(),
    maxPrice: euros(),
    brands: z.optional(z.array(z.string().check(z.minLength(1)))),
    /** Product Field filters, "Code:Value" (repeated): one value of a code or another, every code. */
    field: z.optional(z.array(z.string().check(z.regex(/^[^:]+:.+$/)))),
    new: flag(),
    inStock: flag(),
    sort: z.optional(z.enum(productSortValues)),
    page: z.optional(positiveInt()),
    pageSize: z.optional(positiveInt().check(z.maximum(MAX_PAGE_SIZE))),
  }),
)
export type ProductListParams = z.input<ReturnType<typeof productListParamsSchema>>

/** The list parameters as a query string object (arrays repeat, false flags are left out). */
export function toProductQuery(params: ProductListParams): QueryParams {
  const query: QueryParams = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) query[key] = value as string[]
    } else {
      query[key] = value as string | number | boolean
    }
  }
  return query
}

// The cart-fill link (/winkelmandje/vullen?p=…): the products and quantities a link puts in the
// cart, in its query, for a reminder in a calendar to bring the shopper back. Written here and
// read here, so the two sides cannot drift; whatever a link says is checked before anything is
// shown, and nothing is added before the shopper confirms (app/routes/cart-fill.tsx).
import { MAX_LINE_QUANTITY } from '@/domain/cart-limits'
import { paths } from '@/lib/paths'

/** The query parameter: `p=1032:2,1154:1,1010:1:RAL9010` (product id, quantity, colour code). */
export const CART_FILL_PARAM = 'p'
/** The most lines one link may carry (a reminder names a handful). */
export const MAX_CART_FILL_LINES = 30

export interface CartFillLine {
  productId: number
  quantity: number
  color: string | null
}

/** Colour codes as the service names them (RAL9010, S-1050-Y90R, NCS.2005): no separators of ours. */
const COLOUR_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/
const PRODUCT_ID = /^[1-9]\d{0,8}$/
const QUANTITY = /^\d{1,9}$/

/** The parameter's value for these lines (ids, quantities and colour codes need no escaping). */
export function formatCartFillParam(lines: readonly CartFillLine[]): string {
  return lines
    .map((l) => [l.productId, l.quantity, ...(l.color ? [l.color] : [])].join(':'))
    .join(',')
}

/** The link that fills a cart with these lines (its own module, not hrefs: the header's first chunk stays small). */
export function cartFillHref(lines: readonly CartFillLine[]): string {
  return `${paths.cartFill}?${CART_FILL_PARAM}=${formatCartFillParam(lines)}`
}

export type CartFillProblem =
  | { kind: 'empty' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'malformed'; part: string }
  | { kind: 'quantity'; productId: number; quantity: number }
  | { kind: 'duplicate'; productId: number }

export interface ParsedCartFill {
  /** The lines that passed every check (shown only when `problems` is empty). */
  lines: CartFillLine[]
  problems: CartFillProblem[]
}

/**
 * Reads a link's parameter. Every problem is named (a link is all or nothing: a tampered or broken
 * link adds nothing); whether the products exist is the service's answer, asked afterwards.
 */
export function parseCartFillParam(value: string | null | undefined): ParsedCartFill {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length === 0) return { lines: [], problems: [{ kind: 'empty' }] }
  if (parts.length > MAX_CART_FILL_LINES)
    return { lines: [], problems: [{ kind: 'tooMany', count: parts.length }] }

  const lines: CartFillLine[] = []
  const problems: CartFillProblem[] = []
  const seen = new Set<string>()
  for (const part of parts) {
    const [id, quantity, color, ...rest] = part.split(':')
    if (
      !id ||
      !quantity ||
      rest.length > 0 ||
      !PRODUCT_ID.test(id) ||
      !QUANTITY.test(quantity) ||
      (color !== undefined && !COLOUR_CODE.test(color))
    ) {
      problems.push({ kind: 'malformed', part: part.slice(0, 40) })
      continue
    }
    const productId = Number(id)
    const pieces = Number(quantity)
    if (pieces < 1 || pieces > MAX_LINE_QUANTITY) {
      problems.push({ kind: 'quantity', productId, quantity: pieces })
      continue
    }
    const key = `${productId}:${color ?? ''}`
    if (seen.has(key)) {
      problems.push({ kind: 'duplicate', productId })
      continue
    }
    seen.add(key)
    lines.push({ productId, quantity: pieces, color: color ?? null })
  }
  return { lines, problems }
}

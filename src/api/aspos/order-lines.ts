// The lines of an order of the commerce service (src/api/aspos/orders.ts): the wire contract of a
// line (zod) and its mapping to our OrderLine (integer cents), an article's line apart from a
// discount the order system booked as a line (a voucher).
import * as z from 'zod/mini'
import { toCents } from '@/lib/format'
import { lineSavingCents, lineTotalCents } from '@/domain/line-total'

/**
 * A line of an order: an article, or (a negative price) a discount the order system booked as a
 * line, such as a voucher ('Kortingscode WELKOM10').
 */
export const orderLineDtoSchema = z.object({
  ProductId: z.number(),
  Description: z.string(),
  Quantity: z.number(),
  /** What one piece cost, colour surtax and deposit included. */
  PriceInclTax: z.number(),
  /**
   * Optional extra of our mock: what one piece would have cost without the line's discount
   * (staffel, sale, loyalty) when the order was placed, on PriceInclTax's footing (surtax and
   * deposit in); absent when the line had no discount (and on older orders).
   */
  OriginalPriceInclTax: z.nullish(z.number()),
  /** The colour code of a colour product (what a reorder sends). */
  Color: z.nullable(z.string()),
  /** Optional extra of our mock: the colour's name, as the cart shows it. */
  ColorName: z.optional(z.nullable(z.string())),
  /** Optional extra of our mock: the deposit inside PriceInclTax, per piece. */
  DepositInclTax: z.optional(z.number()),
  /** Optional extra of our mock: sold per kg, the quantity in kilograms. */
  IsWeightProduct: z.optional(z.boolean()),
})
type OrderLineDto = z.infer<typeof orderLineDtoSchema>

export interface OrderLine {
  productId: number
  description: string
  quantity: number
  /** One piece, colour surtax and deposit included. */
  priceCents: number
  /** One piece before the line's discount, on the same footing, when it was more; else null. */
  originalPriceCents: number | null
  lineTotalCents: number
  /** What the line saved against `originalPriceCents` (the cart's rule); 0 when none. */
  savingCents: number
  /** The colour code (what a reorder sends). */
  color: string | null
  /** The colour's name as the shop shows it; the code when the service names none. */
  colorName: string | null
  /** The deposit inside `priceCents`, per piece; 0 when none or unknown. */
  depositCents: number
  /** Sold per kg: `priceCents` is per kg and the quantity counts kilograms. */
  isWeightProduct: boolean
}

/** A discount booked on the order (a voucher), as a positive amount that was subtracted. */
export interface OrderDiscount {
  label: string
  cents: number
}

// PriceInclTax is what one piece cost, deposit included: the one line rule multiplies it.
const lineTotalOf = (line: OrderLineDto) =>
  lineTotalCents(
    { unitExclDepositCents: toCents(line.PriceInclTax), depositCents: 0 },
    line.Quantity,
  )

function mapOrderLine(line: OrderLineDto): OrderLine {
  const priceCents = toCents(line.PriceInclTax)
  const original = line.OriginalPriceInclTax == null ? null : toCents(line.OriginalPriceInclTax)
  return {
    productId: line.ProductId,
    description: line.Description,
    quantity: line.Quantity,
    priceCents,
    originalPriceCents: original != null && original > priceCents ? original : null,
    lineTotalCents: lineTotalOf(line),
    savingCents: lineSavingCents(priceCents, original, line.Quantity),
    color: line.Color,
    colorName: line.ColorName ?? line.Color,
    depositCents: toCents(line.DepositInclTax ?? 0),
    isWeightProduct: line.IsWeightProduct ?? false,
  }
}

/** An order's lines: the articles, and the discounts it booked as lines (a negative price). */
export function mapOrderLines(dtos: readonly OrderLineDto[]): {
  lines: OrderLine[]
  discounts: OrderDiscount[]
} {
  return {
    lines: dtos.filter((line) => line.PriceInclTax >= 0).map(mapOrderLine),
    discounts: dtos
      .filter((line) => line.PriceInclTax < 0)
      .map((line) => ({ label: line.Description, cents: -lineTotalOf(line) })),
  }
}

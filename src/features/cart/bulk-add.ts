// The rules of a bulk add (a past order again, the whole wish list): which wanted lines can be
// bought today, how many of each (capped to today's stock, counting what the cart already holds),
// and which cart lines now cost something else than the order did. Pure: the hook that fetches
// today's products and the cart store that enqueues the ONE batch call it. See
// docs/decisions/016-repeat-buyers.md.
import type { Product } from '@/api/aspos/products'
import { deriveFlags } from '@/domain/pricing/flags'

/** A line the shopper wants again: from an order line or a wish-list product. */
export interface WantedLine {
  productId: number
  quantity: number
  color: string | null
  /** The name the shopper knows it by (the order line's description, the wish list's title). */
  name: string
  /** What one piece cost in the order, when there was an order. */
  orderPriceCents?: number | null
}

/** Why a wanted line is not sent. */
export type RefusalReason =
  | 'notFound'
  | 'notOnline'
  | 'variantRequired'
  | 'colourRequired'
  | 'colourGone'
  | 'outOfStock'
  | 'allInCart'

export interface RefusedLine {
  name: string
  reason: RefusalReason
}

export interface LoweredLine {
  name: string
  wanted: number
  quantity: number
}

export interface PlannedLine {
  productId: number
  quantity: number
  color: string | null
}

/** The order's price of a line that goes to the cart, to compare with today's price there. */
export interface PriceReference {
  productId: number
  color: string | null
  name: string
  orderPriceCents: number
}

export interface BulkAddPlan {
  /** What goes to the cart, in ONE batch. */
  send: PlannedLine[]
  refused: RefusedLine[]
  lowered: LoweredLine[]
  priceReferences: PriceReference[]
}

/** A line already in the cart (visual or confirmed): only product and quantity count for stock. */
export interface HeldLine {
  productId: number
  quantity: number
}

/**
 * Plans a bulk add against today's products (`products`: what the service still answers for the
 * wanted ids; a missing id is a product that has gone) and the cart as it stands.
 */
export function planBulkAdd(
  wanted: readonly WantedLine[],
  products: readonly Product[],
  inCart: readonly HeldLine[],
): BulkAddPlan {
  const byId = new Map(products.map((p) => [p.id, p]))
  const held = new Map<number, number>()
  for (const line of inCart)
    held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity)
  const plan: BulkAddPlan = { send: [], refused: [], lowered: [], priceReferences: [] }

  for (const line of wanted) {
    const product = byId.get(line.productId)
    const refuse = (reason: RefusalReason) =>
      plan.refused.push({ name: product?.title || line.name, reason })
    if (!product) {
      refuse('notFound')
      continue
    }
    const flags = deriveFlags(product)
    // The shop sells on the web what hangs in its category tree (the search index's rule too).
    if (product.webNodeIds.length === 0) {
      refuse('notOnline')
      continue
    }
    if (flags.isVariantParent) {
      refuse('variantRequired')
      continue
    }
    let color: string | null = null
    if (flags.isColorProduct) {
      if (!line.color) {
        refuse('colourRequired')
        continue
      }
      if (!product.colors.some((c) => c.code === line.color)) {
        refuse('colourGone')
        continue
      }
      color = line.color
    }
    if (!flags.inStock) {
      refuse('outOfStock')
      continue
    }
    const wantedQuantity = Math.max(1, Math.round(line.quantity))
    let quantity = wantedQuantity
    // Unknown stock and virtual products have no ceiling; otherwise the cart (all colours) counts.
    if (!product.isVirtual && product.stock != null) {
      const available = product.stock - (held.get(product.id) ?? 0)
      if (available <= 0) {
        refuse('allInCart')
        continue
      }
      if (quantity > available) {
        quantity = available
        plan.lowered.push({ name: product.title, wanted: wantedQuantity, quantity })
      }
    }
    held.set(product.id, (held.get(product.id) ?? 0) + quantity)
    plan.send.push({ productId: product.id, quantity, color })
    if (line.orderPriceCents != null) {
      plan.priceReferences.push({
        productId: product.id,
        color,
        name: product.title,
        orderPriceCents: line.orderPriceCents,
      })
    }
  }
  return plan
}

/** A cart line whose price today is not what the order paid. */
export interface PriceChange {
  name: string
  orderPriceCents: number
  todayCents: number
}

/**
 * The reordered lines the cart holds at another price than the order's (today's unit price, colour
 * surtax included, deposit apart, against the order line's price per piece).
 */
export function priceChanges(
  references: readonly PriceReference[],
  cartLines: readonly { productId: number; color: string | null; unitPriceCents: number }[],
): PriceChange[] {
  return references.flatMap((ref) => {
    const line = cartLines.find(
      (l) => l.productId === ref.productId && (l.color ?? null) === ref.color,
    )
    return line && line.unitPriceCents !== ref.orderPriceCents
      ? [{ name: ref.name, orderPriceCents: ref.orderPriceCents, todayCents: line.unitPriceCents }]
      : []
  })
}

// "Bijna op?" with today's products: the rules of src/domain/refill-rhythm.ts (how long a piece
// lasts, what is due) joined to what the service says of each product today: a food's feeding
// table and bag, sold out, no longer sold, a colour that is gone. See docs/decisions/025-running-out.md.
import type { Product } from '@/api/aspos/products'
import { foodInfo } from '@/api/aspos/food-fields'
import { deriveFlags, isSoldOut } from '@/domain/pricing/flags'
import { fieldCodes, fieldValue } from '@/domain/pricing/product-fields'
import {
  fedRhythm,
  type DueState,
  type FeedingPet,
  type ProductRhythm,
  type SinglePurchase,
} from '@/domain/refill-rhythm'
import { parseContents } from '@/domain/unit-price'

/**
 * A food bought once, with no rhythm yet: its feeding rhythm (fedRhythm, src/domain/refill-rhythm.ts)
 * from what today's product says: its feeding table, species and bag.
 */
export function feedingRhythm(
  purchase: SinglePurchase,
  product: Product,
  pets: readonly FeedingPet[],
): ProductRhythm | null {
  const info = foodInfo(product)
  const contents = parseContents(fieldValue(product, fieldCodes.contents))
  return fedRhythm(purchase, { ...info, contents }, pets)
}

/** The rhythms of the orders, with those of single food purchases worked out from the pets. */
export function withFeedingRhythms(
  rhythms: readonly ProductRhythm[],
  singles: readonly SinglePurchase[],
  products: readonly Product[],
  pets: readonly FeedingPet[],
): ProductRhythm[] {
  const byId = new Map(products.map((p) => [p.id, p]))
  const fed = singles.flatMap((single) => {
    const product = byId.get(single.productId)
    const rhythm = product ? feedingRhythm(single, product, pets) : null
    return rhythm ? [rhythm] : []
  })
  if (fed.length === 0) return [...rhythms]
  return [...rhythms, ...fed].sort(
    (a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.name.localeCompare(b.name, 'nl'),
  )
}

// ---------------------------------------------------------------------------------------------
// Today's products
// ---------------------------------------------------------------------------------------------

export interface DueItem {
  rhythm: ProductRhythm
  state: DueState
  /** Today's product: today's price and stock. */
  product: Product
  soldOut: boolean
}

/**
 * The due rhythms the shop can still sell, with today's products. Left out: a product the service
 * no longer answers (no longer sold), one no longer online (no category in the web shop), a
 * variant parent, a colour product whose colour is gone or was never named. A sold-out one stays,
 * marked, so the customer can be offered something else.
 */
export function dueItems(
  due: readonly { rhythm: ProductRhythm; state: DueState }[],
  products: readonly Product[],
): DueItem[] {
  const byId = new Map(products.map((p) => [p.id, p]))
  return due.flatMap(({ rhythm, state }) => {
    const product = byId.get(rhythm.productId)
    if (!product || product.webNodeIds.length === 0) return []
    const flags = deriveFlags(product)
    if (flags.isVariantParent) return []
    if (flags.isColorProduct && !product.colors.some((c) => c.code === rhythm.color)) return []
    return [{ rhythm, state, product, soldOut: isSoldOut(product) }]
  })
}

// Which products the add-to-cart layer suggests with a product just added: up to four that go with
// it, first its kits (the articles that belong to it), then its related products from other shelves
// (an alternative from its own shelf, another cap beside a cap, does not go with it), and only when
// neither gives any, the bestsellers of its category (the category's listing in the shop's own
// order: the service ranks it). Never a sold-out product, never what was just added or what the
// cart already holds, nor a product of their families (a body protector in the cart in one size is
// not suggested again with the gloves). Pure.
import type { ProductView } from '@/api/aspos/product-view'

export const MAX_SUGGESTIONS = 4

/** What was just added, and its shelf. */
export interface JustAdded {
  /** What was just added and what the cart holds: their products and their families' parents. */
  ids: readonly number[]
  /** The added product's category (its first web node). */
  shelf?: number
}

export interface SuggestionSources {
  kits: readonly ProductView[]
  related: readonly ProductView[]
  /** The category's bestsellers: asked for only when kits and related products give nothing. */
  category: readonly ProductView[]
}

/** Whether the category's bestsellers are needed (kits and related products give nothing to buy). */
export function needsCategory(
  sources: Pick<SuggestionSources, 'kits' | 'related'>,
  added: JustAdded,
): boolean {
  return pickSuggestions({ ...sources, category: [] }, added).length === 0
}

export function pickSuggestions(
  { kits, related, category }: SuggestionSources,
  added: JustAdded,
): ProductView[] {
  const seen = new Set(added.ids)
  const offShelf = related.filter(
    (product) => added.shelf === undefined || product.webNodeIds[0] !== added.shelf,
  )
  const pick = (products: readonly ProductView[]) =>
    products.filter((product) => {
      const family = product.parentProductId
      if (!product.inStock || seen.has(product.id) || (family != null && seen.has(family)))
        return false
      seen.add(product.id)
      return true
    })
  const first = [...pick(kits), ...pick(offShelf)]
  return (first.length > 0 ? first : pick(category)).slice(0, MAX_SUGGESTIONS)
}

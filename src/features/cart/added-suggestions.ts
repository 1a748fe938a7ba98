// Which products the add-to-cart layer suggests with a product just added: up to four that go with
// it, first its kits (the articles that belong to it), then its related products, and only when
// neither gives any, the bestsellers of its category (the category's listing in the shop's own
// order: the service ranks it). Never a sold-out product, never what was just added. Pure.
import type { ProductView } from '@/api/aspos/product-view'

export const MAX_SUGGESTIONS = 4

export interface SuggestionSources {
  kits: readonly ProductView[]
  related: readonly ProductView[]
  /** The category's bestsellers: asked for only when kits and related products give nothing. */
  category: readonly ProductView[]
}

/** Whether the category's bestsellers are needed (kits and related products give nothing to buy). */
export function needsCategory(
  sources: Pick<SuggestionSources, 'kits' | 'related'>,
  added: readonly number[],
): boolean {
  return pickSuggestions({ ...sources, category: [] }, added).length === 0
}

export function pickSuggestions(
  { kits, related, category }: SuggestionSources,
  added: readonly number[],
): ProductView[] {
  const seen = new Set(added)
  const pick = (products: readonly ProductView[]) =>
    products.filter((product) => {
      if (!product.inStock || seen.has(product.id)) return false
      seen.add(product.id)
      return true
    })
  const first = [...pick(kits), ...pick(related)]
  return (first.length > 0 ? first : pick(category)).slice(0, MAX_SUGGESTIONS)
}

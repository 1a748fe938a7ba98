// "vanaf € …": a family (a product with variants) shows its lowest price with "vanaf" only where its
// variants' prices differ; where all sizes cost the same the price is simply the price. The one rule
// for the product card and listing, the product page and the search dropdown (docs/api.md, "Variant
// families"). Pure.

/** The lowest of prices that differ: the price reads 'vanaf'. Unknown highest (null): plain price. */
export function isPriceFrom(lowestCents: number, highestCents: number | null): boolean {
  return highestCents != null && highestCents > lowestCents
}

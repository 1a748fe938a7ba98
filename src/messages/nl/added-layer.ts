// Dutch strings of the add-to-cart layer (features/cart/components/added-layer.tsx): loaded with
// the layer, apart from cart.ts, which the header's cart button brings into the entry chunk.
export const addedLayer = {
  title: 'Toegevoegd aan je winkelmandje',
  addedLines: 'Toegevoegd',
  quantity: (count: number) => `Aantal: ${count}`,
  colour: (name: string) => `Kleur: ${name}`,
  variant: (label: string) => `Uitvoering: ${label}`,
  /** The cart as it is now: the count follows at once, the total once the service confirmed. */
  inCart: (count: number) =>
    `In je winkelmandje: ${count} ${count === 1 ? 'artikel' : 'artikelen'}`,
  /** What the items cost (the cart's subtotal): shipping is not in it, the cart shows it. */
  total: 'Subtotaal',
  totalPending: 'Bedrag wordt bijgewerkt...',
  continueShopping: 'Verder winkelen',
  toCart: 'Naar winkelmandje',
  suggestions: 'Past er goed bij',
  suggestionsLoading: 'Suggesties worden geladen...',
} as const

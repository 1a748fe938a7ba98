// Dutch strings of the bulk add (features/cart/bulk-add.ts): a past order again ("Opnieuw
// bestellen") or the whole wish list ("Alles in winkelmandje"), and the cart's note on today's
// prices. Apart from cart.ts, which the header's cart button brings into the entry chunk.
export const bulkAdd = {
  added: (count: number) =>
    count === 1
      ? '1 product toegevoegd aan je winkelmandje.'
      : `${count} producten toegevoegd aan je winkelmandje.`,
  nothingAdded:
    'Er is niets aan je winkelmandje toegevoegd: geen van deze producten is nu te koop.',
  adding: 'Bezig met toevoegen...',
  sent: (count: number) =>
    count === 1
      ? '1 product gaat naar je winkelmandje.'
      : `${count} producten gaan naar je winkelmandje.`,
  todaysPrices: 'Je betaalt de prijzen van vandaag.',
  loadFailed: 'De producten konden niet worden opgehaald. Er is niets toegevoegd.',
  refusedHeading: 'Niet toegevoegd',
  refused: (name: string, why: string) => `${name}: ${why}.`,
  reasons: {
    notFound: 'niet meer verkrijgbaar',
    notOnline: 'niet meer online te koop',
    variantRequired: 'kies eerst een uitvoering op de productpagina',
    colourRequired: 'kies eerst een kleur op de productpagina',
    colourGone: 'deze kleur is niet meer leverbaar',
    outOfStock: 'uitverkocht',
    allInCart: 'de hele voorraad zit al in je winkelmandje',
  },
  loweredHeading: 'Minder toegevoegd',
  lowered: (name: string, wanted: number, quantity: number) =>
    `${name}: ${quantity} in plaats van ${wanted}, meer is er niet op voorraad.`,
  /** The cart's note on reordered lines whose price changed since the order. */
  priceChanges: {
    heading: 'Prijzen van vandaag',
    intro:
      'Je betaalt de prijzen van vandaag. Deze producten kosten nu iets anders dan in je eerdere bestelling:',
    line: (name: string, was: string, now: string) => `${name}: was ${was}, nu ${now} per stuk.`,
  },
} as const

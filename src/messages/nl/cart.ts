// Dutch strings of the cart domain: notices and the header button (cart-shell.ts, which the entry
// loads), the add-to-cart control, the cart page (lines, totals, vouchers). What the (mock) service
// answers is src/mocks/messages.ts.
import { cartShell } from './cart-shell'

export const cart = {
  ...cartShell,
  addToCart: {
    button: 'In winkelmandje',
    quantity: 'Aantal',
    quantityKg: 'Aantal (kg)',
    decrease: 'Verlaag aantal',
    increase: 'Verhoog aantal',
    colour: 'Kleur',
    chooseColour: 'Kies een kleur',
    colourRequired: 'Kies eerst een kleur.',
  },
  page: {
    title: 'Winkelmandje',
    metaDescription: 'Bekijk de artikelen in je winkelmandje en ga verder naar afrekenen.',
    loading: 'Winkelmandje wordt geladen...',
    loadFailed: 'Je winkelmandje kon niet worden geladen.',
    empty: 'Je winkelmandje is leeg.',
    emptyHint: 'Bekijk onze aanbiedingen of ga terug naar de homepage.',
    toOffers: 'Bekijk de aanbiedingen',
    toHome: 'Verder winkelen',
    linesCaption: 'Artikelen in je winkelmandje',
    columns: {
      product: 'Artikel',
      price: 'Prijs',
      quantity: 'Aantal',
      total: 'Totaal',
      remove: 'Verwijderen',
    },
    unitPrice: 'Prijs per stuk',
    perKg: 'per kg',
    colour: (name: string) => `Kleur: ${name}`,
    deposit: (amount: string) => `+ ${amount} statiegeld per stuk`,
    /** What made a line cheaper than its struck price, and what that saves on the line. */
    saving: {
      sale: 'Actieprijs',
      staffel: 'Staffelkorting toegepast',
      loyalty: 'Klantenkaartprijs',
    },
    lineSaves: (amount: string) => `je bespaart ${amount}`,
    quantityFor: (title: string) => `Aantal van ${title}`,
    /** Weight products are sold per kg: their quantity field counts kilograms. */
    quantityKgFor: (title: string) => `Aantal kg van ${title}`,
    decreaseFor: (title: string) => `Verlaag aantal van ${title}`,
    increaseFor: (title: string) => `Verhoog aantal van ${title}`,
    removeFor: (title: string) => `Verwijder ${title}`,
    remove: 'Verwijderen',
    /** The row a removed line leaves behind (by its button or a quantity of 0), with the way back. */
    removed: (title: string) => `${title} is verwijderd uit je winkelmandje.`,
    undo: 'Ongedaan maken',
    restoring: (title: string) => `${title} wordt teruggezet...`,
    lowStock: (stock: number) => `Nog ${stock} op voorraad`,
    outOfStock: 'Niet meer op voorraad',
    checkout: 'Verder naar afrekenen',
    checkoutPending: 'Even geduld: je wijzigingen worden nog opgeslagen.',
    continueShopping: 'Verder winkelen',
    updating: 'Je winkelmandje wordt bijgewerkt...',
    /** A line total while its new quantity is on its way to the service. */
    lineUpdating: 'wordt bijgewerkt',
  },
  /** Around the one order summary (messages/nl/summary.ts has its rows). */
  totals: {
    heading: 'Overzicht',
    /** The free-shipping threshold the USP bar promises, counted down in the cart. */
    freeShippingHint: (amount: string) => `Nog ${amount} tot gratis verzending`,
    freeShipping: 'Je bestelling wordt gratis verzonden.',
    /** Under a total that holds home delivery's shipping, before the shopper chose. */
    pickupIsFree: 'Haal je je bestelling op met Click & Collect, dan betaal je geen verzendkosten.',
    shippingLater: 'Verzendkosten zie je zodra je een bezorgmethode kiest.',
    noShipping: 'Wordt per e-mail bezorgd: geen verzendkosten.',
    pendingNote: 'Bedragen worden bijgewerkt zodra je wijzigingen zijn opgeslagen.',
  },
  vouchers: {
    heading: 'Heb je een voucher?',
    label: 'Vouchercode',
    placeholder: 'Uw vouchercode',
    submit: 'Toevoegen',
    added: 'De voucher is toegevoegd.',
    removed: 'De voucher is verwijderd.',
    remove: (code: string) => `Verwijder voucher ${code}`,
    applied: 'Toegepaste vouchers',
    required: 'Vul een vouchercode in.',
  },
} as const

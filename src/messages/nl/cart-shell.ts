// Dutch strings of the cart that the shell itself shows, from the entry: the cart's notices and the
// header's cart button. Kept apart from cart.ts (which holds them too, through a spread) so the
// entry does not carry the cart page's words (issue 50: initial JS).
export const cartShell = {
  notices: {
    added: 'Product toegevoegd aan de winkelmandje.',
    addFailed: 'Product kon niet worden toegevoegd aan de winkelmandje. Er ging wat mis.',
    /** Added to a failure notice: the cart was fetched again after the failed batch. */
    reloaded: 'Je winkelmandje toont weer wat er bewaard is.',
    /** The session ended elsewhere (expired, another tab) while changes still waited. */
    droppedOnSessionEnd:
      'Je sessie is beëindigd. Je laatste wijzigingen aan de winkelmandje zijn niet bewaard.',
  },
  button: {
    /** `total`: what the items cost (no shipping); null: changes wait for the service's answer. */
    label: (count: number, total: string | null) =>
      `Winkelmandje, ${count} ${count === 1 ? 'artikel' : 'artikelen'}, ${total === null ? 'totaal wordt bijgewerkt' : `€ ${total}`}`,
    /** The amount's place while it is being worked out. */
    totalPending: '€ …',
  },
} as const

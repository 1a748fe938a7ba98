// Dutch strings of the one order summary (components/order-summary.tsx): the cart's overview, the
// checkout's, the order-complete page and an order's detail page all read these.
export const summary = {
  lines: 'Artikelen',
  items: (n: number) => (n === 1 ? '1 artikel' : `${n} artikelen`),
  quantity: (n: number) => `${n} ×`,
  color: (name: string) => `Kleur: ${name}`,
  /** After what one piece (or kg) costs, under the line ('€ 26,02 per stuk'). */
  perPiece: 'per stuk',
  perKg: 'per kg',
  subtotal: (items: string) => `Subtotaal (${items})`,
  /** The deposit inside the subtotal: shown, not added again. */
  deposit: 'waarvan statiegeld',
  voucher: (code: string) => `Kortingscode ${code}`,
  discount: 'Korting',
  shipping: 'Verzendkosten',
  shippingPickup: 'Verzendkosten (Click & Collect)',
  /** The shipping row of a cart whose method is not chosen and whose service names no rule. */
  shippingUnknown: 'Volgt bij de bezorgkeuze',
  /** What the service's total holds beyond the rows (never expected; never hidden either). */
  otherCosts: 'Overige kosten',
  otherDiscount: 'Overige korting',
  total: 'Totaal incl. btw',
  totalExclShipping: 'Totaal incl. btw, excl. verzendkosten',
  savings: (amount: string) => `Je bespaart ${amount}`,
} as const

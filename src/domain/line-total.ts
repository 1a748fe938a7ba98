// The multiplication at the end of the one line rule (lineCharge in pricing/line-charge.ts): what a line
// costs from what one piece costs in it. Its own small module so the cart contract (on the first
// page's path) and the order lines read it without the whole pricing module.

/** (unit + deposit) × quantity in whole cents; quantities of weight products may be fractions. */
export function lineTotalCents(
  piece: { unitExclDepositCents: number; depositCents: number },
  quantity: number,
): number {
  return Math.round((piece.unitExclDepositCents + piece.depositCents) * quantity)
}

// The multiplication at the end of the one line rule (lineCharge in pricing/line-charge.ts): what a line
// costs from what one piece costs in it, and what it saves against the piece before its discount.
// Its own small module so the cart contract (on the first page's path) and the order lines read it
// without the whole pricing module.

/** (unit + deposit) × quantity in whole cents; quantities of weight products may be fractions. */
export function lineTotalCents(
  piece: { unitExclDepositCents: number; depositCents: number },
  quantity: number,
): number {
  return Math.round((piece.unitExclDepositCents + piece.depositCents) * quantity)
}

/**
 * What a line saves: (original − charged piece) × quantity, by the same multiplication, when the
 * piece before its discount (staffel, sale, loyalty) was more; 0 when it was not or is unknown.
 * The cart's lines and a placed order's lines both count it ("Je bespaart"), so the saving reads
 * the same before and after payment. Both prices on the same footing (deposit in or out of both).
 */
export function lineSavingCents(
  pieceCents: number,
  originalPieceCents: number | null,
  quantity: number,
): number {
  if (originalPieceCents == null || originalPieceCents <= pieceCents) return 0
  return lineTotalCents(
    { unitExclDepositCents: originalPieceCents - pieceCents, depositCents: 0 },
    quantity,
  )
}

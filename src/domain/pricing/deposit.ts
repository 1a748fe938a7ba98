// The deposit (statiegeld, spec section 9): what every piece costs on top of its article, never
// discounted, shown and charged apart. Pure.

/** A kit of a product as the deposit rule reads it (money in cents). */
export interface DepositKit {
  isDeposit: boolean
  quantity: number
  priceCents: number
}

/** Deposit (Statiegeld): every kit marked IsDeposit, times its quantity. */
export function depositOf(product: { kits: readonly DepositKit[] }): number {
  return product.kits
    .filter((k) => k.isDeposit)
    .reduce((sum, k) => sum + k.priceCents * Math.max(0, k.quantity), 0)
}

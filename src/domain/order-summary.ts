// The rows under an order, in progress (cart, checkout) or placed (order complete, order detail):
// the subtotal, the deposit inside it, each discount, shipping and the total. Every view of an
// order draws these rows (components/order-summary.tsx), so the rows shown always add up to the
// total shown: the subtotal is the sum of the lines as shown, the deposit is marked as part of it,
// and a difference between the rows and the service's total (which is what is charged) is shown
// as a row of its own, never hidden. Pure: it reads the amounts it is given (integer cents); the
// lines drawn above the rows are mapped in src/api/aspos/order-summary.ts.

/**
 * How shipping stands: `delivery` charged (or free above the threshold) for home delivery;
 * `pickup` Click & Collect (free); `default` not chosen yet, priced as home delivery (the default);
 * `emailed` nothing to ship; `unknown` not chosen and the service does not say its rule.
 */
export type ShippingState = 'delivery' | 'pickup' | 'default' | 'emailed' | 'unknown'

export type SummaryRow =
  | { kind: 'subtotal'; cents: number; itemCount: number }
  /** The deposit inside the subtotal: shown, never added again. */
  | { kind: 'deposit'; cents: number }
  /** A discount (a voucher), `cents` negative. */
  | { kind: 'discount'; cents: number; label: string; code: string | null }
  | { kind: 'shipping'; cents: number; state: ShippingState }
  /** What the service's total holds beyond the rows above (positive or negative). */
  | { kind: 'other'; cents: number }

/** The rows of a summary and what they add up to. */
export interface SummaryTotals {
  /** In the order shown; `countsIn` says which add up to the total. */
  rows: SummaryRow[]
  /** The total the service charges; the counted rows add up to it. */
  totalCents: number
  /** Shipping is not in the total yet: the total says "excl. verzendkosten". */
  totalExcludesShipping: boolean
  /** What the shopper saves: the lines' discounts and the vouchers (0 when unknown). */
  savingsCents: number
}

/**
 * A line's amounts: what it costs and what it saves against its pieces before their discount
 * (staffel, sale, loyalty: `lineSavingCents` of src/domain/line-total.ts; 0 when none or unknown).
 */
interface LineAmounts {
  lineTotalCents: number
  savingCents: number
}

/** What the rows of a cart are made of (the cart of src/api/aspos/cart.ts has these and more). */
export interface CartAmounts {
  lines: readonly LineAmounts[]
  totalAmountOfProducts: number
  depositTotalCents: number
  discountCents: number
  vouchers: readonly { code: string; amountCents: number }[]
  requiresDelivery: boolean
  deliveryMethod: 'Delivery' | 'Pickup' | null
  shippingCents: number
  freeShippingFromCents: number | null
  totalCents: number
}

/** What the rows of a placed order are made of (the order of src/api/aspos/orders.ts). */
export interface OrderAmounts {
  lines: readonly (LineAmounts & { depositCents: number; quantity: number })[]
  discounts: readonly { cents: number; label: string }[]
  deliveryMethod: 'Delivery' | 'Pickup'
  shippingCents: number
  totalCents: number
}

/** Whether a row adds to the total (the deposit is part of the subtotal, not added again). */
export function countsIn(row: SummaryRow): boolean {
  return row.kind !== 'deposit' && !(row.kind === 'shipping' && row.state === 'unknown')
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/**
 * "Je bespaart": what the lines save plus the discounts (vouchers), one rule for the cart and the
 * placed order, so the saving reads the same before and after payment.
 */
const savingsOf = (lines: readonly LineAmounts[], discountCents: number) =>
  sum(lines.map((line) => line.savingCents)) + discountCents

function withTotal(rows: SummaryRow[], totalCents: number, savingsCents: number): SummaryTotals {
  const counted = sum(rows.filter(countsIn).map((row) => row.cents))
  const other = totalCents - counted
  const shipping = rows.find((row) => row.kind === 'shipping')
  const shown: SummaryRow[] = other === 0 ? rows : [...rows, { kind: 'other', cents: other }]
  return {
    rows: shown,
    totalCents,
    totalExcludesShipping: shipping?.kind === 'shipping' && shipping.state === 'unknown',
    savingsCents,
  }
}

function shippingStateOf(cart: CartAmounts): ShippingState {
  if (!cart.requiresDelivery) return 'emailed'
  if (cart.deliveryMethod === 'Pickup') return 'pickup'
  if (cart.deliveryMethod === 'Delivery') return 'delivery'
  // Not chosen yet: a service that tells its free-shipping rule prices the cart as delivered.
  return cart.freeShippingFromCents == null ? 'unknown' : 'default'
}

/**
 * The cart as the shopper's choice of how the order comes prices it, before that choice is sent
 * (the checkout's first step): Click & Collect is free, so its shipping is "Gratis" and the total
 * is the cart's without its shipping; home delivery from a cart the service holds as Click &
 * Collect has shipping the shop cannot price itself ("Volgt bij de bezorgkeuze", the total without
 * it) until the address is sent. The service's answer replaces this on "Verder".
 */
export function withDeliveryChoice<C extends CartAmounts>(
  cart: C,
  choice: 'Delivery' | 'Pickup' | null,
): C {
  if (!choice || !cart.requiresDelivery || choice === cart.deliveryMethod) return cart
  if (choice === 'Pickup')
    return {
      ...cart,
      deliveryMethod: 'Pickup',
      shippingCents: 0,
      totalCents: cart.totalCents - cart.shippingCents,
    }
  // Home delivery: the cart as priced before it was chosen, when that price holds home delivery.
  return cart.deliveryMethod === 'Pickup'
    ? { ...cart, deliveryMethod: null, shippingCents: 0, freeShippingFromCents: null }
    : cart
}

/** The rows of a cart (the cart page, each checkout step). */
export function cartRows(cart: CartAmounts): SummaryTotals {
  const shipping = shippingStateOf(cart)
  const rows: SummaryRow[] = [
    {
      kind: 'subtotal',
      cents: sum(cart.lines.map((line) => line.lineTotalCents)),
      itemCount: cart.totalAmountOfProducts,
    },
  ]
  if (cart.depositTotalCents > 0) rows.push({ kind: 'deposit', cents: cart.depositTotalCents })
  // Each voucher as its own row; a discount the service gives beyond them as one more.
  const vouchers = cart.vouchers.filter((voucher) => voucher.amountCents > 0)
  for (const voucher of vouchers)
    rows.push({
      kind: 'discount',
      cents: -voucher.amountCents,
      label: voucher.code,
      code: voucher.code,
    })
  const beyondVouchers = cart.discountCents - sum(vouchers.map((voucher) => voucher.amountCents))
  if (beyondVouchers > 0)
    rows.push({ kind: 'discount', cents: -beyondVouchers, label: '', code: null })
  if (shipping !== 'emailed')
    rows.push({
      kind: 'shipping',
      cents: shipping === 'unknown' ? 0 : cart.shippingCents,
      state: shipping,
    })
  return withTotal(rows, cart.totalCents, savingsOf(cart.lines, cart.discountCents))
}

/** The rows of a placed order (order complete, order detail). */
export function orderRows(order: OrderAmounts): SummaryTotals {
  const deposit = sum(order.lines.map((line) => Math.round(line.depositCents * line.quantity)))
  const rows: SummaryRow[] = [
    {
      kind: 'subtotal',
      cents: sum(order.lines.map((line) => line.lineTotalCents)),
      itemCount: sum(order.lines.map((line) => line.quantity)),
    },
  ]
  if (deposit > 0) rows.push({ kind: 'deposit', cents: deposit })
  for (const discount of order.discounts)
    rows.push({ kind: 'discount', cents: -discount.cents, label: discount.label, code: null })
  rows.push({
    kind: 'shipping',
    cents: order.shippingCents,
    state: order.deliveryMethod === 'Pickup' ? 'pickup' : 'delivery',
  })
  const discountCents = sum(order.discounts.map((discount) => discount.cents))
  return withTotal(rows, order.totalCents, savingsOf(order.lines, discountCents))
}

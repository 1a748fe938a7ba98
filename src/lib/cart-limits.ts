// The cart's limits that the shop, its links and the mock service share: one line holds at most
// this many pieces (the quantity field, a cart-fill link, the service's refusal).
export const MAX_LINE_QUANTITY = 999

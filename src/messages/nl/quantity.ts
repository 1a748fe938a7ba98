// Dutch words of the quantity field's limit (the add-to-cart control): apart from cart.ts, which
// the header loads at start, so they travel with the product pages and cards that ask them.

/**
 * The limit as domain/cart-limits.ts orderRoom gives it, by shape only: messages know no rule, so
 * they import nothing from the layers above them.
 */
type LimitWords =
  | { room: number; reason: 'line'; inCart: number; max: number }
  | { room: number; reason: 'stock'; stock: number; inCart: number }

/**
 * At the quantity field, when more is asked than can be ordered (domain/cart-limits.ts orderRoom):
 * the line limit, or the stock; with what the cart holds already. Nothing is sent.
 */
export const quantityLimit = (room: LimitWords, unit: 'stuks' | 'kg') =>
  room.reason === 'line'
    ? room.inCart > 0
      ? `Er passen maximaal ${room.max} ${unit} van dit artikel in je winkelmandje. Er zitten er al ${room.inCart} in, dus je kunt er nog ${room.room} bij bestellen.`
      : `Je kunt maximaal ${room.max} ${unit} van dit artikel bestellen.`
    : room.inCart > 0
      ? room.room > 0
        ? `Er ${room.stock === 1 ? 'is' : 'zijn'} nog maar ${room.stock} op voorraad en er zitten er al ${room.inCart} in je winkelmandje: je kunt er nog ${room.room} bij bestellen.`
        : `Er ${room.stock === 1 ? 'is' : 'zijn'} nog maar ${room.stock} op voorraad en die zitten al in je winkelmandje.`
      : `Er ${room.stock === 1 ? 'is' : 'zijn'} nog maar ${room.stock} op voorraad: je kunt er maximaal ${room.stock} bestellen.`

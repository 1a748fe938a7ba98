// The bulk adds of returning shoppers, composed from the orders and wish list with the cart's one
// bulk add (features/cart/use-bulk-add.ts): "Opnieuw bestellen" on an order and in the order list,
// "Alles in winkelmandje" on the wish list. Each hands its lines over and renders the answer.
import type { Order } from '@/api/aspos/orders'
import type { WishListItem } from '@/api/aspos/selections'
import { account } from '@/messages/nl/account'
import { checkout } from '@/messages/nl/checkout'
import type { WantedLine } from '@/features/cart/bulk-add'
import { BulkAddButton } from '@/features/cart/components/bulk-add-button'

const orderLinesWanted = (order: Order): WantedLine[] =>
  order.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    color: line.color,
    name: line.description,
    orderPriceCents: line.priceCents,
  }))

const wishListWanted = (items: readonly WishListItem[]): WantedLine[] =>
  items.map((item) => ({ productId: item.productId, quantity: 1, color: null, name: item.title }))

export function ReorderButton({ order, size }: { order: Order; size?: 'sm' }) {
  return (
    <BulkAddButton
      lines={orderLinesWanted(order)}
      label={checkout.orders.reorder}
      context={checkout.orders.reorderFor(order.orderNumber)}
      size={size}
      todaysPrices
    />
  )
}

export function WishListToCart({ items }: { items: readonly WishListItem[] }) {
  return (
    <BulkAddButton
      lines={wishListWanted(items)}
      label={account.wishList.addAll}
      context={account.wishList.addAllFor}
    />
  )
}

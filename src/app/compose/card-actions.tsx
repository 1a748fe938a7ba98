// The actions under every product card (add to cart + wish list heart): composes the cart and
// account features for each catalogue listing, content block and search result.
import { hrefs } from '@/lib/paths'
import { BuyControl } from '@/features/cart/components/buy-control'
import { WishListToggle } from '@/features/account/components/wish-list-toggle'
import type { ProductView } from '@/api/aspos/product-view'

/**
 * Add to cart and the heart on a product card. No purchase without a choice: colour products pick
 * their colour and variant parents their variant on their page; a sold-out product says
 * 'Uitverkocht' (every card, content block and listing composes this one control). The heart has
 * one place on every card, the card's top right corner (`.product-card-heart`), whatever the
 * buying control beside it needs.
 */
export function cardActions(product: ProductView) {
  return (
    <>
      <BuyControl product={product} href={hrefs.product(product.url)} />
      <WishListToggle
        productId={product.id}
        productTitle={product.title}
        className="product-card-heart"
      />
    </>
  )
}

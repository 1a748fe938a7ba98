// The actions under every product card (add to cart + wish list heart): composes the cart and
// account features for each catalogue listing, content block and search result.
import { Link } from 'react-router-dom'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { AddToCart } from '@/features/cart/components/add-to-cart'
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
  const choice = product.isColorProduct
    ? catalogue.product.chooseColourShort
    : product.isVariantParent
      ? catalogue.product.chooseVariantShort
      : null
  return (
    <>
      {choice && product.inStock ? (
        <Link to={hrefs.product(product.url)} className="btn btn-sm btn-outline-secondary">
          {choice}
          <span className="visually-hidden">: {product.title}</span>
        </Link>
      ) : (
        <AddToCart
          productId={product.id}
          title={product.title}
          soldOut={!product.inStock}
          isWeightProduct={product.isWeightProduct}
          stock={product.stock}
          isVirtual={product.isVirtual}
          compact
        />
      )}
      <WishListToggle
        productId={product.id}
        productTitle={product.title}
        className="product-card-heart"
      />
    </>
  )
}

// A product's one buying control, wherever a product is offered beside others (a card, a content
// block, the add-to-cart layer's suggestions): no purchase without a choice, so a colour product
// or a variant parent in stock links to its page to choose ("Kies kleur", "Kies variant"); any
// other product gets the compact add to cart, which says 'Uitverkocht' for a sold-out one.
import { Link } from 'react-router-dom'
import type { ProductView } from '@/api/aspos/product-view'
import { catalogue } from '@/messages/nl/catalogue'
import { AddToCart } from './add-to-cart'

export function BuyControl({
  product,
  href,
  onChoose,
}: {
  product: ProductView
  /** The product's page, where the choice is made. */
  href: string
  /** Called when the shopper follows the link to choose (the layer closes). */
  onChoose?: () => void
}) {
  const choice = product.isColorProduct
    ? catalogue.product.chooseColourShort
    : product.isVariantParent
      ? catalogue.product.chooseVariantShort
      : null
  if (choice && product.inStock)
    return (
      <Link to={href} className="btn btn-sm btn-outline-secondary" onClick={onChoose}>
        {choice}
        <span className="visually-hidden">: {product.title}</span>
      </Link>
    )
  return (
    <AddToCart
      productId={product.id}
      title={product.title}
      soldOut={!product.inStock}
      isWeightProduct={product.isWeightProduct}
      stock={product.stock}
      isVirtual={product.isVirtual}
      compact
    />
  )
}

// Beside a sold-out product's buy box: up to four products of its category that can be bought now,
// the same brand first (alternatives.ts), each with its image, name and price, linked to its page.
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { productQueries } from '@/api/aspos/products'
import { deriveProduct, type ProductView } from '@/api/aspos/product-pricing'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { hrefs } from '@/lib/paths'
import { catalogue } from '@/messages/nl/catalogue'
import { pickAlternatives } from '../alternatives'
import { useNow } from '../use-now'

/** Enough of the category to find four that are in stock, same brand first. */
const CANDIDATES = 24

export function SoldOutAlternatives({ product }: { product: ProductView }) {
  const webNodeId = product.webNodeIds[0]
  const query = useQuery({
    ...productQueries.list({ webNodeId, inStock: true, pageSize: CANDIDATES }),
    enabled: webNodeId !== undefined,
  })
  const now = useNow()
  const alternatives = useMemo(
    () =>
      pickAlternatives(
        product,
        (query.data?.products ?? []).map((p) => deriveProduct(p, now)),
      ),
    [product, query.data, now],
  )
  if (alternatives.length === 0) return null
  return (
    <section aria-labelledby="sold-out-alternatives" className="sold-out-alternatives mt-3">
      <h2 id="sold-out-alternatives" className="h6 mb-2">
        {catalogue.product.alternatives}
      </h2>
      <ul className="list-unstyled mb-0">
        {alternatives.map((alternative) => (
          <Alternative key={alternative.id} product={alternative} />
        ))}
      </ul>
    </section>
  )
}

function Alternative({ product }: { product: ProductView }) {
  const image = product.images[0]
  return (
    <li className="sold-out-alternative d-flex align-items-center gap-2 py-2">
      <span className="sold-out-alternative-image flex-shrink-0">
        {image && <ApiImage name={image.name} extension={image.extension} alt="" size="thumb" />}
      </span>
      <Link to={hrefs.product(product.url)} className="flex-grow-1 product-name">
        {product.title}
      </Link>
      <Price
        cents={product.currentPrice}
        originalCents={product.originalPrice}
        className="text-nowrap"
      />
    </li>
  )
}

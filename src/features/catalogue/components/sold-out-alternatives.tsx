// Beside a sold-out product's buy box: up to four products of its category that can be bought now,
// the same brand first (api/aspos/product-alternatives.ts), each with its image, name and price, linked to its page.
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { useAlternatives } from '@/api/aspos/product-alternatives'
import { deriveProduct } from '@/domain/pricing/flags'
import { type ProductView } from '@/api/aspos/product-view'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { hrefs } from '@/lib/paths'
import { catalogue } from '@/messages/nl/catalogue'
import { useOpenedAt } from '@/lib/use-opened-at'

export function SoldOutAlternatives({ product }: { product: ProductView }) {
  const found = useAlternatives(product, { max: 4 })
  const now = useOpenedAt()
  const alternatives = useMemo(() => found.map((p) => deriveProduct(p, now)), [found, now])
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
        cents={product.currentPriceCents}
        originalCents={product.originalPriceCents}
        className="text-nowrap"
      />
    </li>
  )
}

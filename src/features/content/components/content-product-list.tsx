// A product list for content blocks (ProductList, related products, DIY shopping lists): loads the
// products by id and shows image, title and price; the route may add an action (add to cart).
import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { type Product } from '@/api/aspos/products'
import { productQueries } from '@/api/aspos/product-queries'
import { derivePricing } from '@/domain/pricing/prices'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useContentLinks } from '../content-links'

export type RenderProductAction = (product: Product) => ReactNode

function ProductTeaser({
  product,
  renderAction,
}: {
  product: Product
  renderAction?: RenderProductAction
}) {
  const links = useContentLinks()
  const image = product.images[0]
  // The shop's one pricing (deposit, web price, discount windows), judged when the page opened.
  const [now] = useState(() => new Date())
  const price = derivePricing(product, now)
  return (
    <article className="card h-100 product-teaser">
      <Link
        to={links.product(product.url)}
        className="product-teaser-image"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image ? (
          <ApiImage
            name={image.name}
            extension={image.extension}
            alt=""
            size="list"
            className="card-img-top"
          />
        ) : (
          <span className="product-teaser-placeholder" />
        )}
      </Link>
      <div className="card-body d-flex flex-column gap-2">
        {product.brandName && <p className="small text-body-secondary mb-0">{product.brandName}</p>}
        <h3 className="h6 mb-0">
          <Link to={links.product(product.url)} className="link-body-emphasis">
            {product.title}
          </Link>
        </h3>
        <Price
          cents={price.currentPriceCents}
          originalCents={price.originalPriceCents}
          className="mt-auto"
        />
        {renderAction?.(product)}
      </div>
    </article>
  )
}

interface ContentProductListProps {
  productIds: readonly number[]
  title?: string
  renderAction?: RenderProductAction
}

export function ContentProductList({ productIds, title, renderAction }: ContentProductListProps) {
  const query = useQuery({ ...productQueries.byIds(productIds), enabled: productIds.length > 0 })
  return (
    <section className="content-block content-products">
      {title && <h2 className="h3 mb-3">{title}</h2>}
      {query.isPending && productIds.length > 0 ? (
        <Spinner label={messages.blocks.productsLoading} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data?.length ? (
        <p className="text-body-secondary">{messages.blocks.productsEmpty}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
          {query.data.map((product) => (
            <li key={product.id} className="col">
              <ProductTeaser product={product} renderAction={renderAction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

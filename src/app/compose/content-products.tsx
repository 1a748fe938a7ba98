// Products by id in a content block (home, DIY guide, blog post, recipe): catalogue product cards
// with the card actions, prices derived like every other surface. A rail below the fold asks for
// its products when it nears the viewport (a screen ahead): on a phone a rail's cards rendered after
// the first paint whether the shopper scrolled or not, and a first tap waited for them. Until then
// the rail keeps its place, quietly: nothing is loading yet, so no spinner says so.
import { useDeferredValue, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { productQueries } from '@/api/aspos/product-queries'
import { deriveProduct } from '@/domain/pricing/flags'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { ProductCard } from '@/features/catalogue/components/product-card'
import { useOpenedAt } from '@/lib/use-opened-at'
import { useNearViewport } from '@/lib/after-first-paint'
import { cardActions } from './card-actions'

/** Products by id as catalogue product cards with the cart's add-to-cart control. */
export function ContentProducts({ productIds, title }: { productIds: number[]; title?: string }) {
  const now = useOpenedAt()
  const place = useRef<HTMLElement>(null)
  const near = useNearViewport(place)
  const query = useQuery({
    ...productQueries.byIds(productIds),
    enabled: near && productIds.length > 0,
  })
  // The answer lands in a blocking render (a query store update); the cards follow in a deferred,
  // interruptible one, so a rail of cards is never one long task.
  const products = useDeferredValue(query.data)
  if (productIds.length === 0) return null
  return (
    <section className="content-block content-products" ref={place}>
      {title && <h2 className="h3 mb-3">{title}</h2>}
      {!near ? (
        <div className="content-products-waiting" aria-hidden="true" />
      ) : query.isPending || (query.isSuccess && products === undefined) ? (
        <Spinner label={messages.blocks.productsLoading} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : !products || products.length === 0 ? (
        <p className="text-body-secondary">{messages.blocks.productsEmpty}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
          {products.map((dto) => {
            const product = deriveProduct(dto, now)
            return (
              <li key={product.id} className="col">
                <ProductCard
                  product={product}
                  headingLevel={title ? 3 : 2}
                  actions={cardActions(product)}
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

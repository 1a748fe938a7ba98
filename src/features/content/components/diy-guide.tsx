// One DIY guide (kluswijzer): intro, difficulty and duration, the steps, the shopping list with the
// products it needs, and ONE button that puts the whole list in the cart as a single batch.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { siteQueries } from '@/api/aspos/site'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { formatPrice } from '@/lib/format'
import { content as messages } from '@/messages/nl/content'
import type { DiyGuideData } from '../block-schemas'
import { useContentLinks } from '../content-links'
import { shownPrice } from './content-product-list'

export interface GuideLine {
  productId: number
  quantity: number
}

export type AddGuideToCart = (lines: GuideLine[]) => void

export function guideLines(guide: DiyGuideData): GuideLine[] {
  return guide.Products.map((p) => ({ productId: p.ProductId, quantity: p.Quantity }))
}

export function DiyGuide({ guide, onAddToCart }: { guide: DiyGuideData; onAddToCart?: AddGuideToCart }) {
  const links = useContentLinks()
  const ids = guide.Products.map((p) => p.ProductId)
  const products = useQuery({ ...siteQueries.products(ids), enabled: ids.length > 0 })
  const [status, setStatus] = useState('')
  const headingId = `kluswijzer-${guide.UrlSlug}`
  const byId = new Map((products.data ?? []).map((p) => [p.id, p]))
  // Only products the shop still sells go into the cart.
  const lines = guideLines(guide).filter((line) => !products.data || byId.has(line.productId))
  const total = lines.reduce((sum, line) => {
    const product = byId.get(line.productId)
    return product ? sum + shownPrice(product).cents * line.quantity : sum
  }, 0)

  const addAll = () => {
    if (!onAddToCart || lines.length === 0) return
    onAddToCart(lines)
    setStatus(messages.diy.added(lines.length))
  }

  return (
    <article className="content-block diy-guide card" aria-labelledby={headingId} id={guide.UrlSlug}>
      <div className="card-body">
        <h2 id={headingId} className="h3">
          {guide.Title}
        </h2>
        {guide.Intro && <p className="lead fs-6">{guide.Intro}</p>}
        <dl className="diy-guide-facts">
          {guide.Difficulty && (
            <div>
              <dt>{messages.diy.difficulty}</dt>
              <dd>{guide.Difficulty}</dd>
            </div>
          )}
          {guide.DurationMinutes > 0 && (
            <div>
              <dt>{messages.diy.duration}</dt>
              <dd>{messages.diy.minutes(guide.DurationMinutes)}</dd>
            </div>
          )}
        </dl>
        <div className="row g-4">
          <div className="col-lg-6">
            <h3 className="h5">{messages.diy.steps}</h3>
            <ol className="diy-guide-steps">
              {guide.Steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </div>
          <div className="col-lg-6">
            <h3 className="h5">{messages.diy.shoppingList}</h3>
            {products.isPending && ids.length > 0 ? (
              <Spinner label={messages.diy.productsLoading} />
            ) : products.isError ? (
              <ErrorAlert error={products.error} onRetry={() => void products.refetch()} />
            ) : (
              <ul className="list-unstyled diy-guide-products">
                {lines.map((line) => {
                  const product = byId.get(line.productId)
                  if (!product) return null
                  const image = product.images[0]
                  const price = shownPrice(product)
                  return (
                    <li key={line.productId} className="d-flex align-items-center gap-2 py-2 border-bottom">
                      {image && <ApiImage name={image.name} extension={image.extension} alt="" size="thumb" />}
                      <span className="fw-semibold text-nowrap">{messages.diy.quantity(line.quantity)}</span>
                      <Link to={links.product(product.url)} className="flex-grow-1">
                        {product.title}
                      </Link>
                      <Price cents={price.cents} originalCents={price.originalCents} className="text-nowrap small" />
                    </li>
                  )
                })}
              </ul>
            )}
            {onAddToCart && (
              <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
                <button
                  type="button"
                  className="btn btn-cta"
                  onClick={addAll}
                  disabled={lines.length === 0 || products.isPending}
                >
                  {messages.diy.addAll}
                  <span className="visually-hidden">{messages.diy.addAllFor(guide.Title)}</span>
                </button>
                {total > 0 && <span className="fw-bold">{formatPrice(total)}</span>}
              </div>
            )}
            <p className="small mt-2 mb-0" role="status" aria-live="polite">
              {status}
            </p>
          </div>
        </div>
      </div>
    </article>
  )
}

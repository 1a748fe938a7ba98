// One DIY guide (kluswijzer): intro, difficulty and duration, the steps, the shopping list with the
// products it needs, and ONE button that puts the whole list in the cart as a single batch.
import '@/styles/features/form-choices.scss'
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { deriveFlags, isSoldOut } from '@/domain/pricing/flags'
import { derivePricing } from '@/domain/pricing/prices'
import { lineCharge } from '@/domain/pricing/line-charge'
import { type Product } from '@/api/aspos/products'
import { productQueries } from '@/api/aspos/product-queries'
import { ApiImage } from '@/components/api-image'
import { Amount, Price } from '@/components/price'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import type { DiyGuideData } from '../block-schemas'
import { useContentLinks } from '../content-links'

export interface GuideLine {
  productId: number
  quantity: number
  color?: string | null
}

/** A product of the list left out of the batch, named for the shopper (the add layer lists it). */
export interface GuideLineLeftOut {
  name: string
  reason: 'outOfStock' | 'variantRequired'
}

export type AddGuideToCart = (lines: GuideLine[], leftOut: GuideLineLeftOut[]) => void

function guideLines(guide: DiyGuideData): GuideLine[] {
  return guide.products.map((p) => ({ productId: p.productId, quantity: p.quantity }))
}

const useNoLoyalty = () => false

export function DiyGuide({
  guide,
  onAddToCart,
  useLoyaltyCustomer = useNoLoyalty,
}: {
  guide: DiyGuideData
  onAddToCart?: AddGuideToCart
  /** Whether the shopper is a loyalty customer; a hook that stays the same between renders. */
  useLoyaltyCustomer?: () => boolean
}) {
  const loyaltyCustomer = useLoyaltyCustomer()
  const links = useContentLinks()
  const ids = guide.products.map((p) => p.productId)
  const products = useQuery({ ...productQueries.byIds(ids), enabled: ids.length > 0 })
  const [status, setStatus] = useState('')
  const [colours, setColours] = useState<Record<number, string>>({})
  const [missing, setMissing] = useState(false)
  const [now] = useState(() => new Date())
  const headingId = `kluswijzer-${guide.slug}`
  const byId = new Map((products.data ?? []).map((p) => [p.id, p]))
  // Only products the shop still sells go into the cart.
  const lines = guideLines(guide).filter((line) => !products.data || byId.has(line.productId))
  // No purchase without a choice: colour products need their colour here; variant parents are
  // chosen on their own page and stay out of the batch.
  const needsColour = (product: Product | undefined) =>
    !!product && deriveFlags(product).isColorProduct
  const isParent = (product: Product | undefined) =>
    !!product && deriveFlags(product).isVariantParent
  // The one "can this be bought" rule: a sold-out product is named (Uitverkocht) but stays out of
  // the total and the batch.
  const soldOut = (product: Product | undefined) => !!product && isSoldOut(product)
  const soldOutCount = lines.filter((line) => soldOut(byId.get(line.productId))).length
  const inStockLines = lines.filter((line) => !soldOut(byId.get(line.productId)))
  const buyable = inStockLines.filter((line) => !isParent(byId.get(line.productId)))
  const leftOut = inStockLines.length - buyable.length
  // The total is what the cart will charge: the one line rule (staffel, loyalty, colour, deposit).
  const chargeOf = (product: Product, quantity: number) =>
    lineCharge(derivePricing(product, now), quantity, { loyaltyCustomer })
  const total = buyable.reduce((sum, line) => {
    const product = byId.get(line.productId)
    return product ? sum + chargeOf(product, line.quantity).totalCents : sum
  }, 0)

  const addAll = () => {
    if (!onAddToCart || buyable.length === 0) return
    const unchosen = buyable.some(
      (line) => needsColour(byId.get(line.productId)) && !colours[line.productId],
    )
    if (unchosen) {
      setMissing(true)
      setStatus(messages.diy.choicesMissing)
      return
    }
    setMissing(false)
    const leftOutLines = lines.flatMap((line): GuideLineLeftOut[] => {
      const product = byId.get(line.productId)
      if (!product) return []
      if (soldOut(product)) return [{ name: product.title, reason: 'outOfStock' }]
      if (isParent(product)) return [{ name: product.title, reason: 'variantRequired' }]
      return []
    })
    onAddToCart(
      buyable.map((line) => ({
        ...line,
        color: needsColour(byId.get(line.productId)) ? colours[line.productId]! : null,
      })),
      leftOutLines,
    )
    setStatus(
      leftOut > 0
        ? `${messages.diy.added(buyable.length)} ${messages.diy.variantsLeftOut(leftOut)}`
        : messages.diy.added(buyable.length),
    )
  }

  return (
    <article className="content-block diy-guide card" aria-labelledby={headingId} id={guide.slug}>
      <div className="card-body">
        <h2 id={headingId} className="h3">
          {guide.title}
        </h2>
        {guide.intro && <p className="lead fs-6">{guide.intro}</p>}
        <dl className="diy-guide-facts">
          {guide.difficulty && (
            <div>
              <dt>{messages.diy.difficulty}</dt>
              <dd>{guide.difficulty}</dd>
            </div>
          )}
          {guide.durationMinutes > 0 && (
            <div>
              <dt>{messages.diy.duration}</dt>
              <dd>{messages.diy.minutes(guide.durationMinutes)}</dd>
            </div>
          )}
        </dl>
        <div className="row g-4">
          <div className="col-lg-6">
            <h3 className="h5">{messages.diy.steps}</h3>
            <ol className="diy-guide-steps">
              {guide.steps.map((step, index) => (
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
                  const colour = needsColour(product)
                  const charge = chargeOf(product, line.quantity)
                  const selectId = `${headingId}-kleur-${product.id}`
                  return (
                    <li key={line.productId} className="py-2 border-bottom">
                      <div className="d-flex align-items-center gap-2">
                        {image && (
                          <ApiImage
                            name={image.name}
                            extension={image.extension}
                            alt=""
                            size="thumb"
                          />
                        )}
                        <span className="fw-semibold text-nowrap">
                          {messages.diy.quantity(line.quantity)}
                        </span>
                        <Link to={links.product(product.url)} className="flex-grow-1">
                          {product.title}
                        </Link>
                        {soldOut(product) ? (
                          <span className="text-danger fw-semibold small text-nowrap">
                            {messages.diy.soldOut}
                          </span>
                        ) : (
                          <Price
                            cents={charge.pieceCents}
                            originalCents={charge.originalPieceCents}
                            className="small text-end"
                          />
                        )}
                      </div>
                      {colour && !soldOut(product) && (
                        <div className="mt-1">
                          <label htmlFor={selectId} className="visually-hidden">
                            {messages.diy.colourFor(product.title)}
                          </label>
                          <select
                            id={selectId}
                            className={`form-select form-select-sm${missing && !colours[product.id] ? ' is-invalid' : ''}`}
                            value={colours[product.id] ?? ''}
                            aria-invalid={(missing && !colours[product.id]) || undefined}
                            onChange={(event) =>
                              setColours((c) => ({ ...c, [product.id]: event.target.value }))
                            }
                          >
                            <option value="">{messages.diy.chooseColour}</option>
                            {product.colors.map((c) => (
                              <option key={c.code} value={c.code}>
                                {c.name}
                              </option>
                            ))}
                          </select>
                        </div>
                      )}
                      {isParent(product) && !soldOut(product) && (
                        <Link to={links.product(product.url)} className="small">
                          {messages.diy.chooseVariant}
                        </Link>
                      )}
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
                  disabled={buyable.length === 0 || products.isPending}
                >
                  {messages.diy.addAll}
                  <span className="visually-hidden">{messages.diy.addAllFor(guide.title)}</span>
                </button>
                {total > 0 && <Amount cents={total} className="fw-bold" />}
              </div>
            )}
            {soldOutCount > 0 && !products.isPending && (
              <p className="small text-body-secondary mt-2 mb-0">
                {messages.diy.soldOutLeftOut(soldOutCount)}
              </p>
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

// A due product as one compact row (the account block, the cart's "Vergeet je dit niet?"): picture,
// name, when it runs out, how often it is ordered, stock and today's price; the add and the
// choices come in from the page that composes it (the cart's bulk add lives in the cart feature).
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { deriveProduct } from '@/domain/pricing/flags'
import { lineCharge } from '@/domain/pricing/line-charge'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { hrefs } from '@/lib/paths'
import { summary } from '@/messages/nl/summary'
import type { DueItem } from '../rhythm'
import { lastQuantityOf } from '../reminder'
import { Alternatives, LastTimeText, RhythmText, StockText, WhenText } from './due-parts'

export function DueRow({
  item,
  now,
  showRhythm = false,
  actions,
}: {
  item: DueItem
  now: Date
  showRhythm?: boolean
  /** Under the price: the add, the choices. */
  actions?: ReactNode
}) {
  const product = deriveProduct(item.product, now)
  // A colour product's piece is charged with its colour mixed: the surtax is part of its price.
  const colourPiece =
    item.rhythm.color && product.isColorProduct ? lineCharge(product, 1).pieceCents : null
  const href = hrefs.product(product.url)
  const image = product.images[0]
  const perPiece = lastQuantityOf(item) > 1 ? summary.perPiece : undefined
  return (
    <article className="running-out-row" data-product-id={product.id}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="running-out-row-media">
        <RowImage image={image} />
      </Link>
      <div className="running-out-row-body">
        <h3 className="h6 mb-1 running-out-row-title">
          <Link to={href} className="link-body-emphasis">
            {product.title}
          </Link>
        </h3>
        <WhenText item={item} />
        {showRhythm && <RhythmText item={item} />}
        <StockText item={item} />
        {item.soldOut ? <Alternatives item={item} now={now} /> : <LastTimeText item={item} />}
      </div>
      <div className="running-out-row-buy">
        {/* A sold-out product cannot be bought: its price would stand under the alternatives'
            prices as if it were theirs, so it shows none (its alternatives show theirs). */}
        {/* The button adds last time's quantity: a price beside it for more than one is a piece's. */}
        {item.soldOut ? null : colourPiece !== null ? (
          <Price cents={colourPiece} unit={perPiece} />
        ) : (
          <Price
            cents={product.currentPriceCents}
            originalCents={product.originalPriceCents}
            unit={perPiece}
          />
        )}
        {actions}
      </div>
    </article>
  )
}

/** A row's product image (64 × 64), or its place kept when the product has none. */
export function RowImage({ image }: { image: { name: string; extension: string } | undefined }) {
  return image ? (
    <ApiImage
      name={image.name}
      extension={image.extension}
      alt=""
      width={64}
      height={64}
      className="running-out-row-image"
    />
  ) : (
    <span className="running-out-row-image d-inline-block" />
  )
}

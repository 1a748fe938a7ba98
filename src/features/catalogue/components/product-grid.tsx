// The listing's product grid: the cards of one page, memoised so a control answering a tap leaves
// them alone, the first screen's cards in the first commit and the rest after the first paint.
import { memo } from 'react'
import { type ProductView } from '@/api/aspos/product-view'
import { useAfterFirstPaint } from '@/lib/after-first-paint'
import { ProductCard, type ProductActions } from './product-card'

/** How many product images load eagerly: the first row on most screens (LCP). */
const PRIORITY_IMAGES = 4

/**
 * How many cards the grid's first commit holds: a phone's first screens and a wide screen's first
 * two rows. The rest follow once that has painted, as a transition (issue 50: the whole grid in
 * one commit was the listing's longest task on a slow phone, and the shopper waited for it).
 */
const FIRST_SCREEN_CARDS = 8
/** The latest the rest of the grid waits for a quiet moment after the first paint. */
const REST_OF_GRID_MS = 1000

/** The cards: memoised, so a control answering a tap leaves them alone. */
export const ProductGrid = memo(function ProductGrid({
  products,
  actions,
  updating,
  titleId,
}: {
  products: ProductView[]
  actions?: ProductActions
  updating: boolean
  titleId: string
}) {
  const allCards = useAfterFirstPaint(REST_OF_GRID_MS)
  const cards = allCards ? products : products.slice(0, FIRST_SCREEN_CARDS)
  return (
    <ul
      className={`row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3 list-unstyled product-grid${updating ? ' is-updating' : ''}`}
      aria-labelledby={titleId}
      aria-busy={updating || undefined}
    >
      {cards.map((product, index) => (
        <li key={product.id} className="col">
          <ProductCard product={product} actions={actions} priority={index < PRIORITY_IMAGES} />
        </li>
      ))}
    </ul>
  )
})

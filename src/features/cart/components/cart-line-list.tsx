// The lines of the cart page: thumbnail, title link, unit price (+ deposit), quantity control that
// goes through the batch queue, line total and a remove button. A line taken out (its button, or a
// quantity of 0) leaves a row where it stood: "… is verwijderd" with "Ongedaan maken".
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { CartLine } from '@/api/aspos/cart'
import { ApiImage } from '@/components/api-image'
import { Amount, Price, PriceText } from '@/components/price'
import { orderRoom } from '@/domain/cart-limits'
import { cart as messages } from '@/messages/nl/cart'
import { quantityLimit } from '@/messages/nl/quantity'
import { lineUpdated } from '../cart-store'
import { sameLine } from '../cart-lines'
import { lineTakenOut, removalUndone, useRemovedLines, type RemovedLine } from '../removed-lines'
import { QuantityInput } from './quantity-input'

const text = messages.page
const LINES_HEADING_ID = 'cart-lines-heading'
const LOW_STOCK = 10

/** A line as shown: its (visual) quantity and, while a change is on its way, the confirmed one. */
type ShownLine = CartLine & { confirmedQuantity?: number }

const titleOf = (line: CartLine) =>
  line.colorName ? `${line.description} (${line.colorName})` : line.description

function CartLineItem({
  line,
  index,
  productHref,
}: {
  line: ShownLine
  index: number
  productHref: (productUrl: string) => string
}) {
  const title = titleOf(line)
  const takeOut = () =>
    lineTakenOut({
      productId: line.productId,
      color: line.color,
      // The quantity it had before the shopper took it out (a 0 typed leaves it at that).
      quantity: line.quantity,
      title,
      index,
    })
  // The service's line total (the one line rule) holds for the confirmed quantity only: a quantity
  // still on its way may cross a staffel, so its total waits for the answer.
  const pending = line.confirmedQuantity !== undefined && line.confirmedQuantity !== line.quantity
  // The most this line may hold (the line limit, or the stock: unknown stock is kept as the largest
  // safe number): more is said at the field and nothing is sent, as on the product page.
  const room = orderRoom({ stock: line.stock === Number.MAX_SAFE_INTEGER ? null : line.stock })
  const [overLimit, setOverLimit] = useState<string | null>(null)
  const limitId = useId()
  return (
    <li className="cart-line">
      <div className="cart-line-image">
        {line.image ? (
          <ApiImage name={line.image.name} extension={line.image.extension} alt="" size="thumb" />
        ) : (
          <span className="cart-line-image-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line-info">
        <Link to={productHref(line.productUrl)} className="cart-line-title fw-semibold">
          {line.description}
        </Link>
        {line.colorName && <div className="small">{text.colour(line.colorName)}</div>}
        <div className="small">
          <span className="visually-hidden">{text.unitPrice}: </span>
          <Price
            cents={line.unitPriceCents}
            originalCents={line.originalUnitPriceCents}
            unit={line.isWeightProduct ? text.perKg : undefined}
            className="cart-line-price"
          />
        </div>
        {line.saving && !pending && (
          <div className="small text-discount fw-semibold" data-testid="cart-line-saving">
            {text.saving[line.saving]} ·{' '}
            <PriceText message={text.lineSaves} amounts={[line.savingCents]} />
          </div>
        )}
        {line.depositCents > 0 && (
          <div className="small text-body-secondary">
            <PriceText message={text.deposit} amounts={[line.depositCents]} />
          </div>
        )}
        {!line.isVirtual &&
          (line.stock <= 0 ? (
            <div className="small text-danger">{text.outOfStock}</div>
          ) : (
            // How many are left, once that is few: the service refuses more than the stock.
            line.stock <= LOW_STOCK && (
              <div
                className={`small ${line.stock < line.quantity ? 'text-danger' : 'text-body-secondary'}`}
              >
                {text.lowStock(line.stock)}
              </div>
            )
          ))}
      </div>
      <div className="cart-line-quantity">
        <QuantityInput
          value={line.quantity}
          onChange={(quantity) => {
            setOverLimit(null)
            lineUpdated(line.productId, quantity, line.color)
          }}
          onZero={takeOut}
          max={room.room}
          onOverMax={() => setOverLimit(quantityLimit(room, line.isWeightProduct ? 'kg' : 'stuks'))}
          errorId={overLimit ? limitId : undefined}
          label={line.isWeightProduct ? text.quantityKgFor(title) : text.quantityFor(title)}
          decreaseLabel={text.decreaseFor(title)}
          increaseLabel={text.increaseFor(title)}
          small
        />
        {overLimit && (
          <div id={limitId} className="quantity-limit-note mt-2" role="alert">
            {overLimit}
          </div>
        )}
      </div>
      <div className="cart-line-total fw-bold text-end">
        <span className="visually-hidden">{messages.page.columns.total}: </span>
        {pending ? (
          <span className="text-body-secondary fw-normal small">{text.lineUpdating}</span>
        ) : (
          <Amount cents={line.lineTotalCents} />
        )}
      </div>
      <div className="cart-line-remove text-end">
        <button
          type="button"
          className="btn btn-link btn-sm text-danger p-1"
          aria-label={text.removeFor(title)}
          onClick={takeOut}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0zM14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z"
            />
          </svg>
          <span className="d-none d-md-inline ms-1">{text.remove}</span>
        </button>
      </div>
    </li>
  )
}

/**
 * The row a removed line leaves: what went, and the way back. Its button takes the focus as it
 * appears (the line's own controls went with it, the focus must not fall to <body>).
 */
function RemovedLineRow({ line }: { line: RemovedLine }) {
  const undo = useRef<HTMLButtonElement>(null)
  useEffect(() => undo.current?.focus(), [])
  return (
    <li className="cart-line-removed" data-testid="cart-line-removed">
      <span role="status">
        {line.restoring ? text.restoring(line.title) : text.removed(line.title)}
      </span>
      <button
        ref={undo}
        type="button"
        className="btn btn-link btn-sm p-1"
        disabled={line.restoring}
        onClick={() => removalUndone(line)}
      >
        {text.undo}
        <span className="visually-hidden">: {line.title}</span>
      </button>
    </li>
  )
}

/** Removed lines whose line is not back in the cart (an undo done, or added again elsewhere). */
function useRemovedRows(lines: readonly ShownLine[]): RemovedLine[] {
  return useRemovedLines().filter((removed) => !lines.some((line) => sameLine(line, removed)))
}

/** The rows of removed lines on their own: the cart is empty now, the way back stays. */
export function RemovedLineRows() {
  const removed = useRemovedRows([])
  if (removed.length === 0) return null
  return (
    <ul className="list-unstyled cart-lines mb-3">
      {removed.map((line) => (
        <RemovedLineRow key={`${line.productId}:${line.color ?? ''}`} line={line} />
      ))}
    </ul>
  )
}

export function CartLineList({
  lines,
  productHref,
}: {
  lines: readonly ShownLine[]
  productHref: (productUrl: string) => string
}) {
  const removed = useRemovedRows(lines)
  // Each removed line's row where the line stood (by its place when it went).
  const items = lines.map((line, index) => (
    <CartLineItem key={line.lineId} line={line} index={index} productHref={productHref} />
  ))
  ;[...removed]
    .sort((a, b) => a.index - b.index)
    .forEach((line) =>
      items.splice(
        Math.min(line.index, items.length),
        0,
        <RemovedLineRow key={`removed-${line.productId}:${line.color ?? ''}`} line={line} />,
      ),
    )
  return (
    <section aria-labelledby={LINES_HEADING_ID}>
      <h2 id={LINES_HEADING_ID} className="visually-hidden" tabIndex={-1}>
        {text.linesCaption}
      </h2>
      <ul className="list-unstyled cart-lines mb-0">{items}</ul>
    </section>
  )
}

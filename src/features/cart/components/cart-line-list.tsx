// The lines of the cart page: thumbnail, title link, unit price (+ deposit), quantity control that
// goes through the batch queue, line total and a remove button.
import { Link } from 'react-router-dom'
import type { CartLine } from '@/api/aspos/cart'
import { ApiImage } from '@/components/api-image'
import { Amount, Price, PriceText } from '@/components/price'
import { cart as messages } from '@/messages/nl/cart'
import { lineRemoved, lineUpdated } from '../cart-store'
import { QuantityInput } from './quantity-input'

const text = messages.page
const LINES_HEADING_ID = 'cart-lines-heading'
const LOW_STOCK = 10

/** A line as shown: its (visual) quantity and, while a change is on its way, the confirmed one. */
type ShownLine = CartLine & { confirmedQuantity?: number }

function CartLineItem({
  line,
  productHref,
}: {
  line: ShownLine
  productHref: (productUrl: string) => string
}) {
  const title = line.colorName ? `${line.description} (${line.colorName})` : line.description
  // The service's line total (the one line rule) holds for the confirmed quantity only: a quantity
  // still on its way may cross a staffel, so its total waits for the answer.
  const pending = line.confirmedQuantity !== undefined && line.confirmedQuantity !== line.quantity
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
          onChange={(quantity) => lineUpdated(line.productId, quantity, line.color)}
          label={line.isWeightProduct ? text.quantityKgFor(title) : text.quantityFor(title)}
          decreaseLabel={text.decreaseFor(title)}
          increaseLabel={text.increaseFor(title)}
          small
        />
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
          onClick={() => {
            lineRemoved(line.productId, line.color)
            // The button disappears with its line: keep keyboard focus on the list, not lost on <body>.
            document.getElementById(LINES_HEADING_ID)?.focus()
          }}
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

export function CartLineList({
  lines,
  productHref,
}: {
  lines: readonly ShownLine[]
  productHref: (productUrl: string) => string
}) {
  return (
    <section aria-labelledby={LINES_HEADING_ID}>
      <h2 id={LINES_HEADING_ID} className="visually-hidden" tabIndex={-1}>
        {text.linesCaption}
      </h2>
      <ul className="list-unstyled cart-lines mb-0">
        {lines.map((line) => (
          <CartLineItem key={line.lineId} line={line} productHref={productHref} />
        ))}
      </ul>
    </section>
  )
}

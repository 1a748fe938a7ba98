// Draws the one order summary (api/aspos/order-summary.ts) wherever an order is shown: the cart's
// overview, the checkout's, the order-complete page and an order's page. `SummaryLines` lists the
// lines (the cart draws its own, with quantity controls), `SummaryRows` the subtotal, the deposit
// inside it, the discounts, shipping and the total. Each row says what it is (`data-summary-kind`)
// and whether it adds to the total (`data-summary-row`: add, included, total), so a flow can check
// that they add up.
import '@/styles/features/order-summary.scss'
import type { ReactNode } from 'react'
import type { OrderSummary } from '@/api/aspos/order-summary'
import { countsIn, type SummaryRow } from '@/domain/order-summary'
import { ApiImage } from '@/components/api-image'
import { Amount, Price, PriceText } from '@/components/price'
import { keepMeasuresWhole } from '@/lib/format'
import { summary as t } from '@/messages/nl/summary'

function rowLabel(row: SummaryRow): ReactNode {
  switch (row.kind) {
    case 'subtotal':
      return t.subtotal(t.items(row.itemCount))
    case 'deposit':
      return t.deposit
    case 'discount':
      return row.code ? t.voucher(row.code) : row.label || t.discount
    case 'shipping':
      return row.state === 'pickup' ? t.shippingPickup : t.shipping
    case 'other':
      return row.cents < 0 ? t.otherDiscount : t.otherCosts
  }
}

function rowAmount(row: SummaryRow): ReactNode {
  if (row.kind === 'shipping' && row.state === 'unknown') return t.shippingUnknown
  return <Amount cents={row.cents} freeWhenZero={row.kind === 'shipping'} />
}

// Each kind's class written out in full: the build keeps only class names it reads in the source.
const rowClass: Record<SummaryRow['kind'], string> = {
  subtotal: 'order-summary-row',
  deposit: 'order-summary-row order-summary-row-included',
  discount: 'order-summary-row text-discount',
  shipping: 'order-summary-row',
  other: 'order-summary-row',
}

export function SummaryRows({
  summary,
  children,
}: {
  summary: OrderSummary
  children?: ReactNode
}) {
  return (
    <>
      <dl className="order-summary-rows mb-0">
        {summary.rows.map((row, index) => (
          <div
            key={`${row.kind}-${index}`}
            className={rowClass[row.kind]}
            data-summary-kind={row.kind}
            data-summary-row={
              countsIn(row) ? 'add' : row.kind === 'deposit' ? 'included' : 'pending'
            }
          >
            <dt>{rowLabel(row)}</dt>
            <dd>{rowAmount(row)}</dd>
          </div>
        ))}
        <div
          className="order-summary-row order-summary-total"
          data-summary-kind="total"
          data-summary-row="total"
        >
          <dt>{summary.totalExcludesShipping ? t.totalExclShipping : t.total}</dt>
          <dd>
            <Amount cents={summary.totalCents} />
          </dd>
        </div>
      </dl>
      {summary.savingsCents > 0 && (
        <p className="order-summary-savings text-discount fw-semibold small mb-0">
          <PriceText message={t.savings} amounts={[summary.savingsCents]} />
        </p>
      )}
      {children}
    </>
  )
}

export function SummaryLines({
  summary,
  images = false,
  label = t.lines,
}: {
  summary: OrderSummary
  /** Small product images beside the lines (not in a narrow side column). */
  images?: boolean
  label?: string
}) {
  return (
    <ul className="list-unstyled order-summary-lines" aria-label={label}>
      {summary.lines.map((line) => (
        <li key={line.key} className="order-summary-line">
          {images &&
            (line.image ? (
              <ApiImage
                name={line.image.name}
                extension={line.image.extension}
                alt=""
                size="thumb"
                className="order-summary-line-image"
              />
            ) : (
              <span className="order-summary-line-image" aria-hidden="true" />
            ))}
          <div className="order-summary-line-info">
            <span className="d-block">
              <span className="text-body-secondary me-1">{t.quantity(line.quantity)}</span>
              {keepMeasuresWhole(line.description)}
            </span>
            {line.colorName && (
              <span className="d-block small text-body-secondary">{t.color(line.colorName)}</span>
            )}
            <span className="d-block small text-body-secondary">
              <Price
                cents={line.pieceCents}
                originalCents={line.originalPieceCents}
                unit={line.isWeightProduct ? t.perKg : t.perPiece}
                className="order-summary-piece"
              />
            </span>
          </div>
          <Amount cents={line.totalCents} className="order-summary-line-total fw-semibold" />
        </li>
      ))}
    </ul>
  )
}

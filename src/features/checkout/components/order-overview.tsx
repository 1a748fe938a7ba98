// The order overview: lines, vouchers, deposit, shipping and the total incl. btw of the server cart.
import type { Cart } from '@/api/aspos/cart'
import { ApiImage } from '@/components/api-image'
import { Amount } from '@/components/price'
import { checkout } from '@/messages/nl/checkout'

const t = checkout.summary

interface OrderOverviewProps {
  cart: Cart
  /** The compact form (side column) leaves out the product images. */
  compact?: boolean
  headingLevel?: 2 | 3
}

export function OrderOverview({ cart, compact, headingLevel = 2 }: OrderOverviewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      className="order-overview"
      aria-labelledby={`order-overview-${compact ? 'aside' : 'main'}`}
    >
      <Heading id={`order-overview-${compact ? 'aside' : 'main'}`} className="h5">
        {t.heading}
      </Heading>
      <p className="text-body-secondary small mb-2">{t.items(cart.totalAmountOfProducts)}</p>
      <ul className="list-unstyled order-overview-lines mb-3">
        {cart.lines.map((line) => (
          <li key={line.lineId} className="d-flex gap-2 align-items-start py-2 border-bottom">
            {!compact && line.image && (
              <ApiImage
                name={line.image.name}
                extension={line.image.extension}
                alt=""
                size="thumb"
                className="flex-shrink-0"
              />
            )}
            <div className="flex-grow-1 min-w-0">
              <span className="d-block">
                <span className="text-body-secondary me-1">{t.quantity(line.quantity)}</span>
                {line.description}
              </span>
              {line.colorName && (
                <span className="d-block small text-body-secondary">{t.color(line.colorName)}</span>
              )}
            </div>
            <Amount cents={line.lineTotalCents} className="fw-semibold" />
          </li>
        ))}
      </ul>
      <dl className="order-overview-totals mb-0">
        <div className="d-flex justify-content-between">
          <dt className="fw-normal">{t.subtotal}</dt>
          <dd className="mb-1">
            <Amount cents={cart.subtotalCents} />
          </dd>
        </div>
        {cart.vouchers.map((voucher) => (
          <div className="d-flex justify-content-between text-discount" key={voucher.id}>
            <dt className="fw-normal">{t.voucher(voucher.code)}</dt>
            <dd className="mb-1">
              <Amount cents={voucher.amountCents} minus />
            </dd>
          </div>
        ))}
        {cart.depositTotalCents > 0 && (
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">{t.deposit}</dt>
            <dd className="mb-1">
              <Amount cents={cart.depositTotalCents} />
            </dd>
          </div>
        )}
        {/* Shipping is known once a delivery method is chosen; e-mailed orders never ship. */}
        {cart.requiresDelivery && cart.deliveryMethod && (
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">{t.shipping}</dt>
            <dd className="mb-1">
              <Amount cents={cart.shippingCents} freeWhenZero />
            </dd>
          </div>
        )}
        <div className="d-flex justify-content-between border-top pt-2 mt-2 fs-5">
          <dt>{t.total}</dt>
          <dd className="mb-0 fw-bold">
            <Amount cents={cart.totalCents} />
          </dd>
        </div>
      </dl>
    </section>
  )
}

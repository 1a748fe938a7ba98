// The loyalty card of a loyalty customer: card number, points and the number as a scannable
// barcode (EAN-13, or Code 128 for other numbers). The SVG is one image named after the number;
// the printed digits below it repeat the number for people, the list above says it for everyone.
import { formatNumber } from '@/lib/format'
import { account } from '@/messages/nl/account'
import { barRuns, encodeCardNumber, QUIET_ZONE } from '../barcode'

const t = account.loyalty

export function LoyaltyCard({ cardNumber, points }: { cardNumber: string; points: number }) {
  const barcode = encodeCardNumber(cardNumber)
  const [left, right] = barcode ? QUIET_ZONE[barcode.format] : [0, 0]
  const total = barcode ? left + barcode.modules.length + right : 1
  return (
    <section aria-labelledby="loyalty-card-heading" className="loyalty-card card mb-4">
      <div className="card-body">
        <h2 id="loyalty-card-heading" className="h5 card-title">
          {t.heading}
        </h2>
        <dl className="row mb-2">
          <dt className="col-5">{t.number}</dt>
          <dd className="col-7 font-monospace">{cardNumber}</dd>
          <dt className="col-5">{t.points}</dt>
          <dd className="col-7">{t.pointsValue(formatNumber(points))}</dd>
        </dl>
        {barcode && (
          <svg
            className="loyalty-card__barcode"
            viewBox={`0 0 ${total} 50`}
            preserveAspectRatio="none"
            width="100%"
            height="72"
            shapeRendering="crispEdges"
            role="img"
            aria-label={t.barcodeLabel(cardNumber)}
            data-format={barcode.format}
          >
            <rect x="0" y="0" width={total} height="50" fill="#fff" />
            {barRuns(barcode.modules).map((bar) => (
              <rect key={bar.x} x={left + bar.x} y="0" width={bar.width} height="50" fill="#000" />
            ))}
          </svg>
        )}
        <p className="text-center font-monospace small mb-0" aria-hidden="true">
          {cardNumber}
        </p>
      </div>
    </section>
  )
}

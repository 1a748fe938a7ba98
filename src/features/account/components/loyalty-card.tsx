// The loyalty card of a loyalty customer: card number, points and the number as a scannable
// barcode (EAN-13, or Code 128 for other numbers). The SVG is one image named after the number;
// the printed digits below it repeat the number for people, the list above says it for everyone.
import { formatNumber } from '@/lib/format'
import { account } from '@/messages/nl/account'
import { barRuns, encodeCardNumber, QUIET_ZONE } from '../barcode'

const t = account.loyalty

export function LoyaltyCard({ cardNumber, points }: { cardNumber: string; points: number }) {
  const barcode = encodeCardNumber(cardNumber)
  // The wider of the two quiet zones on both sides: the scanner's margins are kept, and the bars
  // (not bars plus an uneven margin) sit in the middle of the card.
  const quiet = barcode ? Math.max(...QUIET_ZONE[barcode.format]) : 0
  const total = barcode ? quiet + barcode.modules.length + quiet : 1
  return (
    <section aria-labelledby="loyalty-card-heading" className="loyalty-card card mb-4">
      <div className="card-body">
        <h2 id="loyalty-card-heading" className="h5 card-title">
          {t.heading}
        </h2>
        <dl className="loyalty-card__facts">
          <dt>{t.number}</dt>
          <dd className="font-monospace">{cardNumber}</dd>
          <dt>{t.points}</dt>
          <dd>{t.pointsValue(formatNumber(points))}</dd>
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
              <rect key={bar.x} x={quiet + bar.x} y="0" width={bar.width} height="50" fill="#000" />
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

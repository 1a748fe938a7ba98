// The loyalty card of a loyalty customer: card number, points and a barcode-like rendering of the
// number (decorative bars; the number itself is the accessible content).
import { formatNumber } from '@/lib/format'
import { account } from '@/messages/nl/account'

const t = account.loyalty

/** Bar widths (1–3 units) from the digits: each digit gives a bar and a gap, with guard bars. */
export function barcodeBars(cardNumber: string): { x: number; width: number }[] {
  const digits = cardNumber.replace(/\D/g, '').split('').map(Number)
  const widths = [1, 1, ...digits.flatMap((d) => [1 + (d % 3), 1 + ((d + 1) % 2)]), 1, 1]
  const bars: { x: number; width: number }[] = []
  let x = 0
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width })
    x += width
  })
  return bars
}

export function LoyaltyCard({ cardNumber, points }: { cardNumber: string; points: number }) {
  const bars = barcodeBars(cardNumber)
  const total = bars.reduce((end, bar) => Math.max(end, bar.x + bar.width), 0) || 1
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
        <svg
          className="loyalty-card__barcode"
          viewBox={`0 0 ${total} 40`}
          preserveAspectRatio="none"
          width="100%"
          height="64"
          role="img"
          aria-label={t.barcodeLabel(cardNumber)}
        >
          <rect x="0" y="0" width={total} height="40" fill="#fff" />
          {bars.map((bar) => (
            <rect key={bar.x} x={bar.x} y="0" width={bar.width} height="40" fill="#000" />
          ))}
        </svg>
        <p className="text-center font-monospace small mb-0" aria-hidden="true">
          {cardNumber}
        </p>
      </div>
    </section>
  )
}

// What became of a bulk add (a past order, the wish list, a DIY guide's list): how many products
// go to the cart, which were left out and why, which were lowered to today's stock. Shown in the
// add-to-cart layer (added-layer.tsx), the one layer for the batch.
import { bulkAdd as t } from '@/messages/nl/bulk-add'
import type { LoweredLine, RefusedLine } from '../bulk-add'

export interface BulkAddReportProps {
  sent: number
  refused: readonly RefusedLine[]
  lowered: readonly LoweredLine[]
  todaysPrices: boolean
}

export function BulkAddReport({ sent, refused, lowered, todaysPrices }: BulkAddReportProps) {
  return (
    <div className="bulk-add__report small">
      {sent > 0 && (
        <p className="mb-1">
          {t.sent(sent)}
          {todaysPrices && ` ${t.todaysPrices}`}
        </p>
      )}
      {refused.length > 0 && (
        <>
          <p className="fw-semibold mb-0">{t.refusedHeading}</p>
          <ul className="mb-1 ps-3">
            {refused.map((line, index) => (
              <li key={index}>{t.refused(line.name, t.reasons[line.reason])}</li>
            ))}
          </ul>
        </>
      )}
      {lowered.length > 0 && (
        <>
          <p className="fw-semibold mb-0">{t.loweredHeading}</p>
          <ul className="mb-1 ps-3">
            {lowered.map((line, index) => (
              <li key={index}>{t.lowered(line.name, line.wanted, line.quantity)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

// The order's status as an ordered list of stages (reached, current, still to come), each reached
// stage with its day when the service names it.
import type { Order, OrderStatus, StatusDates } from '@/api/aspos/orders'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'
import { statusLabel, statusTimeline, type TimelineStage } from '../order-status'

const t = checkout.track

// Each state's class written out in full: the build keeps only class names it reads in the source.
const stageClass: Record<TimelineStage['state'], string> = {
  done: 'status-timeline-stage status-timeline-done',
  current: 'status-timeline-stage status-timeline-current',
  upcoming: 'status-timeline-stage',
}

export function StatusTimeline({
  status,
  deliveryMethod = null,
  dates,
  headingId,
}: {
  status: OrderStatus
  /** When each reached stage was reached. */
  dates?: StatusDates
  /** A Click & Collect order names its stages for a pickup. */
  deliveryMethod?: Order['deliveryMethod'] | null
  headingId?: string
}) {
  const timeline = statusTimeline(status, dates)
  return (
    <div className="status-timeline-wrap">
      {timeline.cancelled && <p className="alert alert-warning">{t.cancelled}</p>}
      <ol className="status-timeline list-unstyled" aria-labelledby={headingId}>
        {timeline.stages.map((stage) => (
          <li
            key={stage.status}
            className={stageClass[stage.state]}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            <span className="status-timeline-dot" aria-hidden="true" />
            <span className="status-timeline-label">
              {statusLabel(stage.status, deliveryMethod)}
            </span>
            <span className="visually-hidden">
              {' '}
              ({stage.state === 'upcoming' ? t.notReached : t.reached})
            </span>
            {stage.at && (
              <span className="status-timeline-date">
                <span className="visually-hidden">, </span>
                {formatDate(stage.at)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}

// One button that puts many lines in the cart at once (a past order, the wish list), and what
// became of them: which products were left out and why, which were lowered to today's stock.
// The count of added products follows as a notice once the service confirmed the batch.
import { userMessageOf } from '@/api/http'
import { common } from '@/messages/nl/common'
import { bulkAdd as t } from '@/messages/nl/bulk-add'
import type { BulkAddPlan, WantedLine } from '../bulk-add'
import { useBulkAdd } from '../use-bulk-add'

export interface BulkAddButtonProps {
  lines: readonly WantedLine[]
  label: string
  /** Said to screen readers after the label and a space: which order or list the button adds. */
  context?: string
  size?: 'sm'
  /** Reorders say that today's prices apply. */
  todaysPrices?: boolean
}

function PlanReport({ plan, todaysPrices }: { plan: BulkAddPlan; todaysPrices: boolean }) {
  return (
    <div className="bulk-add__report small">
      {plan.send.length > 0 && (
        <p className="mb-1">
          {t.sent(plan.send.length)}
          {todaysPrices && ` ${t.todaysPrices}`}
        </p>
      )}
      {plan.refused.length > 0 && (
        <>
          <p className="fw-semibold mb-0">{t.refusedHeading}</p>
          <ul className="mb-1 ps-3">
            {plan.refused.map((line, index) => (
              <li key={index}>{t.refused(line.name, t.reasons[line.reason])}</li>
            ))}
          </ul>
        </>
      )}
      {plan.lowered.length > 0 && (
        <>
          <p className="fw-semibold mb-0">{t.loweredHeading}</p>
          <ul className="mb-1 ps-3">
            {plan.lowered.map((line, index) => (
              <li key={index}>{t.lowered(line.name, line.wanted, line.quantity)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

export function BulkAddButton({
  lines,
  label,
  context,
  size,
  todaysPrices = false,
}: BulkAddButtonProps) {
  const bulkAdd = useBulkAdd()
  return (
    <div className="bulk-add">
      <button
        type="button"
        className={size === 'sm' ? 'btn btn-cta btn-sm' : 'btn btn-cta'}
        disabled={lines.length === 0 || bulkAdd.isPending}
        onClick={() => bulkAdd.mutate(lines)}
      >
        {label}
        {context && <span className="visually-hidden"> {context}</span>}
      </button>
      <div role="status" aria-live="polite" className="mt-2">
        {bulkAdd.isPending && <p className="small mb-0">{t.adding}</p>}
        {bulkAdd.isSuccess && <PlanReport plan={bulkAdd.data} todaysPrices={todaysPrices} />}
      </div>
      {bulkAdd.isError && (
        <div
          className="alert alert-danger small mt-2 mb-0 d-flex flex-wrap align-items-center gap-2"
          role="alert"
        >
          <span>
            {t.loadFailed} {userMessageOf(bulkAdd.error)}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => bulkAdd.mutate(lines)}
          >
            {common.actions.retry}
          </button>
        </div>
      )}
    </div>
  )
}

// One button that puts many lines in the cart at once (a past order, the wish list). What became of
// them (which products were left out and why, which were lowered to today's stock) is said in the
// add-to-cart layer the bulk add opens; the count of added products follows as a notice once the
// service confirmed the batch. Here: the button, that it is busy, and a failed read of the products.
import { userMessageOf } from '@/api/http'
import { common } from '@/messages/nl/common'
import { bulkAdd as t } from '@/messages/nl/bulk-add'
import type { WantedLine } from '../bulk-add'
import { useBulkAdd } from '../use-bulk-add'

export interface BulkAddButtonProps {
  lines: readonly WantedLine[]
  label: string
  /** Said to screen readers after the label and a space: which order or list the button adds. */
  context?: string
  size?: 'sm'
  /** Reorders say (in the layer) that today's prices apply. */
  todaysPrices?: boolean
}

export function BulkAddButton({
  lines,
  label,
  context,
  size,
  todaysPrices = false,
}: BulkAddButtonProps) {
  const bulkAdd = useBulkAdd({ todaysPrices })
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

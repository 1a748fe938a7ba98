// "Bijna op?" in the account overview: the same due products as on home, each with how often the
// customer orders it, the adds and the choices, and the products put aside for good with a way to
// have them suggested again. Nothing for a customer whose orders show no rhythm.
import '@/styles/features/running-out.scss'
import { useId } from 'react'
import { ErrorAlert } from '@/components/query-state'
import { runningOut as t } from '@/messages/nl/running-out'
import { BulkAddButton } from '@/features/cart/components/bulk-add-button'
import { useOpenedAt } from '@/lib/use-opened-at'
import { CalendarButton } from '@/features/running-out/components/due-parts'
import { DueRow } from '@/features/running-out/components/due-row'
import { addLineOf } from '@/features/running-out/reminder'
import { useRunningOut } from '@/features/running-out/use-running-out'
import { useChoiceFeedback } from './running-out-choices'
import { DueActions } from './running-out-actions'

export function RunningOutAccount() {
  const now = useOpenedAt()
  const running = useRunningOut()
  const feedback = useChoiceFeedback(running, true)
  const headingId = useId()
  const hiddenId = useId()
  const { items } = running

  if (running.status === 'off' || running.status === 'pending') return null
  if (running.status === 'error') {
    return (
      <section className="card mb-4" aria-labelledby={headingId}>
        <div className="card-body">
          <h2 id={headingId} className="h4">
            {t.account.heading}
          </h2>
          <ErrorAlert error={running.error} onRetry={running.retry} />
        </div>
      </section>
    )
  }
  if (running.rhythms.length === 0) return null
  const hidden = running.rhythms.filter((r) => running.choices[r.key]?.kind === 'never')

  return (
    <section className="card mb-4 running-out-account" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} ref={feedback.headingRef} tabIndex={-1} className="h4 mb-1">
          {t.account.heading}
        </h2>
        <p className="text-body-secondary">
          {items.length > 0 ? t.account.intro : t.account.nothingDue}
        </p>
        <p role="status" className="small running-out-said">
          {feedback.said}
        </p>
        {items.length > 0 && (
          <>
            <div className="running-out-all mb-3">
              <BulkAddButton lines={items.map(addLineOf)} label={t.addAll} context={t.addAllFor} />
              <CalendarButton items={items} today={running.today} />
            </div>
            <ul className="list-unstyled mb-0 running-out-rows">
              {items.map((item) => (
                <li key={item.rhythm.key}>
                  <DueRow
                    item={item}
                    now={now}
                    showRhythm
                    actions={
                      <>
                        <DueActions item={item} feedback={feedback} />
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        {hidden.length > 0 && (
          <div className="mt-4">
            <h3 id={hiddenId} className="h6">
              {t.account.hiddenHeading}
            </h3>
            <ul aria-labelledby={hiddenId} className="list-unstyled mb-0 d-grid gap-2">
              {hidden.map((rhythm) => (
                <li key={rhythm.key} className="d-flex flex-wrap align-items-center gap-2">
                  <span>{rhythm.name}</span>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={`${t.account.undo}${t.choiceFor(rhythm.name)}`}
                    onClick={() => feedback.undo(rhythm)}
                  >
                    {t.account.undo}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  )
}

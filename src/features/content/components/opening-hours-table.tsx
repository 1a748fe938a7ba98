// A store's opening hours as a small table, Monday first; today's row stands out.
import '@/styles/features/tables.scss'
import type { OpeningHours } from '@/domain/store-hours'
import { shopWeekday } from '@/lib/clock'
import { content as messages } from '@/messages/nl/content'
import { openingHoursRows } from '../opening-hours'

export function OpeningHoursTable({
  hours,
  today = shopWeekday(new Date()),
}: {
  hours: readonly OpeningHours[]
  today?: number
}) {
  return (
    <table className="table table-sm opening-hours mb-0">
      <caption className="visually-hidden">{messages.stores.openingHours}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{messages.stores.day}</th>
          <th scope="col">{messages.stores.times}</th>
        </tr>
      </thead>
      <tbody>
        {openingHoursRows(hours).map((row) => (
          <tr
            key={row.dayOfWeek}
            className={row.dayOfWeek === today ? 'fw-bold' : undefined}
            aria-current={row.dayOfWeek === today ? 'date' : undefined}
          >
            <th scope="row" className="fw-normal">
              {row.day}
            </th>
            <td className={row.closed ? 'text-body-secondary' : undefined}>{row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

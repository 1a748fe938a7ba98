// The parts every "Bijna op?" surface shows of a due product: when it runs out, how often it is
// ordered, today's stock, the customer's choices (Later, Niet meer voorstellen), the alternatives
// of a sold-out one, and the calendar button. The rail, the account block and the cart compose them.
import { Link } from 'react-router-dom'
import { deriveProduct } from '@/domain/pricing/flags'
import { Price } from '@/components/price'
import { formatShopDay } from '@/lib/format-day'
import { hrefs } from '@/lib/paths'
import { runningOut as t } from '@/messages/nl/running-out'
import type { DueItem } from '../rhythm'
import { downloadReminder, lastQuantityOf, reminderDate, reminderItems } from '../reminder'
import { useAlternatives } from '@/api/aspos/product-alternatives'

/** "Waarschijnlijk op rond vrijdag 5 december" / "Waarschijnlijk al op". */
export function WhenText({ item }: { item: DueItem }) {
  const text =
    item.state === 'overdue'
      ? t.when.overdue
      : item.state === 'today'
        ? t.when.today
        : t.when.soon(formatShopDay(item.rhythm.expectedDate))
  return (
    <p className="running-out-when small fw-semibold mb-0" data-state={item.state}>
      {text}
      {item.rhythm.fedBy && (
        <span className="d-block fw-normal text-body-secondary running-out-fed-by">
          ({t.fedBy(item.rhythm.fedBy)})
        </span>
      )}
    </p>
  )
}

export function RhythmText({ item }: { item: DueItem }) {
  // Bought once: there is no ordering rhythm to tell (WhenText says what the day rests on).
  if (item.rhythm.fedBy) return null
  return <p className="small text-body-secondary mb-0">{t.rhythm(item.rhythm.intervalDays)}</p>
}

/** Today's stock, as it matters for the add: sold out, fewer than last time, or in stock. */
export function StockText({ item }: { item: DueItem }) {
  const stock = item.product.stock
  if (item.soldOut) return <p className="small text-danger fw-semibold mb-0">{t.soldOut}</p>
  if (!item.product.isVirtual && stock != null && stock < lastQuantityOf(item))
    return <p className="small text-body-secondary mb-0">{t.fewLeft(stock)}</p>
  return <p className="small text-body-secondary mb-0">{t.inStock}</p>
}

export function LastTimeText({ item }: { item: DueItem }) {
  return <p className="small text-body-secondary mb-0">{t.lastTime(lastQuantityOf(item))}</p>
}

/** Later and Niet meer voorstellen; their names say which product ("Later: Purina …"). */
export function ChoiceButtons({
  item,
  onLater,
  onNever,
}: {
  item: DueItem
  onLater: (item: DueItem) => void
  onNever: (item: DueItem) => void
}) {
  const name = item.product.title
  return (
    <div className="running-out-choices d-flex flex-wrap column-gap-3">
      <button
        type="button"
        className="btn btn-link btn-sm px-0"
        aria-label={`${t.later}${t.choiceFor(name)}`}
        onClick={() => onLater(item)}
      >
        {t.later}
      </button>
      <button
        type="button"
        className="btn btn-link btn-sm px-0"
        aria-label={`${t.never}${t.choiceFor(name)}`}
        onClick={() => onNever(item)}
      >
        {t.never}
      </button>
    </div>
  )
}

/** Up to three products of the category (its brand first) instead of a sold-out one. */
export function Alternatives({ item, now }: { item: DueItem; now: Date }) {
  const alternatives = useAlternatives(item.product, { max: 3, enabled: item.soldOut })
  if (alternatives.length === 0) return null
  const labelId = `running-out-alternatives-${item.rhythm.key.replace(/\W/g, '-')}`
  return (
    <div className="running-out-alternatives small">
      <p id={labelId} className="mb-1">
        {t.alternatives}
      </p>
      <ul aria-labelledby={labelId} className="list-unstyled mb-0 d-grid gap-1">
        {alternatives.map((product) => (
          <li key={product.id} className="d-flex flex-wrap column-gap-2">
            <Link to={hrefs.product(product.url)} className="running-out-alternative">
              {product.title}
            </Link>
            <Price cents={deriveProduct(product, now).currentPriceCents} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "Zet in mijn agenda": one event for the products that can be bought, on the first coming day. */
export function CalendarButton({ items, today }: { items: readonly DueItem[]; today: string }) {
  const shown = reminderItems(items)
  if (shown.length === 0) return null
  const day = formatShopDay(reminderDate(shown, today))
  return (
    <button
      type="button"
      className="btn btn-outline-secondary"
      aria-label={`${t.calendar.button}${t.calendar.buttonFor(day)}`}
      onClick={() => downloadReminder(items, today)}
    >
      {t.calendar.button}
    </button>
  )
}

// "Zet in mijn agenda" for the due products: which day (the first expected date still to come,
// else tomorrow), which lines the link fills the cart with (what can be bought, as much as last
// time), and the download of the calendar file.
import { saveBlob } from '@/api/http'
import { addShopDays } from '@/lib/clock'
import { cartFillHref, type CartFillLine } from '@/domain/cart-fill-link'
import { MAX_LINE_QUANTITY } from '@/domain/cart-limits'
import { site } from '@/lib/env'
import { runningOut as t } from '@/messages/nl/running-out'
import { reminderIcs } from './ics'
import type { DueItem } from './rhythm'

/** The pieces bought last time, as a whole cart quantity. */
export const lastQuantityOf = (item: DueItem): number =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(item.rhythm.lastQuantity)))

/** The cart line a due product adds (the cart's bulk add reads it): as much as last time, in its colour. */
export const addLineOf = (item: DueItem) => ({
  productId: item.product.id,
  quantity: lastQuantityOf(item),
  color: item.rhythm.color,
  name: item.product.title,
})

/** What the reminder names and its link puts in the cart: the due products that can be bought. */
export const reminderItems = (items: readonly DueItem[]): DueItem[] =>
  items.filter((item) => !item.soldOut)

/** The reminder's day: the first expected date after today; tomorrow when all have passed. */
export function reminderDate(items: readonly DueItem[], today: string): string {
  const coming = items
    .map((item) => item.rhythm.expectedDate)
    .filter((date) => date > today)
    .sort()
  return coming[0] ?? addShopDays(today, 1)
}

export function cartFillLines(items: readonly DueItem[]): CartFillLine[] {
  return items.map((item) => ({
    productId: item.product.id,
    quantity: lastQuantityOf(item),
    color: item.rhythm.color,
  }))
}

/** Offers the calendar file of these due products as a download. */
export function downloadReminder(items: readonly DueItem[], today: string): void {
  const shown = reminderItems(items)
  const date = reminderDate(shown, today)
  const ics = reminderIcs({
    date,
    products: shown.map((item) => ({ name: item.product.title, quantity: lastQuantityOf(item) })),
    link: `${window.location.origin}${cartFillHref(cartFillLines(shown))}`,
    domain: site.domain,
    shopName: site.name,
    now: new Date(),
  })
  saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), t.calendar.fileName(date))
}

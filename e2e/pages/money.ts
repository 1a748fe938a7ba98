// Helpers of the money flows: every euro amount the page shows, read from the text itself (so a
// check also sees an amount some component forgot to mark), whether one runs over two lines, and
// the rows of an order summary with the sign each one adds to its total.
import { expect, type Locator, type Page } from '@playwright/test'

export interface ShownAmount {
  text: string
  /** How many lines the amount's characters fall on. */
  lines: number
  /** Inside an element marked data-amount (components/price.tsx). */
  marked: boolean
  /** Drawn by the shop's own components (main, the search dropdown), not CMS text. */
  ours: boolean
}

/**
 * Every euro amount in the visible page ('€ 1.234,56', with a minus sign written before it in the
 * same or the previous text), with the number of lines its characters take. A range over the
 * amount's characters has one client rect per line box it falls on.
 */
export function shownAmounts(page: Page): Promise<ShownAmount[]> {
  return page.evaluate(() => {
    const found: ShownAmount[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const pattern = /€[\s\u00a0]*-?[\d.]+,\d{2}/g
    let previous: Text | null = null
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      const parent = node.parentElement
      const visible = parent && parent.getClientRects().length > 0 && !parent.closest('[hidden]')
      if (visible && !parent.closest('.visually-hidden, script, style, title')) {
        for (const match of node.data.matchAll(pattern)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          // A minus sign right before the amount belongs to it ('− € 5,95').
          const before = node.data.slice(0, match.index)
          if (/[−-][\s\u00a0]*$/.test(before)) {
            range.setStart(node, before.search(/[−-][\s\u00a0]*$/))
          } else if (match.index === 0 && previous && /[−-][\s\u00a0]*$/.test(previous.data)) {
            range.setStart(previous, previous.data.search(/[−-][\s\u00a0]*$/))
          }
          const tops = new Set(
            [...range.getClientRects()]
              .filter((r) => r.width > 0 && r.height > 0)
              .map((r) => Math.round(r.top)),
          )
          found.push({
            text: range.toString(),
            lines: tops.size,
            marked: Boolean(parent.closest('[data-amount]')),
            ours: Boolean(parent.closest('main, [role="listbox"]')),
          })
        }
      }
      previous = node
    }
    return found
  })
}

/** Fails, naming them, when an amount of the page runs over two lines or is not drawn by Price. */
export async function expectUnbrokenAmounts(page: Page, where: string) {
  const amounts = await shownAmounts(page)
  expect(amounts.length, `${where}: the page shows amounts`).toBeGreaterThan(0)
  const broken = amounts.filter((a) => a.lines > 1).map((a) => a.text)
  expect(broken, `${where}: amounts broken over two lines`).toEqual([])
  const unmarked = amounts.filter((a) => a.ours && !a.marked).map((a) => a.text)
  expect(unmarked, `${where}: amounts not drawn by the price component`).toEqual([])
}

/** '€ 1.234,56', '− € 5,95', 'Gratis' → cents (negative for a minus). */
export function centsOf(text: string): number {
  if (/gratis/i.test(text)) return 0
  const match = /([−-])?[\s\u00a0]*€[\s\u00a0]*(-)?([\d.]+),(\d{2})/.exec(text)
  if (!match) throw new Error(`no amount in "${text}"`)
  const cents = Number(match[3]!.replace(/\./g, '')) * 100 + Number(match[4])
  return match[1] || match[2] ? -cents : cents
}

export interface SummaryRows {
  /** Each row that counts towards the total, with its label and signed cents. */
  rows: { label: string; cents: number }[]
  /** Rows shown as part of another ('waarvan statiegeld'), not added again. */
  included: { label: string; cents: number }[]
  total: number
}

/**
 * The rows of an order summary (components of `OrderSummary`): `data-summary-row="add"` rows add
 * their amount (a discount carries its minus), `included` rows are part of the row above, and
 * `total` is the total shown.
 */
export async function summaryRows(summary: Locator): Promise<SummaryRows> {
  await expect(summary.locator('[data-summary-row="total"]')).toBeVisible()
  const read = async (kind: string) =>
    Promise.all(
      (await summary.locator(`[data-summary-row="${kind}"]`).all()).map(async (row) => ({
        label: (await row.locator('dt, th').first().innerText()).trim(),
        cents: centsOf(await row.locator('[data-amount]').last().innerText()),
      })),
    )
  const [rows, included, totals] = await Promise.all([read('add'), read('included'), read('total')])
  return { rows, included, total: totals[0]!.cents }
}

/** The rows shown add up to the total shown. */
export async function expectSummaryAddsUp(summary: Locator, where: string) {
  const read = await summaryRows(summary)
  const { rows, total } = read
  const sum = rows.reduce((s, r) => s + r.cents, 0)
  expect(sum, `${where}: ${rows.map((r) => `${r.label} ${r.cents}`).join(' + ')} = ${total}`).toBe(
    total,
  )
  return read
}

// Helpers of the money flows and the sweep: every euro amount the page shows, read from the text
// itself (so a check also sees an amount some component forgot to mark), whether one runs over two
// lines (the one rule of e2e for that), and
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
  /** The element holding the amount's first character: `<p> "Nu € 123,99"`. */
  where: string
}

/**
 * The one rule of e2e for "no euro amount breaks across lines" (the sweep in layout.spec.ts and the
 * money flows both read it): runs in the page and returns every visible euro amount ('€ 1.234,56',
 * '€ 12,-', '€ 5', with a minus sign before it: '− € 5,95') with the number of lines its characters
 * stand on. Text is read per run of inline content, so an amount split over elements (the minus in
 * one span, the amount in the next) is one amount. A range over the amount's characters has one
 * client rect per line box; rects that share most of their height are one line (a raised cents
 * part is not a second line). Self-contained: it is handed to `page.evaluate` as it is.
 */
export function amountsInPage(): ShownAmount[] {
  const amountPattern = /(?:[−-][\s]*)?€\s*-?\d+(?:\.\d{3})*(?:,(?:\d{2}|-))?/g
  const shows = (el: Element) => {
    if (el.closest('[hidden], .visually-hidden, script, style, title, template')) return false
    if (el.getClientRects().length === 0) return false
    const style = getComputedStyle(el)
    return style.visibility !== 'hidden' && style.opacity !== '0'
  }
  const describe = (el: Element) => {
    const text = (el as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40)
    const id = el.id ? `#${el.id}` : ''
    return `<${el.tagName.toLowerCase()}${id}> "${text ?? ''}"`
  }
  const blockOf = (node: Node) => {
    let el = node.parentElement
    while (el && getComputedStyle(el).display.startsWith('inline')) el = el.parentElement
    return el
  }
  const runs: { block: Element | null; nodes: Text[] }[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement
    if (!parent || !node.data.trim() || !shows(parent)) continue
    const rect = parent.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) continue
    const block = blockOf(node)
    const last = runs[runs.length - 1]
    if (last && last.block === block) last.nodes.push(node)
    else runs.push({ block, nodes: [node] })
  }
  const found: ShownAmount[] = []
  const range = document.createRange()
  for (const run of runs) {
    const text = run.nodes.map((n) => n.data).join('')
    if (!text.includes('€')) continue
    // Where a character offset of the run falls: an amount's start in the node holding its first
    // character, its end in the node holding its last.
    const at = (offset: number, end = false): [Text, number] => {
      for (const node of run.nodes) {
        if (offset < node.data.length || (end && offset === node.data.length)) return [node, offset]
        offset -= node.data.length
      }
      const last = run.nodes[run.nodes.length - 1]!
      return [last, last.data.length]
    }
    for (const match of text.matchAll(amountPattern)) {
      const [startNode, startOffset] = at(match.index)
      const [endNode, endOffset] = at(match.index + match[0].length, true)
      range.setStart(startNode, startOffset)
      range.setEnd(endNode, endOffset)
      const lines: { top: number; bottom: number }[] = []
      for (const r of range.getClientRects()) {
        if (r.width <= 1 || r.height <= 1) continue
        const same = lines.find(
          (line) =>
            Math.min(line.bottom, r.bottom) - Math.max(line.top, r.top) >
            Math.min(line.bottom - line.top, r.height) / 2,
        )
        if (!same) lines.push({ top: r.top, bottom: r.bottom })
      }
      // The amount itself (its digits) is in the node of the '€'.
      const euro = at(match.index + match[0].indexOf('€'))[0].parentElement!
      found.push({
        text: match[0],
        lines: lines.length,
        marked: Boolean(euro.closest('[data-amount]')),
        ours: Boolean(euro.closest('main, [role="listbox"]')),
        where: describe(startNode.parentElement!),
      })
    }
  }
  return found
}

/** Every euro amount in the visible page, with the lines it stands on (`amountsInPage`). */
export function shownAmounts(page: Page): Promise<ShownAmount[]> {
  return page.evaluate(amountsInPage)
}

/** The rule's findings, one line each: `"€ 123,99" in <p> "Nu € 123,99" breaks over 2 lines`. */
export function brokenAmounts(amounts: ShownAmount[]): string[] {
  return amounts
    .filter((a) => a.lines > 1)
    .map((a) => `"${a.text}" in ${a.where} breaks over ${a.lines} lines`)
}

/** Fails, naming them, when an amount of the page runs over two lines or is not drawn by Price. */
export async function expectUnbrokenAmounts(page: Page, where: string) {
  const amounts = await shownAmounts(page)
  expect(amounts.length, `${where}: the page shows amounts`).toBeGreaterThan(0)
  expect(brokenAmounts(amounts), `${where}: amounts broken over two lines`).toEqual([])
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

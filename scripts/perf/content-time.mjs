// Time to content, part of `npm run perf` (issue 50): how long a shopper on a slow phone waits for
// a page's content, seen from outside the shop. Debian Chromium through Playwright at 390×844
// (touch, DPR 3), DevTools CPU throttling (CDP Emulation.setCPUThrottlingRate, 4×: real time, not
// Lighthouse's simulation), loopback network, the warmed server of perf.mjs, a fresh browser
// context per load (a first visit: no cache, no cookies).
// Each time is when `main` first holds a visible `h1` with text and more text besides: a
// MutationObserver installed before any page script (Page.addScriptToEvaluateOnNewDocument, through
// Playwright's addInitScript) records performance.now() (from the navigation's start) at that
// moment. The floor is a page without script or style, a heading and a paragraph in `main`
// (serve.mjs), measured in the same rounds; with `--against`, that build's routes too, taking turns.
// Prints each route's median of the runs, its ratio to the floor (goal ≤ 2.5×) and to the against
// build's median.

/** The routes of issue 50, the floor first. */
export const contentRoutes = [
  '/',
  '/producten/111',
  '/product/royal-canin-medium-adult-15-kg',
  '/zoeken/hond',
  '/faq',
  '/winkels',
  '/winkelmandje',
]

import { phoneContext } from './phone.mjs'
import { median } from './report.mjs'

/** The goal of issue 50: every route's content within 2.5× the floor's time. */
export const contentGoalTimesFloor = 2.5

export { median }

/** a / b, or null when either is unknown (or b is 0). */
export function ratio(a, b) {
  return typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : null
}

/**
 * The rows of the table: per route the median of this build's runs, its ratio to the floor's median
 * (same build) and to the against build's median of the same route, and whether the goal is met.
 * `runs` is { now: { [path]: number|null[] }, against?: { … } }; the floor's key is `floorKey`.
 */
export function contentRows(runs, routes, floorKey) {
  const floorNow = median(runs.now[floorKey] ?? [])
  const floorAgainst = runs.against ? median(runs.against[floorKey] ?? []) : null
  return [floorKey, ...routes].map((route) => {
    const now = median(runs.now[route] ?? [])
    const against = runs.against ? median(runs.against[route] ?? []) : null
    const isFloor = route === floorKey
    const timesFloor = isFloor ? null : ratio(now, floorNow)
    return {
      route,
      runs: runs.now[route] ?? [],
      medianMs: now,
      timesFloor,
      againstMs: against,
      againstTimesFloor: isFloor ? null : ratio(against, floorAgainst),
      timesAgainst: isFloor ? null : ratio(now, against),
      met: isFloor ? null : timesFloor !== null && timesFloor <= contentGoalTimesFloor,
    }
  })
}

const msText = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : '–')
const times = (v) => (typeof v === 'number' ? `${v.toFixed(2)}×` : '–')

/** The table as lines of text (monospaced columns). */
export function contentTable(rows, { rate, againstLabel = null }) {
  const header = ['route', 'runs', 'median', '/floor', 'goal']
  if (againstLabel) header.push(againstLabel, 'its /floor', 'this/against')
  const cells = rows.map((r) => {
    const row = [
      r.route,
      r.runs.map((v) => (typeof v === 'number' ? Math.round(v) : '✗')).join(' '),
      msText(r.medianMs),
      times(r.timesFloor),
      r.met === null
        ? ''
        : r.met
          ? `✓ ≤ ${contentGoalTimesFloor}×`
          : `✗ > ${contentGoalTimesFloor}×`,
    ]
    if (againstLabel)
      row.push(msText(r.againstMs), times(r.againstTimesFloor), times(r.timesAgainst))
    return row
  })
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)))
  const line = (row) =>
    row
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [
    `time to content (main holds a visible h1 and text), CPU ${rate}× real throttling, 390 px, median of each route's runs`,
    line(header),
    widths.map((w) => '─'.repeat(w)).join('  '),
    ...cells.map(line),
  ]
}

// Runs in the page before its own scripts. Reads only the DOM on a mutation; the visibility check
// (a layout) runs only once the DOM holds the heading, so the observer costs the page next to nothing.
export const contentObserverScript = `(() => {
  if (window.top !== window) return
  const seen = () => {
    const main = document.querySelector('main')
    const h1 = main && main.querySelector('h1')
    if (!h1 || !h1.textContent.trim()) return false
    if (main.textContent.replace(h1.textContent, '').trim() === '') return false
    return typeof h1.checkVisibility === 'function' ? h1.checkVisibility({ visibilityProperty: true }) : true
  }
  const observer = new MutationObserver(() => {
    if (window.__contentAt === undefined && seen()) {
      window.__contentAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  document.addEventListener('DOMContentLoaded', () => {
    if (window.__contentAt === undefined && seen()) window.__contentAt = performance.now()
  })
})()`

/** One load: the time to content in ms, or null when the page showed none within the timeout. */
export async function contentTimeOnce(browser, url, { rate, timeoutMs = 30_000 }) {
  const context = await phoneContext(browser)
  try {
    await context.addInitScript({ content: contentObserverScript })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs })
    const handle = await page
      .waitForFunction(() => globalThis.__contentAt, null, { timeout: timeoutMs, polling: 100 })
      .catch(() => null)
    return handle ? Number(await handle.jsonValue()) : null
  } finally {
    await context.close()
  }
}

/**
 * Every route of every build, `runs` rounds, the builds taking turns (and the floor in each round).
 * `builds` are perf.mjs' targets ({ key, label, origin }). Returns { rows, lines, runs }.
 */
export async function measureContentTimes({
  chromium,
  builds,
  floorPath,
  routes = contentRoutes,
  runs = 3,
  rate = 4,
  log,
}) {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  })
  const results = Object.fromEntries(
    builds.map((b) => [b.key, Object.fromEntries([floorPath, ...routes].map((r) => [r, []]))]),
  )
  try {
    // A discarded first load of each build warms Chromium (process start, code compile).
    for (const target of builds)
      await contentTimeOnce(browser, `${target.origin}/`, { rate }).catch(() => null)
    for (let round = 1; round <= runs; round++) {
      const order = round % 2 ? builds : [...builds].reverse()
      for (const route of [floorPath, ...routes]) {
        for (const target of order) {
          const value = await contentTimeOnce(browser, `${target.origin}${route}`, { rate }).catch(
            () => null,
          )
          results[target.key][route].push(value)
          log(
            `time to content, round ${round}/${runs} ${target.label} ${route}: ${value === null ? '✗' : `${Math.round(value)} ms`}`,
          )
        }
      }
    }
  } finally {
    await browser.close()
  }
  const rows = contentRows(results, routes, floorPath)
  const against = builds.find((b) => b.key === 'against')
  const lines = contentTable(rows, { rate, againstLabel: against ? against.label : null })
  return { rows, lines, runs: results, rate }
}

// Measuring for the benchmark: one Lighthouse run (mobile, default simulated throttling) of one URL,
// reduced to the figures the report needs, plus the gzip sizes of the JS and CSS the page loaded.
import { manifestPathOf as besideManifestPath } from '../initial-files.mjs'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo']

const gzipCache = new Map()
/** gzip -9 size of a built file a request URL points at, or null when it is not one of ours. */
export function gzipBytesOf(url, origin, outDir) {
  let pathname
  try {
    const parsed = new URL(url)
    if (parsed.origin !== origin) return null
    pathname = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  const file = normalize(join(outDir, pathname))
  if (!file.startsWith(normalize(outDir) + '/')) return null
  if (gzipCache.has(file)) return gzipCache.get(file)
  let size = null
  if (existsSync(file) && statSync(file).isFile())
    size = gzipSync(readFileSync(file), { level: 9 }).length
  gzipCache.set(file, size)
  return size
}

/** JS and CSS the page loaded until the network was idle, as gzip of the built files. */
function loadedAssets(lhr, origin, outDir) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const totals = { jsGzip: 0, cssGzip: 0, jsFiles: [], cssFiles: [] }
  for (const item of items) {
    let path = ''
    try {
      path = new URL(item.url).pathname
    } catch {
      // not a URL we count
    }
    const isJs = item.resourceType === 'Script' || path.endsWith('.js')
    const isCss = item.resourceType === 'Stylesheet' || path.endsWith('.css')
    if (!isJs && !isCss) continue
    const bytes = gzipBytesOf(item.url, origin, outDir)
    if (bytes === null) continue
    if (isJs) {
      totals.jsGzip += bytes
      totals.jsFiles.push(path)
    } else {
      totals.cssGzip += bytes
      totals.cssFiles.push(path)
    }
  }
  return totals
}

/** The first few offenders of an audit (URL, element), enough to know where to look. */
function auditItems(details) {
  if (!details) return []
  const items =
    details.type === 'list'
      ? (details.items ?? []).flatMap((sub) => sub.items ?? [])
      : (details.items ?? [])
  const cut = (text) => (typeof text === 'string' ? text.slice(0, 200) : undefined)
  return items.slice(0, 3).map((item) => {
    const node = item.node ?? (item.source?.type === 'node' ? item.source : undefined)
    return Object.fromEntries(
      Object.entries({
        url: cut(typeof item.url === 'string' ? item.url : item.source?.url),
        element: cut(node?.snippet),
        selector: cut(node?.selector),
        label: cut(typeof item.label === 'string' ? item.label : item.description),
        wastedBytes: item.wastedBytes,
        wastedMs: item.wastedMs,
      }).filter(([, value]) => value !== undefined),
    )
  })
}

/**
 * The LCP's four phases (TTFB, load delay, load time, render delay) as Lighthouse 12 reports them in
 * the LCP element audit's second table; null where the page's LCP was no image or text node.
 */
export function lcpPhases(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details
  const tables = details?.type === 'list' ? (details.items ?? []) : []
  const rows = tables
    .flatMap((table) => table.items ?? [])
    .filter((item) => typeof item.phase === 'string')
  if (rows.length === 0) return null
  const timing = (name) => rows.find((row) => row.phase === name)?.timing ?? null
  return {
    ttfbMs: timing('TTFB'),
    loadDelayMs: timing('Load Delay'),
    loadTimeMs: timing('Load Time'),
    renderDelayMs: timing('Render Delay'),
  }
}

export function summarise(page, lhr, origin, outDir) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    ...page,
    url: lhr.finalDisplayedUrl ?? `${origin}${page.path}`,
    runtimeError: lhr.runtimeError?.message ?? null,
    // Lighthouse's CPU benchmark of this machine: below ~1000 the simulated timings are inflated.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runWarnings: lhr.runWarnings ?? [],
    scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score ?? null])),
    metrics: {
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    },
    lcpPhases: lcpPhases(lhr),
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    lcpElement:
      auditItems(lhr.audits['largest-contentful-paint-element']?.details)[0]?.element ?? null,
    assets: loadedAssets(lhr, origin, outDir),
    // The audits that cost points, so a miss in the table can be traced without opening a report.
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
      )
      .map((a) => ({
        id: a.id,
        title: a.title,
        score: a.score,
        displayValue: a.displayValue ?? null,
        items: auditItems(a.details),
      })),
  }
}

/**
 * One Lighthouse run; throws when Lighthouse gives no result. Returns the full report too.
 * `throttling` (scripts/perf/calibrate.mjs) replaces the preset's fixed 4x CPU slowdown.
 */
export async function runLighthouse(chromePort, url, throttling) {
  const runner = await lighthouse(url, {
    port: chromePort,
    ...(throttling ? { throttlingMethod: 'simulate', throttling } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    formFactor: 'mobile',
    disableStorageReset: false,
    maxWaitForLoad: 45_000,
    // Screenshots and the back/forward-cache probe (an extra navigation) weigh nothing in the
    // scores but cost many seconds on a busy 2-core machine.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
  })
  if (!runner?.lhr) throw new Error('Lighthouse returned no result')
  return runner.lhr
}

/**
 * Where a build's manifest is: beside the served folder (`<outDir>.manifest.json`, so it is not
 * served), or inside it as older builds wrote it.
 */
export function manifestPathOf(outDir) {
  const beside = besideManifestPath(outDir)
  return existsSync(beside) ? beside : join(outDir, '.vite/manifest.json')
}

/** The entry chunk plus its static imports, from the build manifest (what check-size.mjs budgets). */
export function manifestInitial(outDir, initialFiles) {
  try {
    const manifest = JSON.parse(readFileSync(manifestPathOf(outDir), 'utf8'))
    const { js, css } = initialFiles(manifest)
    const sum = (files) =>
      files.reduce(
        (total, f) => total + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length,
        0,
      )
    return { jsGzip: sum(js), cssGzip: sum(css) }
  } catch {
    return null
  }
}

/**
 * The gzip JS a page loads in its first `ms` milliseconds of wall-clock time, timers included (the
 * newsletter promotion's checks come due at 5 s): Lighthouse stops at network idle and misses them.
 */
export async function jsInFirstSeconds(url, origin, outDir, ms) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  try {
    const page = await browser.newPage({ serviceWorkers: 'block' })
    const files = new Set()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.add(request.url())
    })
    await page.goto(url)
    await page.waitForTimeout(ms)
    let total = 0
    for (const file of files) total += gzipBytesOf(file, origin, outDir) ?? 0
    return total
  } finally {
    await browser.close()
  }
}

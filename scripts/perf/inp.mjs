// `npm run perf:inp`: the interaction benchmark. How long a phone shopper waits for the page to
// answer a tap or a keystroke (INP's measure), seen from outside the shop: builds the shop into
// dist-perf, serves it with the mock API behind the production-like front of `npm run perf`
// (scripts/perf/serve.mjs), warms the server up, then drives Debian Chromium through Playwright at
// phone size (390×844, touch) with the CPU slowed down by CDP Emulation.setCPUThrottlingRate.
// Measure: the Event Timing API. A PerformanceObserver for 'event' entries (durationThreshold 16,
// buffered) is installed before the page's own code; an interaction's latency is the longest
// duration among the entries it produced (interactionId > 0). An interaction without any entry
// took under 16 ms (shown as "<16"). Typing counts its slowest keystroke. A tap is a bare touch at
// the element's centre (page.touchscreen, aimed before the measure): no test-tool code runs in the
// page while the events are timed.
// First the floor, measured in the same rounds: a tap on a checkbox of a page with no script and no
// style (scripts/perf/serve.mjs), the browser's own cost of a tap on this machine at this factor.
// Interactions, each on a freshly loaded page (new browser context) once the load has settled
// (network idle, then 1 s without a long task): the phone menu on home, ticking the first filter of
// a category listing (the collapsed panel is opened before, unmeasured), adding a product to the
// cart, listing → product (the tap on the first card's link), typing in the header search box.
// The cookie prompt: the consent cookie is set before load (default 'rejected', so no tag-manager
// work), so the prompt never covers the page; so is the newsletter promotion's shown-today cookie
// (its modal would open 5 s after load, over the page). The pages are the samples of e2e/routes.ts.
// The machine: before every round Lighthouse's own benchmarkIndex (its computeBenchmarkIndex, run
// unthrottled in the floor page) is measured and printed with the factor Lighthouse's throttling
// calculator would give (scripts/perf/calibrate.mjs). The CPU slowdown stays fixed (--rate): the
// index says how hard that fixed factor is on the day (at an index of 1200 an 8× slowdown is about
// three times harsher than at 3600; machines here differ that much from day to day).
// Options: --no-build (reuse dist-perf), --runs N (default 3), --rate N (CPU slowdown, default 8),
//          --port N (preview N, front N+8; default 4330), --consent accepted|rejected,
//          --against <commit>: also builds that commit (as `npm run perf` does) and measures both builds
//          in the same rounds, taking turns, then prints the same-run ratio of each median.
// Prints per interaction the runs, the median and whether it is ≤ 150 ms (a "good" INP);
// writes .lighthouse/inp.json. Run it on a quiet machine: anything beside it slows every figure.
// Exit code: 0 whatever the figures (a benchmark, not a gate); 1 only when it could not run.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromium } from 'playwright-core'
import { cpuMultiplierFor } from './calibrate.mjs'
import { optionReader } from './options.mjs'
import { phoneContext, phoneViewport } from './phone.mjs'
import {
  buildTargets,
  floorTapPath,
  measureTargets,
  sleep,
  startFront,
  startPreview,
  stopPreview,
  waitForServer,
  warmUp,
} from './serve.mjs'

const args = process.argv.slice(2)
const option = optionReader(args, {
  flags: ['no-build'],
  valued: ['runs', 'rate', 'port', 'consent', 'against'],
  script: 'scripts/perf/inp.mjs',
})
const outDir = 'dist-perf'
const runs = Math.max(1, Number(option('runs', 3)))
const rate = Math.max(1, Number(option('rate', 8)))
const port = Number(option('port', 4330))
const consent = option('consent', 'rejected', /^(accepted|rejected)$/, 'accepted or rejected')
const against = option('against', null, /^[\w./~^-]+$/, 'a commit')
const frontPort = port + 8
const resultsFile = '.lighthouse/inp.json'
const goodMs = 150
const viewport = phoneViewport

const started = Date.now()
const log = (message) =>
  console.log(`[perf:inp ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`)

/**
 * A Dutch UI string from src/messages/nl (its one home), read from the source by its key path
 * ('header.openMenu': the first `openMenu: '…'` after `header: {`).
 */
function message(file, keyPath) {
  const source = readFileSync(`src/messages/nl/${file}.ts`, 'utf8')
  let from = 0
  const keys = keyPath.split('.')
  for (const parent of keys.slice(0, -1)) {
    from = source.indexOf(`${parent}: {`, from)
    if (from < 0) break
  }
  const found =
    from < 0 ? null : new RegExp(`\\b${keys.at(-1)}: '([^']+)'`).exec(source.slice(from))
  if (!found) throw new Error(`no '${keyPath}' in src/messages/nl/${file}.ts`)
  return found[1]
}
const labels = {
  openMenu: message('shell', 'header.openMenu'),
  addToCart: message('cart', 'addToCart.button'),
  filters: message('catalogue', 'filters.toggle'),
  productList: message('catalogue', 'listing.productList'),
}
/** The shop's cookie names (src/lib/cookie-names.ts). */
const cookieNamesSource = readFileSync('src/lib/cookie-names.ts', 'utf8')
const consentCookie = /\bconsent: '([^']+)'/.exec(cookieNamesSource)[1]
const newsletterCookie = /\bnewsletterSeen: '([^']+)'/.exec(cookieNamesSource)[1]

// The samples of e2e/routes.ts: the category of the seed's first web node (hrefs.category(100))
// and the discounted fixture product (hrefs.product of fixtureProductIds.discounted).
const listingPath = '/producten/100'
const productPath = '/product/hills-science-plan-adult-kip-12-kg'
const searchText = 'trixie'

// Runs in the page before its own scripts: every Event Timing entry of 16 ms or more, and the end
// of the last long task (for "the load has settled").
const observerScript = `(() => {
  window.__inp = { entries: [], lastLongTask: 0 }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__inp.entries.push({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__inp.lastLongTask = Math.max(window.__inp.lastLongTask, e.startTime + e.duration)
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
})()`

/** Network idle, then 1 s without a long task (at most 20 s more). */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined)
  await page
    .waitForFunction(() => performance.now() - globalThis.__inp.lastLongTask >= 1000, null, {
      timeout: 20_000,
      polling: 100,
    })
    .catch(() => undefined)
}

/** The Event Timing entries so far (only those of an interaction). */
const interactionEntries = (page) =>
  page.evaluate(() => globalThis.__inp.entries.filter((e) => e.interactionId > 0))

/**
 * Runs the action and returns its latency: the longest entry among those it produced (null when
 * none reached 16 ms). Waits for the page to settle after, so late entries are in.
 */
async function measure(page, action) {
  const before = (await interactionEntries(page)).length
  await action()
  await page.waitForTimeout(300)
  await settle(page)
  const entries = (await interactionEntries(page)).slice(before)
  const longest = entries.reduce((max, e) => Math.max(max, e.duration), 0)
  return { ms: entries.length ? longest : null, entries }
}

/**
 * Where the finger lands: the centre of the element, scrolled into view, worked out before the
 * measured tap. The tap itself is a bare touch (page.touchscreen): a locator's tap() first runs
 * Playwright's actionability and hit-target checks inside the page, in listeners on the very events
 * being timed, which on this machine at 8× added tens of milliseconds to every tap.
 */
const tapPoints = new WeakMap()
async function aim(page, locator) {
  await locator.waitFor()
  await locator.scrollIntoViewIfNeeded()
  await settle(page)
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element to tap has no box')
  tapPoints.set(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 })
}
function tapAimed(page) {
  const point = tapPoints.get(page)
  if (!point) throw new Error('tap without aim')
  return page.touchscreen.tap(point.x, point.y)
}

const interactions = [
  {
    // The machine's floor: the same tap on a checkbox of a page without any script or style.
    name: 'floor: tap',
    path: floorTapPath,
    prepare: (page) => aim(page, page.getByRole('checkbox')),
    act: tapAimed,
  },
  {
    name: 'phone menu',
    path: '/',
    prepare: (page) => aim(page, page.getByRole('button', { name: labels.openMenu, exact: true })),
    act: tapAimed,
  },
  {
    name: 'filter tick',
    path: listingPath,
    async prepare(page) {
      const toggle = page.getByRole('button', { name: new RegExp(`^${labels.filters}`) }).first()
      if ((await toggle.getAttribute('aria-expanded')) === 'false') {
        await toggle.tap()
        await settle(page)
      }
      await aim(page, page.locator('.listing-filters-body input[type=checkbox]').first())
    },
    act: tapAimed,
  },
  {
    name: 'add to cart',
    path: productPath,
    prepare: (page) =>
      aim(
        page,
        page.getByRole('main').getByRole('button', { name: labels.addToCart, exact: true }).first(),
      ),
    act: tapAimed,
  },
  {
    name: 'listing → product',
    path: listingPath,
    prepare: (page) =>
      aim(
        page,
        page
          .getByRole('list', { name: labels.productList, exact: true })
          .getByRole('article')
          .first()
          .getByRole('heading')
          .getByRole('link'),
      ),
    async act(page) {
      await tapAimed(page)
      await page.waitForURL(/\/product\//, { timeout: 30_000 })
    },
  },
  {
    name: 'search typing',
    path: '/',
    box: (page) => page.getByRole('banner').getByRole('combobox').first(),
    async prepare(page) {
      await this.box(page).tap()
      await settle(page)
    },
    act: (page) => page.keyboard.type(searchText, { delay: 120 }),
  },
]

async function runOnce(browser, interaction, origin) {
  const context = await phoneContext(browser)
  try {
    await context.addCookies([
      { name: consentCookie, value: consent, url: origin },
      { name: newsletterCookie, value: '1', url: origin },
    ])
    await context.addInitScript({ content: observerScript })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const url = `${origin}${interaction.path}`
    // One retry: on a loaded machine the preview now and then drops a connection.
    await page
      .goto(url, { waitUntil: 'load', timeout: 120_000 })
      .catch(() => sleep(2000).then(() => page.goto(url, { waitUntil: 'load', timeout: 120_000 })))
    await settle(page)
    await interaction.prepare(page)
    const { ms, entries } = await measure(page, () => interaction.act(page))
    return {
      ms,
      entries: entries.map(({ name, interactionId, duration }) => ({
        name,
        interactionId,
        duration,
      })),
    }
  } finally {
    await context.close()
  }
}

/** Lighthouse's benchmarkIndex of this machine now: its own page function, unthrottled, in the floor page. */
async function benchmarkIndex(browser, origin) {
  const page = await browser.newPage()
  try {
    await page.goto(`${origin}${floorTapPath}`)
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`))
  } finally {
    await page.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
/** A run without any entry of 16 ms or more counts as 0 for the median and shows as "<16". */
const shown = (ms) => (ms === null ? '<16' : ms === 0 ? '<16' : `${Math.round(ms)}`)

function printTable(rows) {
  const header = ['interaction', ...Array.from({ length: runs }, (_, i) => `run ${i + 1}`)]
  const table = [
    [...header, 'median', `≤ ${goodMs} ms`],
    ...rows.map((r) => [
      r.name,
      ...r.runs.map((run) => (run.error ? 'error' : shown(run.ms))),
      r.median === null ? '–' : shown(r.median),
      r.median === null ? '?' : r.median <= goodMs ? 'yes' : 'NO',
    ]),
  ]
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => String(row[c]).length)))
  for (const row of table)
    console.log(row.map((cell, c) => String(cell).padEnd(widths[c])).join('  '))
}

async function main() {
  const builds = measureTargets({ outDir, port, frontPort, against })
  let browser
  const stopAll = async () => {
    if (browser) await browser.close().catch(() => undefined)
    browser = undefined
    for (const target of builds) {
      if (target.front) {
        target.front.closeAllConnections?.()
        target.front.close()
        target.front = undefined
      }
      await stopPreview(target.preview)
      target.preview = undefined
      if (target.key === 'against') rmSync(target.cwd, { recursive: true, force: true })
    }
  }
  const onSignal = (signal) =>
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    await buildTargets(builds, { outDir, noBuild: args.includes('--no-build'), log })
    const paths = [...new Set(interactions.map((i) => i.path))].map((path) => ({ path }))
    const servePreview = async (target) => {
      target.preview = startPreview({ port: target.port, outDir, cwd: target.cwd })
      await waitForServer(target.preview, `http://127.0.0.1:${target.port}`, log)
      await warmUp(target.origin, paths, target.outDir, readdir)
    }
    const previewGone = (target) =>
      target.preview.exitCode !== null || target.preview.signalCode !== null
    for (const target of builds) {
      target.front = await startFront({ port: target.port, frontPort: target.frontPort })
      target.origin = `http://127.0.0.1:${target.frontPort}`
      await servePreview(target)
    }

    const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    })
    const loadAtStart = loadavg()[0]
    log(
      `servers warm; machine load ${loadAtStart.toFixed(1)}; ${runs} runs per interaction at CPU slowdown ${rate}×; ` +
        `builds: ${builds.map((t) => t.label).join(', ')}; cookie prompt: ` +
        `consent cookie '${consentCookie}=${consent}' set before load (and ` +
        `'${newsletterCookie}=1': no newsletter modal)`,
    )
    // A discarded first load warms Chromium itself (process start, code compile).
    await runOnce(browser, interactions[0], builds[0].origin).catch(() => undefined)

    for (const target of builds)
      target.results = interactions.map((i) => ({ name: i.name, path: i.path, runs: [] }))
    // Rounds: every interaction once per round on every build, so a noisy moment hits them alike
    // (the builds take turns going first).
    const indexes = []
    for (let round = 1; round <= runs; round++) {
      const machine = await benchmarkIndex(browser, builds[0].origin).catch(() => null)
      indexes.push(machine)
      log(
        `round ${round}/${runs}: benchmarkIndex ${machine ?? '?'} (Lighthouse's calculator: ${cpuMultiplierFor(machine)}×)`,
      )
      for (const [index, interaction] of interactions.entries()) {
        const order = round % 2 ? builds : [...builds].reverse()
        for (const target of order) {
          try {
            let run = await runOnce(browser, interaction, target.origin).catch((error) => {
              if (!previewGone(target)) throw error
              return null
            })
            // On a shared machine the preview server may be stopped from outside (a signal): it
            // is started again, warmed up, and the run repeated, instead of every later run failing.
            if (!run) {
              log(
                `vite preview stopped (${target.preview.signalCode ?? `exit ${target.preview.exitCode}`}); starting it again`,
              )
              await servePreview(target)
              run = await runOnce(browser, interaction, target.origin)
            }
            target.results[index].runs.push(run)
            log(`round ${round}/${runs} ${target.label} ${interaction.name}: ${shown(run.ms)} ms`)
          } catch (error) {
            const text = error instanceof Error ? error.message.split('\n')[0] : String(error)
            target.results[index].runs.push({ ms: null, error: text })
            log(`round ${round}/${runs} ${target.label} ${interaction.name}: error (${text})`)
          }
        }
      }
    }
    for (const target of builds) {
      for (const row of target.results) {
        const measured = row.runs.filter((r) => !r.error).map((r) => r.ms ?? 0)
        row.median = measured.length ? median(measured) : null
        row.good = row.median === null ? null : row.median <= goodMs
      }
      console.log(`\n${target.label}${target.sha ? ` (${target.sha.slice(0, 7)})` : ''}`)
      printTable(target.results)
    }
    const [now, before] = builds
    if (before) {
      console.log(`\nsame-run ratios, this build / ${against} (median / median):`)
      for (const [index, row] of now.results.entries()) {
        const old = before.results[index].median
        const ratio = row.median !== null && old ? (row.median / old).toFixed(2) + '×' : '–'
        console.log(`  ${row.name.padEnd(18)} ${ratio}`)
      }
    }
    console.log(
      `\nCPU slowdown ${rate}×, ${viewport.width}×${viewport.height} touch; latency = longest Event ` +
        `Timing entry of the interaction (ms, "<16": none reached 16 ms); benchmarkIndex ` +
        `${indexes.map((i) => i ?? '?').join(' / ')} (Lighthouse's calculator: ` +
        `${indexes.map((i) => `${cpuMultiplierFor(i)}×`).join(' / ')}); consent cookie set to '${consent}' before load; ` +
        `machine load (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
    )

    mkdirSync('.lighthouse', { recursive: true })
    writeFileSync(
      resultsFile,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          settings: {
            cpuSlowdown: rate,
            runs,
            viewport,
            isMobile: true,
            hasTouch: true,
            durationThreshold: 16,
            consent: `${consentCookie}=${consent} set before load`,
            chromium: browser.version(),
            loadAverage: { start: loadAtStart, end: loadavg()[0] },
            benchmarkIndex: indexes,
          },
          goodMs,
          interactions: now.results,
          ...(before ? { against: { commit: before.sha, interactions: before.results } } : {}),
        },
        null,
        2,
      ) + '\n',
    )
    log(`results written to ${resultsFile}`)
    await stopAll()
    process.exit(0)
  } catch (error) {
    console.error(
      `✗ perf:inp could not run: ${error instanceof Error ? error.message : String(error)}`,
    )
    await stopAll()
    process.exit(1)
  }
}

await main()

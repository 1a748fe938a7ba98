// `npm run perf`: the speed benchmark. Builds the shop into dist-perf, serves it with `vite preview`
// (which mounts the mock API) behind a front server that behaves like a production host, warms the
// server up, then runs Lighthouse 12.8 (mobile, simulated throttling, Debian Chromium) in rounds on a
// no-JS floor page, the home page, a category listing and a product page, so a noisy moment of the
// machine hits every page alike.
// Calibration: each round first audits the floor page, reads Lighthouse's benchmarkIndex and sets the
// CPU slowdown from Lighthouse's throttling calculator (scripts/perf/calibrate.mjs), keeping the
// network at rtt 150 ms, 1638.4 Kbps. A fixed 4x on a fast machine flatters the shop.
// Comparison: `--against <commit>` unpacks that commit (git archive) into a temporary folder, builds
// and serves it on a second port, and audits both builds in the same rounds with the same factor;
// only such a same-run ratio shows progress on machines whose speed varies 3x from day to day.
// Prints the medians (score, FCP, LCP, TBT, CLS, the LCP phases), the home page's JS in its first
// 6 s (timers included), the ratios of the worst TBT and worst LCP, and writes
// .lighthouse/results.json plus each page's last full report (against-<page>.report.json for --against).
// Then the time to content (scripts/perf/content-time.mjs, issue 50): real CPU throttling at 4×,
// 390 px, each route of the issue and a no-script floor in the same rounds, both builds taking turns;
// it prints each route's median, its ratio to the floor and to the --against build.
// Options: --no-build (reuse dist-perf), --runs N (default 3), --port N (default 4310; front N+8,
//          the --against build N+1 and N+9), --with-cart (also /winkelmandje), --against <commit>,
//          --no-content-time (Lighthouse only), --content-time-only (no Lighthouse).
// Run it on a quiet machine: a test run beside it doubles every figure.
// Exit code: 0 whatever the scores (a benchmark, not a gate); 1 only when Lighthouse could not run.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from 'playwright-core'
import { initialFiles } from './initial-files.mjs'
import { optionReader } from './perf/options.mjs'
import {
  fetchWithin,
  floorContentPath,
  floorPath,
  startFront,
  startPreview,
  stopPreview,
  waitForServer,
  measureTargets,
  buildTargets,
  warmUp,
} from './perf/serve.mjs'
import { jsInFirstSeconds, manifestInitial, runLighthouse, summarise } from './perf/measure.mjs'
import { comparison, checksFor, goals, medianOf, printTable } from './perf/report.mjs'
import { cpuMultiplierFor, network, throttlingFor } from './perf/calibrate.mjs'
import { measureContentTimes } from './perf/content-time.mjs'

const args = process.argv.slice(2)
const option = optionReader(args, {
  flags: ['no-build', 'with-cart', 'no-content-time', 'content-time-only'],
  valued: ['runs', 'port', 'against'],
  script: 'scripts/perf.mjs',
})
const against = option('against', null, /^[\w./~^-]+$/, 'a commit')
const outDir = 'dist-perf'
const port = Number(option('port', 4310))
const runs = Math.max(1, Number(option('runs', 3)))
const frontPort = port + 8
const origin = `http://127.0.0.1:${frontPort}`
const resultsFile = '.lighthouse/results.json'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const started = Date.now()
const log = (message) =>
  console.log(`[perf ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`)

async function getJson(path) {
  const res = await fetchWithin(`${origin}${path}`, 30_000)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return res.json()
}

/** The pages to measure. A page whose URL cannot be derived from the API is skipped with a note. */
async function pagesToMeasure() {
  const pages = [
    { name: 'floor', path: floorPath },
    { name: 'home', path: '/' },
  ]
  try {
    const tree = await getJson('/api/aspos/webnodetree')
    const nodes = Array.isArray(tree) ? tree : (tree.WebNodes ?? tree.Children ?? [])
    const first = nodes[0]
    if (first?.Id === undefined) throw new Error('empty category tree')
    pages.push({ name: 'category', path: `/producten/${encodeURIComponent(first.Id)}` })
  } catch (error) {
    log(`warning: no category page (${error.message})`)
  }
  try {
    const answer = await getJson('/api/aspos/products?pageSize=1')
    const product = (Array.isArray(answer) ? answer : answer.Products)?.[0]
    if (!product?.Url) throw new Error('no product in the answer')
    pages.push({ name: 'product', path: `/product/${encodeURIComponent(product.Url)}` })
  } catch (error) {
    log(`warning: no product page (${error.message})`)
  }
  if (args.includes('--with-cart')) pages.push({ name: 'cart', path: '/winkelmandje' })
  return pages
}

/** The time to content of every build (scripts/perf/content-time.mjs), printed; its figures. */
async function contentTimes(builds) {
  mkdirSync('.lighthouse', { recursive: true })
  const result = await measureContentTimes({
    chromium,
    builds,
    floorPath: floorContentPath,
    runs,
    rate: 4,
    log,
  })
  console.log('')
  for (const line of result.lines) console.log(line)
  console.log('')
  return result
}

async function main() {
  const builds = measureTargets({ outDir, port, frontPort, against })
  let chrome
  const stopAll = async () => {
    for (const target of builds) {
      if (target.front) {
        target.front.closeAllConnections?.()
        target.front.close()
        target.front = undefined
      }
    }
    if (chrome) {
      const c = chrome
      chrome = undefined
      try {
        await c.kill()
      } catch {
        // already gone
      }
    }
    for (const target of builds) {
      await stopPreview(target.preview)
      target.preview = undefined
    }
    for (const target of builds)
      if (target.key === 'against') rmSync(target.cwd, { recursive: true, force: true })
  }
  const onSignal = (signal) =>
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    await buildTargets(builds, { outDir, noBuild: args.includes('--no-build'), log })
    log('builds done')

    for (const target of builds) {
      target.preview = startPreview({ port: target.port, outDir, cwd: target.cwd })
      await waitForServer(target.preview, `http://127.0.0.1:${target.port}`, log)
      target.front = await startFront({ port: target.port, frontPort: target.frontPort })
      target.origin = `http://127.0.0.1:${target.frontPort}`
    }
    const pages = await pagesToMeasure()
    for (const target of builds) await warmUp(target.origin, pages, target.outDir, readdir)
    log(
      `servers warm; pages: ${pages.map((p) => p.name).join(', ')}; ${runs} rounds; builds: ${builds.map((b) => b.label).join(', ')}`,
    )

    if (args.includes('--content-time-only')) {
      const content = await contentTimes(builds)
      writeFileSync(
        '.lighthouse/content-time.json',
        JSON.stringify({ measuredAt: new Date().toISOString(), ...content }, null, 2) + '\n',
      )
      await stopAll()
      process.exit(0)
    }

    const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' })
    mkdirSync('.lighthouse', { recursive: true })

    // A first, discarded run of each page warms Chromium itself (its first navigations start
    // processes and compile the renderer's code).
    for (const target of builds) {
      for (const page of pages) {
        log(`warm-up run: ${target.label} ${page.name}`)
        await runLighthouse(chrome.port, `${target.origin}${page.path}`).catch(() => undefined)
      }
    }

    const perPage = Object.fromEntries(
      builds.map((b) => [b.key, new Map(pages.map((p) => [p.name, []]))]),
    )
    const calibrations = []
    for (let round = 1; round <= runs; round++) {
      // Calibrate: the floor page's benchmarkIndex sets this round's CPU slowdown for every build.
      const probe = await runLighthouse(chrome.port, `${origin}${floorPath}`)
      const benchmarkIndex = probe.environment?.benchmarkIndex ?? null
      const factor = cpuMultiplierFor(benchmarkIndex)
      calibrations.push({ round, benchmarkIndex, cpuSlowdownMultiplier: factor })
      log(
        `round ${round}/${runs}: benchmarkIndex ${benchmarkIndex === null ? '?' : Math.round(benchmarkIndex)} → CPU slowdown ${factor}×`,
      )
      // The builds take turns, first one then the other, so neither always runs on a warmer Chromium.
      const order = round % 2 ? builds : [...builds].reverse()
      for (const page of pages) {
        for (const target of order) {
          const url = `${target.origin}${page.path}`
          log(`round ${round}/${runs} ${target.label} ${page.name}: ${url}`)
          try {
            const lhr = await runLighthouse(chrome.port, url, throttlingFor(factor))
            const prefix = target.key === 'now' ? '' : 'against-'
            writeFileSync(`.lighthouse/${prefix}${page.name}.report.json`, JSON.stringify(lhr))
            const result = summarise(page, lhr, target.origin, target.outDir)
            if (result.runtimeError) result.error = result.runtimeError
            perPage[target.key].get(page.name).push(result)
          } catch (error) {
            perPage[target.key]
              .get(page.name)
              .push({ ...page, error: error instanceof Error ? error.message : String(error) })
          }
        }
      }
    }

    const medians = {}
    for (const target of builds) {
      const rows = pages.map((page) => ({
        ...medianOf(page, perPage[target.key].get(page.name)),
        label: page.name,
      }))
      const home = rows.find((r) => r.name === 'home')
      if (home && !home.error)
        home.jsIn6s = await jsInFirstSeconds(
          `${target.origin}/`,
          target.origin,
          target.outDir,
          6000,
        ).catch(() => null)
      const floor = rows.find((r) => r.name === 'floor')
      const initial = manifestInitial(target.outDir, initialFiles)
      for (const row of rows)
        row.checks = target.key === 'now' ? checksFor(row, floor, initial) : undefined
      medians[target.key] = { label: target.label, sha: target.sha ?? null, rows, initial }
      printTable(rows, initial, `${target.label}: `)
    }
    const indexes = calibrations.map((c) => c.benchmarkIndex).filter((n) => typeof n === 'number')
    console.log(
      `calibration: benchmarkIndex ${indexes.map((n) => Math.round(n)).join(' / ') || '?'} → CPU slowdown ` +
        `${calibrations.map((c) => `${c.cpuSlowdownMultiplier}×`).join(' / ')} (network: rtt ${network.rttMs} ms, ${network.throughputKbps} Kbps)`,
    )
    let ratios = null
    if (medians.against) {
      ratios = comparison(medians.now.rows, medians.against.rows)
      const fmt = (v) => (v === null ? '–' : `${v.toFixed(2)}×`)
      console.log(
        `same-run ratios, this build / ${against}: worst TBT ${fmt(ratios.worstTbtRatio)}, worst LCP ${fmt(ratios.worstLcpRatio)}`,
      )
    }
    // Lighthouse's Chromium is done: the time to content runs in a browser of its own.
    const c = chrome
    chrome = undefined
    await c.kill()
    const content = args.includes('--no-content-time') ? null : await contentTimes(builds)

    const measured = medians.now.rows.filter((r) => r.name !== 'floor')
    const allMet = measured.every((r) => !r.error && r.checks.every((c) => c.met))
    console.log(
      allMet
        ? '\n✓ every goal met'
        : '\n✗ some goals missed (see above and .lighthouse/results.json)',
    )

    writeFileSync(
      resultsFile,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouseVersion: JSON.parse(
            readFileSync('node_modules/lighthouse/package.json', 'utf8'),
          ).version,
          settings: {
            formFactor: 'mobile',
            throttling: 'simulated, CPU calibrated per round',
            network,
            runs,
            chromeFlags,
          },
          calibrations,
          goals,
          builds: medians,
          ratios,
          contentTime: content,
          runs: Object.fromEntries(
            Object.entries(perPage).map(([key, map]) => [key, Object.fromEntries(map)]),
          ),
        },
        null,
        2,
      ) + '\n',
    )
    log(`results written to ${resultsFile}`)
    await stopAll()
    process.exit(medians.now.rows.some((r) => r.error) ? 1 : 0)
  } catch (error) {
    console.error(
      `✗ Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`,
    )
    await stopAll()
    process.exit(1)
  }
}

await main()

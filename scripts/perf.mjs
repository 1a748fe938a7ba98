// `npm run perf`: the speed benchmark. Builds the shop into dist-perf, serves it with `vite preview`
// (which mounts the mock API) behind a front server that behaves like a production host, warms the
// server up, then runs Lighthouse 12.8 (mobile, simulated throttling, Debian Chromium) several times
// on a no-JS floor page, the home page, a category listing and a product page, in turns, so a noisy
// moment of the machine hits every page alike. Prints the median of each page, the goals (LCP as a
// multiple of the floor page's) and writes .lighthouse/results.json plus each page's last full report.
// Options: --no-build (reuse dist-perf), --runs N (default 3), --port N (default 4310; front N+8),
//          --with-cart (also measure /winkelmandje).
// Exit code: 0 whatever the scores (a benchmark, not a gate); 1 only when Lighthouse could not run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { initialFiles } from './initial-files.mjs'
import { fetchWithin, floorPath, runQuiet, startFront, startPreview, stopPreview, waitForServer, warmUp } from './perf/serve.mjs'
import { manifestInitial, runLighthouse, summarise } from './perf/measure.mjs'
import { checksFor, goals, medianOf, printTable } from './perf/report.mjs'

const args = process.argv.slice(2)
const known = new Set(['--no-build', '--with-cart', '--runs', '--port'])
/** `--name=value` or `--name value`; an unknown option stops the run instead of being ignored. */
function option(name, fallback) {
  const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (at < 0) return fallback
  const value = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1]
  if (!value || !/^\d+$/.test(value)) throw new Error(`--${name} needs a whole number`)
  return value
}
for (const [i, a] of args.entries()) {
  const isValue = /^\d+$/.test(a) && ['--runs', '--port'].includes(args[i - 1] ?? '')
  if (!isValue && !known.has(a.split('=')[0])) throw new Error(`unknown option ${a}; see the header of scripts/perf.mjs`)
}
const outDir = 'dist-perf'
const port = Number(option('port', 4310))
const runs = Math.max(1, Number(option('runs', 3)))
const previewOrigin = `http://127.0.0.1:${port}`
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
const log = (message) => console.log(`[perf ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`)

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

async function main() {
  let preview
  let chrome
  let front
  const stopAll = async () => {
    if (front) {
      front.closeAllConnections?.()
      front.close()
      front = undefined
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
    await stopPreview(preview)
    preview = undefined
  }
  const onSignal = (signal) => void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    if (!args.includes('--no-build')) {
      log(`building into ${outDir} …`)
      const build = await runQuiet('npx', ['vite', 'build'], { BUILD_OUT_DIR: outDir })
      if (build.code !== 0) {
        console.error(build.output.split('\n').slice(-40).join('\n'))
        throw new Error('the build failed')
      }
      log('build done')
    } else if (!existsSync(join(outDir, 'index.html'))) {
      throw new Error(`--no-build given but ${outDir}/index.html does not exist`)
    }

    preview = startPreview({ port, outDir })
    await waitForServer(preview, previewOrigin, log)
    front = await startFront({ port, frontPort })
    const pages = await pagesToMeasure()
    await warmUp(origin, pages, outDir, readdir)
    log(`server warm on ${origin}; pages: ${pages.map((p) => p.name).join(', ')}; ${runs} runs each`)

    const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' })
    mkdirSync('.lighthouse', { recursive: true })

    // A first, discarded run of each page warms Chromium itself (its first navigations start
    // processes and compile the renderer's code): the reason earlier single runs measured about
    // two seconds of extra FCP on whichever page came first.
    for (const page of pages) {
      log(`warm-up run: ${page.name}`)
      await runLighthouse(chrome.port, `${origin}${page.path}`).catch(() => undefined)
    }

    const perPage = new Map(pages.map((p) => [p.name, []]))
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const url = `${origin}${page.path}`
        log(`run ${run}/${runs} ${page.name}: ${url}`)
        try {
          const lhr = await runLighthouse(chrome.port, url)
          writeFileSync(`.lighthouse/${page.name}.report.json`, JSON.stringify(lhr))
          const result = summarise(page, lhr, origin, outDir)
          if (result.runtimeError) result.error = result.runtimeError
          perPage.get(page.name).push(result)
        } catch (error) {
          perPage.get(page.name).push({ ...page, error: error instanceof Error ? error.message : String(error) })
        }
      }
    }

    const initial = manifestInitial(outDir, initialFiles)
    const rows = pages.map((page) => medianOf(page, perPage.get(page.name)))
    const floor = rows.find((r) => r.name === 'floor')
    for (const row of rows) row.checks = checksFor(row, floor, initial)
    printTable(rows, initial)
    const measured = rows.filter((r) => r.name !== 'floor')
    const allMet = measured.every((r) => !r.error && r.checks.every((c) => c.met))
    console.log(allMet ? '\n✓ every goal met' : '\n✗ some goals missed (see above and .lighthouse/results.json)')

    writeFileSync(
      resultsFile,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouseVersion: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
          settings: { formFactor: 'mobile', throttling: 'simulated (default)', runs, chromeFlags, origin },
          goals,
          entryInitial: initial,
          medians: rows,
          runs: Object.fromEntries(perPage),
        },
        null,
        2,
      ) + '\n',
    )
    log(`results written to ${resultsFile}`)
    await stopAll()
    process.exit(rows.some((r) => r.error) ? 1 : 0)
  } catch (error) {
    console.error(`✗ Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`)
    await stopAll()
    process.exit(1)
  }
}

await main()

// `npm run perf`: the speed benchmark. Builds the shop into dist-perf, serves it with `vite preview`
// (which mounts the mock API), runs Lighthouse 12.8 (mobile, default simulated throttling) on the
// home page, a category listing, a product page and the cart with Debian Chromium, prints a table
// and the goals, and writes everything to .lighthouse/results.json.
// `vite preview` sends files uncompressed and with `Cache-Control: no-cache`, which no real host
// does (docs/deploy.md); a small front server on port+8 adds gzip and the long cache of /assets/*
// so Lighthouse sees the shop as deployed. --raw measures the bare preview instead.
// Options: --no-build (reuse dist-perf), --raw, --port=N (default 4310; the front uses N+8).
// Exit code: 0 whatever the scores (a benchmark, not a gate); 1 only when Lighthouse could not run.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { createServer, request as httpRequest } from 'node:http'
import { createGzip, gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const args = process.argv.slice(2)
const outDir = 'dist-perf'
const port = Number(args.find((a) => a.startsWith('--port='))?.split('=')[1] ?? 4310)
const raw = args.includes('--raw')
const previewOrigin = `http://127.0.0.1:${port}`
const frontPort = port + 8
// The origin Lighthouse measures.
const origin = raw ? previewOrigin : `http://127.0.0.1:${frontPort}`
const resultsFile = '.lighthouse/results.json'
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const goals = { performance: 0.995, lcpMs: 1500, tbtMs: 50, cls: 0, homeJsKiB: 120, homeCssKiB: 15 }
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
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
const log = (message) => console.log(`[perf ${seconds()}] ${message}`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a command to completion; its output is shown only when it fails (a build log is long). */
function runQuiet(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', (error) => resolve({ code: 1, output: String(error) }))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** The preview server runs in its own process group so npx and the vite child stop together. */
function startPreview() {
  const child = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    env: { ...process.env, BUILD_OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  child.exited = new Promise((resolve) => child.on('close', resolve))
  child.outputSoFar = () => output
  return child
}

async function stopPreview(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const stopped = await Promise.race([child.exited.then(() => true), sleep(3000).then(() => false)])
  if (!stopped) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

/** Proxies to the preview like a production host: gzip for text types, immutable /assets/*. */
function startFront() {
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const headers = { ...answer.headers }
        if (req.url?.startsWith('/assets/') && answer.statusCode === 200) {
          headers['cache-control'] = 'public, max-age=31536000, immutable'
        }
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          compressible.test(String(answer.headers['content-type'] ?? '')) &&
          !answer.headers['content-encoding'] &&
          req.method !== 'HEAD' &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304
        if (gzip) {
          delete headers['content-length']
          headers['content-encoding'] = 'gzip'
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
        }
        res.writeHead(answer.statusCode ?? 502, headers)
        if (gzip) answer.pipe(createGzip({ level: 9 })).pipe(res)
        else answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(frontPort, '127.0.0.1', () => resolve(server))
  })
}

async function fetchWithin(url, ms) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json, text/html' } })
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Waits for the static server, then for the mock API (its first request compiles the mock modules,
 * which takes a while on a busy machine). When the config handler is missing the page is measured
 * anyway: the shop renders its own error states.
 */
async function waitForServer(preview) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (preview.exitCode !== null) throw new Error(`vite preview stopped:\n${preview.outputSoFar()}`)
    try {
      const res = await fetchWithin(`${previewOrigin}/`, 3000)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    await sleep(300)
  }
  if (Date.now() >= deadline) throw new Error(`vite preview did not answer on ${previewOrigin}/`)
  while (Date.now() < deadline) {
    try {
      const res = await fetchWithin(`${previewOrigin}/api/aspos/common/config`, 60_000)
      const isJson = res.headers.get('content-type')?.includes('json')
      if (res.ok && isJson) return true
      if (res.status === 404 || (res.ok && !isJson)) {
        log(`warning: /api/aspos/common/config answers ${res.status} ${res.headers.get('content-type')}; measuring anyway`)
        return false
      }
    } catch {
      // mock API still compiling
    }
    await sleep(500)
  }
  log('warning: the mock API did not answer in time; measuring anyway')
  return false
}

async function getJson(path) {
  const res = await fetchWithin(`${origin}${path}`, 30_000)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return res.json()
}

/** The pages to measure. A page whose URL cannot be derived from the API is skipped with a note. */
async function pagesToMeasure() {
  const pages = [{ name: 'home', path: '/' }]
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
  pages.push({ name: 'cart', path: '/winkelmandje' })
  return pages
}

const gzipCache = new Map()
/** gzip -9 size of a built file a request URL points at, or null when it is not one of ours. */
function gzipBytesOf(url) {
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
  if (existsSync(file) && statSync(file).isFile()) size = gzipSync(readFileSync(file), { level: 9 }).length
  gzipCache.set(file, size)
  return size
}

/** JS and CSS the page loaded, measured as gzip of the built files (the preview does not compress). */
function loadedAssets(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const totals = { jsGzip: 0, cssGzip: 0, jsFiles: [], cssFiles: [] }
  for (const item of items) {
    const path = (() => {
      try {
        return new URL(item.url).pathname
      } catch {
        return ''
      }
    })()
    const isJs = item.resourceType === 'Script' || path.endsWith('.js')
    const isCss = item.resourceType === 'Stylesheet' || path.endsWith('.css')
    if (!isJs && !isCss) continue
    const bytes = gzipBytesOf(item.url)
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

/** The entry chunk plus its static imports, from the build manifest (what check-size.mjs budgets). */
function manifestInitial() {
  try {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
    const js = new Set()
    const css = new Set()
    const visit = (chunk) => {
      if (!chunk || js.has(chunk.file)) return
      js.add(chunk.file)
      chunk.css?.forEach((file) => css.add(file))
      chunk.imports?.forEach((key) => visit(manifest[key]))
    }
    visit(entry)
    const sum = (files) => [...files].reduce((total, f) => total + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length, 0)
    return { jsGzip: sum(js), cssGzip: sum(css) }
  } catch {
    return null
  }
}

/** The first few offenders of an audit (URL, element), enough to know where to look. */
function auditItems(details) {
  if (!details) return []
  const items = details.type === 'list' ? (details.items ?? []).flatMap((sub) => sub.items ?? []) : (details.items ?? [])
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

function summarise(page, lhr) {
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
    assets: loadedAssets(lhr),
    // The audits that cost points, so a miss in the table can be traced without opening a report.
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => ({
        id: a.id,
        title: a.title,
        score: a.score,
        displayValue: a.displayValue ?? null,
        items: auditItems(a.details),
      })),
  }
}

function checksFor(result) {
  const { scores, metrics, assets } = result
  const checks = [
    ['performance ≥ 99.5', scores.performance !== null && scores.performance >= goals.performance],
    ['LCP < 1.5 s', metrics.lcpMs !== null && metrics.lcpMs < goals.lcpMs],
    ['TBT < 50 ms', metrics.tbtMs !== null && metrics.tbtMs < goals.tbtMs],
    // "CLS 0" as Lighthouse displays it (three decimals).
    ['CLS 0', metrics.cls !== null && Math.round(metrics.cls * 1000) === 0],
  ]
  if (result.name === 'home') {
    checks.push(['JS ≤ 120 KiB gzip', assets.jsGzip <= goals.homeJsKiB * 1024])
    checks.push(['CSS ≤ 15 KiB gzip', assets.cssGzip <= goals.homeCssKiB * 1024])
  }
  return checks.map(([goal, met]) => ({ goal, met }))
}

const pct = (score) => (score === null ? '–' : String(Math.round(score * 100)))
const ms = (value) => (value === null ? '–' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

function printTable(results) {
  const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gzip', 'CSS gzip']
  const rows = results.map((r) =>
    r.error
      ? [r.name, `error: ${r.error}`, '', '', '', '', '', '', '', '', '']
      : [
          r.name,
          pct(r.scores.performance),
          pct(r.scores.accessibility),
          pct(r.scores['best-practices']),
          pct(r.scores.seo),
          ms(r.metrics.fcpMs),
          ms(r.metrics.lcpMs),
          ms(r.metrics.tbtMs),
          r.metrics.cls === null ? '–' : r.metrics.cls.toFixed(3),
          kib(r.assets.jsGzip),
          kib(r.assets.cssGzip),
        ],
  )
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[1]?.startsWith('error') && i > 1 ? 0 : String(row[i]).length))))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd()
  console.log('')
  console.log(line(header))
  console.log(widths.map((w) => '─'.repeat(w)).join('  '))
  rows.forEach((row) => console.log(line(row)))
  console.log('')
  for (const r of results) {
    if (r.error) {
      console.log(`${r.name.padEnd(9)} ✗ not measured: ${r.error}`)
      continue
    }
    console.log(`${r.name.padEnd(9)} ${r.checks.map((c) => `${c.met ? '✓' : '✗'} ${c.goal}`).join('   ')}`)
  }
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
  const onSignal = (signal) => {
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
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

    preview = startPreview()
    await waitForServer(preview)
    if (!raw) front = await startFront()
    log(`preview ready on ${previewOrigin}${raw ? '' : `, measured through the gzip front on ${origin}`}`)
    const pages = await pagesToMeasure()

    const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' })
    log(`Chromium on port ${chrome.port}`)
    mkdirSync('.lighthouse', { recursive: true })

    const results = []
    for (const page of pages) {
      const url = `${origin}${page.path}`
      log(`Lighthouse ${page.name}: ${url}`)
      try {
        const runner = await lighthouse(url, {
          port: chrome.port,
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
        // The full report too, for tracing a metric to its elements and tasks.
        writeFileSync(`.lighthouse/${page.name}.report.json`, JSON.stringify(runner.lhr))
        const result = summarise(page, runner.lhr)
        if (result.runtimeError) result.error = result.runtimeError
        else result.checks = checksFor(result)
        results.push(result)
      } catch (error) {
        results.push({ ...page, url, error: error instanceof Error ? error.message : String(error) })
      }
    }

    const initial = manifestInitial()
    printTable(results)
    if (initial) {
      console.log(
        `\nentry chunk + static imports (build manifest): JS ${kib(initial.jsGzip)} gzip, CSS ${kib(initial.cssGzip)} gzip`,
      )
    }
    const indexes = results.map((r) => r.benchmarkIndex).filter((n) => typeof n === 'number')
    if (indexes.length) {
      const low = Math.min(...indexes)
      console.log(
        `Lighthouse CPU benchmark index ${indexes.map((n) => Math.round(n)).join(' / ')}` +
          (low < 1000 ? ' — the machine is busy or slow, so TBT and LCP are inflated' : ''),
      )
    }
    const measured = results.filter((r) => !r.error)
    const allMet = measured.length === results.length && measured.every((r) => r.checks.every((c) => c.met))
    console.log(allMet ? '\n✓ every goal met' : '\n✗ some goals missed (see above and .lighthouse/results.json)')

    mkdirSync('.lighthouse', { recursive: true })
    writeFileSync(
      resultsFile,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouseVersion: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
          settings: {
            formFactor: 'mobile',
            throttling: 'simulated (default)',
            chromeFlags,
            origin,
            served: raw ? 'vite preview as is' : 'vite preview behind a gzip + immutable-assets front',
          },
          goals,
          entryInitial: initial,
          pages: results,
        },
        null,
        2,
      ) + '\n',
    )
    log(`results written to ${resultsFile}`)
    await stopAll()
    process.exit(results.some((r) => r.error) ? 1 : 0)
  } catch (error) {
    console.error(`✗ Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`)
    await stopAll()
    process.exit(1)
  }
}

await main()

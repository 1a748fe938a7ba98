// Serving for the benchmark: build into its own folder, run `vite preview` (which mounts the mock
// API), and put a small front server before it that behaves like a production host (gzip for text,
// immutable /assets/*) and also serves the no-JS floor page every run is compared with.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createGzip } from 'node:zlib'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The floor: one heading, no script, no stylesheet. What this machine and link can do at best. */
export const floorPath = '/__perf-floor'
const floorHtml = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vloer</title><meta name="description" content="Meetpagina zonder JavaScript"></head>
<body><h1>Dier &amp; Ruiter</h1></body></html>`

/**
 * The floor of the time to content (scripts/perf/content-time.mjs): a heading and a paragraph in
 * `main`, no script, no stylesheet.
 */
export const floorContentPath = '/__perf-floor-content'
const floorContentHtml = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vloer</title><meta name="description" content="Meetpagina zonder JavaScript"></head>
<body><main><h1>Dier &amp; Ruiter</h1><p>Alles voor uw dier en uw paard.</p></main></body></html>`

/**
 * The floor of a tap (npm run perf:inp): a labelled checkbox on a page with no script and no
 * stylesheet. Its latency is what the browser itself takes to answer a tap on this machine at the
 * CPU factor: the touch-to-click handling and one frame, with no page code at all.
 */
export const floorTapPath = '/__perf-floor-tap'
const floorTapHtml = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vloer</title></head>
<body><h1>Dier &amp; Ruiter</h1><p><label><input type="checkbox" name="vloer"> Vloer</label></p></body></html>`

/** Runs a command to completion; its output is shown only when it fails (a build log is long). */
export function runQuiet(command, commandArgs, env, cwd = process.cwd()) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', (error) => resolve({ code: 1, output: String(error) }))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** Builds the shop in `cwd` into `outDir` (relative to it); the build log is shown only on failure. */
export async function buildShop({ label, cwd = process.cwd(), outDir, log }) {
  log(`building ${label} into ${outDir} …`)
  const result = await runQuiet('npx', ['vite', 'build'], { BUILD_OUT_DIR: outDir }, cwd)
  if (result.code !== 0) {
    console.error(result.output.split('\n').slice(-40).join('\n'))
    throw new Error(`the build of ${label} failed`)
  }
}

/** The preview server runs in its own process group so npx and the vite child stop together. */
export function startPreview({ port, outDir, cwd = process.cwd() }) {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd,
      env: { ...process.env, BUILD_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  child.exited = new Promise((resolve) => child.on('close', resolve))
  child.outputSoFar = () => output
  return child
}

export async function stopPreview(child) {
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
export function startFront({ port, frontPort }) {
  const server = createServer((req, res) => {
    const floors = {
      [floorPath]: floorHtml,
      [floorTapPath]: floorTapHtml,
      [floorContentPath]: floorContentHtml,
    }
    if (req.url && Object.hasOwn(floors, req.url)) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      })
      res.end(floors[req.url])
      return
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
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

export async function fetchWithin(url, ms) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await fetch(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json, text/html' },
    })
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Waits for the static server, then for the mock API (its first request compiles the mock modules,
 * which takes a while on a busy machine). When the config handler is missing the page is measured
 * anyway: the shop renders its own error states.
 */
export async function waitForServer(preview, previewOrigin, log) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (preview.exitCode !== null)
      throw new Error(`vite preview stopped:\n${preview.outputSoFar()}`)
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
        log(
          `warning: /api/aspos/common/config answers ${res.status} ${res.headers.get('content-type')}; measuring anyway`,
        )
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

/**
 * Warms the server as a visitor before us would have: every page's HTML, every built asset it
 * names, and the API calls the shell makes, so no measured run pays for a first compile of the
 * mock modules, a cold file cache or the front's first gzip of a file.
 */
export async function warmUp(origin, pages, outDir, readdir) {
  const files = (await readdir(`${outDir}/assets`)).map((f) => `/assets/${f}`)
  const paths = [
    ...pages.map((p) => p.path),
    ...files,
    '/api/aspos/common/config',
    '/api/aspos/webnodetree',
  ]
  for (const path of paths) {
    try {
      const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } })
      await res.arrayBuffer()
    } catch {
      // a missing file is the page's problem, measured later
    }
  }
  // The content service is a POST; the home article is what every first visit asks for.
  try {
    const res = await fetch(`${origin}/api/vm/u`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Culture: 'nl-NL',
        PathUrl: '/',
        Url: 'home',
        GetBlocks: true,
        GetMenus: true,
      }),
    })
    await res.arrayBuffer()
  } catch {
    // measured later
  }
}

/**
 * The builds to measure: this work tree's, and with `against` that commit's, each on its own ports
 * (the commit's preview on port + 1, its front on port + 9) and in a temporary folder of its own.
 */
export function measureTargets({ outDir, port, frontPort, against }) {
  const list = [{ key: 'now', label: 'this build', cwd: process.cwd(), outDir, port, frontPort }]
  if (against) {
    const cwd = mkdtempSync(join(tmpdir(), 'perf-against-'))
    list.push({
      key: 'against',
      label: `against ${against}`,
      commit: against,
      cwd,
      outDir: join(cwd, outDir),
      port: port + 1,
      frontPort: port + 9,
    })
  }
  return list
}

/** Unpacks the target's commit into its folder (git archive) with this checkout's node_modules beside it. */
export function unpackCommit(target) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${target.commit}^{commit}`], {
    encoding: 'utf8',
  }).trim()
  target.sha = sha
  const archive = execFileSync('git', ['archive', '--format=tar', sha], { maxBuffer: 1 << 30 })
  execFileSync('tar', ['-x', '-C', target.cwd], { input: archive })
  symlinkSync(resolve('node_modules'), join(target.cwd, 'node_modules'), 'dir')
}

/**
 * Builds every target into its `outDir`: the --against commit always (unpacked first), this work
 * tree's unless `noBuild` (then its earlier build must be there).
 */
export async function buildTargets(builds, { outDir, noBuild, log }) {
  for (const target of builds) {
    if (target.key === 'against') {
      unpackCommit(target)
      await buildShop({ label: target.label, cwd: target.cwd, outDir, log })
    } else if (!noBuild) await buildShop({ label: target.label, cwd: target.cwd, outDir, log })
    else if (!existsSync(join(outDir, 'index.html')))
      throw new Error(`--no-build given but ${outDir}/index.html does not exist`)
  }
}

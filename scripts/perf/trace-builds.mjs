// What the tracers (trace-tasks.mjs: a page's long tasks; trace-taps.mjs: a tap's work) share:
// their command line of builds, the source-mapped name of a profile frame, and the builds served
// as `npm run perf` serves them (a preview with the mock API behind the production-like front),
// warmed up, beside one Debian Chromium. Not a benchmark of its own.
import { existsSync, readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { chromium } from 'playwright-core'
// source-map-js reads the build's maps (a --sourcemap build names the functions of a trace).
import { SourceMapConsumer } from 'source-map-js'
import { startFront, startPreview, stopPreview, waitForServer, warmUp } from './serve.mjs'

export const log = (...a) => console.error(...a)

/**
 * `label=worktree:port[:outDir] … [--flag value …] -- rest…`: the builds taking turns (outDir
 * defaults to worktree/dist-trace), the numeric flags named in `defaults`, and what follows `--`.
 */
export function parseBuildArgs(argv, defaults) {
  const options = { ...defaults, builds: [], rest: [] }
  let i = 0
  for (; i < argv.length && argv[i] !== '--'; i++) {
    const flag = argv[i].startsWith('--') ? argv[i].slice(2) : null
    if (flag && flag in defaults) options[flag] = Number(argv[++i])
    else {
      const [label, rest] = argv[i].split('=')
      const [wt, port, out] = rest.split(':')
      options.builds.push({ label, wt, port: Number(port), out: out ?? `${wt}/dist-trace` })
    }
  }
  options.rest = argv.slice(i + 1)
  return options
}

const maps = new Map()
/** "function source:line" through the build's source map, else the minified name and the file. */
export function nameOf(outDir, frame) {
  if (!frame.url?.startsWith('http')) return frame.functionName || `(${frame.url || 'native'})`
  const path = new URL(frame.url).pathname
  const file = `${outDir}${path}.map`
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    )
  const at = maps
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
  if (!at?.source) return `${frame.functionName || '?'} @${path}`
  const source = at.source.replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '')
  return `${at.name || frame.functionName || '(anon)'} ${source}:${at.line}`
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Serves each build (its origin set on it), warms each up on `paths`, runs `body(browser)` and
 * stops everything, whatever happens.
 */
export async function withServedBuilds(builds, paths, body) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  })
  const servers = []
  try {
    for (const build of builds) {
      const preview = startPreview({ port: build.port, outDir: build.out, cwd: build.wt })
      const front = await startFront({ port: build.port, frontPort: build.port + 9 })
      servers.push({ preview, front })
      build.origin = `http://127.0.0.1:${build.port + 9}`
      await waitForServer(preview, `http://127.0.0.1:${build.port}`, log)
      await warmUp(
        build.origin,
        paths.map((path) => ({ path })),
        build.out,
        readdir,
      )
    }
    await body(browser)
  } finally {
    await browser.close()
    for (const { front, preview } of servers) {
      front.close()
      await stopPreview(preview)
    }
  }
}

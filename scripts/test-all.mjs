// `npm test`: every check in one run — lockfile, formatting, docs, typecheck, lint, unit tests,
// production build, size budget, built CSS, then the Playwright flows against that build and the
// core journeys in Firefox and WebKit (scripts/engines.mjs). Checks and tests are
// reported apart; flaky flows (failed, then passed on retry) are named. Ends with one line summing
// every test: `tests: N passed, N failed, N flaky` (flaky ones are among the passed).
// What does not wait for another step runs beside it (each step's output is held back and printed
// whole): the build beside the unit tests; the flows and the engines' journeys (at nice 10) start as
// soon as the build is done, without waiting for the unit tests; formatting, typecheck and lint
// beside all of it at the lowest CPU priority. Each step's wall time is printed, and the whole run's at the end.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { mockBundle } from './build-mock.mjs'

const startedAt = Date.now()
const results = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
/** Lockfile, formatting, typecheck, lint, build and the size budget: checks, not tests. */
const checks = []
/** Unit tests split by what they test: the shop itself, or the mock backend's rules (src/mocks). */
const unit = { shop: 0, mock: 0 }
const flakyNames = []
const reportDir = '.test-reports'
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(
    `◀ ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return result.status === 0
}

function check(label, command, args) {
  const ok = run(label, command, args)
  checks.push({ label, ok })
  return ok
}

/** Runs a command with its output held back (so steps can run side by side and still read cleanly). */
function runQuietly(label, command, args, env = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => {
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
      if (output.trim()) console.log(output.trimEnd())
      console.log(`◀ ${label}: exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      resolve({ ok: code === 0, output })
    })
  })
}

/** A check with its output held back. */
async function checkQuietly(label, command, args) {
  const { ok } = await runQuietly(label, command, args)
  checks.push({ label, ok })
  return ok
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// First, what a clean clone's `npm ci` demands of the lockfile (see scripts/check-lockfile.mjs).
check('lockfile', 'node', ['scripts/check-lockfile.mjs'])
// Every file path and route README.md and docs/ name exists (scripts/check-docs.mjs).
check('docs', 'node', ['scripts/check-docs.mjs'])

// The flows are most of the run's time, and they need only the build. So the build runs first
// (beside the unit tests), and the moment it is done the flows start, beside the engines' journeys
// at a lower CPU priority (nice 10: they are a few journeys and wait on pages most of the time)
// and beside whatever is left of the unit tests. Prettier, tsc and eslint start at once at the
// lowest CPU priority (nice 19): they take only what the others leave, and nothing of theirs waits
// on a clock. (The build writes only dist/ and dist.manifest.json, which the others ignore.)
const niced = (level, command, args) => ['nice', ['-n', String(level), command, ...args]]
const staticChecks = Promise.all([
  // Every file as `npm run format` writes it (prettier honours .gitignore and .prettierignore).
  checkQuietly('format', ...niced(19, 'npx', ['prettier', '--check', '--log-level=warn', '.'])),
  checkQuietly('typecheck', ...niced(19, 'npx', ['tsc', '--noEmit', '-p', '.'])),
  checkQuietly('lint', ...niced(19, 'npx', ['eslint', '.', '--max-warnings=0'])),
])

const vitestJson = `${reportDir}/vitest.json`
const unitDone = runQuietly('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]).then(({ ok: unitOk }) => {
  const vitest = readJson(vitestJson)
  if (vitest) {
    results.passed += vitest.numPassedTests ?? 0
    results.failed += vitest.numFailedTests ?? 0
    results.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)
    for (const file of vitest.testResults ?? []) {
      const passed = (file.assertionResults ?? []).filter((a) => a.status === 'passed').length
      if (/[\\/]src[\\/]mocks[\\/]/.test(file.name ?? '')) unit.mock += passed
      else unit.shop += passed
    }
    if (!unitOk && !vitest.numFailedTests) results.failed++
  } else if (!unitOk) results.failed++
})

// The app, and beside it the mock backend built once for every preview server of the run (the
// flows', the lean profile's, the service worker's and the engines'; scripts/build-mock.mjs).
const [built, mockBuilt] = await Promise.all([
  checkQuietly('build', 'npx', ['vite', 'build']),
  runQuietly('mock backend', 'node', ['scripts/build-mock.mjs']).then(({ ok }) => ok),
])
// Without it each server compiles the mock modules itself, as before.
const mockEnv = mockBuilt ? { MOCK_BUNDLE: mockBundle } : {}
if (built) {
  const pwJson = `${reportDir}/playwright.json`
  // The flows in Chromium, and beside them the core journeys in Firefox ESR and WebKitGTK
  // (scripts/engines.mjs) against the same build on their own port. The flows' lines stream as
  // they finish; every other step's output is printed whole when it ends.
  await Promise.all([
    new Promise((resolve) => {
      const started = Date.now()
      console.log('\n▶ e2e flows: npx playwright test')
      spawn('npx', ['playwright', 'test'], {
        stdio: 'inherit',
        env: { ...process.env, ...mockEnv, PW_JSON: pwJson, CI: process.env.CI ?? '1' },
      }).on('close', (code) => {
        console.log(`◀ e2e flows: exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
        const e2eOk = code === 0
        const pw = existsSync(pwJson) ? readJson(pwJson) : null
        if (pw?.stats) {
          results.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0)
          results.flaky += pw.stats.flaky ?? 0
          flakyNames.push(...flakyFlows(pw))
          results.failed += pw.stats.unexpected ?? 0
          results.skipped += pw.stats.skipped ?? 0
          if (!e2eOk && !pw.stats.unexpected) results.failed++
        } else if (!e2eOk) results.failed++
        resolve()
      })
    }),
    runQuietly('engines', ...niced(10, 'node', ['scripts/engines.mjs']), mockEnv).then(
      (engines) => {
        const counted = /engines: (\d+) passed, (\d+) failed/.exec(engines.output)
        if (counted) {
          results.passed += Number(counted[1])
          results.failed += Number(counted[2])
        }
        if (!engines.ok && !(counted && Number(counted[2]) > 0)) results.failed++
      },
    ),
    // The size budget and every class of src/styles still in the built CSS (none lost to a
    // run-time class name): quick reads of the build.
    checkQuietly('size budget', 'node', ['scripts/check-size.mjs']).then(() =>
      checkQuietly('built css', 'node', ['scripts/check-css.mjs']),
    ),
    unitDone,
  ])
} else {
  results.failed++ // the e2e run could not start without a build
  await unitDone
}

await staticChecks

/** 'file › describe › title' of every flow Playwright marked flaky. */
function flakyFlows(report) {
  const names = []
  const walk = (suite, path) => {
    const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'flaky'))
        names.push([spec.file ?? suite.file, ...here.slice(1), spec.title].join(' › '))
    }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.file ?? suite.title])
  return names
}

const checksFailed = checks.filter((c) => !c.ok).length
console.log(`\nchecks: ${checks.map((c) => `${c.label} ${c.ok ? 'ok' : 'FAILED'}`).join(', ')}`)
console.log(
  `unit tests passed: ${unit.shop} of the shop, ${unit.mock} of the mock backend (src/mocks)`,
)
for (const name of flakyNames) console.log(`flaky: ${name}`)
const skipped = results.skipped ? `, ${results.skipped} skipped` : ''
console.log(`npm test took ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`)
console.log(
  `tests: ${results.passed} passed, ${results.failed} failed, ${results.flaky} flaky${skipped}`,
)
process.exit(results.failed || checksFailed ? 1 : 0)

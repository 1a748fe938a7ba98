// `npm test`: every check in one run — typecheck, lint, unit tests, production build, size budget,
// then the Playwright flows against that build. Ends with one line summing every runner:
// `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const results = { passed: 0, failed: 0, skipped: 0 }
const reportDir = '.test-reports'
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`◀ ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result.status === 0
}

function check(label, command, args) {
  const ok = run(label, command, args)
  if (ok) results.passed++
  else results.failed++
  return ok
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'])
check('lint', 'npx', ['eslint', '.', '--max-warnings=0'])

const vitestJson = `${reportDir}/vitest.json`
const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])
const vitest = readJson(vitestJson)
if (vitest) {
  results.passed += vitest.numPassedTests ?? 0
  results.failed += vitest.numFailedTests ?? 0
  results.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)
  if (!unitOk && !vitest.numFailedTests) results.failed++
} else if (!unitOk) results.failed++

const built = check('build', 'npx', ['vite', 'build'])
if (built) {
  check('size budget', 'node', ['scripts/check-size.mjs'])
  const pwJson = `${reportDir}/playwright.json`
  const e2eOk = run('e2e flows', 'npx', ['playwright', 'test'], { PW_JSON: pwJson, CI: process.env.CI ?? '1' })
  const pw = existsSync(pwJson) ? readJson(pwJson) : null
  if (pw?.stats) {
    results.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0)
    results.failed += pw.stats.unexpected ?? 0
    results.skipped += pw.stats.skipped ?? 0
    if (!e2eOk && !pw.stats.unexpected) results.failed++
  } else if (!e2eOk) results.failed++
} else {
  results.failed++ // the e2e run could not start without a build
}

const skipped = results.skipped ? `, ${results.skipped} skipped` : ''
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed${skipped}`)
process.exit(results.failed ? 1 : 0)

// `npm ci` refuses a lockfile that leaves out any optional dependency of a locked package, even one
// for another platform. `npm install` on this machine writes such a lockfile when the registry it
// reaches lacks a platform binary (it skips the optional package silently), so CI on a clean clone
// failed in 4 s while every local run passed. This check catches that before a commit lands:
// it lists each locked package whose optional dependencies are not all in the lockfile.
// Fix: pin the package in package.json "overrides" to a version the registry has complete
// (see docs/deploy.md, "Lockfile").
import { readFileSync } from 'node:fs'

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
const locked = new Set(
  Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')),
)
const problems = []
for (const [path, entry] of Object.entries(lock.packages)) {
  const missing = Object.keys(entry.optionalDependencies ?? {}).filter((name) => !locked.has(name))
  if (missing.length)
    problems.push(
      `${path}@${entry.version}: ${missing.length} optional dependencies missing (${missing.slice(0, 3).join(', ')}…)`,
    )
}
if (problems.length) {
  console.error(
    `package-lock.json is incomplete; \`npm ci\` would refuse it:\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(
  `package-lock.json: ${Object.keys(lock.packages).length} entries, every optional dependency locked`,
)

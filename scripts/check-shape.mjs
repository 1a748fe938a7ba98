// The shape of src/, measured (issue 52): not yet a gate, not in `npm test`; it prints what is
// there so a clean-up can be planned and its progress counted. `node scripts/check-shape.mjs [root]`
// prints three lists and their counts, and always exits 0:
// - exported functions that share a name with another file's (one name, one thing);
// - files in src/ over 400 lines, outside src/mocks/db (the seed data is long on purpose);
// - imports that run back up the shared layers, whose order is
//   config ← messages ← lib ← domain ← api ← stores ← components ← features ← app
//   (a layer imports only the layers left of it). Tests, src/testing and the mock are outside the
//   order; features importing each other is the lint's business (eslint.config.js), not this one's.
// Route modules' `Component` and `makeLoader` are named by the route-module contract
// (src/app/router.tsx, after react-router's lazy routes): they are counted apart, not as shared names.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

/** The shared layers, lowest first: a file may import only from its own layer or one before it. */
export const LAYERS = [
  'config',
  'messages',
  'lib',
  'domain',
  'api',
  'stores',
  'components',
  'features',
  'app',
]
/** The line count above which a file is long. */
export const MAX_LINES = 400
/** Names a route module exports because the router asks for them (src/app/router.tsx). */
export const ROUTE_CONTRACT = new Set([
  'Component',
  'makeLoader',
  'ErrorBoundary',
  'HydrateFallback',
  'loader',
  'clientLoader',
  'action',
  'handle',
  'shouldRevalidate',
])

const SOURCE = /\.(tsx?|mts|mjs)$/
const TEST = /\.test\.(tsx?|mts|mjs)$/

/** Every source file below dir (absolute paths, sorted). */
export function sourceFiles(dir) {
  const out = []
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path))
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

/** A path relative to src/, with forward slashes. */
const fromSrc = (srcDir, file) => relative(srcDir, file).split(sep).join('/')

/** The layer a file of src/ belongs to (its first folder), or null outside the order. */
export function layerOf(srcPath) {
  if (TEST.test(srcPath)) return null
  const top = srcPath.split('/')[0]
  return LAYERS.includes(top) ? top : null
}

function parse(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
}

const isExported = (node) =>
  (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0 &&
  (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default) === 0

/** The names of the functions a module exports: `export function f`, `export const f = () =>`. */
export function exportedFunctionNames(file, text) {
  const names = []
  for (const node of parse(file, text).statements) {
    if (ts.isFunctionDeclaration(node) && node.name && isExported(node)) {
      if (!names.includes(node.name.text)) names.push(node.name.text)
    } else if (ts.isVariableStatement(node) && isExported(node)) {
      for (const d of node.declarationList.declarations) {
        const init = d.initializer
        if (
          ts.isIdentifier(d.name) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        )
          names.push(d.name.text)
      }
    }
  }
  return names
}

/** The module specifiers a file imports or re-exports, static and dynamic (`import('…')`). */
export function importSpecifiers(file, text) {
  const specs = []
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      // `import type` is still an arrow between layers: the order is about what a layer knows.
      specs.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(parse(file, text))
  return specs
}

/** Where a specifier points inside src/ (a src-relative path, without extension), or null. */
export function resolveInSrc(srcDir, file, spec) {
  let target
  if (spec.startsWith('@/')) target = join(srcDir, spec.slice(2))
  else if (spec.startsWith('.')) target = resolve(dirname(file), spec)
  else return null
  const path = fromSrc(srcDir, target)
  return path.startsWith('..') ? null : path
}

/**
 * The measurements of one src/ tree: shared names (name → files), route-contract names, long
 * files ([path, lines]), and back imports ({ from, to, fromLayer, toLayer }).
 */
export function measure(srcDir) {
  const byName = new Map()
  const long = []
  const back = []
  for (const file of sourceFiles(srcDir)) {
    const path = fromSrc(srcDir, file)
    const text = readFileSync(file, 'utf8')
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
    if (lines > MAX_LINES && !path.startsWith('mocks/db/')) long.push([path, lines])
    if (!TEST.test(path)) {
      for (const name of exportedFunctionNames(file, text)) {
        byName.set(name, [...(byName.get(name) ?? []), path])
      }
    }
    const fromLayer = layerOf(path)
    if (!fromLayer) continue
    for (const spec of importSpecifiers(file, text)) {
      const to = resolveInSrc(srcDir, file, spec)
      const toLayer = to && layerOf(to)
      if (toLayer && LAYERS.indexOf(toLayer) > LAYERS.indexOf(fromLayer)) {
        back.push({ from: path, to, fromLayer, toLayer })
      }
    }
  }
  const shared = new Map()
  const contract = new Map()
  for (const [name, files] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    if (files.length < 2) continue
    ;(ROUTE_CONTRACT.has(name) ? contract : shared).set(name, files)
  }
  long.sort((a, b) => b[1] - a[1])
  return { shared, contract, long, back }
}

/** The report as lines of text, counts last. */
export function report({ shared, contract, long, back }) {
  const out = ['Exported functions sharing a name:']
  for (const [name, files] of shared) out.push(`  ${name}: ${files.join(', ')}`)
  out.push(`Files over ${MAX_LINES} lines (outside mocks/db):`)
  for (const [path, lines] of long) out.push(`  ${path}: ${lines}`)
  out.push(`Imports back up the layers (${LAYERS.join(' ← ')}):`)
  for (const b of back) out.push(`  ${b.from} (${b.fromLayer}) → ${b.to} (${b.toLayer})`)
  const files = new Set(back.map((b) => b.from)).size
  out.push(
    `shape: ${shared.size} shared function names (${[...shared.values()].flat().length} exports; ` +
      `${contract.size} route-contract names apart), ${long.length} files over ${MAX_LINES} lines, ` +
      `${back.length} imports back up the layers in ${files} files`,
  )
  return out
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..')
  const srcDir = join(root, 'src')
  if (!existsSync(srcDir)) {
    console.error(`check-shape: no src/ in ${root}`)
    process.exit(1)
  }
  console.log(report(measure(srcDir)).join('\n'))
}

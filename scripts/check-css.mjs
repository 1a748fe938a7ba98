// `npm run test:css` (after a build): every class selector of the shop's own stylesheets
// (src/styles, not Bootstrap's) must still be in the built CSS. The build's PurgeCSS keeps only the
// class names it reads in the sources, so a class made at run time (`status-${state}`) loses its
// rules without a word; so does a rule nothing uses. This check names each one, with where it is
// written. The fix is a class written out in full in the source (or a state attribute), or, for a
// rule nothing uses, deleting the rule.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import postcss from 'postcss'
import * as sass from 'sass'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const stylesDir = join(root, 'src', 'styles')

/** The stylesheets the app imports: the entry and each route-level sheet (the partials come in). */
export function styleEntries(dir = stylesDir) {
  const features = join(dir, 'features')
  return [
    join(dir, 'main.scss'),
    ...readdirSync(features)
      .filter((f) => f.endsWith('.scss') && !f.startsWith('_'))
      .sort()
      .map((f) => join(features, f)),
  ]
}

/** The class names in one selector (attribute values and strings are not classes). */
export function classesOfSelector(selector) {
  const bare = selector
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')
    .replace(/\[[^\]]*\]/g, '')
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])
}

/** Every class name in a stylesheet's rules (keyframe steps are not selectors). */
export function classesOfCss(css) {
  const classes = new Set()
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return
    for (const name of classesOfSelector(rule.selector)) classes.add(name)
  })
  return classes
}

/**
 * The class names of the rules a stylesheet's source map places in our own files (under `ownDir`):
 * name → the first 'file:line' that writes it. Bootstrap's rules map to node_modules and are left out;
 * a rule of ours written inside a Bootstrap mixin still maps to the line that includes it.
 */
export function ownClassesOfCompiled(css, sourceMap, ownDir = stylesDir) {
  const own = new Map()
  const parsed = postcss.parse(css, {
    from: join(ownDir, '__compiled__.css'),
    map: { prev: sourceMap, inline: false, annotation: false },
  })
  parsed.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return
    const start = rule.source?.start
    if (!start) return
    const origin = rule.source.input.origin(start.line, start.column)
    const file = origin?.file ?? (origin?.url ? fileURLToPath(origin.url) : undefined)
    if (!file || !resolve(file).startsWith(resolve(ownDir))) return
    if (resolve(file).includes(`${join('node_modules', '')}`)) return
    for (const name of classesOfSelector(rule.selector)) {
      if (!own.has(name)) own.set(name, `${relative(root, file)}:${origin.line}`)
    }
  })
  return own
}

/** Compiles each entry as the build does (Bootstrap from node_modules) and collects our classes. */
export function ownClasses(entries = styleEntries(), ownDir = stylesDir) {
  const own = new Map()
  for (const entry of entries) {
    const result = sass.compile(entry, {
      sourceMap: true,
      loadPaths: [join(root, 'node_modules')],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls'],
      logger: sass.Logger.silent,
    })
    const map = { ...result.sourceMap, file: pathToFileURL(entry).href }
    for (const [name, where] of ownClassesOfCompiled(result.css, map, ownDir)) {
      if (!own.has(name)) own.set(name, where)
    }
  }
  return own
}

/** Every class name in the built CSS files under `outDir`. */
export function builtClasses(outDir) {
  const classes = new Set()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.css')) {
        for (const name of classesOfCss(readFileSync(path, 'utf8'))) classes.add(name)
      }
    }
  }
  walk(outDir)
  return classes
}

/** Our class names the build lost, each with where it is written. */
export function missingClasses(own, built) {
  return [...own].filter(([name]) => !built.has(name)).sort(([a], [b]) => a.localeCompare(b))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = join(root, process.env.BUILD_OUT_DIR ?? 'dist')
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(
      `test:css: no build in ${relative(root, outDir)}/ — run \`npx vite build\` first.`,
    )
    process.exit(1)
  }
  const own = ownClasses()
  const missing = missingClasses(own, builtClasses(outDir))
  if (missing.length) {
    console.error(
      `test:css: ${missing.length} class selector(s) of src/styles are not in the built CSS. ` +
        'A class made at run time loses its rules in the build: write each class out in full in ' +
        'the source (a map of states to full names) or style by a data-/aria- attribute; delete a ' +
        'rule nothing uses.',
    )
    for (const [name, where] of missing) console.error(`  .${name}  (${where})`)
    process.exit(1)
  }
  console.log(`test:css: all ${own.size} class selectors of src/styles are in the built CSS.`)
}

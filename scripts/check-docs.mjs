// Docs that stay true: every file path and every shop route that README.md and docs/**/*.md name
// must exist. A path is a `code span` that looks like a file or folder of the repository, or the
// target of a relative [link](…); a route is a `code span` starting with `/` that is a page of the
// shop, and must match a pattern of `paths` in src/lib/paths.ts. Run by `npm test`; exits 1 and
// names file:line of every dead path or route. `node scripts/check-docs.mjs [root]`.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Extensions that make a code span a file name (`http.ts`, `docs/api.md`, `public/robots.txt`). */
const FILE_EXTENSION =
  /\.(tsx?|mjs|cjs|js|jsx|json|md|scss|css|html|txt|svg|png|webmanifest|ya?ml|toml|conf)$/
/** Folders at the root of the repository: a span starting with one is a repository path. */
const ROOT_FOLDERS = ['src', 'docs', 'e2e', 'tests', 'scripts', 'public']
/** Output and third-party folders that are not in the repository. */
const NOT_IN_REPO =
  /^(dist(-[^/]*)?|node_modules|coverage|test-results|playwright-report|\.test-reports)(\/|$)/
/** Spans starting with `/` that are not pages of the shop: API, assets, host and system paths. */
const NOT_A_ROUTE = /^\/(api|assets|\.vite|etc|usr|\*)(\/|$)/
/**
 * Files the docs name on purpose although the repository has none: what the build writes, what a
 * host's set-up adds, and what a decision record says was removed. Each with its reason.
 */
const NOT_IN_REPO_ON_PURPOSE = new Map([
  ['sw.js', 'the service worker the build writes from src/sw.ts'],
  ['dist.manifest.json', 'the chunk manifest the build writes beside dist/ (decision 013)'],
  ['public/sw.js', 'the hand-written worker decision 010 replaced'],
  ['404.html', 'an error page a host may add (docs/deploy.md)'],
  ['vercel.json', "Vercel's config, added when deploying there (docs/deploy.md)"],
  ['netlify/edge-functions/previews.ts', 'the edge function docs/deploy.md proposes'],
])

/** Files of the repository (tracked and new, not ignored), as paths relative to root. */
export function repoFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return out.split('\n').filter((f) => f && existsSync(join(root, f)))
}

/** Route patterns of src/lib/paths.ts (`paths`, the route table's only source). */
export function routePatterns(root) {
  const source = readFileSync(join(root, 'src/lib/paths.ts'), 'utf8')
  const block = source.match(/export const paths = \{([\s\S]*?)\n\}/)
  if (!block) throw new Error('src/lib/paths.ts: no `export const paths = {…}` found')
  return [...block[1].matchAll(/^\s*\w+:\s*'([^']+)'/gm)].map((m) => m[1])
}

/** A react-router pattern as a RegExp: `:param` one segment, `:param?` optional, `*` the rest. */
function patternRegExp(pattern) {
  let re = ''
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') re += '(?:/.*)?'
    else if (/^:\w+\?$/.test(segment)) re += '(?:/[^/]+)?'
    else if (/^:\w+$/.test(segment)) re += '/[^/]+'
    else re += '/' + segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${re || '/'}/?$`, 'i')
}

/**
 * Whether a route named in the docs is a page of the shop. Placeholders in the docs (`{slug}`, `*`,
 * `…`, `:id`) stand for one segment. The catch-all content page (`/:page`) answers only a span that
 * is itself a placeholder: else every dead one-segment route would pass as a content page.
 */
export function routeExists(route, patterns) {
  const path = route.replace(/[?#].*$/, '')
  const placeholder = /^(\{[^}]+\}|\*|…|\.\.\.|:\w+\??)$/
  const segments = path.split('/').filter(Boolean)
  const sample = '/' + segments.map((s) => (placeholder.test(s) ? 'x' : s)).join('/')
  return patterns.some((pattern) => {
    if (pattern === route) return true
    const catchAll = /^\/:\w+$/.test(pattern)
    if (catchAll) return segments.length === 1 && placeholder.test(segments[0])
    return patternRegExp(pattern).test(sample)
  })
}

/**
 * Whether a file or folder named in a doc exists. A span with a folder (`src/api/http.ts`) is
 * taken from the root, or else as the end of some repository path (`app/shell-data.ts`); a bare
 * name (`http.ts`) must be the name of some file. A template (`routes/<name>.data.ts`,
 * `handlers/{aspos,vm}/*`) must have its literal folder part.
 */
export function pathExists(span, files, root) {
  let path = span.replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '')
  const template = path.search(/[<{*]/)
  if (template >= 0) {
    path = path.slice(0, template).replace(/\/[^/]*$/, '')
    if (!path.includes('/') && !ROOT_FOLDERS.includes(path) && !existsAsEnding(path, files))
      return false
    if (!path) return true
  }
  if (existsSync(join(root, path))) return true
  return existsAsEnding(path, files)
}

function existsAsEnding(path, files) {
  return files.some(
    (f) =>
      f === path ||
      f.endsWith('/' + path) ||
      f.startsWith(path + '/') ||
      f.includes('/' + path + '/'),
  )
}

/** Code spans and link targets of one markdown text, with their line numbers. */
export function namesIn(markdown) {
  const names = []
  let fenced = false
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced) return
    for (const m of line.matchAll(/`([^`]+)`/g))
      names.push({ kind: 'span', text: m[1].trim(), line: i + 1 })
    const withoutSpans = line.replace(/`[^`]*`/g, '')
    for (const m of withoutSpans.matchAll(/\]\(([^)\s]+)\)/g))
      names.push({ kind: 'link', text: m[1], line: i + 1 })
  })
  return names
}

/** Whether a code span names a repository path (else it is code, a package, a URL, a command …). */
function isRepoPathSpan(text) {
  if (/\s|:\/\/|^[@~.]|^\/|^[A-Z]+ /.test(text)) return false
  if (NOT_IN_REPO.test(text)) return false
  const head = text.split('/')[0]
  if (ROOT_FOLDERS.includes(head) && text.includes('/')) return true
  if (
    /^[\w.-]+(\/[\w.<>{},*-]+)*\/?$/.test(text) &&
    FILE_EXTENSION.test(text.replace(/\(x\)$/, ''))
  )
    return true
  return /^[\w.-]+(\/[\w.<>{},*-]+)*\/$/.test(text) // a folder: `routes/`, `vm/`
}

/** Whether a code span names a page of the shop (`/winkelmandje`, `/blog-post/{UrlSlug}`). */
function isRouteSpan(text) {
  if (!text.startsWith('/') || /\s/.test(text) || NOT_A_ROUTE.test(text)) return false
  const path = text.replace(/[?#].*$/, '')
  return !/\.\w+$/.test(path) // a served file (`/robots.txt`) is not a route
}

/** A folder of public/ served as is (`/icons/*`, `/payment/*`): static files, not a page. */
function servedFromPublic(text, root) {
  const first = text.split('/')[1]
  return Boolean(first) && !/[{*…:]/.test(first) && existsSync(join(root, 'public', first))
}

/** Every dead path or route in the given markdown files: [{ file, line, text, problem }]. */
export function checkDocs(root, docFiles) {
  const files = repoFiles(root)
  const patterns = routePatterns(root)
  const problems = []
  for (const doc of docFiles) {
    const markdown = readFileSync(join(root, doc), 'utf8')
    for (const { kind, text, line } of namesIn(markdown)) {
      if (kind === 'link') {
        if (/^(https?:|mailto:|#)/.test(text)) continue
        const target = posix.normalize(posix.join(posix.dirname(doc), text.replace(/#.*$/, '')))
        if (!existsSync(join(root, target)))
          problems.push({ file: doc, line, text, problem: 'link to a missing file' })
      } else if (isRouteSpan(text)) {
        if (servedFromPublic(text, root)) continue
        if (!routeExists(text, patterns))
          problems.push({ file: doc, line, text, problem: 'route not in src/lib/paths.ts' })
      } else if (isRepoPathSpan(text)) {
        if (NOT_IN_REPO_ON_PURPOSE.has(text)) continue
        if (!pathExists(text.replace(/\(x\)$/, ''), files, root))
          problems.push({ file: doc, line, text, problem: 'no such file or folder' })
      }
    }
  }
  return problems
}

/** README.md and every markdown file under docs/. */
export function docFilesOf(root) {
  const found = existsSync(join(root, 'README.md')) ? ['README.md'] : []
  const walk = (dir) => {
    if (!existsSync(join(root, dir))) return
    for (const entry of readdirSync(join(root, dir))) {
      const path = `${dir}/${entry}`
      if (statSync(join(root, path)).isDirectory()) walk(path)
      else if (entry.endsWith('.md')) found.push(path)
    }
  }
  walk('docs')
  return found
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..')
  const docs = docFilesOf(root)
  const problems = checkDocs(root, docs)
  for (const p of problems) console.log(`${p.file}:${p.line}: \`${p.text}\`: ${p.problem}`)
  console.log(`docs: ${docs.length} files checked, ${problems.length} dead paths or routes`)
  process.exit(problems.length ? 1 : 0)
}

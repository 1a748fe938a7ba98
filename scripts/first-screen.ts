// Build step for the first screen (docs/decisions/012-first-screen-first.md):
// 1. The static shell: src/app/static-shell.tsx renders the app in its first screen's mode (header as
//    a phone sees it, the page frame, an empty slot) and the home hero template with react-dom/server;
//    the shell goes into index.html's #root as it is, so the first paint needs no JavaScript and the
//    app hydrates exactly this HTML.
// 2. The head boot script: src/boot.ts is bundled on its own as one small classic script. The app's
//    entry <script> and its modulepreload links leave the page; the boot script gets their URLs in
//    data attributes and starts the entry after the first screen has painted.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { HERO_TEMPLATE_ID, LISTING_TEMPLATE_ID } from '../src/lib/first-screen-ids'
import { formatRouteChunks, landingRouteModules, type LandingRoute } from '../src/app/landing-route'

/**
 * Chrome's explicit compile hint (Chrome 136 on): every function of the file is compiled as the
 * file streams in, off the main thread, instead of at its first call on it. For the scripts whose
 * code runs as the page starts: the boot script, the entry, the entry's libraries and the landing
 * routes' chunks (decision 019).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const ROOT_MARKER = '<!--first-screen-->'
const TEMPLATES_MARKER = '<!--first-screen-templates-->'

interface ShellParts {
  shell: string
  heroTemplate: string
  /** A listing's first screen (src/app/listing-template.tsx); absent: the boot script paints none. */
  listingTemplate?: string
  cookiePrompt: string
}

interface Options {
  srcDir: string
  /** VITE_API_BASE_URL of the build: early calls are made only to the page's own origin. */
  apiBaseUrl: string
  /** Names of the entry's library chunks, which the boot script evaluates first, in this order. */
  libraryChunks?: string[]
  /** Names of the library chunks that get COMPILE_HINT, besides the entry and the boot script. */
  compiledOnLoad?: string[]
}

/**
 * Renders the static shell with the app's components (Vite's module runner compiles them), in a
 * child process: module-level timers of the app's code (query garbage collection) would otherwise
 * keep the build's own process alive after it has finished.
 */
async function renderShell(srcDir: string): Promise<ShellParts> {
  const { execFile } = await import('node:child_process')
  const script = `
    const { runnerImport } = await import('vite')
    const react = (await import('@vitejs/plugin-react')).default
    const { module } = await runnerImport('/src/app/static-shell.tsx', {
      configFile: false,
      logLevel: 'error',
      // Stylesheets are the page's, not the markup's: the listing's components import theirs.
      plugins: [react(), {
        name: 'no-styles',
        enforce: 'pre',
        resolveId: (source) => (/\\.s?css$/.test(source) ? '\\0no-styles' : undefined),
        load: (id) => (id === '\\0no-styles' ? 'export {}' : undefined),
      }],
      resolve: { alias: { '@': ${JSON.stringify(srcDir)} } },
    })
    process.stdout.write(JSON.stringify(module.renderStaticShell()), () => process.exit(0))
  `
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { maxBuffer: 16 << 20 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`first-screen: the static shell did not render\n${stderr}`))
          : resolve(stdout),
    )
  })
  return JSON.parse(output) as ShellParts
}

/**
 * Bundles src/boot.ts as one minified classic script, or (`listing`) src/boot-listing.ts, the boot
 * script's listing part, as one module it imports on a listing's and the search results' pages.
 */
async function bundleBoot({ srcDir, apiBaseUrl }: Options, listing = false): Promise<string> {
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': srcDir } },
    define: { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify(apiBaseUrl) },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      emptyOutDir: false,
      copyPublicDir: false,
      lib: listing
        ? { entry: `${srcDir}/boot-listing.ts`, formats: ['es'], fileName: () => 'listing.js' }
        : {
            entry: `${srcDir}/boot.ts`,
            formats: ['iife'],
            name: 'shopBoot',
            fileName: () => 'boot.js',
          },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const out of outputs) {
    if ('output' in out) {
      const chunk = out.output.find((item) => item.type === 'chunk')
      if (chunk && chunk.type === 'chunk') return COMPILE_HINT + chunk.code
    }
  }
  throw new Error('first-screen: the boot script did not build')
}

/** Inserts the shell and the hero template; takes out the entry and puts the boot script in. */
export function placeFirstScreen(
  html: string,
  parts: ShellParts & {
    bootFile: string
    /** The boot script's listing part (src/boot-listing.ts). */
    listingFile?: string
    homeCss?: string[]
    /** The search results' stylesheets, which a listing's first screen needs (category's alike). */
    listingCss?: string[]
    stages?: string[]
    routeChunks?: Partial<Record<LandingRoute, string[]>>
  },
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html)
  if (!entry) throw new Error('first-screen: no entry script in index.html')
  const preloads: string[] = []
  let page = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
  // React hoists a preload for the hero's image into the template: the boot script preloads itself.
  const template = parts.heroTemplate.replace(/<link [^>]*>/g, '')
  for (const marker of [ROOT_MARKER, TEMPLATES_MARKER]) {
    if (!page.includes(marker)) throw new Error(`first-screen: no ${marker} in index.html`)
  }
  const listing = parts.listingTemplate
    ? `\n    <template id="${LISTING_TEMPLATE_ID}">${parts.listingTemplate}</template>`
    : ''
  page = page
    .replace(ROOT_MARKER, parts.shell)
    .replace(
      TEMPLATES_MARKER,
      `<div class="cookie-prompt-host" hidden>${parts.cookiePrompt}</div>\n    <template id="${HERO_TEMPLATE_ID}">${template}</template>${listing}`,
    )
  const homeCss = (parts.homeCss ?? []).map((file) => `/${file}`).join(' ')
  const listingCss = (parts.listingCss ?? []).map((file) => `/${file}`).join(' ')
  const stages = (parts.stages ?? []).map((file) => `/${file}`)
  for (const stage of stages) {
    if (!preloads.includes(stage))
      throw new Error(`first-screen: ${stage} is not one of the entry's`)
  }
  // Per landing route, its chunks that the entry does not load (src/app/landing-route.ts).
  const routes = formatRouteChunks(
    Object.fromEntries(
      Object.entries(parts.routeChunks ?? {}).map(([route, files]) => [
        route,
        files.map((file) => `/${file}`),
      ]),
    ),
  )
  const boot = `<script async src="/${parts.bootFile}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" data-stages="${stages.join(' ')}" data-home-css="${homeCss}" data-listing="${parts.listingFile ? `/${parts.listingFile}` : ''}" data-listing-css="${listingCss}" data-routes="${routes}"></script>`
  // First in the head after the meta tags, so the preload scanner finds it before the stylesheet.
  return page.replace(/(<link rel="icon")/, `${boot}\n    $1`)
}

type Bundle = Parameters<
  NonNullable<Extract<Plugin['generateBundle'], { handler: unknown }>['handler']>
>[1]

/**
 * The files of the named library chunks, in the order named (chunks the build did not make drop out).
 * Only the entry's own static imports count: a lazy chunk that happens to share a name (a form's
 * resolver named after its file) is not one of the entry's libraries.
 */
function libraryStages(bundle: Bundle, names: string[]): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const entryImports = new Set(chunks.flatMap((item) => (item.isEntry ? item.imports : [])))
  return names.flatMap((name) =>
    chunks
      .filter((item) => !item.isEntry && item.name === name && entryImports.has(item.fileName))
      .map((item) => item.fileName),
  )
}

/**
 * The stylesheets of a route and its static imports (home: hero, banner cards; the search results:
 * the catalogue's and the form controls'): the boot script loads them with the page's first call,
 * so what it paints is styled as the app will style it.
 */
function routeStylesheets(
  bundle: Bundle,
  routeModule: string,
  dependenciesFirst = false,
): string[] {
  const byFile = new Map(Object.values(bundle).map((item) => [item.fileName, item]))
  const route = Object.values(bundle).find(
    (item) =>
      item.type === 'chunk' && item.facadeModuleId?.endsWith(`/src/app/routes/${routeModule}`),
  )
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    const chunk = byFile.get(file)
    if (!chunk || chunk.type !== 'chunk' || seen.has(file) || chunk.isEntry) return
    seen.add(file)
    // A module's own stylesheet after those of its imports, as Vite orders them: the route's rule
    // overrides a shared one (the listing's sort box over the form controls' full width).
    if (dependenciesFirst) chunk.imports.forEach(visit)
    chunk.viteMetadata?.importedCss.forEach((name) => css.add(name))
    if (!dependenciesFirst) chunk.imports.forEach(visit)
  }
  if (route) visit(route.fileName)
  return [...css]
}

/**
 * The JavaScript chunks of each landing route (its page and data modules and their static imports)
 * that the entry does not load itself: the boot script preloads them in small batches, so the
 * router finds them requested already and its import adds no link per chunk in one long task.
 */
export function landingRouteChunks(bundle: Bundle): Partial<Record<LandingRoute, string[]>> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const byFile = new Map(chunks.map((item) => [item.fileName, item]))
  const entry = chunks.find((item) => item.isEntry)
  const initial = new Set([entry?.fileName, ...(entry?.imports ?? [])])
  const result: Partial<Record<LandingRoute, string[]>> = {}
  for (const [route, modules] of Object.entries(landingRouteModules) as [
    LandingRoute,
    string[],
  ][]) {
    const files: string[] = []
    const visit = (file: string) => {
      const chunk = byFile.get(file)
      if (!chunk || initial.has(file) || files.includes(file)) return
      files.push(file)
      chunk.imports.forEach(visit)
    }
    for (const module of modules) {
      // A route's data module may be in the entry itself (home's: the entry starts it).
      // A module named from src/app/routes, or from src/app with '../' (a route's own layout).
      const path = module.startsWith('../')
        ? `/src/app/${module.slice(3)}`
        : `/src/app/routes/${module}`
      const chunk = chunks.find((item) => item.moduleIds.some((id) => id.endsWith(path)))
      if (!chunk) throw new Error(`first-screen: no chunk holds src/app/routes/${module}`)
      visit(chunk.fileName)
    }
    result[route] = files
  }
  return result
}

/**
 * Puts COMPILE_HINT at the very top of the entry and of the chunks named (by chunk name or file
 * name). V8 reads it only there, so this runs after Vite's own additions to the entry.
 */
export function addCompileHints(bundle: Bundle, names: readonly string[]): void {
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || item.code.startsWith(COMPILE_HINT)) continue
    if (item.isEntry || names.includes(item.name) || names.includes(item.fileName))
      item.code = COMPILE_HINT + item.code
  }
}

export function firstScreen(options: Options): Plugin {
  let parts: ShellParts | undefined
  return {
    name: 'first-screen',
    apply: 'build',
    async buildStart() {
      parts = await renderShell(options.srcDir)
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html']
        if (!html || html.type !== 'asset' || typeof html.source !== 'string' || !parts) return
        const hashOf = (text: string) =>
          createHash('sha256').update(text).digest('base64url').slice(0, 8)
        const code = await bundleBoot(options)
        const bootFile = `assets/boot-${hashOf(code)}.js`
        this.emitFile({ type: 'asset', fileName: bootFile, source: code })
        const listingCode = await bundleBoot(options, true)
        const listingFile = `assets/first-screen-listing-${hashOf(listingCode)}.js`
        this.emitFile({ type: 'asset', fileName: listingFile, source: listingCode })
        const routeChunks = landingRouteChunks(bundle)
        html.source = placeFirstScreen(html.source, {
          ...parts,
          bootFile,
          listingFile,
          homeCss: routeStylesheets(bundle, 'home.tsx'),
          listingCss: routeStylesheets(bundle, 'search.tsx', true),
          stages: libraryStages(bundle, options.libraryChunks ?? []),
          routeChunks,
        })
        addCompileHints(bundle, [
          ...(options.compiledOnLoad ?? []),
          ...Object.values(routeChunks).flat(),
        ])
      },
    },
  }
}

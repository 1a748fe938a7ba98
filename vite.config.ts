// Vite build, dev server and preview. The preview server mounts the mock API (src/mocks) as Node
// middleware so the production build is exercised over real HTTP without bundling MSW into it.
import { existsSync, renameSync, rmSync } from 'node:fs'
import { join, resolve as resolvePath } from 'node:path'
import { fileURLToPath, pathToFileURL, URL } from 'node:url'
import { defineConfig, createServer, loadEnv, type Plugin, type ViteDevServer } from 'vite'
import react from '@vitejs/plugin-react'
import purgeCss from '@fullhuman/postcss-purgecss'
import { VitePWA } from 'vite-plugin-pwa'
import { metaContentSecurityPolicy } from './src/lib/security-headers'
import { SHOP_DEFAULTS, siteConfigFrom } from './src/config/site'
import { firstScreen } from './scripts/first-screen'
import { manifestPathOf } from './scripts/initial-files.mjs'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))

export const MOCK_API_NOTICE =
  '  ➜  API:     MOCKED (src/mocks): /api/* answers from an in-memory test shop, not a real backend. PREVIEW_MOCKS=false turns it off.'

function mockApiInPreview(): Plugin {
  return {
    name: 'mock-api-in-preview',
    async configurePreviewServer(server) {
      if (process.env.PREVIEW_MOCKS === 'false') return
      // A tiny SSR loader compiles the TypeScript mock modules (with the @/ alias) on demand, unless
      // MOCK_BUNDLE names them built already.
      let loader: ViteDevServer | undefined
      let middleware: ((req: unknown, res: unknown, next: () => void) => void) | undefined
      const load = async () => {
        if (middleware) return middleware
        // A test run builds the mock backend once (scripts/build-mock.mjs) for all its servers.
        const bundle = process.env.MOCK_BUNDLE
        if (bundle && existsSync(bundle)) {
          const mod = (await import(pathToFileURL(resolvePath(bundle)).href)) as {
            createMockMiddleware: () => typeof middleware
          }
          middleware = mod.createMockMiddleware()
          return middleware
        }
        loader = await createServer({
          configFile: false,
          logLevel: 'error',
          resolve: { alias: { '@': srcDir } },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        })
        const mod = (await loader.ssrLoadModule('/src/mocks/node-middleware.ts')) as {
          createMockMiddleware: () => typeof middleware
        }
        middleware = mod.createMockMiddleware()
        return middleware
      }
      server.httpServer?.once('close', () => void loader?.close())
      // The README promises it: say loudly that the answers are not a real shop's.
      server.httpServer?.once('listening', () => {
        server.config.logger.info(MOCK_API_NOTICE)
      })
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next()
        load().then(
          (mw) => mw!(req, res, next),
          (error: unknown) => {
            res.statusCode = 500
            res.end(String(error))
          },
        )
      })
    },
  }
}

// The build manifest (a map of every chunk) is for our scripts, not for visitors: it leaves the
// served folder for `<outDir>-manifest.json` beside it (scripts/initial-files.mjs reads it there).
function manifestOutsideDist(): Plugin {
  let outDir = 'dist'
  return {
    name: 'manifest-outside-dist',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    writeBundle: {
      order: 'post',
      handler() {
        const manifest = join(outDir, '.vite', 'manifest.json')
        if (!existsSync(manifest)) return
        renameSync(manifest, manifestPathOf(outDir))
        rmSync(join(outDir, '.vite'), { recursive: true, force: true })
      },
    },
  }
}

// The CSP goes into the built page only: the dev server needs an inline React Refresh preamble.
// The policy lives in src/lib/security-headers.ts (docs/deploy.md repeats it as headers).
function cspInBuild(): Plugin {
  return {
    name: 'csp-in-build',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: metaContentSecurityPolicy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

// Bootstrap ships far more CSS than the shop uses: in the build, PurgeCSS keeps only the selectors
// our sources mention, to stay in the CSS budget. Our own code writes every class name in full
// (never `status-${state}`), so the safelist holds only what others add at run time: the CMS
// HTML's Bootstrap classes and Leaflet's. `npm run test:css` fails when a rule of src/styles is lost.
const purge = purgeCss({
  content: ['index.html', 'src/**/*.{ts,tsx}'],
  // What tests name is not what the shop renders: a class only a test mentions must not keep a rule.
  skippedContentGlobs: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
  // Unused custom properties of Bootstrap's :root go too.
  variables: true,
  defaultExtractor: (content: string) => content.match(/[\w-/:.%]+(?<!:)/g) ?? [],
  safelist: {
    standard: [/^(btn|text-bg|alert|badge|bg|text|border)-/, /^leaflet-/],
    greedy: [/data-bs-theme/, /leaflet/, /data-shell/],
    variables: [
      /^--bs-(font|body|border|link|emphasis|secondary|tertiary|primary|success|danger|warning|info|light|dark|focus|gutter|gradient|highlight|code|heading|form)/,
    ],
  },
})

// index.html's Open Graph/Twitter tags need absolute URLs on the shop's domain: %VITE_SITE_URL% is
// filled from the environment, with the same default as src/config/site.ts when it is not set.

function siteUrlInHtml(mode: string): Plugin {
  const siteUrl = siteConfigFrom(loadEnv(mode, process.cwd(), 'VITE_')).url.replace(/\/+$/, '')
  return {
    name: 'site-url-in-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%VITE_SITE_URL%', siteUrl),
    },
  }
}

// public/mockServiceWorker.js is for `npm run dev` only: keep it out of the production build.
function noMockWorkerInBuild(): Plugin {
  return {
    name: 'no-mock-worker-in-build',
    apply: 'build',
    async closeBundle() {
      const { rm } = await import('node:fs/promises')
      const outDir = process.env.BUILD_OUT_DIR ?? 'dist'
      await rm(`${outDir}/mockServiceWorker.js`, { force: true })
    },
  }
}

// The shop name (VITE_SHOP_NAME, src/config/site) in index.html's title and description, and in
// the offline page and web manifest that public/ ships with the default name.
function shopNameInPages(mode: string): Plugin {
  const site = siteConfigFrom(loadEnv(mode, process.cwd(), 'VITE_'))
  const escapeHtml = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  return {
    name: 'shop-name-in-pages',
    transformIndexHtml: (html) => html.replaceAll('%SHOP_NAME%', escapeHtml(site.name)),
    async closeBundle() {
      if (site.name === SHOP_DEFAULTS.name) return
      const { readFile, writeFile } = await import('node:fs/promises')
      const outDir = process.env.BUILD_OUT_DIR ?? 'dist'
      const swaps: [string, string, string][] = [
        ['offline.html', escapeHtml(SHOP_DEFAULTS.name), escapeHtml(site.name)],
        ['manifest.webmanifest', SHOP_DEFAULTS.name, JSON.stringify(site.name).slice(1, -1)],
      ]
      for (const [file, from, to] of swaps) {
        const path = `${outDir}/${file}`
        const text = await readFile(path, 'utf8').catch(() => null)
        if (text !== null) await writeFile(path, text.replaceAll(from, to))
      }
    },
  }
}

// The service worker (src/sw.ts → dist/sw.js) is built by Workbox in injectManifest mode: the build
// writes every file below, with a revision, into the worker, so a release needs no manual version
// bump (docs/decisions/010-service-worker.md). Registration stays ours (src/lib/register-sw.ts).
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false, // public/manifest.webmanifest is the app's manifest
  devOptions: { enabled: false }, // `npm run dev` runs the MSW mock worker instead
  injectManifest: {
    rollupFormat: 'iife', // a classic worker: registered without { type: 'module' }
    globPatterns: [
      'index.html',
      'offline.html',
      'manifest.webmanifest',
      'favicon.svg',
      'logo.svg',
      'icons/*',
      'payment/*.svg',
      'assets/**/*',
    ],
  },
})

// The libraries the entry imports, each in a chunk of its own that the head boot script evaluates in
// a task of its own before the entry, in this order: one long task of module evaluation became four
// shorter ones (decision 012, "The entry's libraries one task at a time").
const libraryChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router(-dom)?[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  // zod's core and zod/mini, the only zod the app imports (classic zod is for the mocks and tests).
  { name: 'zod', test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/ },
]

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    mockApiInPreview(),
    cspInBuild(),
    noMockWorkerInBuild(),
    shopNameInPages(mode),
    siteUrlInHtml(mode),
    firstScreen({
      srcDir,
      libraryChunks: libraryChunks.map((chunk) => chunk.name),
      // The libraries whose functions the start runs nearly all of (not zod's many checks).
      compiledOnLoad: ['react', 'router', 'query'],
      apiBaseUrl: loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '',
    }),
    serviceWorker,
    manifestOutsideDist(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      // React Router's package exports only its development build (its warnings on: extra checks
      // and strings in every render); the build takes the production one beside it.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/react-router/dist/production/dom-export.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    // Everything the entry imports statically ($initial) goes into one chunk. By default Rolldown
    // split it into ~20 files wherever a lazy route shared a module with the entry; each file is
    // compressed on its own, and together they were 8 KiB of gzip larger (decision 009).
    // The entry's libraries are the exception: each is a chunk of its own (libraryChunks), so the
    // head boot script can evaluate them one task at a time before the entry (decision 012).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...libraryChunks.map((chunk, i) => ({
              ...chunk,
              priority: libraryChunks.length - i + 1,
            })),
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  css: {
    postcss: { plugins: command === 'build' && process.env.PURGE_CSS !== 'false' ? [purge] : [] },
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; keep the build output readable.
        quietDeps: true,
        silenceDeprecations: [
          'import',
          'global-builtin',
          'color-functions',
          'mixed-decls',
          'if-function',
        ],
      },
    },
  },
  preview: { port: 4173 },
  server: { port: 5173 },
}))

// Vite build, dev server and preview. The preview server mounts the mock API (src/mocks) as Node
// middleware so the production build is exercised over real HTTP without bundling MSW into it.
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, createServer, type Plugin, type ViteDevServer } from 'vite'
import react from '@vitejs/plugin-react'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))

function mockApiInPreview(): Plugin {
  return {
    name: 'mock-api-in-preview',
    async configurePreviewServer(server) {
      if (process.env.PREVIEW_MOCKS === 'false') return
      // A tiny SSR loader compiles the TypeScript mock modules (with the @/ alias) on demand.
      let loader: ViteDevServer | undefined
      let middleware: ((req: unknown, res: unknown, next: () => void) => void) | undefined
      const load = async () => {
        if (middleware) return middleware
        loader = await createServer({
          configFile: false,
          logLevel: 'error',
          resolve: { alias: { '@': srcDir } },
          server: { middlewareMode: true, hmr: false, watch: null },
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

// The CSP goes into the built page only: the dev server needs an inline React Refresh preamble.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ')

function cspInBuild(): Plugin {
  return {
    name: 'csp-in-build',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig({
  plugins: [react(), mockApiInPreview(), cspInBuild()],
  resolve: { alias: { '@': srcDir } },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; keep the build output readable.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls', 'if-function'],
      },
    },
  },
  preview: { port: 4173 },
  server: { port: 5173 },
})

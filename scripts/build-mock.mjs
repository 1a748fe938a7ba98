// Builds the mock backend (src/mocks/node-middleware.ts and what it imports, with the @/ alias) once
// into one module, .tmp/mock-backend/mock-backend.mjs, for every preview server of a test run to
// load: `MOCK_BUNDLE=<that file> vite preview` imports it instead of compiling the TypeScript mock
// modules on the first API call (vite.config.ts), which each of the run's servers (the flows', the
// lean profile's, the service worker's and the engines') did again. `npm test` builds it beside the
// app and hands it on; a server without MOCK_BUNDLE still compiles the modules itself. Built in
// development mode, as that loader compiles them (the same import.meta.env).
import { fileURLToPath, URL } from 'node:url'

export const mockBundle = '.tmp/mock-backend/mock-backend.mjs'

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  const { build } = await import('vite')
  await build({
    configFile: false,
    mode: 'development',
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    build: {
      ssr: 'src/mocks/node-middleware.ts',
      outDir: '.tmp/mock-backend',
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'mock-backend.mjs' } },
    },
  })
  console.log(`mock backend built into ${mockBundle} in ${Date.now() - started} ms`)
}

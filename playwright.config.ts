// Playwright flows against the production build served by `vite preview` with the mock API.
// Browsers are never downloaded: Debian's chromium-headless-shell, else Debian's Chromium
// (/usr/bin/chromium), or CHROME_PATH (e2e/browser.ts); the screenshot baselines in the full one.
import { defineConfig, devices } from '@playwright/test'
import { flowsLaunch } from './e2e/browser'
import { offlineDist } from './e2e/offline-dist'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
// The lean mock profile (MOCK_PROFILE=lean: only what the spec shows) on a second preview server.
const leanPort = Number(process.env.E2E_LEAN_PORT ?? port + 100)
const leanURL = `http://127.0.0.1:${leanPort}`
// The service worker's flows (offline.spec.ts) on a third server, serving a copy of the build of
// their own: the update flow rewrites its sw.js, which no other server's visitors may meet.
const offlinePort = Number(process.env.E2E_OFFLINE_PORT ?? port + 200)
const offlineURL = `http://127.0.0.1:${offlinePort}`

export default defineConfig({
  testDir: './e2e',
  // Screenshot baselines (e2e/visual.spec.ts) without the platform in their names: a clean clone
  // on any machine compares against the committed files.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  fullyParallel: true,
  // Four workers on a 2-core machine: a flow mostly waits (a page's own timers, network, settling),
  // so at three the suite used about 40 % of the two cores; at four about half, each flow no more
  // than a few per cent slower. E2E_WORKERS=1 or 2 for a local run beside other work.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON
    ? [['list'], ['json', { outputFile: process.env.PW_JSON }]]
    : [['list']],
  use: {
    baseURL,
    serviceWorkers: 'block',
    // The app honours reduced motion everywhere: no transition is caught half-way (a scan during a
    // colour change was the flaky contrast failure). A flow about an animation opts in itself.
    reducedMotion: 'reduce',
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'off',
    screenshot: 'off',
    launchOptions: flowsLaunch,
  },
  // Playwright's own Firefox and WebKit builds, where a machine can install them
  // (`npx playwright install firefox webkit`): PW_ENGINES=all runs the flows in all three. By
  // default only Debian's Chromium; `npm run test:engines` covers the core journeys in Debian's
  // Firefox ESR and WebKitGTK.
  projects: [
    {
      name: 'chromium',
      testIgnore: /(lean|offline)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'offline',
      testMatch: /offline\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: offlineURL },
    },
    ...(process.env.PW_ENGINES === 'all'
      ? [
          {
            name: 'firefox',
            testIgnore: /lean\.spec\.ts$/,
            use: { ...devices['Desktop Firefox'], launchOptions: {} },
          },
          {
            name: 'webkit',
            testIgnore: /lean\.spec\.ts$/,
            use: { ...devices['Desktop Safari'], launchOptions: {} },
          },
        ]
      : []),
    {
      name: 'lean',
      testMatch: /lean\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: leanURL },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
      url: `${baseURL}/api/aspos/common/config`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite preview --port ${leanPort} --strictPort --host 127.0.0.1`,
      env: { MOCK_PROFILE: 'lean' },
      url: `${leanURL}/api/aspos/common/config`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node -e "const fs = require('node:fs'); fs.rmSync('${offlineDist}', { recursive: true, force: true }); fs.cpSync('dist', '${offlineDist}', { recursive: true })" && npx vite preview --port ${offlinePort} --strictPort --host 127.0.0.1`,
      env: { BUILD_OUT_DIR: offlineDist },
      url: `${offlineURL}/api/aspos/common/config`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})

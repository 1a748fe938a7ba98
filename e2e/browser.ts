// Which Chromium the flows run in (playwright.config.ts). Browsers are never downloaded: Debian's
// chromium-headless-shell, the headless build Playwright itself runs headless flows in (lighter
// than the full browser's headless mode), else Debian's Chromium; CHROME_PATH overrides both.
// The screenshot baselines (visual.spec.ts, running-out.spec.ts) are compared in the full
// browser, which draws text as a shopper's Chrome does: the shell rasterises glyphs a little
// differently (about 2 % of a page's pixels, every line of text, a button 2 px narrower).
import { existsSync } from 'node:fs'
import type {
  Fixtures,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test'

const headlessShell = '/usr/bin/chromium-headless-shell'
const fullChromium = '/usr/bin/chromium'

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** The flows' browser: the headless shell where it is installed. */
export const flowsLaunch = {
  executablePath:
    process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromium),
  args,
}

/** The screenshot baselines' browser: the full Chromium (`test.use({ launchOptions: … })`). */
export const baselinesLaunch = {
  executablePath: process.env.CHROME_PATH ?? fullChromium,
  args,
}

/**
 * For a file of screenshot baselines: `test.use(inBaselinesBrowser)` runs it in the full Chromium
 * (Firefox and WebKit, with PW_ENGINES=all, keep their own builds).
 */
export const inBaselinesBrowser: Fixtures<
  object,
  object,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  launchOptions: [
    async ({ browserName }, use) => use(browserName === 'chromium' ? baselinesLaunch : {}),
    { scope: 'worker' },
  ],
}

// Takes full-page screenshots of the given paths at 390, 768 and 1280 px with Debian's Chromium,
// for looking at what we build: node scripts/screenshots.mjs http://127.0.0.1:4173 / /winkelmandje
// Environment: OUT_DIR (default /tmp/shots), WIDTHS (390,768,1280), FULL=0 for the viewport only,
// HEIGHT (900), CONSENT=none to show the cookie prompt, LOGIN=email:password to look as a customer
// (e.g. LOGIN=demo@dierenruiter.nl:Welkom123 for /mijn-account).
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'

const [base = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2)
const widths = (process.env.WIDTHS ?? '390,768,1280').split(',').map(Number)
const outDir = process.env.OUT_DIR ?? '/tmp/shots'
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
for (const width of widths) {
  const height = Number(process.env.HEIGHT ?? 900)
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'nl-NL',
    serviceWorkers: 'block',
  })
  const url = new URL(base)
  await context.addCookies([
    ...(process.env.CONSENT === 'none'
      ? []
      : [{ name: 'cookie-consent', value: process.env.CONSENT ?? 'accepted', url: url.origin }]),
    { name: 'newsletter-modal-seen', value: '1', url: url.origin },
  ])
  const page = await context.newPage()
  if (process.env.LOGIN) {
    // The app's own login call; the token goes where the app keeps it (as the e2e flows do).
    const [email, password] = process.env.LOGIN.split(':')
    const response = await page.request.post(`${url.origin}/api/aspos/authentication/login`, {
      data: { email, password },
    })
    const token = (await response.json()).Token
    if (!token) throw new Error(`login as ${email} failed`)
    await page.addInitScript((value) => localStorage.setItem('authToken', value), token)
  }
  page.on('pageerror', (error) => console.error(`pageerror ${error.message}`))
  page.on(
    'console',
    (message) => message.type() === 'error' && console.error(`console ${message.text()}`),
  )
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page
      .locator('main h1, h1')
      .first()
      .waitFor({ timeout: 10000 })
      .catch(() => console.error('no h1 on ' + path))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(400)
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0' })
    console.log(`${outDir}/${name}`)
  }
  await context.close()
}
await browser.close()

// Security: CMS HTML cannot run scripts, the bearer token never leaves our origin, logout leaves no
// trace of the session, and the built page carries the Content-Security-Policy.
import { test, expect } from './fixtures'
import { demoLogin } from './pages/session'
import { serveBrokenBlocksPage } from './pages/content-pages'

test('XSS payloads in CMS HTML do not run', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await serveBrokenBlocksPage(page)
  await page.goto('/kapotte-blokken')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // DOMPurify strips the javascript: href, so 'klik' is left as plain text.
  await expect(page.getByRole('main').getByText('klik', { exact: true })).toBeVisible()
  await page.getByRole('main').getByText('klik', { exact: true }).click({ noWaitAfter: true }).catch(() => undefined)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(await page.locator('main [onerror], main script').count()).toBe(0)
  expect(await page.locator('main a[href^="javascript:"]').count()).toBe(0)
  expect(errors).toEqual([])
})

test('the page carries a strict Content-Security-Policy', async ({ page }) => {
  await page.goto('/')
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
})

test('the bearer token is sent to our API and never to another origin', async ({ page }) => {
  const foreign: string[] = []
  const own: string[] = []
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    if (route.request().headers().authorization) foreign.push(route.request().url())
    await route.abort()
  })
  page.on('request', (request) => {
    if (request.url().includes('/api/aspos/') && request.headers().authorization) own.push(request.url())
  })
  await demoLogin(page)
  await page.goto('/mijn-account')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A request to another origin made with the app's own client must go without the token.
  await page.evaluate(async () => {
    await fetch('https://tiles.example.org/probe.png').catch(() => undefined)
  })
  await page.goto('/winkels')
  await page.waitForTimeout(500)
  expect(own.length).toBeGreaterThan(0)
  expect(foreign).toEqual([])
})

test('logout clears every trace of the session from storage', async ({ page }) => {
  await demoLogin(page)
  await page.goto('/')
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy()
  await page.getByRole('button', { name: /^Account van / }).click()
  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible()
  const leftovers = await page.evaluate(() => {
    const values = [...Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`), ...Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`), document.cookie]
    return values.filter((v) => /authToken|eyJ|sanne|demo@dierenruiter/i.test(v))
  })
  expect(leftovers).toEqual([])
})

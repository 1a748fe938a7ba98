// Security: CMS HTML cannot run scripts, the bearer token never leaves our origin (tried through the
// app's own HTTP client), logout leaves no trace of the session, and the built page carries the Content-Security-Policy.
import { test, expect } from './fixtures'
import { demoLogin, flowAccount } from './pages/session'
import { shell } from '../src/messages/nl/shell'
import { serveBrokenBlocksPage } from './pages/content-pages'

test('XSS payloads in CMS HTML do not run', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await serveBrokenBlocksPage(page)
  await page.goto('/kapotte-blokken')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // DOMPurify strips the javascript: href, so 'klik' is left as plain text.
  await expect(page.getByRole('main').getByText('klik', { exact: true })).toBeVisible()
  await page
    .getByRole('main')
    .getByText('klik', { exact: true })
    .click({ noWaitAfter: true })
    .catch(() => undefined)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(await page.locator('main [onerror], main script').count()).toBe(0)
  expect(await page.locator('main a[href^="javascript:"]').count()).toBe(0)
  expect(errors).toEqual([])
})

/** Directive → its sources, as the policy states them (order kept, names lower-cased). */
function parsePolicy(policy: string) {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    expect(directives.has(name.toLowerCase()), `${name} is stated once`).toBe(false)
    directives.set(name.toLowerCase(), sources)
  }
  return Object.fromEntries(directives)
}

test('the page carries a strict Content-Security-Policy', async ({ page }) => {
  await page.goto('/')
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  // The page has no inline style or script: its first screen is markup and a same-origin boot script.
  // (Structured data is a data block, not a script; the app adds it once it runs, which may already
  // be the case here.)
  expect(
    await page.locator('style, script:not([src]):not([type="application/ld+json"])').count(),
  ).toBe(0)
  // Every directive exactly: an extra source ('unsafe-eval', a host, *) or a dropped one fails.
  expect(parsePolicy(csp ?? '')).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // No 'unsafe-inline': the offline page's one <style> is allowed by its hash.
    'style-src': ["'self'", "'sha256-ha/7yYhEQnuYL1uNxRJdekodJcPSlmzJUqjP1o60irY='"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Every HTML, script-text and script-URL sink takes only values from the shop's policy.
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['shop', 'default'],
  })
})

test.describe("the app's HTTP client", () => {
  // The CSP's connect-src would stop foreign calls before they leave: switched off here, so the
  // client's own header rule is what is tried.
  test.use({ bypassCSP: true })

  test('sends the bearer token and cart id to our API only, never to another origin or along a redirect', async ({
    page,
  }) => {
    const leaked: string[] = []
    const foreign: string[] = []
    const own: string[] = []
    // Everything off our origin is answered here; a request (or its CORS preflight) that carries
    // the token or the cart id is a leak.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
      const request = route.request()
      const headers = request.headers()
      const asked = headers['access-control-request-headers'] ?? ''
      if (headers.authorization || headers['x-cart-id'] || /authorization|x-cart-id/i.test(asked))
        leaked.push(request.url())
      if (request.method() !== 'OPTIONS') foreign.push(request.url())
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
        body: '{}',
      })
    })
    // One of our own API paths answers with a redirect to another host.
    await page.route('**/api/aspos/e2e-moved', (route) =>
      route.fulfill({ status: 302, headers: { Location: 'https://evil.example.org/steal' } }),
    )
    page.on('request', (request) => {
      if (
        new URL(request.url()).pathname.startsWith('/api/aspos/') &&
        request.headers().authorization
      )
        own.push(request.url())
    })
    await demoLogin(page)
    await page.addInitScript(() => localStorage.setItem('cartId', 'e2e-cart-id'))
    await page.goto('/api-test')
    const probe = page.getByRole('form', { name: shell.apiTest.probe.heading })
    const address = probe.getByLabel(shell.apiTest.probe.address)
    const send = probe.getByRole('button', { name: shell.apiTest.probe.send })
    const outcome = probe.locator('output')

    // The app's own client: our API gets the token ...
    await address.fill('/api/aspos/common/config')
    await send.click()
    await expect(outcome).toHaveText(shell.apiTest.probe.answered(200))
    expect(own.some((url) => url.endsWith('/api/aspos/common/config'))).toBe(true)
    // ... an absolute foreign URL and a protocol-relative one do not ...
    for (const target of [
      'https://evil.example.org/api/aspos/customer',
      '//evil.example.org/api/aspos/klant',
    ]) {
      await address.fill(target)
      await send.click()
      await expect(outcome).toHaveText(shell.apiTest.probe.answered(200))
    }
    // ... and a redirect from our API is refused instead of followed.
    await address.fill('/api/aspos/e2e-moved')
    await send.click()
    await expect(outcome).toHaveText(shell.apiTest.probe.refused('network'))
    expect(foreign.map((url) => new URL(url).host + new URL(url).pathname)).toEqual([
      'evil.example.org/api/aspos/customer',
      'evil.example.org/api/aspos/klant',
    ])
    expect(leaked).toEqual([])
  })
})

test('logout clears every trace of the session from storage', async ({ page }) => {
  await demoLogin(page)
  await page.goto('/')
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy()
  // A checkout draft and the customer's cart id, as a session leaves them behind.
  await page.evaluate(() => {
    sessionStorage.setItem(
      'checkout-draft',
      JSON.stringify({ state: { draft: { email: 'demo@dierenruiter.nl' } }, version: 1 }),
    )
    localStorage.setItem('cartId', 'cart-of-sanne')
  })
  await page.getByRole('button', { name: /^Account van / }).click()
  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('cartId'))).not.toBe('cart-of-sanne')
  // The account logged in is the spec file's copy of Sanne's, under an address of its own.
  const own = flowAccount().email
  const leftovers = await page.evaluate((own) => {
    const values = [
      ...Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
      ...Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
      document.cookie,
    ]
    return values.filter(
      (v) => /authToken|eyJ|sanne|demo@dierenruiter/i.test(v) || v.toLowerCase().includes(own),
    )
  }, own)
  expect(leftovers).toEqual([])
})

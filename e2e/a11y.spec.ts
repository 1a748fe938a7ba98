// Accessibility sweep: every route of the spec's table, at 390 and 1280 px, through axe with the
// WCAG 2.0/2.1/2.2 A and AA tags — zero violations of any impact.
import { test, expect, expectNoA11yViolations, cspViolations, watchCspViolations } from './fixtures'
import { createSeed } from '../src/mocks/db/seed'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'
import { trackAndTracePairs } from '../src/mocks/db/seed-stores-people'
import { demoLogin } from './pages/session'

const seed = createSeed()
const product = seed.products.find((p) => p.Id === fixtureProductIds.discounted)!
const brand = seed.brands.find((b) => b.Collections.length > 0)!
const guestOrder = trackAndTracePairs[2]

const publicRoutes = [
  '/',
  '/api-test',
  '/bestelling-compleet?order=DW-250901',
  `/bestelling/${guestOrder.OrderNumber}?postcode=${encodeURIComponent(guestOrder.PostalCode)}`,
  '/blog',
  `/blog-post/${seed.blogPosts[0]!.UrlSlug}`,
  '/checkout',
  '/contact',
  '/faq',
  '/kleurkiezer',
  '/kluswijzer',
  '/merken',
  `/merk/${brand.UrlSlug}`,
  `/merk/${brand.UrlSlug}/${brand.Collections[0]!.UrlSlug}`,
  '/mijn-account/login',
  '/mijn-account/resetpassword?token=onbekend',
  '/sitemap',
  '/track-my-order',
  '/vacatures',
  `/job/${seed.jobs[0]!.UrlSlug}`,
  '/winkelmandje',
  '/winkels',
  `/vestigingen/${seed.stores[0]!.UrlSlug}`,
  '/producten/aanbiedingen',
  '/producten/single',
  '/producten/100',
  `/product/${product.Url}`,
  '/zoeken/hond',
  `/recepten/${seed.recipes[0]!.UrlSlug}`,
  '/register/new-user',
  '/over-ons',
  '/toegankelijkheid',
  '/bestaat-niet/echt-niet',
]

const accountRoutes = [
  '/mijn-account',
  '/mijn-account/bestellingen',
  '/mijn-account/facturen',
  '/mijn-account/verlanglijstje',
  '/mijn-account/vouchers',
  // A customer's own order, with "Opnieuw bestellen" (the order list carries one per order).
  '/bestelling/DW-250102',
]

/**
 * One visit per route, scanned at 1280 px and again at 390 px after the viewport narrows: the
 * responsive layout (hamburger, stacked columns) is what changes between the two, and a second
 * page load would only double the time the sweep takes.
 */
async function checkBothWidths(page: import('@playwright/test').Page, path: string) {
  await watchCspViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(path)
  await expect(page.locator('main h1, #main h1').first()).toBeVisible({ timeout: 15_000 })
  // Let lazy parts (footer, images) settle before the scan.
  await page.waitForLoadState('networkidle')
  await expectNoA11yViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  // Two frames: media queries apply and the layout settles before the second scan.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await expectNoA11yViolations(page)
  // Trusted Types: nothing on the page (React, Leaflet, our own code) put a plain string in a sink.
  expect(await cspViolations(page), 'CSP violations').toEqual([])
}

test.describe('axe on every route', () => {
  test.describe.configure({ timeout: 90_000 })
  for (const path of publicRoutes) {
    test(`axe ${path}`, async ({ page }) => {
      await checkBothWidths(page, path)
    })
  }
  for (const path of accountRoutes) {
    test(`axe ${path} (logged in)`, async ({ page }) => {
      await demoLogin(page)
      await checkBothWidths(page, path)
    })
  }
})

test('the accessibility statement is reachable from the footer', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click()
  await expect(page).toHaveURL(/\/toegankelijkheid$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/toegankelijk/i)
})

test('the axe check itself fails on a violation', async ({ page }) => {
  await page.goto('/toegankelijkheid')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.src = '/favicon.svg'
    document.querySelector('main')!.append(img) // no alt text: 'image-alt', critical
  })
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/critical image-alt/)
})

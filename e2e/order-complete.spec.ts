// The order-complete page and an order's page (issue 43): every order step done, a Click & Collect
// order's pickup status with the store's public name, address and opening hours, the lines whole
// on a phone (no "Totaa", no cut amounts), and nobody thanked for an order that is not there.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { demoLogin, loyalAccount } from './pages/session'
import { expectUnbrokenAmounts } from './pages/money'
import { checkout } from '../src/messages/nl/checkout'

test.describe.configure({ timeout: 90_000 })

// Joost's Click & Collect order at the Zwolle store (seed order DW-250302, picked up by now).
const loyalCustomer = loyalAccount
const PICKUP_ORDER = 'DW-250302'

/** Every amount of the main column lies inside it and inside the box that holds it: none is cut. */
async function expectNothingCut(page: Page) {
  const cut = await page.evaluate(() => {
    const main = document.querySelector('main')!.getBoundingClientRect()
    const found: string[] = []
    for (const amount of document.querySelectorAll('main [data-amount]')) {
      const box = amount.getBoundingClientRect()
      let outside = box.right > main.right + 0.5 || box.left < main.left - 0.5
      // A box that scrolls or clips its content hides what lies beyond its edge.
      for (let parent = amount.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX === 'visible') continue
        const edge = parent.getBoundingClientRect()
        if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) outside = true
      }
      if (outside) found.push(amount.textContent ?? '')
    }
    return found
  })
  expect(cut, 'amounts cut off or outside the page').toEqual([])
}

test.describe('a Click & Collect order, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('order complete: steps done, pickup status, the store by name with its hours', async ({
    page,
  }) => {
    await demoLogin(page, loyalCustomer)
    await page.goto(`/bestelling-compleet?order=${PICKUP_ORDER}`)
    await expect(
      page.getByRole('heading', { level: 1, name: checkout.complete.title }),
    ).toBeVisible({ timeout: 20_000 })

    // The order is placed: each step of the one bar the cart and the checkout showed is done.
    const steps = page.getByRole('navigation', { name: checkout.steps.label }).getByRole('listitem')
    await expect(steps).toHaveCount(4)
    for (const step of await steps.all())
      await expect(step).toContainText(`(${checkout.steps.done})`)

    // A pickup status, not "Verzonden → Afgeleverd".
    const order = page.getByRole('region', { name: `Bestelling ${PICKUP_ORDER}` })
    const timeline = order.getByRole('list', { name: checkout.track.timeline })
    await expect(timeline).toBeVisible({ timeout: 20_000 })
    await expect(timeline.getByRole('listitem')).toHaveText([
      /Besteld/,
      /Wordt klaargezet/,
      /Klaar om op te halen/,
      /Opgehaald/,
    ])
    await expect(order).not.toContainText(checkout.statuses.Verzonden)

    // The store by its public name, with its address and opening hours; never the company.
    await expect(order.getByText('Dier & Ruiter Zwolle', { exact: true })).toBeVisible()
    await expect(order).not.toContainText('B.V.')
    await expect(order.getByRole('table', { name: /Openingstijden/ })).toBeVisible()

    await expectUnbrokenAmounts(page, 'order complete, 390 px')
    await expectNothingCut(page)
  })

  test('the order page shows the same pickup status, store and hours', async ({ page }) => {
    await demoLogin(page, loyalCustomer)
    await page.goto(`/bestelling/${PICKUP_ORDER}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('list', { name: checkout.track.timeline })).toContainText(
      'Klaar om op te halen',
      { timeout: 20_000 },
    )
    await expect(main.getByText('Dier & Ruiter Zwolle', { exact: true })).toBeVisible()
    await expect(main).not.toContainText('B.V.')
    await expectUnbrokenAmounts(page, 'order page, 390 px')
    await expectNothingCut(page)
  })
})

test('opened without an order, the page thanks no one', async ({ page }) => {
  await page.goto('/bestelling-compleet')
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.complete.noOrder.title }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(checkout.complete.title)).toHaveCount(0)
  await expect(page.getByRole('link', { name: checkout.complete.track })).toBeVisible()

  // An order number this browser did not place: not thanked for either, but findable.
  await page.goto('/bestelling-compleet?order=DW-250901')
  await expect(page.getByText(checkout.complete.noOrder.unknown('DW-250901'))).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText(checkout.complete.title)).toHaveCount(0)
})

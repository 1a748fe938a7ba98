// The store map leaves cleanly: a page left while Leaflet still animates (a zoom runs on a timer
// Leaflet itself never cancels) raises no error after the map is gone.
import { test, expect, waitForApp } from './fixtures'

test('leaving a store page while the map still zooms raises no page error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/winkels')
  await waitForApp(page)
  await page.getByRole('link', { name: 'Dier & Ruiter Utrecht' }).click()
  await expect(page).toHaveURL(/\/vestigingen\/dier-en-ruiter-utrecht$/)
  const zoomIn = page.getByRole('button', { name: 'Inzoomen' })
  await expect(zoomIn).toBeVisible()
  await expect(page.locator('.store-map path.leaflet-interactive').first()).toBeVisible()

  // Zoom in and go back in one go: the store list (its code and data already here) replaces the
  // page within the animation's quarter second.
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('.leaflet-control-zoom-in')?.click()
    history.back()
  })
  await expect(page).toHaveURL(/\/winkels$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Onze winkels' })).toBeVisible()
  // Past Leaflet's 250 ms zoom timer and a few frames.
  await page.waitForTimeout(800)
  expect(errors).toEqual([])
})

// Stores that say when they are open, and "Gebruik mijn locatie": on a fixed clock (Sunday 18
// January 2026, 14:00 in Amsterdam) the stores open on Sunday say "Nu open, tot 17:00" and the
// others when they open; a shared location sorts the list by distance with "3,2 km"; a refused
// one says so and keeps the list as it was. The store page says the same as its card.
import { test, expect, expectNoA11yViolations } from './fixtures'
import { ContentPage, FIRST_PAINT } from './pages/content-pages'
import { stores as t } from '../src/messages/nl/stores'

/** Sunday 18 January 2026, 14:00 in Amsterdam (CET). */
const SUNDAY_2PM = new Date('2026-01-18T13:00:00Z')
/** Utrecht Centraal. */
const UTRECHT = { latitude: 52.0894, longitude: 5.11 }

// The seed's stores open on Sunday (12:00–17:00); the others open on Monday at 12:00.
const sundayStores = ['Amsterdam', 'Utrecht', 'Rotterdam', 'Haarlem']

async function openStores(page: import('@playwright/test').Page) {
  await page.clock.setFixedTime(SUNDAY_2PM)
  const p = new ContentPage(page)
  await p.open('/winkels')
  await expect(p.h1).toHaveText('Onze winkels', FIRST_PAINT)
  const cards = p.main.locator('.store-card')
  await expect(cards).toHaveCount(12)
  return { p, cards }
}

const cityOf = (name: string) => name.replace('Dier & Ruiter ', '')

test('each store says whether it is open now, by its hours and the clock', async ({ page }) => {
  const { cards } = await openStores(page)
  for (const card of await cards.all()) {
    const city = cityOf(await card.getByRole('heading').innerText())
    await expect(card.getByTestId('store-open-state'), city).toHaveText(
      sundayStores.includes(city) ? t.openUntil('17:00') : t.closedUntil(1, 1, '12:00'),
    )
  }
  await expect(cards.first().getByTestId('store-open-state')).toHaveText('Nu open, tot 17:00')
  await expect(cards.nth(3).getByTestId('store-open-state')).toHaveText(
    'Gesloten, opent morgen om 12:00',
  )
  await expectNoA11yViolations(page)
})

test('a shared location sorts the stores by distance and shows it', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(UTRECHT)
  const { p, cards } = await openStores(page)
  const before = await cards.getByRole('heading').allInnerTexts()
  expect(before[0]).toBe('Dier & Ruiter Amsterdam')

  await p.main.getByRole('button', { name: t.location.use }).click()
  await expect(p.main.getByRole('status').filter({ hasText: t.location.sorted })).toBeVisible()
  // Utrecht first (1 km), then Amersfoort (about 20 km), then Amsterdam (about 33 km).
  await expect(cards.getByRole('heading')).toHaveText([
    'Dier & Ruiter Utrecht',
    'Dier & Ruiter Amersfoort',
    'Dier & Ruiter Amsterdam',
    /Dier & Ruiter/,
    /Dier & Ruiter/,
    /Dier & Ruiter/,
    /Dier & Ruiter/,
    /Dier & Ruiter/,
    /Dier & Ruiter/,
    /Dier & Ruiter/,
    /Dier & Ruiter/,
    /Dier & Ruiter/,
  ])
  // What a sighted shopper reads ('3,2 km'; screen readers hear 'Afstand:' before it).
  const distances = (await cards.getByTestId('store-distance').allInnerTexts()).map((text) =>
    text.replace(`${t.distance}:`, '').trim(),
  )
  expect(distances).toHaveLength(12)
  for (const d of distances) expect(d).toMatch(/^\d{1,3}(\.\d{3})*(,\d)?\u00a0km$/)
  expect(distances[0]).toMatch(/^1,\d\u00a0km$/)
  const km = distances.map((d) =>
    Number(
      d
        .replace(/\u00a0km$/, '')
        .replace('.', '')
        .replace(',', '.'),
    ),
  )
  expect(km).toEqual([...km].sort((a, b) => a - b))
  await expectNoA11yViolations(page)

  // The store page says the same, with its distance.
  await cards.first().getByRole('link').click()
  await expect(p.h1).toHaveText('Dier & Ruiter Utrecht')
  await expect(p.main.getByTestId('store-open-state')).toHaveText(t.openUntil('17:00'))
  await expect(p.main.getByTestId('store-distance')).toContainText(distances[0]!)
})

test('a refused location is explained and the list keeps its order', async ({ page, context }) => {
  await context.clearPermissions()
  const { p, cards } = await openStores(page)
  const before = await cards.getByRole('heading').allInnerTexts()
  // The browser asks nothing until the shopper taps.
  await p.main.getByRole('button', { name: t.location.use }).click()
  await expect(p.main.getByRole('status').filter({ hasText: t.location.denied })).toBeVisible()
  await expect(cards.getByRole('heading')).toHaveText(before)
  await expect(cards.getByTestId('store-distance')).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('a closed store’s page says when it opens', async ({ page }) => {
  await page.clock.setFixedTime(SUNDAY_2PM)
  const p = new ContentPage(page)
  await p.open('/vestigingen/dier-en-ruiter-den-haag')
  await expect(p.h1).toHaveText('Dier & Ruiter Den Haag', FIRST_PAINT)
  await expect(p.main.getByTestId('store-open-state')).toHaveText('Gesloten, opent morgen om 12:00')
  // Today's row of the table is Sunday, closed.
  const today = p.main.getByRole('row', { name: /Zondag/ })
  await expect(today).toHaveAttribute('aria-current', 'date')
  await expect(today).toContainText('Gesloten')
})

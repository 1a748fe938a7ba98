// "Bijna op?" on the production build with the mock API: the demo customer's due products on home
// (one tap, or all at once, in ONE batch), "Later" and "Niet meer voorstellen" kept per customer on
// the device, the cart's "Vergeet je dit niet?", the calendar reminder and its cart-fill link (and
// a tampered one), and nothing for a guest or a customer without a rhythm. The mock dates its
// rhythm orders from its own day: expected days are counted from the server's Date header.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { inBaselinesBrowser } from './browser'
import { bulkAdd } from '../src/messages/nl/bulk-add'
import { summary } from '../src/messages/nl/summary'
import { content } from '../src/messages/nl/content'
import { recordBatches } from './pages/cart-page'
import { AddedLayer } from './pages/added-layer'
import { LoginPage } from './pages/login-page'
import { AccountPage } from './pages/account-page'
import { emptyCustomerCart } from './pages/repeat-buyers'
import { demoLogin } from './pages/session'
import {
  RunningOut,
  addDays,
  customers,
  dayInWords,
  nameOf,
  rhythmProducts as p,
  serverToday,
  t,
} from './pages/running-out'

test.describe.configure({ timeout: 90_000 })
// Its baselines were drawn in the full Chromium (e2e/browser.ts).
test.use(inBaselinesBrowser)

const slow = { timeout: 30_000 }
const sizes = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 800 } } as const

/** Home with the lower blocks in: the first product rail ('Aanbiedingen') is on the page. */
async function openHome(page: Page) {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Aanbiedingen' }),
    'the lower blocks of home',
  ).toBeVisible(slow)
}

async function logInThroughTheForm(page: Page, who: { email: string; password: string }) {
  const login = new LoginPage(page)
  await login.goto('/')
  await login.login(who.email, who.password)
  await expect(page).toHaveURL(/\/$/, slow)
}

test.describe('the demo customer', () => {
  // One demo customer, one server-side cart: these flows take turns and leave it empty.
  test.describe.configure({ mode: 'serial' })
  let token = ''
  test.beforeEach(async ({ page }) => {
    token = await demoLogin(page)
    await emptyCustomerCart(page.request, token)
  })
  test.afterEach(async ({ page }) => {
    await emptyCustomerCart(page.request, token)
  })

  test('home shows "Bijna op?" with the due products, not the others; one tap and "Alles in winkelmandje" are one batch each', async ({
    page,
  }) => {
    const today = await serverToday(page.request)
    const shop = new RunningOut(page)
    const layer = new AddedLayer(page)
    const batches = recordBatches(page)
    await openHome(page)
    await expect(shop.region).toBeVisible(slow)
    // Above the first product rail.
    const railTop = (await shop.region.boundingBox())!.y
    const offersTop = (await page
      .getByRole('heading', { level: 2, name: 'Aanbiedingen' })
      .boundingBox())!.y
    expect(railTop).toBeLessThan(offersTop)

    // Due: hay and the cat food (both 3 days past), the dog food (in 4 days). Not due: the cat
    // litter (ordered 3 days ago). No longer sold: the rabbit pellets.
    await expect(shop.titles(shop.region)).toHaveText([
      nameOf(p.hay),
      nameOf(p.soldOutCatFood),
      nameOf(p.dogFood),
    ])
    await expect(shop.region).not.toContainText(nameOf(p.catLitter))
    await expect(shop.region).not.toContainText(nameOf(p.goneRabbitPellets))
    await expect(shop.item(shop.region, p.dogFood)).toContainText(
      t.when.soon(dayInWords(addDays(today, 4))),
    )
    await expect(shop.item(shop.region, p.hay)).toContainText(t.when.overdue)

    // Sold out: it says so and offers up to three others from its category, its brand first.
    const soldOut = shop.item(shop.region, p.soldOutCatFood)
    await expect(soldOut).toContainText(t.soldOut)
    const alternatives = soldOut.getByRole('list', { name: t.alternatives }).getByRole('link')
    await expect(alternatives.first()).toHaveText(
      /Whiskas 1\+ Vis Selectie in saus 12 x 85 gram/,
      slow,
    )
    expect(await alternatives.count()).toBeLessThanOrEqual(3)
    await expect(shop.addButton(p.soldOutCatFood, 1)).toHaveCount(0)

    for (const width of [390, 1280] as const) {
      await page.setViewportSize(sizes[width])
      await expectNoA11yViolations(page)
    }

    // One tap: the quantity bought last time (two bags), ONE batch.
    await shop.addButton(p.dogFood, 2).click()
    // The add-to-cart layer shows the batch (decision 024); "Verder winkelen" closes it.
    await expect(layer.dialog.getByText(bulkAdd.added(1))).toBeVisible(slow)
    expect(batches).toEqual([
      { changes: [{ action: 'Add', productId: p.dogFood, quantity: 2, color: null }] },
    ])
    await layer.continueShopping.click()
    await expect(layer.dialog).toBeHidden()

    // Everything due: ONE batch of what can be bought; the sold-out one is named.
    await emptyCustomerCart(page.request, token)
    batches.length = 0
    await shop.addAllButton.click()
    await expect(layer.dialog.getByText(bulkAdd.added(2))).toBeVisible(slow)
    expect(batches).toEqual([
      {
        changes: [
          { action: 'Add', productId: p.hay, quantity: 1, color: null },
          { action: 'Add', productId: p.dogFood, quantity: 2, color: null },
        ],
      },
    ])
    // What it refused is named in the layer, beside what it added.
    await expect(layer.dialog).toContainText(
      bulkAdd.refused(nameOf(p.soldOutCatFood), bulkAdd.reasons.outOfStock),
    )
    await layer.continueShopping.click()
  })

  test('on the account page, the price beside a button that adds more than one says it is a piece’s', async ({
    page,
  }) => {
    const shop = new RunningOut(page)
    await new AccountPage(page).goto()
    await expect(shop.region).toBeVisible(slow)
    const rowOf = (quantity: number) =>
      shop.region
        .locator('.running-out-row')
        .filter({ hasText: t.lastTime(quantity) })
        .first()
    // "Vorige keer: 2 stuks" beside "€ 7,99": a bag's price, not what the tap adds.
    await expect(rowOf(2).locator('.running-out-row-buy')).toContainText(summary.perPiece)
    await expect(rowOf(1).locator('.running-out-row-buy')).not.toContainText(summary.perPiece)
  })

  test('the reminder is one event on the day, and its link fills the cart only after the shopper confirms', async ({
    page,
  }) => {
    const today = await serverToday(page.request)
    const shop = new RunningOut(page)
    await openHome(page)
    await expect(shop.region).toBeVisible(slow)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      shop.calendarButton.click(),
    ])
    const due = addDays(today, 4)
    expect(download.suggestedFilename()).toBe(t.calendar.fileName(due))
    const ics = await readFile((await download.path())!, 'utf8')
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    const dtstart = lines.find((l) => l.startsWith('DTSTART'))!.split(':')[1]!
    // 08:00 in Amsterdam on the day the dog food runs out.
    const start = new Date(
      `${dtstart.slice(0, 4)}-${dtstart.slice(4, 6)}-${dtstart.slice(6, 8)}T${dtstart.slice(9, 11)}:${dtstart.slice(11, 13)}:00Z`,
    )
    expect(
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Amsterdam',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(start),
    ).toBe(`${due} 08:00`)
    const summary = lines.find((l) => l.startsWith('SUMMARY:'))!
    expect(summary).toContain(nameOf(p.dogFood))
    const link = new URL(lines.find((l) => l.startsWith('URL:'))!.slice(4))

    // The link, opened later (as a guest: the reminder may be opened anywhere).
    await page.evaluate(() => localStorage.removeItem('authToken'))
    const batches = recordBatches(page)
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { level: 1, name: t.fill.title })).toBeVisible(slow)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      nameOf(p.hay),
      nameOf(p.dogFood),
    ])
    await expect(main).toContainText(t.fill.quantity(2))
    await expectNoA11yViolations(page)
    expect(batches, 'nothing is added before the shopper confirms').toEqual([])
    await main.getByRole('button', { name: `${t.fill.confirm} ${t.fill.confirmFor}` }).click()
    await expect(page.getByText(bulkAdd.added(2))).toBeVisible(slow)
    expect(batches).toEqual([
      {
        changes: [
          { action: 'Add', productId: p.hay, quantity: 1, color: null },
          { action: 'Add', productId: p.dogFood, quantity: 2, color: null },
        ],
      },
    ])
  })
})

test('"Later" and "Niet meer voorstellen" hide a product, survive a reload, and are not another customer’s', async ({
  page,
}) => {
  const shop = new RunningOut(page)
  await logInThroughTheForm(page, customers.demo)
  await openHome(page)
  await expect(shop.item(shop.region, p.hay)).toBeVisible(slow)

  await shop.laterButton(p.hay).click()
  await expect(shop.item(shop.region, p.hay)).toHaveCount(0)
  await shop.neverButton(p.dogFood).click()
  await expect(shop.item(shop.region, p.dogFood)).toHaveCount(0)
  await expect(shop.region.getByText(t.neverDone(nameOf(p.dogFood)))).toBeVisible()
  await expect(shop.titles(shop.region)).toHaveText([nameOf(p.soldOutCatFood)])

  await page.reload()
  await expect(shop.titles(shop.region)).toHaveText([nameOf(p.soldOutCatFood)], slow)

  // The account block can undo "Niet meer voorstellen".
  const accountPage = new AccountPage(page)
  await accountPage.goto()
  await expect(shop.region).toBeVisible(slow)
  await expect(shop.item(shop.region, p.soldOutCatFood)).toContainText(t.rhythm(14))
  // The sold-out row shows no price of its own: under its alternatives' prices it would read as
  // one of theirs. (The alternatives show theirs.)
  await expect(
    shop.item(shop.region, p.soldOutCatFood).locator('.running-out-row-buy'),
  ).not.toContainText('€')
  await expect(shop.undoButton(p.dogFood)).toBeVisible()
  for (const width of [390, 1280] as const) {
    await page.setViewportSize(sizes[width])
    await expectNoA11yViolations(page)
  }

  // Another customer on this device: hay is due for Joost too, and his rail shows it.
  await accountPage.logoutButton.click()
  await expect(page).toHaveURL(/\/$/, slow)
  await logInThroughTheForm(page, customers.loyal)
  await openHome(page)
  await expect(shop.titles(shop.region)).toHaveText([nameOf(p.horseFeed), nameOf(p.hay)], slow)

  // Back to the demo customer: her choices are still hers.
  await new AccountPage(page).goto()
  await new AccountPage(page).logoutButton.click()
  await expect(page).toHaveURL(/\/$/, slow)
  await logInThroughTheForm(page, customers.demo)
  await openHome(page)
  await expect(shop.titles(shop.region)).toHaveText([nameOf(p.soldOutCatFood)], slow)

  // Undone in the account: the dog food is suggested again.
  await new AccountPage(page).goto()
  await shop.undoButton(p.dogFood).click()
  await expect(shop.item(shop.region, p.dogFood)).toBeVisible()
  await openHome(page)
  await expect(shop.titles(shop.region)).toHaveText(
    [nameOf(p.soldOutCatFood), nameOf(p.dogFood)],
    slow,
  )
})

test('the cart suggests a due product that is not in it, and not one that is', async ({ page }) => {
  const token = await demoLogin(page, customers.pieter)
  await emptyCustomerCart(page.request, token)
  try {
    const added = await page.request.post('/api/aspos/cart/lines/batch', {
      headers: { Authorization: `Bearer ${token}` },
      data: { changes: [{ action: 'Add', productId: p.fishFlakes, quantity: 1, color: null }] },
    })
    expect(added.ok()).toBe(true)
    const shop = new RunningOut(page)
    await page.goto('/winkelmandje')
    await expect(shop.cartSuggestion).toBeVisible(slow)
    await expect(shop.titles(shop.cartSuggestion)).toHaveText([nameOf(p.bedding)])
    await expect(shop.cartSuggestion).not.toContainText(nameOf(p.fishFlakes))
    // Under the lines: below the line of the fish flakes.
    const line = page
      .getByRole('main')
      .getByRole('link', { name: nameOf(p.fishFlakes) })
      .first()
    expect((await shop.cartSuggestion.boundingBox())!.y).toBeGreaterThan(
      (await line.boundingBox())!.y,
    )
    for (const width of [390, 1280] as const) {
      await page.setViewportSize(sizes[width])
      await expectNoA11yViolations(page)
      // Its baseline picture: the day it names moves with the calendar and is masked.
      await expect(shop.cartSuggestion).toHaveScreenshot(`cart-suggestion-${width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        mask: [page.locator('.running-out-when')],
      })
    }
  } finally {
    await emptyCustomerCart(page.request, token)
  }
})

test('a tampered cart-fill link adds nothing and says why', async ({ page }) => {
  const batches = recordBatches(page)
  await page.goto(`/winkelmandje/vullen?p=99999999:1,${p.dogFood}:0,${p.hay}:10000`)
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert.getByRole('heading', { name: t.fill.refusedHeading })).toBeVisible(slow)
  const max = 999
  await expect(alert).toContainText(t.fill.problems.unknown(t.fill.problems.productId(99999999)))
  await expect(alert).toContainText(t.fill.problems.quantity(nameOf(p.dogFood), 0, max))
  await expect(alert).toContainText(t.fill.problems.quantity(nameOf(p.hay), 10000, max))
  await expect(alert).toContainText(t.fill.nothingAdded)
  await expect(page.getByRole('button', { name: new RegExp(t.fill.confirm) })).toHaveCount(0)
  await expectNoA11yViolations(page)
  expect(batches).toEqual([])
})

test('a guest and a customer without a rhythm see no "Bijna op?"', async ({ page }) => {
  const asked: string[] = []
  const chunks: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/aspos/orders')) asked.push(request.url())
    if (/\/assets\/(running-out|use-running-out)[^/]*\.js$/.test(path)) chunks.push(path)
  })
  const shop = new RunningOut(page)
  await openHome(page)
  await expect(
    page.getByRole('heading', { level: 2, name: content.home.extraHeading }),
  ).toBeVisible(slow)
  await expect(shop.region).toHaveCount(0)
  expect(asked, 'a guest asks for no orders').toEqual([])
  expect(chunks, 'a guest loads none of its code').toEqual([])

  await logInThroughTheForm(page, customers.fresh)
  await openHome(page)
  await expect(
    page.getByRole('heading', { level: 2, name: content.home.extraHeading }),
  ).toBeVisible(slow)
  await expect.poll(() => asked.length, slow).toBeGreaterThan(0)
  expect(chunks.length, 'a customer loads it').toBeGreaterThan(0)
  await expect(shop.region).toHaveCount(0)
  await new AccountPage(page).goto()
  await expect(page.getByRole('heading', { level: 2, name: t.account.heading })).toHaveCount(0)
})

// Repeat buyers on the production build with the mock API: a past order to the cart again in ONE
// batch (what can no longer be bought named and not sent, quantities lowered to the stock), the
// wish list to the cart in one batch, and "Onlangs bekeken" kept on the device until logout.
import { test, expect, expectNoA11yViolations } from './fixtures'
import { cart as cartMessages } from '../src/messages/nl/cart'
import { bulkAdd } from '../src/messages/nl/bulk-add'
import { account } from '../src/messages/nl/account'
import { catalogue } from '../src/messages/nl/catalogue'
import { fixtureProductIds, products } from '../src/mocks/db/seed-catalogue'
import { discontinuedProducts } from '../src/mocks/db/seed-stores-people'
import { recordBatches } from './pages/cart-page'
import { registerCustomer, putToken } from './pages/login-page'
import { addToWishList, emptyCustomerCart, RepeatBuyers } from './pages/repeat-buyers'
import { demoLogin } from './pages/session'

test.describe.configure({ timeout: 90_000 })

const bulk = bulkAdd
const product = (id: number) => products.find((p) => p.Id === id)!
const colour = product(fixtureProductIds.colour)
const staffel = product(fixtureProductIds.staffel)
const gone = discontinuedProducts[0]

test.describe('reorder', () => {
  // One demo customer, one server-side cart: two reorders of DW-250102 side by side in two workers
  // added its lines twice (the cart showed 4 where the flow expects 2). These flows take turns.
  test.describe.configure({ mode: 'serial' })
  let token = ''
  test.beforeEach(async ({ page }) => {
    token = await demoLogin(page)
    await emptyCustomerCart(page.request, token)
  })
  test.afterEach(async ({ page }) => {
    await emptyCustomerCart(page.request, token)
  })

  test('the demo customer reorders a past order: its lines in the cart with ONE batch request', async ({
    page,
  }) => {
    const batches = recordBatches(page)
    const shop = new RepeatBuyers(page)
    await page.goto('/mijn-account/bestellingen')
    await shop.reorderButton('DW-250102').click()
    await expect(page.getByRole('status').filter({ hasText: bulk.added(2) })).toBeVisible({
      timeout: 15_000,
    })
    expect(batches).toHaveLength(1)
    expect(batches[0]!.changes).toEqual([
      { action: 'Add', productId: colour.Id, quantity: 2, color: 'RAL9010' },
      { action: 'Add', productId: staffel.Id, quantity: 3, color: null },
    ])

    // Through the header, as a shopper goes (the add-to-cart layer closed first): the order's
    // prices are kept for this visit.
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: /^Winkelmandje,/ }).click()
    await expect(page).toHaveURL(/\/winkelmandje$/)
    const lines = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: colour.Description }) })
    await expect(lines.first()).toContainText('RAL 9010')
    await expect(
      page.getByRole('spinbutton', { name: cartMessages.page.quantityFor(colour.Description) }),
    ).toHaveValue('2')
    await expect(
      page.getByRole('spinbutton', { name: cartMessages.page.quantityFor(staffel.Description) }),
    ).toHaveValue('3')
    // Today's prices: the cart says which reordered lines cost something else than the order did.
    await expect(page.getByRole('region', { name: bulkAdd.priceChanges.heading })).toContainText(
      colour.Description,
    )
    await expectNoA11yViolations(page)
  })

  test('a discontinued line is named and not sent; other refusals and the stock cap are said', async ({
    page,
  }) => {
    const batches = recordBatches(page)
    const shop = new RepeatBuyers(page)
    await page.goto('/bestelling/DW-250102')
    await shop.reorderButton('DW-250102').click()
    await expect(
      page.getByText(bulk.refused(gone.Description, bulk.reasons.notFound)),
    ).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: bulk.added(2) })).toBeVisible({
      timeout: 15_000,
    })
    expect(batches).toHaveLength(1)
    expect(batches[0]!.changes.map((c) => (c as { productId: number }).productId)).not.toContain(
      gone.Id,
    )

    // DW-250103: more than the stock, a sold-out product and a colour that is gone.
    const birthday = product(fixtureProductIds.birthdayDiscount)
    await page.goto('/bestelling/DW-250103')
    await shop.reorderButton('DW-250103').click()
    await expect(
      page.getByText(bulk.lowered(birthday.Description, 30, birthday.Stock)),
    ).toBeVisible()
    await expect(
      page.getByText(
        bulk.refused(product(fixtureProductIds.outOfStock).Description, bulk.reasons.outOfStock),
      ),
    ).toBeVisible()
    await expect(
      page.getByText(bulk.refused(colour.Description, bulk.reasons.colourGone)),
    ).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: bulk.added(1) })).toBeVisible({
      timeout: 15_000,
    })
    expect(batches).toHaveLength(2)
    expect(batches[1]!.changes).toEqual([
      { action: 'Add', productId: birthday.Id, quantity: birthday.Stock, color: null },
    ])
    await expectNoA11yViolations(page)
  })
})

test('the wish list goes to the cart in one batch, the products that need a choice named', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Verlanglijst')
  await addToWishList(page.request, customer.token, [
    fixtureProductIds.plain,
    fixtureProductIds.isNew,
    colour.Id,
    fixtureProductIds.outOfStock,
  ])
  await putToken(page, customer.token)
  const batches = recordBatches(page)
  const shop = new RepeatBuyers(page)
  await page.goto('/mijn-account/verlanglijstje')
  await expect(page.getByText(account.wishList.count(4))).toBeVisible()
  await shop.wishListButton.click()
  await expect(
    page.getByText(bulk.refused(colour.Description, bulk.reasons.colourRequired)),
  ).toBeVisible()
  await expect(
    page.getByText(
      bulk.refused(product(fixtureProductIds.outOfStock).Description, bulk.reasons.outOfStock),
    ),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: bulk.added(2) })).toBeVisible({
    timeout: 15_000,
  })
  expect(batches).toHaveLength(1)
  expect(batches[0]!.changes).toEqual([
    { action: 'Add', productId: fixtureProductIds.plain, quantity: 1, color: null },
    { action: 'Add', productId: fixtureProductIds.isNew, quantity: 1, color: null },
  ])
  await expect(page.getByRole('link', { name: /^Winkelmandje, 2 artikelen/ })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('"Onlangs bekeken" lists the products just opened, newest first, survives a reload and is empty after logout', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Kijker')
  await putToken(page, customer.token)
  const shop = new RepeatBuyers(page)
  const opened = [
    fixtureProductIds.plain,
    fixtureProductIds.isNew,
    fixtureProductIds.discounted,
  ].map(product)
  for (const p of opened) {
    await page.goto(`/product/${p.Url}`)
    await expect(page.getByRole('heading', { level: 1, name: p.Description })).toBeVisible({
      timeout: 20_000,
    })
  }
  // Under the product: the others, newest first (the page leaves out the product it shows).
  await expect(shop.recentlyViewedTitles()).toHaveText([
    opened[1]!.Description,
    opened[0]!.Description,
  ])
  await page.reload()
  await expect(shop.recentlyViewedTitles()).toHaveText([
    opened[1]!.Description,
    opened[0]!.Description,
  ])

  // A search without hits and the empty cart show the whole list.
  const newestFirst = [...opened].reverse().map((p) => p.Description)
  await page.goto('/zoeken/zzxqqvw')
  await expect(shop.recentlyViewedTitles()).toHaveText(newestFirst)
  await expectNoA11yViolations(page)
  await page.goto('/winkelmandje')
  await expect(shop.recentlyViewedTitles()).toHaveText(newestFirst)

  await page.goto('/mijn-account')
  await page.getByRole('main').getByRole('button', { name: account.logout.action }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/zoeken/zzxqqvw')
  await expect(
    page.getByRole('heading', { level: 2, name: catalogue.listing.empty.title }),
  ).toBeVisible()
  await expect(shop.recentlyViewed).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('recently-viewed'))).toBeNull()
})

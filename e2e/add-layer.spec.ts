// The add-to-cart layer (issue 44): an add from a product page or a card opens a dialog (on a phone
// a bottom sheet) with the product as added, the cart's count and, once the batch is confirmed,
// its total, "Verder winkelen" and "Naar winkelmandje", and products that go with it; the spec's
// notice shows inside it. Escape closes it and gives the focus back to the button. A failed batch
// closes it and shows the spec's error notice instead. A bulk add shows one layer for the batch,
// naming what it refused.
import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations, shotForLooking } from './fixtures'
import { AddedLayer, addedLayerMessages as t } from './pages/added-layer'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { ProductPage } from './pages/product-page'
import { registerCustomer, putToken } from './pages/login-page'
import { addToWishList, RepeatBuyers } from './pages/repeat-buyers'
import { bulkAdd } from '../src/messages/nl/bulk-add'
import { fixtureProductIds, products } from '../src/mocks/db/seed-catalogue'
import { formatPrice } from '../src/lib/format'

test.describe.configure({ timeout: 90_000 })

const product = (id: number) => products.find((p) => p.Id === id)!
const plain = product(fixtureProductIds.plain)
const colour = product(fixtureProductIds.colour)
const soldOut = product(fixtureProductIds.outOfStock)
const FIRST_PAINT = { timeout: 20_000 }
const shot = (page: Page, name: string) => shotForLooking(page, `add-layer-${name}`)

const productAddButton = (page: Page) =>
  new ProductPage(page).detail
    .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
    .first()

for (const width of [1280, 390] as const) {
  test(`a product page add opens the layer with the product, the total and the ways on (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await seedAnonymousCart(page, [])
    const layer = new AddedLayer(page)
    await new ProductPage(page).goto(plain.Url)
    const add = productAddButton(page)
    await expect(add).toBeEnabled(FIRST_PAINT)
    await add.click()

    await expect(layer.dialog).toBeVisible()
    await expect(layer.lines).toContainText(plain.Description)
    await expect(layer.lines).toContainText(t.quantity(1))
    await expect(layer.lines).toContainText(formatPrice(6499))
    await expect(layer.dialog).toContainText(t.inCart(1))
    // The total follows the batch's answer (after the spec's quiet second), with the spec's notice.
    await expect(layer.total).toHaveText(`${t.total} ${formatPrice(6499)}`, { timeout: 15_000 })
    await expect(layer.dialog.getByRole('status')).toHaveText(cartMessages.notices.added)
    await expect(layer.continueShopping).toBeVisible()
    await expect(layer.toCart).toBeVisible()
    // Focus is in the layer.
    expect(await layer.dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await expect(layer.suggestions.getByRole('listitem').first()).toBeVisible()
    if (width === 390) {
      // A bottom sheet: the whole width, down to the bottom of the screen.
      const box = (await layer.dialog.boundingBox())!
      expect(box.x).toBe(0)
      expect(box.width).toBe(390)
      expect(Math.round(box.y + box.height)).toBe(844)
    }
    await shot(page, `product-${width}`)
    await expectNoA11yViolations(page)

    await page.keyboard.press('Escape')
    await expect(layer.dialog).toBeHidden()
    await expect(add).toBeFocused()
  })
}

test('a card add opens the layer; "Naar winkelmandje" leads to the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await seedAnonymousCart(page, [{ productId: plain.Id, quantity: 1 }])
  const layer = new AddedLayer(page)
  await page.goto('/zoeken/royal canin')
  const card = page.locator(`.product-card[data-product-id="${plain.Id}"]`)
  const add = card.getByRole('button', { name: cartMessages.addToCart.button, exact: true })
  await expect(add).toBeEnabled(FIRST_PAINT)
  await add.click()
  await expect(layer.dialog).toBeVisible()
  await expect(layer.lines).toContainText(plain.Description)
  await expect(layer.dialog).toContainText(t.inCart(2))
  await expect(layer.total).toHaveText(`${t.total} ${formatPrice(2 * 6499)}`, { timeout: 15_000 })
  await shot(page, 'card-1280')
  await layer.toCart.click()
  await expect(new CartPage(page).heading).toBeVisible()
  await expect(layer.dialog).toBeHidden()
})

// Issue 51's review: the spec's 5 s notice stood over the cart page's delivery line when the
// shopper went to the cart within those 5 s. The notice is kept (the layer shows it); on the cart,
// which says it in full, it covers nothing.
for (const width of [390, 1280] as const) {
  test(`the added notice covers nothing on the cart page reached within its 5 s (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await seedAnonymousCart(page, [])
    const layer = new AddedLayer(page)
    await new ProductPage(page).goto(plain.Url)
    await expect(productAddButton(page)).toBeEnabled(FIRST_PAINT)
    await productAddButton(page).click()
    await expect(layer.dialog.getByRole('status')).toHaveText(cartMessages.notices.added, {
      timeout: 15_000,
    })
    await layer.toCart.click()
    const cartPage = new CartPage(page)
    await expect(cartPage.heading).toBeVisible()
    await expect(page.getByRole('main').getByText(plain.Description).first()).toBeVisible()
    // Every box of the notices against every text and control the cart page shows in the window.
    const overlaps = await page.evaluate(() => {
      const boxes = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight)
      const notices = boxes('.notices .toast')
      const content = boxes('main :is(p, li, h1, h2, h3, a, button, dt, dd, span, label)')
      return notices.flatMap((n) =>
        content.filter(
          (c) => c.left < n.right && n.left < c.right && c.top < n.bottom && n.top < c.bottom,
        ).length
          ? [n.toJSON()]
          : [],
      )
    })
    expect(overlaps).toEqual([])
    await shot(page, `cart-after-add-${width}`)
  })
}

test('a card add at 390 px shows the bottom sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await seedAnonymousCart(page, [])
  const layer = new AddedLayer(page)
  await page.goto('/zoeken/royal canin')
  const card = page.locator(`.product-card[data-product-id="${plain.Id}"]`)
  const add = card.getByRole('button', { name: cartMessages.addToCart.button, exact: true })
  await expect(add).toBeEnabled(FIRST_PAINT)
  await add.click()
  await expect(layer.dialog).toBeVisible()
  await expect(layer.total).toHaveText(`${t.total} ${formatPrice(6499)}`, { timeout: 15_000 })
  await shot(page, 'card-390')
  await layer.continueShopping.click()
  await expect(layer.dialog).toBeHidden()
  await expect(add).toBeFocused()
})

// Issue 50 (the taps): the layer is shown in the page, not as a modal <dialog>, which made the
// page behind it inert and restyled all of it (670 elements on a listing, the add's largest part at
// 8× CPU). It keeps a modal's ways: the focus in it, Tab round inside it, a tap on the dimmed page
// closes it and gives the focus back.
test('a card add restyles the layer, not the page behind it; a tap beside it closes it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await seedAnonymousCart(page, [])
  const layer = new AddedLayer(page)
  await page.goto('/zoeken/royal canin')
  const card = page.locator(`.product-card[data-product-id="${plain.Id}"]`)
  const add = card.getByRole('button', { name: cartMessages.addToCart.button, exact: true })
  await expect(add).toBeEnabled(FIRST_PAINT)
  // The layer's code is in before the add (loaded once the page is idle).
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3500)
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  await add.click()
  await expect(layer.dialog).toBeVisible()
  const trace = JSON.parse((await browser.stopTracing()).toString())
  const restyled = (
    (trace.traceEvents ?? trace) as { name: string; args?: { elementCount?: number } }[]
  )
    .filter((event) => event.name === 'UpdateLayoutTree')
    .map((event) => event.args?.elementCount ?? 0)
  expect(Math.max(0, ...restyled)).toBeLessThan(elements / 2)
  expect(await layer.dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Shift+Tab')
  expect(await layer.dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  // The dimmed page above the sheet.
  await page.mouse.click(195, 20)
  await expect(layer.dialog).toBeHidden()
  await expect(add).toBeFocused()
})

test('a failed batch closes the layer and shows the error notice instead', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await seedAnonymousCart(page, [])
  // The refusal comes a moment later, as a real one would: the layer is seen first, then closes.
  await page.route('**/api/aspos/cart/lines/batch', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
  })
  const layer = new AddedLayer(page)
  await new ProductPage(page).goto(plain.Url)
  const add = productAddButton(page)
  await expect(add).toBeEnabled(FIRST_PAINT)
  await add.click()
  await expect(layer.dialog).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: cartMessages.notices.addFailed }),
  ).toBeVisible({
    timeout: 15_000,
  })
  await expect(layer.dialog).toBeHidden()
  await expect(add).toBeFocused()
  await expect(new CartPage(page).headerCart).toHaveAccessibleName(/^Winkelmandje, 0 artikelen/)
  await shot(page, 'failed-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'failed-390')
})

for (const width of [1280, 390] as const) {
  test(`a bulk add shows one layer for the batch, naming what it refused (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const customer = await registerCustomer(page, 'Laag')
    await addToWishList(page.request, customer.token, [plain.Id, colour.Id, soldOut.Id])
    await putToken(page, customer.token)
    const layer = new AddedLayer(page)
    await page.goto('/mijn-account/verlanglijstje')
    await new RepeatBuyers(page).wishListButton.click()
    await expect(layer.dialog).toBeVisible({ timeout: 15_000 })
    await expect(layer.lines.getByRole('listitem')).toHaveCount(1)
    await expect(layer.lines).toContainText(plain.Description)
    await expect(layer.dialog).toContainText(
      bulkAdd.refused(colour.Description, bulkAdd.reasons.colourRequired),
    )
    await expect(layer.dialog).toContainText(
      bulkAdd.refused(soldOut.Description, bulkAdd.reasons.outOfStock),
    )
    await expect(layer.dialog.getByRole('status')).toHaveText(bulkAdd.added(1), {
      timeout: 15_000,
    })
    await expect(layer.total).toHaveText(`${t.total} ${formatPrice(6499)}`)
    await shot(page, `bulk-${width}`)
  })
}

// A shopper review (issue 51): after adding gloves, "Past er goed bij" offered the body protector
// already in the cart; a senior cat food got a kitten food. Never what the cart holds (nor another
// size of it), and a food's suggestions are of its life stage.
const lifeStage = (p: (typeof products)[number]) =>
  p.Fields.find((f) => f.Code === 'Levensfase')?.Value ?? null

for (const width of [1280, 390] as const) {
  test(`"Past er goed bij" leaves out what the cart holds, and a food's other life stages (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const protector = products.find((p) => p.Url === 'hkm-bodyprotector-flex-level-3')!
    const protectorM = products.find(
      (p) => p.ParentProductId === protector.Id && p.Description.endsWith('maat M'),
    )!
    await seedAnonymousCart(page, [{ productId: protectorM.Id, quantity: 1 }])
    const layer = new AddedLayer(page)
    const productPage = new ProductPage(page)
    await productPage.goto('hkm-rijhandschoenen-mesh')
    await productPage.detail.getByRole('radio', { name: /maat M/ }).click()
    await productPage.addToCart()
    await expect(layer.suggestions.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
    const withGloves = await layer.suggestions.locator('.added-suggestion-name').allInnerTexts()
    expect(withGloves.length).toBeGreaterThan(0)
    expect(withGloves.filter((name) => name.includes('Bodyprotector Flex'))).toEqual([])
    await shot(page, `in-cart-${width}`)
    await page.keyboard.press('Escape')

    const senior = products.find((p) => p.Url === 'royal-canin-ageing-12')!
    await productPage.goto(senior.Url)
    await expect(productPage.detail.getByRole('radio', { checked: true })).toBeVisible(FIRST_PAINT)
    await productPage.addToCart()
    await expect(layer.suggestions.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
    const withSenior = await layer.suggestions.locator('.added-suggestion-name').allInnerTexts()
    // Each named product's life stage ('?' for a name the seed does not know: that fails too).
    const stages = withSenior.map((name) => {
      const named = products.find((p) => p.Description === name)
      return named ? lifeStage(named) : '?'
    })
    expect(stages.filter((stage) => stage !== null && stage !== 'Senior')).toEqual([])
    expect(withSenior.join(' ')).not.toContain('Mother & Babycat')
    // A family among them says its price is its lowest bag's, as its card does.
    await expect(layer.suggestions.locator('.price').first()).toContainText(/^vanaf €/)
    await shot(page, `senior-${width}`)
  })
}

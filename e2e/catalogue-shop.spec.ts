// Shop-like catalogue details of issues 43 and 44, on the production build with the mock API: the
// dark colour picker's steppers, colour swatches on a paint product, a variant product's disabled
// button and sizes, product names that hyphenate, the gift cards, store prices and sold out. The
// pages are the sweep's to scan whole; a flow scans only the part it changed (the viewer, the
// sheet, the search dropdown, the colour picker's result).
import type { Locator } from '@playwright/test'
import { test, expect, contrastOf, expectNoA11yViolations, waitForApp } from './fixtures'
import { ListingPage } from './pages/listing-page'
import { ProductPage } from './pages/product-page'
import { products, fixtureProductIds } from '../src/mocks/db/seed-catalogue'
import { catalogue } from '../src/messages/nl/catalogue'
import { cart as cartMessages } from '../src/messages/nl/cart'
import { search } from '../src/messages/nl/search'
import { searchOptions } from '../src/messages/nl/search-options'

test.describe.configure({ timeout: 90_000 })

test('the dark colour picker shows its quantity steppers with readable contrast', async ({
  page,
}) => {
  await page.goto('/kleurkiezer?familie=Blauw')
  await page
    .getByRole('group', { name: catalogue.colourPicker.shade })
    .getByRole('radio', { name: 'Petrol' })
    .click({ force: true })
  const products = page.getByRole('region', { name: catalogue.colourPicker.productsIn('Petrol') })
  const increase = products.getByRole('button', { name: cartMessages.addToCart.increase }).first()
  await expect(increase).toBeVisible({ timeout: 20_000 })
  // The + sign is text (4.5:1); the button's outline is a control's edge (3:1).
  expect(await contrastOf(increase)).toBeGreaterThanOrEqual(4.5)
  expect(await contrastOf(increase, 'border-top-color')).toBeGreaterThanOrEqual(3)
  await expectNoA11yViolations(page, { include: ['main'] })
})

/** Fixture 1001, Royal Canin Medium Adult 15 kg: three images. */
const threeImages = products.find((p) => p.Id === fixtureProductIds.plain)!

/** A touch gesture on the element: each finger a list of points, moved through in step. */
async function gesture(target: Locator, fingers: { x: number; y: number }[][]) {
  await target.evaluate((el, paths) => {
    const send = (type: string, id: number, p: { x: number; y: number }) =>
      el.dispatchEvent(
        new PointerEvent(type, {
          pointerId: id,
          pointerType: 'touch',
          clientX: p.x,
          clientY: p.y,
          bubbles: true,
          isPrimary: id === 1,
        }),
      )
    paths.forEach((path, i) => send('pointerdown', i + 1, path[0]!))
    for (let step = 1; step < paths[0]!.length; step++)
      paths.forEach((path, i) => send('pointermove', i + 1, path[step]!))
    paths.forEach((path, i) => send('pointerup', i + 1, path.at(-1)!))
  }, fingers)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the gallery opens full screen: a swipe goes on, a pinch zooms', async ({ page }) => {
    const product = new ProductPage(page)
    await product.goto(threeImages.Url)
    const title = threeImages.Description
    await product.detail.getByRole('button', { name: catalogue.product.enlarge(1, 3) }).click()
    const viewer = page.getByRole('dialog', { name: catalogue.product.viewerTitle(title) })
    await expect(viewer).toBeVisible({ timeout: 20_000 })
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    await expect(viewer.getByText(catalogue.product.imageOf(1, 3))).toBeVisible()
    const stage = viewer.locator('.gallery-viewer-stage')
    const image = viewer.getByRole('img', { name: title, exact: true })
    await expect(image).toBeVisible()
    // A swipe to the left: the next image.
    await gesture(stage, [
      [
        { x: 300, y: 400 },
        { x: 200, y: 405 },
        { x: 90, y: 410 },
      ],
    ])
    await expect(viewer.getByText(catalogue.product.imageOf(2, 3))).toBeVisible()
    await expect(
      viewer.getByRole('button', { name: catalogue.product.showImage(2, 3) }),
    ).toHaveAttribute('aria-current', 'true')
    // Two fingers apart: the image grows.
    await gesture(stage, [
      [
        { x: 180, y: 400 },
        { x: 140, y: 400 },
        { x: 100, y: 400 },
      ],
      [
        { x: 210, y: 400 },
        { x: 250, y: 400 },
        { x: 290, y: 400 },
      ],
    ])
    const second = viewer.getByRole('img', { name: catalogue.product.image(title, 2) })
    const scale = await second.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)
    expect(scale).toBeGreaterThan(2)
    await expectNoA11yViolations(page, { include: ['dialog[open], [role="dialog"]'] })
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(
      product.detail.getByRole('button', { name: catalogue.product.enlarge(2, 3) }),
    ).toBeFocused()
  })

  test("the filter sheet's button counts the products the listing then shows", async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto('/producten/100')
    await expect(listing.count).toHaveText(/^\d+ producten$/)
    await listing.filtersButton.click()
    const sheet = listing.filterSheet
    await expect(sheet).toBeVisible({ timeout: 20_000 })
    // Full screen: the sheet covers the whole viewport.
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    await sheet.getByRole('checkbox', { name: /^Trixie/ }).click()
    await expect(listing.showProducts).toHaveText(/^Toon \d+ producten$/)
    const afterOne = await listing.showProducts.textContent()
    await sheet.getByRole('checkbox', { name: /^Dier & Ruiter Select/ }).click()
    // The number follows each tick, and the chips show what is chosen.
    await expect(listing.showProducts).not.toHaveText(afterOne ?? '')
    await expect(listing.showProducts).toHaveText(/^Toon \d+ producten$/)
    await expect(
      sheet.getByRole('button', { name: catalogue.filters.removeChosen('Trixie') }),
    ).toBeVisible()
    await expect(sheet.getByRole('button', { name: catalogue.filters.clearAll })).toBeVisible()
    await expectNoA11yViolations(page, { include: ['dialog[open], [role="dialog"]'] })
    const shown = Number(/\d+/.exec((await listing.showProducts.textContent()) ?? '')![0])
    await listing.showProducts.click()
    await expect(sheet).toBeHidden()
    // The focus is back on the button that opened the sheet.
    await expect(listing.filtersButton).toBeFocused()
    await expect(page).toHaveURL(/merk=trixie&merk=dier-en-ruiter-select$/)
    await expect(listing.count).toHaveText(catalogue.listing.count(shown))
    // A page holds 24: the cards on it and the pages together make up the number.
    await expect(listing.cards).toHaveCount(Math.min(shown, 24))
    await expect(listing.chosenFilters.getByRole('button', { name: /verwijderen$/ })).toHaveCount(2)
  })

  test('a long product name breaks between syllables with a hyphen, never mid-word', async ({
    page,
  }) => {
    await page.goto('/producten/343')
    // The app's card, not the first row painted before it (its stylesheet may still be on its way).
    await waitForApp(page)
    // Gloves are a family by size (issue 51): the card names the family.
    const title = page.getByRole('link', {
      name: 'Kentucky Horsewear Winterrijhandschoenen',
      exact: true,
    })
    await expect(title).toBeVisible({ timeout: 20_000 })
    // The characters on either side of every line break of the name.
    const breaks = await title.evaluate((link) => {
      const text = link.firstChild as Text
      const range = document.createRange()
      const tops: number[] = []
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i)
        range.setEnd(text, i + 1)
        // A character at a line's edge can have a rect on both lines: the last one is its own.
        const rects = range.getClientRects()
        tops.push(rects[rects.length - 1]?.top ?? tops.at(-1) ?? 0)
      }
      const around: string[] = []
      for (let i = 1; i < tops.length; i++)
        if (tops[i]! > tops[i - 1]! + 2) around.push(text.data[i - 1]! + text.data[i]!)
      return around
    })
    // The name takes more than one line in a phone's card, and each line ends at a space or at a
    // soft hyphen (shown as a hyphen), never inside a word.
    expect(breaks.length).toBeGreaterThan(1)
    for (const pair of breaks) expect(pair, JSON.stringify(breaks)).toMatch(/^[ \u00AD]|^. $/)
  })
})

test('the chosen filters show above the products beside the panel, each removable', async ({
  page,
}) => {
  const listing = new ListingPage(page)
  await listing.goto('/producten/110?merk=royal-canin&voorraad=1')
  const chips = listing.chosenFilters
  await expect(chips).toBeVisible()
  // Above the products, and the panel beside them.
  const chipsBox = (await chips.boundingBox())!
  const gridBox = (await page
    .getByRole('list', { name: catalogue.listing.productList, exact: true })
    .boundingBox())!
  const panelBox = (await listing.filters.boundingBox())!
  expect(chipsBox.y + chipsBox.height).toBeLessThanOrEqual(gridBox.y)
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(gridBox.x)
  await expect(listing.filtersButton).toBeHidden()
  await chips.getByRole('button', { name: catalogue.filters.removeChosen('Royal Canin') }).click()
  await expect(page).toHaveURL(/\/producten\/110\?voorraad=1$/)
  await expect(listing.filters.getByRole('checkbox', { name: /^Royal Canin/ })).not.toBeChecked()
  await chips.getByRole('button', { name: catalogue.filters.clearAll }).click()
  await expect(page).toHaveURL(/\/producten\/110$/)
  await expect(chips).toBeHidden()
})

for (const width of [390, 1280]) {
  test.describe(`search at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } })

    test('typing "droog" offers Droogvoer as a category; an empty box shows the last searches', async ({
      page,
    }) => {
      test.slow() // four page loads and two axe scans
      await page.goto('/')
      const box = page.locator('header').getByRole('combobox', { name: search.label })
      await expect(box).toBeVisible({ timeout: 20_000 })
      const listbox = page.locator('header').getByRole('listbox', { name: search.suggestions })
      await box.click()
      // Nothing searched on this device yet: an empty box opens nothing.
      await expect(listbox).toBeHidden()
      await box.pressSequentially('droog', { delay: 20 })
      const categories = listbox.getByRole('group', { name: searchOptions.categories })
      await expect(categories.getByRole('option').first()).toHaveText(
        `Droogvoer ${searchOptions.within('Hond')}`,
      )
      await expect(
        listbox.getByRole('group', { name: searchOptions.products }).getByRole('option'),
      ).toHaveCount(4)
      await expectNoA11yViolations(page, { include: ['[role="search"], search'] })
      await categories.getByRole('option').first().click()
      await expect(page).toHaveURL(/\/producten\/111$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Droogvoer' })).toBeVisible()

      // Two searches, then an empty box: the last searches, newest first, clearable.
      for (const term of ['kattenbak', 'hooi']) {
        await box.fill(term)
        await box.press('Enter')
        await expect(page).toHaveURL(new RegExp(`/zoeken/${term}$`))
        // The results page shows its term in the box (and closes it) once it has rendered.
        await expect(box).toHaveValue(term)
      }
      await box.fill('')
      const recent = listbox.getByRole('group', { name: searchOptions.recent })
      await expect(recent.getByRole('option')).toHaveText(['hooi', 'kattenbak'])
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      await expectNoA11yViolations(page, { include: ['[role="search"], search'] })
      await box.press('ArrowDown')
      await box.press('ArrowDown')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/zoeken\/kattenbak$/)
      await expect(box).toHaveValue('kattenbak')
      // The results page may take the focus to its heading once it has rendered (a slow machine
      // renders after the box was emptied): empty the box again until the recent list is open.
      const clearRecent = page.getByRole('button', { name: searchOptions.clearRecent })
      await expect(async () => {
        await box.fill('')
        await expect(clearRecent).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      await clearRecent.click()
      await expect(listbox).toBeHidden()
      await expect(box).toBeFocused()
    })
  })
}

test('the gallery viewer takes the arrow keys on a desktop and gives the focus back', async ({
  page,
}) => {
  const product = new ProductPage(page)
  await product.goto(threeImages.Url)
  const enlarge = product.detail.getByRole('button', { name: catalogue.product.enlarge(1, 3) })
  await enlarge.focus()
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', {
    name: catalogue.product.viewerTitle(threeImages.Description),
  })
  await expect(viewer).toBeVisible({ timeout: 20_000 })
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText(catalogue.product.imageOf(3, 3))).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText(catalogue.product.imageOf(1, 3))).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(viewer.getByText(catalogue.product.imageOf(3, 3))).toBeVisible()
  // The focus stays inside: Tab goes round the viewer's own controls.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await expectNoA11yViolations(page, { include: ['dialog[open], [role="dialog"]'] })
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(
    product.detail.getByRole('button', { name: catalogue.product.enlarge(3, 3) }),
  ).toBeFocused()
})

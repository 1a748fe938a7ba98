// Variants on one product page (issue 51): a cap is bought by size and that size reaches the cart
// and the order; a food's bag is chosen on its page and the price and price per kg follow; a
// variant URL that no longer exists opens the family's page with a word; the cap's size guide
// opens and closes, and passes axe while open.
import { test, expect, axeViolations } from './fixtures'
import { ProductPage } from './pages/product-page'
import { AddedLayer } from './pages/added-layer'
import { CheckoutPage } from './pages/checkout-page'
import { catalogue } from '../src/messages/nl/catalogue'
import { cart } from '../src/messages/nl/cart'
import { checkout } from '../src/messages/nl/checkout'
import { products } from '../src/mocks/db/seed-catalogue'
import { ListingPage } from './pages/listing-page'
import { SearchBox } from './pages/search-box'
import { formatPrice } from '../src/lib/format'

test.describe.configure({ timeout: 90_000 })

const t = catalogue.variantChoice
const byUrl = (url: string) => products.find((p) => p.Url === url)!
const variantOf = (parentUrl: string, label: string) =>
  products.find(
    (p) =>
      p.ParentProductId === byUrl(parentUrl).Id &&
      p.Fields.some((f) => f.Code === 'Variant' && f.Value === label),
  )!
const price = (euros: number) => formatPrice(Math.round(euros * 100))

const CAP = 'hkm-cap-carbon-mat'
const FOOD = 'hills-adult-zalm'

test('a cap chosen by size ends up in the cart as that size, and on order complete', async ({
  page,
}) => {
  const product = new ProductPage(page)
  await product.goto(CAP)
  const sizes = product.detail.getByRole('group', { name: t.legend.size })
  // A rider chooses the size: none is chosen, and the button says so.
  await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(product.detail.getByText(t.chooseFirst.size)).toBeVisible()
  // A sold-out size is there, marked, and cannot be chosen.
  await expect(sizes.getByRole('radio', { name: /maat XL/ })).toBeDisabled()
  await expect(sizes.getByText('Uitverkocht')).toBeVisible()

  const m = variantOf(CAP, 'maat M')
  const sizeM = sizes.getByRole('radio', { name: /maat M/ })
  await sizeM.click()
  await expect(page).toHaveURL(new RegExp(`/product/${CAP}\\?variant=${m.Id}$`))
  await expect(sizeM).toBeChecked()
  // The choice stays where it was: the focus too (the keyboard goes on from here).
  await expect(sizeM).toBeFocused()
  await product.addToCart()
  const layer = new AddedLayer(page)
  await expect(layer.dialog).toBeVisible()
  await expect(layer.lines).toContainText('maat M')
  // The line's name ends in its size: the size is said once, not again as "Uitvoering".
  expect((await layer.lines.innerText()).match(/maat M/g)).toHaveLength(1)
  // What goes with a cap comes from the neighbouring shelves: no other cap, not this one again.
  const capShelf = byUrl(CAP).WebNodeIds[0]
  const onCapShelf = products.filter((p) => p.WebNodeIds[0] === capShelf).map((p) => p.Description)
  await expect(layer.suggestions.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
  const suggested = await layer.suggestions.locator('.added-suggestion-name').allInnerTexts()
  expect(suggested.filter((name) => onCapShelf.includes(name))).toEqual([])
  await layer.toCart.click()
  await expect(page.getByRole('main')).toContainText('HKM Cap Carbon Mat maat M', {
    timeout: 20_000,
  })

  const co = new CheckoutPage(page)
  await co.open()
  await co.fillDamrak('cap.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/, { timeout: 20_000 })
  const placed = page.getByRole('region', { name: /^Bestelling DW-\d+$/ })
  await expect(placed).toContainText('HKM Cap Carbon Mat maat M', { timeout: 20_000 })
})

test("a food's bag size is chosen on its page, and the price follows", async ({ page }) => {
  const small = variantOf(FOOD, '400 gram')
  const large = variantOf(FOOD, '4 kg')
  const product = new ProductPage(page)
  await product.goto(FOOD)
  const bags = product.detail.getByRole('group', { name: t.legend.bag })
  // The first bag in stock is chosen, as the big pet shops do.
  await expect(bags.getByRole('radio', { name: /400 gram/ })).toBeChecked()
  await expect(product.currentPrice).toContainText(
    price(small.Discount?.PriceInclTax ?? small.PriceInclTax),
  )
  // Each bag says its price per kg: the biggest bag is the cheapest per kg.
  await expect(bags.getByRole('radio', { name: /4 kg/ })).toHaveAccessibleName(
    new RegExp(`${price(large.PriceInclTax / 4).replace(/\s/g, '\\s')} per kg`),
  )

  await bags.getByRole('radio', { name: /4 kg/ }).click()
  await expect(page).toHaveURL(new RegExp(`\\?variant=${large.Id}$`))
  await expect(product.currentPrice).toContainText(price(large.PriceInclTax))
  await expect(product.detail.locator('.product-prices')).toContainText(
    `${price(large.PriceInclTax / 4)} per kg`.replace(/\u00a0/g, ' '),
    { useInnerText: true },
  )
  // A shared link opens the same bag; Back leaves the page, it does not step through bags.
  await page.reload()
  await expect(bags.getByRole('radio', { name: /4 kg/ })).toBeChecked({ timeout: 20_000 })
  await expect(
    product.detail.getByRole('button', { name: cart.addToCart.button, exact: true }).first(),
  ).toBeEnabled()
})

// Issue 51's review: "vanaf" only where a family's sizes differ in price, on the card, the page and
// in the search dropdown; where all sizes cost the same the price is simply the price.
test('"vanaf" only where the sizes differ in price: card, page and search dropdown', async ({
  page,
}) => {
  const food = byUrl(FOOD)
  const cap = byUrl(CAP)
  const from = (euros: number) => new RegExp(`vanaf\\s${price(euros).replace(/\s/g, '\\s')}`)
  // Cat dry food: the bags differ, the card says "vanaf".
  const listing = new ListingPage(page)
  await listing.goto(`/producten/${food.WebNodeIds[0]}`)
  const foodCard = listing.cards.filter({ hasText: food.Description })
  await expect(foodCard).toContainText(from(food.PriceInclTax))
  // Riding caps: every size costs the same, the card and the page give the price alone.
  await listing.goto(`/producten/${cap.WebNodeIds[0]}`)
  const capCard = listing.cards.filter({ hasText: cap.Description })
  await expect(capCard).toContainText(price(cap.PriceInclTax))
  await expect(capCard).not.toContainText('vanaf')
  const product = new ProductPage(page)
  await product.goto(CAP)
  await expect(product.currentPrice).toContainText(price(cap.PriceInclTax))
  await expect(product.detail.locator('.product-prices')).not.toContainText('vanaf')

  // The dropdown: "vanaf" for the food, the cap's price alone.
  const search = new SearchBox(page)
  await search.open()
  await search.type("Hill's Adult Zalm")
  await expect(search.hits.filter({ hasText: food.Description })).toContainText(
    from(food.PriceInclTax),
  )
  await search.type('HKM Cap Carbon Mat')
  const capHit = search.hits.filter({ hasText: cap.Description })
  await expect(capHit).toContainText(price(cap.PriceInclTax))
  await expect(capHit).not.toContainText('vanaf')
})

test('a removed variant URL opens the family page with a word', async ({ page }) => {
  await page.goto(`/product/${CAP}?variant=999999`)
  await expect(page.getByText(t.missing.size)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HKM Cap Carbon Mat')
  await expect(page.getByRole('group', { name: t.legend.size })).toBeVisible()
})

test("a variant's own old URL opens its family with it chosen, the family's URL canonical", async ({
  page,
}) => {
  const m = variantOf(CAP, 'maat M')
  await page.goto(`/product/${m.Url}`)
  await expect(page).toHaveURL(new RegExp(`/product/${CAP}\\?variant=${m.Id}$`), {
    timeout: 20_000,
  })
  await expect(page.getByRole('radio', { name: /maat M/ })).toBeChecked()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${CAP}$`),
  )
})

test('the size guide opens from the size choice and closes', async ({ page }) => {
  const product = new ProductPage(page)
  await product.goto(CAP)
  const open = product.detail.getByRole('button', { name: t.sizeGuide.open })
  await open.click()
  const dialog = page.getByRole('dialog', { name: t.sizeGuide.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('row', { name: /maat M 55–56 cm/ })).toBeVisible()
  // How to measure, as the family says it (its Field 'Maatadvies').
  await expect(dialog).toContainText('Meet je hoofdomtrek met een zacht meetlint')
  expect(await axeViolations(page, { include: ['dialog[open]'] })).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})

test("a body protector's size guide gives the chest size, and its protection level is in the specifications", async ({
  page,
}) => {
  const product = new ProductPage(page)
  await product.goto('hkm-bodyprotector-flex-level-3')
  await product.detail.getByRole('button', { name: t.sizeGuide.open }).click()
  const dialog = page.getByRole('dialog', { name: t.sizeGuide.title })
  await expect(dialog.getByRole('columnheader', { name: 'Borstomtrek' })).toBeVisible()
  await expect(dialog.getByRole('row', { name: /maat M 84–92 cm/ })).toBeVisible()
  await expect(dialog).toContainText('Meet je borstomtrek op het breedste punt')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const specs = page.getByRole('region', { name: catalogue.product.specifications })
  await expect(
    specs.getByRole('row', { name: `${catalogue.product.protectionLevel} Level 3 (BETA 2018)` }),
  ).toBeVisible()
})

test('the size choice works by keyboard, past the sold-out size', async ({ page }) => {
  const product = new ProductPage(page)
  await product.goto(CAP)
  const sizes = product.detail.getByRole('group', { name: t.legend.size })
  const small = sizes.getByRole('radio', { name: /maat S/ })
  await small.focus()
  await page.keyboard.press('Space')
  await expect(small).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  const large = sizes.getByRole('radio', { name: /maat L/ })
  await expect(large).toBeChecked()
  await expect(large).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variantOf(CAP, 'maat L').Id}$`))
  // The sold-out XL is passed over: the arrow goes round to S.
  await page.keyboard.press('ArrowRight')
  await expect(small).toBeChecked()
})

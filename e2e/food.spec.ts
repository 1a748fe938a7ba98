// Food pages (issue 51): what is in a food, the feeding table and the calculator agree; the life
// stage filter of a listing; the calculator's bad input; "Mijn dieren" kept on this device.
import { test, expect, expectNoA11yViolations, waitForApp } from './fixtures'
import { ListingPage } from './pages/listing-page'
import { ProductPage } from './pages/product-page'
import { FoodSections, foodMessages as t } from './pages/food'
import { leafIdByPath, products } from '../src/mocks/db/seed-catalogue'

const field = (p: (typeof products)[number], code: string) =>
  p.Fields.find((f) => f.Code === code)?.Value ?? ''
/** A senior cat dry food's 2 kg bag (a family member: it has its parent's fields). */
const seniorBag = products.find((p) => p.Url === 'royal-canin-ageing-12-2-kg')!

test.describe.configure({ timeout: 60_000 })

test('composition, constituents, feeding table and calculator agree (grams a day × days ≈ the bag)', async ({
  page,
}) => {
  const product = new ProductPage(page)
  await product.goto(seniorBag.Url)
  await waitForApp(page)
  const food = new FoodSections(page)
  await expect(food.composition).toContainText(field(seniorBag, 'Samenstelling'))
  await expect(food.constituents.getByRole('term').first()).toHaveText('Ruw eiwit')
  await expect(food.constituents).toContainText(/Ruw eiwit\s*\d+%/)
  await expect(product.detail.getByRole('list', { name: t.sections.needs })).toContainText('Senior')

  // A row as the table shows it, typed: the same grams a day.
  const grams4 = await food.tableGrams('4')
  const grams5 = await food.tableGrams('5')
  expect(grams4).toBeGreaterThan(0)
  await food.calculate('4')
  const at4 = await food.outcome()
  expect(at4.grams).toBe(grams4)
  await expect(food.result).toContainText('Deze zak van 2 kg gaat ongeveer')
  // The bag's 2000 g are eaten in about the days it says.
  expect(Math.abs(at4.grams * at4.days - 2000)).toBeLessThanOrEqual(Math.max(100, at4.grams))

  // Between two rows, with a Dutch comma: between their amounts.
  await food.calculate('4,5')
  const between = await food.outcome()
  expect(between.grams).toBeGreaterThanOrEqual(grams4)
  expect(between.grams).toBeLessThanOrEqual(grams5)
  expect(Math.abs(between.grams * between.days - 2000)).toBeLessThanOrEqual(
    Math.max(100, between.grams),
  )
  await expectNoA11yViolations(page)

  // A weight beyond the table is said so, not extrapolated.
  await food.calculate('12')
  await expect(food.result).toContainText('geeft het geen hoeveelheid')
  await expect(food.result).not.toContainText('gram per dag')
})

test("cat dry food filtered on 'Senior'", async ({ page }) => {
  const catDry = leafIdByPath('kat/kattenvoer/droogvoer')
  const seniors = products.filter(
    (p) =>
      p.ParentProductId === null &&
      p.WebNodeIds.includes(catDry) &&
      field(p, 'Levensfase') === 'Senior',
  )
  expect(seniors.length).toBeGreaterThanOrEqual(3)
  const listing = new ListingPage(page)
  await listing.goto(`/producten/${catDry}`)
  await listing.openFilters()
  await listing.filters.getByRole('checkbox', { name: /^Senior/ }).click()
  if (await listing.filterSheet.isVisible()) await listing.showProducts.click()
  await expect(page).toHaveURL(/levensfase=senior/)
  await expect(listing.count).toHaveText(`${seniors.length} producten`)
  await expect(listing.cards).toHaveCount(seniors.length)
  const names = seniors.map((p) => p.Description)
  for (const card of await listing.cards.all())
    expect(names).toContain(((await listing.titleLink(card).textContent()) ?? '').trim())
  await expect(listing.chosenFilters.getByRole('button', { name: /Senior/ })).toBeVisible()

  // The link holds the filter.
  await page.reload()
  await expect(listing.count).toHaveText(`${seniors.length} producten`)
})

// Issue 51's review: a filter group's counts are narrowed by the OTHER groups' choices, as a faceted
// search gives them: with "Senior" chosen, a need counts the senior foods that have it.
test("with 'Senior' chosen, the needs count the senior foods, and ticking one gives that count", async ({
  page,
}) => {
  const catDry = leafIdByPath('kat/kattenvoer/droogvoer')
  const listed = products.filter((p) => p.ParentProductId === null && p.WebNodeIds.includes(catDry))
  const seniors = listed.filter((p) => field(p, 'Levensfase') === 'Senior')
  const needs = (p: (typeof products)[number]) => field(p, 'Behoeften').split(', ')
  const countOf = (set: typeof products, need: string) =>
    set.filter((p) => needs(p).includes(need)).length
  // A need the seniors have fewer of than the whole category: where the two counts part.
  const need = [...new Set(seniors.flatMap(needs))].find(
    (n) => n && countOf(seniors, n) < countOf(listed, n),
  )!
  expect(need).toBeTruthy()
  const inSeniors = countOf(seniors, need)

  const listing = new ListingPage(page)
  await listing.goto(`/producten/${catDry}?levensfase=senior`)
  await expect(listing.count).toHaveText(`${seniors.length} producten`)
  await listing.openFilters()
  const box = listing.filters.getByRole('checkbox', { name: new RegExp(`^${need}\\b`) })
  await expect(box).toHaveAccessibleName(new RegExp(`\\(${inSeniors}\\)`))
  // The life stages are not narrowed by their own choice: Senior still counts all seniors.
  await expect(listing.filters.getByRole('checkbox', { name: /^Senior/ })).toHaveAccessibleName(
    new RegExp(`\\(${seniors.length}\\)`),
  )
  await box.click()
  if (await listing.filterSheet.isVisible()) await listing.showProducts.click()
  await expect(listing.count).toHaveText(
    `${inSeniors} ${inSeniors === 1 ? 'product' : 'producten'}`,
  )
})

test('the weight gets a Dutch message at the field and no result for 0, a negative one, text or 200 kg', async ({
  page,
}) => {
  await new ProductPage(page).goto(seniorBag.Url)
  await waitForApp(page)
  const food = new FoodSections(page)
  // The hint's weights (the feeding advice's) and the field's limits (what a cat weighs) told apart.
  await expect(food.weight).toHaveAccessibleDescription(t.calculator.tableHint('2', '8'))
  const impossible =
    'Vul het gewicht in kg in: een kat weegt tussen 0,5 en 15 kg. Het voedingsadvies van dit voer gaat van 2 tot 8 kg.'
  const cases: [string, string][] = [
    ['0', impossible],
    ['-3', impossible],
    ['vier', t.calculator.notANumber],
    ['200', impossible],
  ]
  for (const [typed, message] of cases) {
    await food.calculate(typed)
    await expect(food.weight).toHaveAttribute('aria-invalid', 'true')
    await expect(food.weight).toHaveAccessibleDescription(message)
    await expect(food.result).toHaveText('')
  }
  // A good weight clears the message.
  await food.calculate('4')
  await expect(food.weight).not.toHaveAttribute('aria-invalid', 'true')
  await expect(food.result).toContainText('gram per dag')
})

test("'Mijn dieren' is remembered after a reload and fills the calculator", async ({ page }) => {
  await new ProductPage(page).goto(seniorBag.Url)
  await waitForApp(page)
  const food = new FoodSections(page)
  await food.openCalculator()
  await expect(food.calculator).toContainText(t.pets.deviceOnly)
  await food.addPet('Minoes', 'Kat', '4,5')
  // Saving chooses her: the calculator says for whom.
  await expect(food.result).toContainText('voor Minoes (4,5 kg)')
  const first = await food.outcome()
  await expectNoA11yViolations(page)

  await page.reload()
  await waitForApp(page)
  await food.openCalculator()
  // The calculator opens filled from her.
  const minoes = food.calculator.getByRole('button', { name: 'Minoes (4,5 kg)' })
  await expect(minoes).toHaveAttribute('aria-pressed', 'true')
  await expect(food.weight).toHaveValue('4,5')
  expect(await food.outcome()).toEqual(first)
  // Another weight typed, then her again.
  await food.calculate('3')
  await expect(food.result).toContainText('voor een dier van 3 kg')
  await minoes.click()
  await expect(food.weight).toHaveValue('4,5')
  expect(await food.outcome()).toEqual(first)

  // A dog's food offers no cat.
  const dogFood = products.find((p) => p.Url === 'royal-canin-medium-ageing-10-3-kg')!
  await new ProductPage(page).goto(dogFood.Url)
  await waitForApp(page)
  await food.openCalculator()
  await expect(food.calculator.getByRole('button', { name: /^Minoes \(/ })).toHaveCount(0)
})

test('a product without a feeding table shows no calculator', async ({ page }) => {
  const litter = products.find((p) => p.Description.startsWith('Catsan Hygiëne'))!
  const product = new ProductPage(page)
  await product.goto(litter.Url)
  await waitForApp(page)
  await expect(page.getByRole('heading', { name: 'Specificaties' })).toBeVisible()
  await expect(page.getByRole('heading', { name: t.calculator.heading })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: t.sections.feedingTable })).toHaveCount(0)
})

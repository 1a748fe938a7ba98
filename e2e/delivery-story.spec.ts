// One delivery promise from the product page to the order (issue 48): on a Saturday evening no page
// says "morgen" (tomorrow is a Sunday), the cart and each shipping option never promise an earlier
// day than the product page did, and the order says the day the checkout promised. Abroad: the
// country's group (rate, days), no evening delivery, no next day; Malta is refused with a reason;
// the shipping page states the groups.
import type { Locator, Page } from '@playwright/test'
import { test, expect, shotForLooking } from './fixtures'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { ProductPage } from './pages/product-page'
import { checkout } from '../src/messages/nl/checkout'
import { delivery } from '../src/messages/nl/delivery'
import { fixtureProductIds, products } from '../src/mocks/db/seed-catalogue'

test.describe.configure({ timeout: 90_000 })

/** Saturday 28 November 2026, 21:40 in Amsterdam: before the cut-off, tomorrow is a Sunday. */
const SATURDAY_EVENING = '2026-11-28T21:40:00+01:00'

const parents = new Set(products.map((p) => p.ParentProductId).filter(Boolean))
/** A simple product in stock whose Leveringstijd is '2-4 werkdagen'. */
const slow = products.find(
  (p) =>
    p.Fields.some((f) => f.Code === 'Leveringstijd' && f.Value === '2-4 werkdagen') &&
    p.Stock > 5 &&
    !p.IsVirtual &&
    p.Colors.length === 0 &&
    !p.Fields.some((f) => f.Code === 'Kleurkiezer') &&
    !parents.has(p.Id) &&
    !p.Fields.some((f) => f.Code === 'Alcohol'),
)!
const plain = products.find((p) => p.Id === fixtureProductIds.plain)!

const SLOW_PROMISE = delivery.between('dinsdag 1 en donderdag 3 december')

/** No text on the page says "morgen" (the day after Saturday is a Sunday: nothing comes). */
async function expectNoTomorrow(page: Page) {
  await expect(page.locator('body')).not.toContainText(/\bmorgen\b/i)
}

/** Pictures for looking at 1280 and 390 px (only when SHOTS asks for them). */
async function shootBoth(page: Page, name: string) {
  await shotForLooking(page, `${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
  await shotForLooking(page, `${name}-390`)
  await page.setViewportSize({ width: 1280, height: 800 })
}

const optionDay = (page: Page, name: RegExp): Locator =>
  page
    .locator('.choice-card')
    .filter({ has: page.getByRole('radio', { name }) })
    .getByTestId('shipping-option-day')

test('Saturday 21:40, a 2-4 werkdagen product: one promise from the product page to the order', async ({
  page,
}) => {
  expect(slow, 'the seed has a simple 2-4 werkdagen product').toBeTruthy()
  await page.clock.setFixedTime(new Date(SATURDAY_EVENING))
  const productPage = new ProductPage(page)
  await productPage.goto(slow.Url)
  await expect(productPage.detail.getByTestId('delivery-promise')).toHaveText(SLOW_PROMISE)
  // The usp bar makes a claim true at every hour, and names no day.
  await expect(page.getByText(delivery.usp('22:00')).first()).toBeAttached()
  await expectNoTomorrow(page)
  await shootBoth(page, 'story-product')

  await fillCart(page, [{ productId: slow.Id, quantity: 1 }])
  await page.goto('/winkelmandje')
  await expect(page.getByRole('main').getByTestId('delivery-promise')).toHaveText(SLOW_PROMISE, {
    timeout: 20_000,
  })
  await expectNoTomorrow(page)

  const co = new CheckoutPage(page)
  await co.open()
  await co.fillDamrak('zaterdagavond.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  // Each option names its own day; neither is earlier than the product page's.
  await expect(optionDay(page, /Standaard bezorging/)).toHaveText(SLOW_PROMISE)
  await expect(optionDay(page, /Avondbezorging/)).toHaveText(SLOW_PROMISE)
  await expect(page.getByRole('main').getByTestId('delivery-promise')).toHaveText(SLOW_PROMISE)
  await expectNoTomorrow(page)
  await co.shoot('story-shipment')

  // The invoice goes to the delivery address (the default): no invoice step.
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()

  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/, { timeout: 20_000 })
  await expect(page.getByTestId('expected-delivery')).toHaveText(
    'Verwacht tussen dinsdag 1 en donderdag 3 december',
  )
  await expectNoTomorrow(page)
  await co.shoot('story-complete')
})

test('Belgium: the group rate and working days, no evening delivery, no "morgen"', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(SATURDAY_EVENING))
  await fillCart(page, [{ productId: plain.Id, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await co.field(checkout.delivery.email).fill('belgie.e2e@example.nl')
  await page.getByLabel(checkout.address.country).first().selectOption('BE')
  await co.field(checkout.address.firstName).fill('Lotte')
  await co.field(checkout.address.lastName).fill('Peeters')
  await co.field(checkout.address.postalCode).fill('1000')
  await co.field(checkout.address.houseNumber).fill('12')
  await co.field(checkout.address.street).fill('Grote Markt')
  await co.field(checkout.address.city).fill('Brussel')
  // Before "Verder": the summary and the promise beside the step follow the country at once.
  const aside = page.locator('.checkout-aside')
  await expect(aside).toContainText('€\u00a06,95')
  await expect(aside.getByTestId('delivery-promise')).toContainText(
    'dinsdag 1 en woensdag 2 december',
  )
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()

  const options = page.getByRole('group', { name: checkout.shipment.heading }).getByRole('radio')
  await expect(options).toHaveCount(1)
  await expect(page.getByRole('radio', { name: /Avondbezorging/ })).toHaveCount(0)
  const standard = page
    .locator('.choice-card')
    .filter({ has: page.getByRole('radio', { name: /Standaard bezorging/ }) })
  await expect(standard).toContainText('€\u00a06,95')
  await expect(standard).toContainText('2–3 werkdagen')
  await expect(optionDay(page, /Standaard bezorging/)).toHaveText(
    delivery.between('dinsdag 1 en woensdag 2 december'),
  )
  await expectNoTomorrow(page)
  await co.shoot('story-belgium')
})

test('Malta: the delivery address is refused with the reason', async ({ page }) => {
  await fillCart(page, [{ productId: plain.Id, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await co.field(checkout.delivery.email).fill('malta.e2e@example.nl')
  const country = page.getByLabel(checkout.address.country).first()
  await country.selectOption('MT')
  // Said at the field at once, before anything else is typed.
  await expect(country).toHaveAccessibleDescription(checkout.address.countryNotServed('Malta'))
  await co.field(checkout.address.firstName).fill('Maria')
  await co.field(checkout.address.lastName).fill('Borg')
  await co.field(checkout.address.postalCode).fill('VLT 1117')
  await co.field(checkout.address.houseNumber).fill('5')
  await co.field(checkout.address.street).fill('Republic Street')
  await co.field(checkout.address.city).fill('Valletta')
  await co.next(checkout.actions.toShipment)
  await expect(
    page.getByText('We bezorgen helaas niet in Malta.', { exact: false }).first(),
  ).toBeVisible()
  await expect(co.stepHeading(checkout.steps.shipment)).toHaveCount(0)
  // Nothing typed is lost.
  await expect(co.field(checkout.address.street)).toHaveValue('Republic Street')
  await co.shoot('story-malta')
})

test('the shipping page states the rates and days per country group', async ({ page }) => {
  await page.goto('/verzenden-en-retourneren')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Verzenden en retourneren', {
    timeout: 20_000,
  })
  for (const [group, rate, days] of [
    [delivery.zones.nl, '€\u00a04,95', delivery.nlTerms('22:00')],
    [delivery.zones.benelux, '€\u00a06,95', '2–3 werkdagen'],
    [delivery.zones.near, '€\u00a09,95', '3–5 werkdagen'],
    [delivery.zones.eu, '€\u00a014,95', '4–8 werkdagen'],
  ] as const) {
    const item = main.getByRole('listitem').filter({ hasText: group }).first()
    await expect(item).toContainText(rate)
    await expect(item).toContainText(days)
  }
  await expect(main).toContainText('We bezorgen niet in Cyprus en Malta')
  await expect(main).not.toContainText(/\bmorgen\b/i)
  await shootBoth(page, 'story-shipping-page')
})

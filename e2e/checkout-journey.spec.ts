// The checkout journey (issue 48): the summary follows Click & Collect the moment it is chosen
// (shipping "Gratis", the total what the items cost, "… op te halen in" the chosen store), before
// "Verder", and home delivery brings shipping back; order complete says when and where a pickup
// order can be collected; the header cart and the add-to-cart layer show what the items cost, not a
// total with unnamed shipping; Back and Forward walk the steps; the invoice step only when the
// invoice goes elsewhere; one step bar on the cart and in the checkout, on one row at 390 px.
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { AddedLayer, addedLayerMessages } from './pages/added-layer'
import { CartPage, cartMessages, seedAnonymousCart } from './pages/cart-page'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { ProductPage } from './pages/product-page'
import { checkout } from '../src/messages/nl/checkout'
import { delivery } from '../src/messages/nl/delivery'
import { summary as summaryMessages } from '../src/messages/nl/summary'
import { fixtureProductIds, products } from '../src/mocks/db/seed-catalogue'
import { formatPrice } from '../src/lib/format'

test.describe.configure({ timeout: 150_000 })

/** Tuesday 13 January 2026, 11:00 in Amsterdam: every store open 8:30–18:00. */
const TUESDAY_11AM = new Date('2026-01-13T10:00:00Z')
/** JBL Biotopol, € 12,99 + € 0,15 deposit: one is € 13,14, below free shipping (€ 4,95). */
const CHEAP = fixtureProductIds.deposit
const ITEMS = 1314
const SHIPPING = 495
const UTRECHT_READY = delivery.pickup('Vandaag', '13:00', 'Dier & Ruiter Utrecht')
/** Order complete: the mock (in a service worker) books the order on the real clock. */
const UTRECHT_READY_ANY_DAY = / vanaf \d{2}:\d{2} op te halen in Dier & Ruiter Utrecht/

const aside = (page: Page) => page.getByRole('complementary')
const row = (summary: Locator, kind: string) =>
  summary.locator(`[data-summary-kind="${kind}"]`).first()
const stepBar = (page: Page) => page.getByRole('navigation', { name: checkout.steps.label })

test('Click & Collect changes the summary at once, before Verder; home delivery brings shipping back', async ({
  page,
}) => {
  await page.clock.setFixedTime(TUESDAY_11AM)
  await fillCart(page, [{ productId: CHEAP, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  const summary = aside(page)
  await expect(row(summary, 'shipping')).toContainText(formatPrice(SHIPPING))
  await expect(row(summary, 'total')).toContainText(formatPrice(ITEMS + SHIPPING))

  await page.getByRole('radio', { name: checkout.delivery.pickup }).check()
  await co.chooseStore(/Dier & Ruiter Utrecht/)
  // Nothing sent yet: the summary follows the choice.
  await expect(row(summary, 'shipping')).toContainText(summaryMessages.shippingPickup)
  await expect(row(summary, 'shipping')).toContainText('Gratis')
  await expect(row(summary, 'total')).toContainText(formatPrice(ITEMS))
  await expect(summary.getByTestId('delivery-promise')).toHaveText(UTRECHT_READY)
  await expect(summary).not.toContainText(formatPrice(ITEMS + SHIPPING))
  await co.shoot('journey-pickup-chosen')

  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await expect(row(summary, 'shipping')).toContainText(formatPrice(SHIPPING))
  await expect(row(summary, 'total')).toContainText(formatPrice(ITEMS + SHIPPING))
  await expect(summary.getByTestId('delivery-promise')).not.toContainText('op te halen')
})

test('order complete for Click & Collect says when and where the order can be collected', async ({
  page,
}) => {
  await page.clock.setFixedTime(TUESDAY_11AM)
  await fillCart(page, [{ productId: CHEAP, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.pickup }).check()
  await co.chooseStore(/Dier & Ruiter Utrecht/)
  await co.field(checkout.delivery.email).fill('ophalen.e2e@example.nl')
  await co.next(checkout.actions.toInvoice)
  await expect(co.stepHeading(checkout.steps.invoice)).toBeVisible()
  await co.fillAddress({
    firstName: 'Ingrid',
    lastName: 'Hermans',
    postalCode: '5611 AZ',
    houseNumber: '12',
    street: 'Stratumseind',
  })
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await page.getByRole('radio', { name: /Bancontact/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()
  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/)
  const ready = page.getByTestId('pickup-ready')
  await expect(ready).toContainText(UTRECHT_READY_ANY_DAY, { timeout: 20_000 })
  await expect(ready).toContainText(/Adres: .+, \d{4} ?[A-Z]{2} Utrecht/)
  await co.shoot('journey-pickup-complete')
})

test('the header cart and the add-to-cart layer show what the items cost, not a total with shipping', async ({
  page,
}) => {
  const cheap = products.find((p) => p.Id === CHEAP)!
  await seedAnonymousCart(page, [])
  await new ProductPage(page).goto(cheap.Url)
  const add = new ProductPage(page).detail
    .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
    .first()
  await expect(add).toBeEnabled({ timeout: 20_000 })
  await add.click()
  const layer = new AddedLayer(page)
  await expect(layer.total).toHaveText(`${addedLayerMessages.total} ${formatPrice(ITEMS)}`, {
    timeout: 15_000,
  })
  const header = new CartPage(page).headerCart
  await expect(header).toHaveAccessibleName(`Winkelmandje, 1 artikel, ${formatPrice(ITEMS)}`)
  await expect(header).toContainText(formatPrice(ITEMS).replace('€\u00a0', ''))
  for (const where of [layer.dialog, header])
    await expect(where).not.toContainText(formatPrice(ITEMS + SHIPPING).replace('€\u00a0', ''))
})

test('Back on step 2 goes to step 1, Forward to step 2 again; a reload stays; a deep link waits its turn', async ({
  page,
}) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  // A step not reachable yet opens the first step that needs an answer.
  await page.goto('/checkout?stap=betalen')
  await expect(co.stepHeading(checkout.steps.delivery)).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/checkout\?stap=bezorgen$/)

  await co.fillDamrak('terug.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\?stap=verzendmethode$/)

  await page.goBack()
  await expect(co.stepHeading(checkout.steps.delivery)).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\?stap=bezorgen$/)
  await expect(co.field(checkout.address.houseNumber)).toHaveValue('70')

  await page.goForward()
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()

  await page.reload()
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible({ timeout: 20_000 })
})

test('no invoice step for the same address; it is there once the box is unticked', async ({
  page,
}) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  const same = page.getByRole('checkbox', { name: checkout.invoice.sameAsDelivery })
  await expect(same).toBeChecked()
  const steps = stepBar(page).getByRole('listitem')
  await expect(steps).toHaveText([
    /Winkelmandje/,
    /Bezorgen of ophalen/,
    /Verzendmethode/,
    /Betalen/,
  ])

  await same.uncheck()
  await expect(steps).toHaveText([
    /Winkelmandje/,
    /Bezorgen of ophalen/,
    /Verzendmethode/,
    /Factuuradres/,
    /Betalen/,
  ])
  await same.check()
  await co.fillDamrak('zelfde.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await expect(page.getByText(checkout.steps.stepOf(4, 4))).toBeVisible()

  // Changing the invoice address is done where the box is: on the delivery step.
  await stepBar(page)
    .getByRole('button', { name: /Bezorgen of ophalen/ })
    .click()
  await expect(co.stepHeading(checkout.steps.delivery)).toBeVisible()
  await same.uncheck()
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await co.next(checkout.actions.toInvoice)
  await expect(co.stepHeading(checkout.steps.invoice)).toBeVisible()
  await expect(page.getByText(checkout.invoice.differentNote)).toBeVisible()
})

test('one step bar, the same on the cart and in the checkout, on one row at 390 px', async ({
  page,
}) => {
  await fillCart(page)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await new CartPage(page).goto()
    await expect(stepBar(page)).toHaveCount(1)
    const onCart = stepBar(page).getByRole('listitem')
    await expect(onCart).toHaveText([
      /Winkelmandje/,
      /Bezorgen of ophalen/,
      /Verzendmethode/,
      /Betalen/,
    ])
    await expect(onCart.first()).toContainText(`(${checkout.steps.current})`)
    await expectOneRow(stepBar(page))

    await page.goto('/checkout')
    await expect(stepBar(page)).toHaveCount(1)
    const inCheckout = stepBar(page).getByRole('listitem')
    await expect(inCheckout).toHaveText([
      /Winkelmandje/,
      /Bezorgen of ophalen/,
      /Verzendmethode/,
      /Betalen/,
    ])
    await expect(inCheckout.first()).toContainText(`(${checkout.steps.done})`)
    await expect(inCheckout.nth(1)).toContainText(`(${checkout.steps.current})`)
    await expectOneRow(stepBar(page))
    await new CheckoutPage(page).shoot(`journey-steps-${width}`)
  }
  // The cart is a done step: its link goes back there.
  await stepBar(page)
    .getByRole('link', { name: /Winkelmandje/ })
    .click()
  await expect(page).toHaveURL(/\/winkelmandje$/)
})

/** Every step of the bar on one row: the same top, and no name broken over lines. */
async function expectOneRow(bar: Locator) {
  const tops = await bar
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  const names = await bar
    .locator('.checkout-step-name')
    .evaluateAll((els) =>
      els
        .filter((el) => getComputedStyle(el).position !== 'absolute')
        .map(
          (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        ),
    )
  for (const lines of names) expect(lines).toBeLessThan(1.5)
}

// The delivery day and method, told the same to the end (a shopper review): the payment step names
// the day on a phone too, beside the total and the pay button (the one promise of
// domain/delivery-promise.ts, as steps 2 and 3 and the wide screen's side column show it); an
// evening order's complete page and order page name the evening round with its time slot and the
// evening promise's day (working days only) that the checkout showed; "Volg je bestelling" opens
// the tracking with the order filled in and its status shown, no postcode in the address.
import type { Page } from '@playwright/test'
import { test, expect, shotForLooking } from './fixtures'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { checkout } from '../src/messages/nl/checkout'
import { delivery } from '../src/messages/nl/delivery'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'

test.describe.configure({ timeout: 90_000 })

/**
 * Friday 27 November 2026, 14:00 in Amsterdam: long before the cut-off (no countdown). Standard
 * delivery comes on Saturday 28.
 */
const FRIDAY_AFTERNOON = '2026-11-27T14:00:00+01:00'
const STANDARD_DAY = delivery.on('zaterdag 28 november')

/** The shopper's guest checkout of one in-stock product up to the shipping step. */
async function toShipment(page: Page, email: string) {
  await page.clock.setFixedTime(new Date(FRIDAY_AFTERNOON))
  await fillCart(page, [{ productId: fixtureProductIds.plain, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await co.fillDamrak(email)
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  return co
}

const visiblePromises = (page: Page) =>
  page.getByRole('main').getByTestId('delivery-promise').filter({ visible: true })

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the payment step names the delivery day beside the total and the pay button', async ({
    page,
  }) => {
    const co = await toShipment(page, 'betaaldag.e2e@example.nl')
    // Step 2 names the day (the promise beside the order), and follows the option picked at once:
    // the evening round comes on a working day.
    await expect(visiblePromises(page)).toHaveText([STANDARD_DAY])
    await page.getByRole('radio', { name: /Avondbezorging/ }).check()
    await expect(visiblePromises(page)).toHaveText([delivery.on('maandag 30 november')])
    await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
    await expect(visiblePromises(page)).toHaveText([STANDARD_DAY])

    await co.next(checkout.actions.toPayment)
    await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
    // The same day, once, where the shopper pays.
    const promise = visiblePromises(page)
    await expect(promise).toHaveText([STANDARD_DAY])
    // Under the order's total, above the pay button.
    const total = page.locator('main [data-summary-row="total"]').filter({ visible: true })
    const pay = page.getByRole('button', { name: checkout.actions.confirm })
    const [totalBox, promiseBox, payBox] = await Promise.all([
      total.boundingBox(),
      promise.boundingBox(),
      pay.boundingBox(),
    ])
    expect(promiseBox!.y, 'the day under the total').toBeGreaterThanOrEqual(
      totalBox!.y + totalBox!.height - 1,
    )
    expect(promiseBox!.y, 'the day above the pay button').toBeLessThan(payBox!.y)
    // Near the total: not a screen away from it.
    expect(promiseBox!.y - (totalBox!.y + totalBox!.height)).toBeLessThan(200)
    await promise.scrollIntoViewIfNeeded()
    await shotForLooking(page, 'payment-day-390')
    await co.shoot('payment-day')

    // On a wide screen the side column names it: still once.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(visiblePromises(page)).toHaveText([STANDARD_DAY])
    await expect(page.locator('.checkout-aside').getByTestId('delivery-promise')).toBeVisible()
  })
})

/**
 * The order's expected day as the order pages word the checkout's promise: 'Vandaag besteld,
 * maandag 30 november in huis' → 'Verwacht op maandag 30 november' (one day: an in-stock product).
 */
function expectedFrom(promise: string): string {
  const day = /^Vandaag besteld, (.+?) in huis/.exec(promise)?.[1]
  expect(day, `a one-day promise: ${promise}`).toBeTruthy()
  return `Verwacht op ${day!}`
}

// The mock places the order at the preview server's moment: this flow keeps the page's clock real,
// so the day the checkout shows and the day the order stores follow one clock.
test('an evening order: its complete page, tracking and order page name the evening round and its day', async ({
  page,
}) => {
  await fillCart(page, [{ productId: fixtureProductIds.plain, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await co.fillDamrak('avond.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.getByRole('radio', { name: /Avondbezorging/ }).check()
  const eveningOption = page
    .locator('.choice-card')
    .filter({ has: page.getByRole('radio', { name: /Avondbezorging/ }) })
    .getByTestId('shipping-option-day')
  const eveningDay = (await eveningOption.textContent())!
  // The evening round runs on working days only.
  expect(eveningDay).not.toMatch(/zaterdag|zondag/)
  // The promise beside the order follows the option picked, before it is sent.
  await expect(visiblePromises(page).first()).toContainText(eveningDay)
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await expect(page.locator('.checkout-recap')).toContainText('Avondbezorging')
  await expect(visiblePromises(page).first()).toContainText(eveningDay)
  await page.getByRole('radio', { name: /iDEAL/ }).check()
  await page.getByRole('checkbox', { name: checkout.payment.terms }).check()
  await page.getByRole('button', { name: checkout.actions.confirm }).click()

  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/, { timeout: 20_000 })
  const orderNumber = new URL(page.url()).searchParams.get('order')!
  const method = page.getByTestId('shipping-method')
  await expect(method).toHaveText(checkout.orders.shippingMethods.evening('18:00', '22:00'))
  await expect(method).toContainText('tussen 18:00 en 22:00 uur')
  // The day the checkout showed for the evening round.
  const expected = expectedFrom(eveningDay)
  await expect(page.getByTestId('expected-delivery')).toHaveText(expected)
  await co.shoot('evening-complete')

  // "Volg je bestelling": the order filled in and its status at once; no postcode in the address.
  await page.getByRole('link', { name: checkout.complete.track }).click()
  await expect(page).toHaveURL(new RegExp(`/track-my-order\\?order=${orderNumber}$`))
  await expect(page.getByRole('textbox', { name: checkout.track.orderNumber })).toHaveValue(
    orderNumber,
  )
  await expect(
    page.getByRole('heading', { name: checkout.track.resultHeading(orderNumber) }),
  ).toBeVisible()
  await expect(page.getByTestId('expected-delivery')).toHaveText(expected)
  expect(page.url()).not.toMatch(/1012/)
  await co.shoot('evening-track')

  // The order page (a guest looks it up) names the same method and day.
  await page.goto('/bestelling')
  await page.getByRole('textbox', { name: checkout.track.orderNumber }).fill(orderNumber)
  await page.getByRole('textbox', { name: checkout.track.postalCode }).fill('1012 AB')
  await page.getByRole('button', { name: checkout.orders.lookupSubmit }).click()
  await expect(page.getByTestId('shipping-method')).toHaveText(
    checkout.orders.shippingMethods.evening('18:00', '22:00'),
  )
  await expect(page.getByTestId('expected-delivery')).toHaveText(expected)
  await co.shoot('evening-order-page')
})

test('"Volg je bestelling" of an order page this browser did not place fills in the number only', async ({
  page,
}) => {
  await page.goto('/track-my-order?order=DW-250101')
  await expect(page.getByRole('textbox', { name: checkout.track.orderNumber })).toHaveValue(
    'DW-250101',
  )
  await expect(page.getByRole('textbox', { name: checkout.track.postalCode })).toHaveValue('')
  await expect(
    page.getByRole('heading', { name: checkout.track.resultHeading('DW-250101') }),
  ).toHaveCount(0)
})

// The checkout's one step list: no second list above it, the title 'Afrekenen' whatever the
// shopper chose, Click & Collect straight from the store to the invoice address, the current and
// a finished step that look different (computed style), the payment list collapsed on a phone
// (and axe-clean open and closed), and '… wijzigen' links that are 24 px targets.
import { test, expect, expectNoA11yViolations } from './fixtures'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { checkout } from '../src/messages/nl/checkout'

test.describe.configure({ timeout: 150_000 })

/** Every list of order steps on the page (each names the payment step). */
const stepLists = (page: import('@playwright/test').Page) =>
  page.getByRole('list').filter({ hasText: checkout.steps.payment })

async function pickUpInUtrecht(co: CheckoutPage) {
  const { page } = co
  await page.getByRole('radio', { name: checkout.delivery.pickup }).check()
  await co.chooseStore(/Dier & Ruiter Utrecht/)
  await co.field(checkout.delivery.email).fill('collect.e2e@example.nl')
  await co.next(checkout.actions.toInvoice)
}

test('one step list; Click & Collect goes from the store straight to the invoice address', async ({
  page,
}) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  // One list of steps, with names a shopper reads as different steps.
  await expect(stepLists(page)).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkout.title)
  await expect(page.getByRole('banner')).not.toContainText(checkout.clickCollect)
  const steps = page.getByRole('navigation', { name: checkout.steps.label })
  // The order's one bar: the cart, then the checkout's steps (the invoice goes to the delivery
  // address until the shopper says otherwise, issue 48).
  await expect(steps.getByRole('listitem')).toHaveText([
    /Winkelmandje/,
    /Bezorgen of ophalen/,
    /Verzendmethode/,
    /Betalen/,
  ])
  await pickUpInUtrecht(co)

  await expect(co.stepHeading(checkout.steps.invoice)).toBeVisible()
  // No shipping step for a pickup order, and the page is still the checkout.
  await expect(steps.getByRole('listitem')).toHaveText([
    /Winkelmandje/,
    /Bezorgen of ophalen/,
    /Factuuradres/,
    /Betalen/,
  ])
  await expect(page.getByText(checkout.steps.stepOf(3, 4))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkout.title)
  await expect(page.getByRole('banner')).not.toContainText(checkout.clickCollect)
  await expect(stepLists(page)).toHaveCount(1)
  await expectNoA11yViolations(page)

  // Back from the invoice address is back at the store, not at a shipping choice.
  await page.getByRole('button', { name: checkout.actions.back }).click()
  await expect(co.stepHeading(checkout.steps.delivery)).toBeVisible()
})

test('the current step and a finished step look different', async ({ page }) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  await co.fillDamrak('stappen.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  const steps = page.getByRole('navigation', { name: checkout.steps.label })
  const current = steps.locator('[aria-current="step"]')
  const done = steps.getByRole('button', { name: new RegExp(checkout.steps.delivery) })
  await expect(current).toContainText(checkout.steps.shipment)
  const upcoming = steps.getByRole('listitem').filter({ hasText: checkout.steps.payment })
  const look = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((el) => {
      const link = el.closest('li')!.querySelector('.checkout-step-link')!
      const number = link.querySelector('.checkout-step-number')!
      return {
        line: getComputedStyle(link).borderBottomColor,
        badge: getComputedStyle(number).backgroundColor,
      }
    })
  const [currentLook, doneLook, upcomingLook] = [
    await look(current),
    await look(done),
    await look(upcoming),
  ]
  expect(currentLook.line).not.toBe(doneLook.line)
  expect(currentLook.badge).not.toBe(doneLook.badge)
  expect(currentLook.line).not.toBe(upcomingLook.line)
  expect(doneLook.badge).not.toBe(upcomingLook.badge)
})

test('on a phone the payment list shows four methods until asked for more; axe-clean both ways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  await pickUpInUtrecht(co)
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

  const methods = page.getByRole('group', { name: checkout.payment.legend })
  const radios = methods.getByRole('radio')
  // iDEAL first; the methods that no longer exist are gone.
  await expect(radios.first()).toHaveAccessibleName(/iDEAL/)
  await expect(page.getByText(/Giropay|Sofort/)).toHaveCount(0)
  await expect(radios).toHaveCount(4)
  const more = methods.getByRole('button', { name: checkout.payment.more })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expectNoA11yViolations(page)

  await more.click()
  const fewer = methods.getByRole('button', { name: checkout.payment.fewer })
  await expect(fewer).toHaveAttribute('aria-expanded', 'true')
  await expect(radios).toHaveCount(11)
  await expectNoA11yViolations(page)

  // The '… wijzigen' links are targets of 24 px at least.
  const edits = page.getByRole('button', { name: /wijzigen$/ })
  await expect(edits.first()).toBeVisible()
  for (const edit of await edits.all()) {
    const box = (await edit.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(24)
    expect(box.width).toBeGreaterThanOrEqual(24)
  }
})

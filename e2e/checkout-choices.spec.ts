// The checkout's choices (issue 43): home delivery and the standard shipping method chosen from the
// start; the Click & Collect choice with five stores first ("Toon alle winkels"), each open or
// closed, its distance once the location is shared and "klaar vanaf"; a missing store said once
// for the group; the terms linked in a new tab; a saved address recognised on a phone; and
// "Afrekenen" once in the header.
import { test, expect, expectNoA11yViolations } from './fixtures'
import { CheckoutPage, fillCart } from './pages/checkout-page'
import { registerCustomer, putToken } from './pages/login-page'
import { checkout } from '../src/messages/nl/checkout'
import { stores as t } from '../src/messages/nl/stores'
import { delivery } from '../src/messages/nl/delivery'

test.describe.configure({ timeout: 120_000 })

/** Tuesday 13 January 2026, 11:00 in Amsterdam: every store open 8:30–18:00 (Monday 12–18). */
const TUESDAY_11AM = new Date('2026-01-13T10:00:00Z')
/** Near Maastricht's station. */
const MAASTRICHT = { latitude: 50.85, longitude: 5.705 }

const storeGroup = (page: import('@playwright/test').Page) =>
  page.getByRole('group', { name: checkout.pickup.legend })

async function openPickup(page: import('@playwright/test').Page) {
  await page.clock.setFixedTime(TUESDAY_11AM)
  await fillCart(page, [{ productId: 1003, quantity: 1 }])
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.pickup }).check()
  await expect(storeGroup(page)).toBeVisible()
  return co
}

test('home delivery is chosen from the start, and "Afrekenen" shows once in the header', async ({
  page,
}) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  await expect(page.getByRole('radio', { name: checkout.delivery.home })).toBeChecked()
  await expect(co.field(checkout.address.postalCode)).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header).toContainText('Veilig afrekenen')
  expect((await header.innerText()).match(/afrekenen/gi)).toHaveLength(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkout.title)

  // The standard shipping method is chosen too.
  await co.fillDamrak('keuze.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await expect(page.getByRole('radio', { name: /Standaard bezorging/ })).toBeChecked()
})

test('Click & Collect: five stores first, each open with "klaar vanaf"; all on request', async ({
  page,
}) => {
  await openPickup(page)
  const group = storeGroup(page)
  const radios = group.getByRole('radio')
  await expect(radios).toHaveCount(5)
  // Alphabetical without a location.
  await expect(radios.first()).toHaveAccessibleName('Dier & Ruiter Amersfoort')
  // Tuesday 11:00: open until 18:00, an order now is ready two hours later.
  await expect(radios.first()).toHaveAccessibleDescription(/Nu open, tot 18:00/)
  await expect(radios.first()).toHaveAccessibleDescription(/Klaar vanaf vandaag 13:00/)
  for (const state of await group.getByTestId('store-open-state').all()) {
    await expect(state).toHaveText(t.openUntil('18:00'))
  }
  await expect(group.getByText(t.readyFrom(0, 2, '13:00'))).toHaveCount(5)
  await expectNoA11yViolations(page)

  const all = group.getByRole('button', { name: t.pickup.showAll(11) })
  await expect(all).toHaveAttribute('aria-expanded', 'false')
  await all.click()
  await expect(radios).toHaveCount(11)
  const fewer = group.getByRole('button', { name: t.pickup.showFewer })
  await expect(fewer).toHaveAttribute('aria-expanded', 'true')
  await expectNoA11yViolations(page)

  // A store chosen further down stays in view when the list closes again.
  await group.getByRole('radio', { name: /Dier & Ruiter Zwolle/ }).check()
  await fewer.click()
  await expect(radios).toHaveCount(6)
  await expect(group.getByRole('radio', { name: /Dier & Ruiter Zwolle/ })).toBeChecked()
})

test('Click & Collect without a store: one message for the group, no red cards', async ({
  page,
}) => {
  const co = await openPickup(page)
  await co.field(checkout.delivery.email).fill('groep.e2e@example.nl')
  await co.next(checkout.actions.toInvoice)
  const message = page.getByText(checkout.pickup.required)
  await expect(message).toHaveCount(1)
  await expect(message).toBeVisible()
  const group = storeGroup(page)
  await expect(group).toHaveAccessibleDescription(checkout.pickup.required)
  // The message is in the error colour; no card, radio or store name is.
  const red = await message.evaluate((el) => getComputedStyle(el).color)
  for (const radio of await group.getByRole('radio').all()) {
    const { border, label } = await radio.evaluate((el) => ({
      border: getComputedStyle(el).borderTopColor,
      label: getComputedStyle(el.parentElement!.querySelector('label')!).color,
    }))
    expect(border).not.toBe(red)
    expect(label).not.toBe(red)
  }
  await expectNoA11yViolations(page)
  await co.shoot('pickup-error')
})

test('Click & Collect with a shared location: nearest five with their distance', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(MAASTRICHT)
  await openPickup(page)
  const group = storeGroup(page)
  await page.getByRole('button', { name: t.location.use }).click()
  await expect(page.getByRole('status').filter({ hasText: t.location.sorted })).toBeVisible()
  const radios = group.getByRole('radio')
  await expect(radios).toHaveCount(5)
  await expect(radios.first()).toHaveAccessibleName('Dier & Ruiter Maastricht')
  await expect(radios.nth(1)).toHaveAccessibleName('Dier & Ruiter Eindhoven')
  const distances = group.getByTestId('store-distance')
  await expect(distances).toHaveCount(5)
  await expect(distances.first()).toContainText(/^\D*0,\d\u00a0km$/)
  await expect(radios.first()).toHaveAccessibleDescription(new RegExp(`${t.distance}: 0,\\d\\skm`))
  await expectNoA11yViolations(page)
})

test('the terms are a link that opens in a new tab, and the checkout stays', async ({
  page,
  context,
}) => {
  await fillCart(page)
  const co = new CheckoutPage(page)
  await co.open()
  await co.fillDamrak('voorwaarden.e2e@example.nl')
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()

  const checkbox = page.getByRole('checkbox', { name: checkout.payment.terms, exact: true })
  await expect(checkbox).toBeVisible()
  const link = page.getByRole('link', { name: checkout.payment.termsLink })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAccessibleDescription(checkout.payment.termsNewTab)
  const [terms] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(terms).toHaveURL(/\/algemene-voorwaarden$/)
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Algemene voorwaarden', {
    timeout: 20_000,
  })
  // The checkout is where it was, and following the link did not tick the box.
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await expect(checkbox).not.toBeChecked()
  await expectNoA11yViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a saved address the cart already holds shows as that saved address', async ({ page }) => {
    const customer = await registerCustomer(page, 'Sanne')
    const headers = { Authorization: `Bearer ${customer.token}` }
    const address = {
      Id: 0,
      AddressType: 'Default',
      FirstName: 'Sanne',
      MiddleName: '',
      LastName: 'Tester',
      CompanyName: '',
      Street: 'Lange Nieuwstraat',
      HouseNumber: '21',
      HouseNumberExtension: '',
      PostalCode: '3512 JE',
      City: 'Utrecht',
      CountryCode: 'NL',
    }
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { headers, data })
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    }
    await post('/api/aspos/customer/addresses', { Address: address })
    await post('/api/aspos/cart/lines/batch', {
      changes: [{ action: 'Add', productId: 1001, quantity: 1, color: null }],
    })
    // Chosen on another device: the cart holds the saved address as its delivery address.
    await post('/api/aspos/cart/delivery', {
      DeliveryMethod: 'Delivery',
      Email: null,
      DeliveryAddress: { ...address, AddressType: 'Delivery' },
    })
    await putToken(page, customer.token)
    const co = new CheckoutPage(page)
    await co.open()
    const saved = page.getByRole('radio', { name: /Lange Nieuwstraat 21/ })
    await expect(saved).toBeChecked()
    await expect(page.getByRole('radio', { name: checkout.delivery.newAddress })).not.toBeChecked()
    await expect(co.field(checkout.address.postalCode)).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})

test('Click & Collect: beside the order, when the chosen store has it ready', async ({ page }) => {
  const co = await openPickup(page)
  await co.chooseStore(/Dier & Ruiter Utrecht/)
  await co.field(checkout.delivery.email).fill('klaar.e2e@example.nl')
  await co.next(checkout.actions.toInvoice)
  await expect(co.stepHeading(checkout.steps.invoice)).toBeVisible()
  // Tuesday 11:00, the store open until 18:00: ready two hours later, by the store's public name.
  await expect(page.getByTestId('delivery-promise')).toHaveText(
    delivery.pickup('Vandaag', '13:00', 'Dier & Ruiter Utrecht'),
  )
  await expect(page.getByTestId('delivery-promise')).not.toContainText('in huis')
})

// Keyboard-only journey: skip link → search → product → add to cart → cart → checkout → every
// checkout step filled in → confirm, with a visible focus indicator at every stop, focus on the page
// heading after each navigation, the add-to-cart layer taking the focus and giving it back, and the
// cart notice announced in a live region.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { shell } from '../src/messages/nl/shell'
import { cart as cartMessages } from '../src/messages/nl/cart'
import { checkout } from '../src/messages/nl/checkout'
import { addedLayer } from '../src/messages/nl/added-layer'

/** Presses Tab (or Shift+Tab) until the focused element matches, like a keyboard user would. */
async function tabTo(
  page: Page,
  matches: (el: { name: string; tag: string }) => boolean,
  backwards = false,
) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null
      return {
        name: (el?.getAttribute('aria-label') || label || el?.textContent || '').trim(),
        tag: el?.tagName ?? '',
      }
    })
    if (matches(focused)) return
  }
  throw new Error('focus never reached the wanted element')
}

/** Tabs to the field with this label and types into it. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, (el) => el.tag === 'INPUT' && el.name.startsWith(label))
  await expectVisibleFocus(page)
  await page.keyboard.type(text)
}

/** Tabs into a radio group, then arrows through it until the wanted option is the checked one. */
async function chooseRadio(page: Page, option: RegExp) {
  // A step's choices may arrive after its heading (the shipping methods are asked for on opening):
  // a keyboard user tabs on once they are shown.
  await expect(page.getByRole('main').getByRole('radio').first()).toBeEnabled({ timeout: 15_000 })
  await tabTo(page, (el) => el.tag === 'INPUT')
  for (let i = 0; i < 20; i++) {
    const focused = page.locator(':focus')
    if ((await focused.getAttribute('type')) === 'radio') {
      const label = await focused.evaluate(
        (el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '',
      )
      if (option.test(label)) {
        await page.keyboard.press('Space')
        await expect(focused).toBeChecked()
        await expectVisibleFocus(page)
        return
      }
    }
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`no radio option ${option}`)
}

/** The focused element shows a visible indicator (outline or box-shadow). */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const s = getComputedStyle(el)
    return { outline: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow }
  })
  expect((style.outline !== 'none' && style.width > 0) || style.shadow !== 'none').toBe(true)
}

test('keyboard only: search, product, add to cart, cart, checkout, confirm', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })

  // The first Tab reaches the skip link, which jumps to the content.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: shell.skipLink })).toBeFocused()
  await expectVisibleFocus(page)

  // Search with the keyboard: type, arrow to the first hit, Enter opens the product.
  await tabTo(page, (el) => el.tag === 'INPUT')
  await expectVisibleFocus(page)
  await page.keyboard.type('royal canin', { delay: 30 })
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('header [role="status"]').first()).toContainText(/gevonden/)
  // Matching categories and brands come first: arrow down to the first product.
  const options = page.locator('header [role="option"]')
  await expect(options.and(page.locator('[data-kind="product"]')).first()).toBeVisible()
  const kinds = await options.evaluateAll((all) => all.map((o) => o.getAttribute('data-kind')))
  for (let i = 0; i <= kinds.indexOf('product'); i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/product\//)
  const productHeading = page.getByRole('heading', { level: 1 })
  await expect(productHeading).toBeFocused({ timeout: 15_000 })

  // Tab to the add button and press it: the add-to-cart layer takes the focus, and the notice is
  // announced in it.
  await tabTo(page, (el) => el.name === cartMessages.addToCart.button)
  await expectVisibleFocus(page)
  const addButton = page
    .getByRole('main')
    .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
    .first()
  await expect(addButton).toBeFocused()
  await page.keyboard.press('Enter')
  const layer = page.getByRole('dialog', { name: addedLayer.title })
  await expect(layer).toBeVisible({ timeout: 15_000 })
  expect(await layer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  // Announced: the notice is a status inside the polite live region, not merely shown.
  await expect(
    page
      .locator('[aria-live="polite"]')
      .getByRole('status')
      .filter({ hasText: cartMessages.notices.added }),
  ).toBeVisible({ timeout: 15_000 })
  // Escape closes the layer and gives the focus back to the add button.
  await page.keyboard.press('Escape')
  await expect(layer).toBeHidden()
  await expect(addButton).toBeFocused()

  // Back up to the header's cart button and open the cart.
  await tabTo(page, (el) => el.name.startsWith('Winkelmandje'), true)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/winkelmandje$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 15_000 })

  // On to the checkout.
  await tabTo(page, (el) => el.name === cartMessages.page.checkout)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  // The checkout opens at its first step, named in the address (issue 48).
  await expect(page).toHaveURL(/\/checkout\?stap=bezorgen$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })

  // Every checkout step by keyboard: Space picks a radio option, arrows move within a group.
  await chooseRadio(page, new RegExp(checkout.delivery.home))
  await typeInto(page, checkout.delivery.email, 'toetsenbord@example.nl')
  await typeInto(page, checkout.address.firstName, 'Kim')
  await typeInto(page, checkout.address.lastName, 'de Vries')
  await typeInto(page, checkout.address.postalCode, '1012ab')
  await typeInto(page, checkout.address.houseNumber, '70')
  await expect(page.getByRole('textbox', { name: checkout.address.city, exact: true })).toHaveValue(
    'Amsterdam',
  )
  await tabTo(page, (el) => el.name === checkout.actions.toShipment)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')

  await expect(
    page.getByRole('heading', { level: 2, name: checkout.steps.shipment, exact: true }),
  ).toBeVisible()
  await chooseRadio(page, /Standaard bezorging/)
  // The invoice goes to the delivery address: no invoice step (issue 48).
  await tabTo(page, (el) => el.name === checkout.actions.toPayment)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')

  await expect(
    page.getByRole('heading', { level: 2, name: checkout.steps.payment, exact: true }),
  ).toBeVisible()
  await chooseRadio(page, /iDEAL/)
  await tabTo(page, (el) => el.tag === 'INPUT' && el.name === checkout.payment.terms)
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: checkout.payment.terms })).toBeChecked()
  await tabTo(page, (el) => el.name === checkout.actions.confirm)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/bestelling-compleet\?order=DW-\d+/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: checkout.complete.title })).toBeVisible()
})

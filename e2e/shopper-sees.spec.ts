// What the shopper sees on the production build: state styles the build must keep (the order
// tracker's finished and current stage, the registration's steps, a badge colour per order
// status), no "€ 0,00" in the header for a cart with lines, one price with colour on the colour
// picker, the product page and in the cart, and a page opened by its URL starting at its top.
import type { Locator } from '@playwright/test'
import { test, expect, expectNoA11yViolations, waitForApp } from './fixtures'
import { CartPage, seedAnonymousCart } from './pages/cart-page'
import { ProductPage } from './pages/product-page'
import { RegisterPage } from './pages/register-page'
import { demoLogin } from './pages/session'
import { account } from '../src/messages/nl/account'
import { cart as cartMessages } from '../src/messages/nl/cart'
import { catalogue } from '../src/messages/nl/catalogue'
import { checkout } from '../src/messages/nl/checkout'
import { fixtureProductIds, products } from '../src/mocks/db/seed-catalogue'
import { parcelOnItsWay } from '../src/mocks/db/seed-order-life'

test.describe.configure({ timeout: 90_000 })

/** '€ 1.234,56' (any spaces) → 123456 cents; every amount in a text, in order. */
function amounts(text: string | null): number[] {
  return [...(text ?? '').matchAll(/€\s*([\d.]+),(\d{2})/g)].map(
    (m) => Number(m[1]!.replace(/\./g, '')) * 100 + Number(m[2]),
  )
}

/** How a list item looks: its text colour and weight, and its marker's (first child's) colours. */
function lookOf(item: Locator): Promise<string> {
  return item.evaluate((li) => {
    const own = getComputedStyle(li)
    const marker = li.firstElementChild ? getComputedStyle(li.firstElementChild) : null
    return JSON.stringify([
      own.color,
      own.fontWeight,
      marker?.backgroundColor,
      marker?.borderTopColor,
      marker?.color,
    ])
  })
}

test('the registration shows its finished, current and coming steps each in a look of its own', async ({
  page,
}) => {
  const wizard = new RegisterPage(page)
  await wizard.goto()
  await wizard.fillAccount({
    email: `stappen-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`,
    password: 'Sterk123',
    firstName: 'Eva',
    lastName: 'Jansen',
  })
  await wizard.next.click()
  await expect(wizard.stepHeading(account.register.loyaltyHeading)).toBeVisible()
  const steps = page
    .getByRole('navigation', { name: account.register.stepsLabel })
    .getByRole('listitem')
  const [done, current, coming] = [
    await lookOf(steps.nth(0)),
    await lookOf(steps.nth(1)),
    await lookOf(steps.nth(2)),
  ]
  expect(done, 'a finished step looks unlike the current one').not.toBe(current)
  expect(current, 'the current step looks unlike a step to come').not.toBe(coming)
  expect(done, 'a finished step looks unlike a step to come').not.toBe(coming)
  await expectNoA11yViolations(page)
})

test('order badges differ by status, and the tracker marks finished and current stages', async ({
  page,
}) => {
  await demoLogin(page)
  await page.goto('/mijn-account/bestellingen')
  await expect(
    page.getByRole('heading', { level: 1, name: checkout.orders.listTitle }),
  ).toBeVisible({ timeout: 20_000 })
  const badge = (orderNumber: string, status: keyof typeof checkout.statuses) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: checkout.orders.view(orderNumber) }) })
      .getByText(checkout.statuses[status], { exact: true })
  const colours = await Promise.all(
    // The orders of 2025 have arrived by now; the parcel on its way is sent (seed-order-life.ts).
    [badge('DW-250101', 'Afgeleverd'), badge(parcelOnItsWay.number, 'Verzonden')].map((b) =>
      b.evaluate((el) => getComputedStyle(el).backgroundColor),
    ),
  )
  expect(new Set(colours).size, `badge colours ${colours.join(', ')}`).toBe(2)
  expect(colours).not.toContain('rgba(0, 0, 0, 0)')
  await expectNoA11yViolations(page)

  // The parcel on its way: Ontvangen and In behandeling are done, Verzonden is current.
  await page.getByRole('link', { name: checkout.orders.view(parcelOnItsWay.number) }).click()
  const stages = page.getByRole('list', { name: checkout.track.timeline }).getByRole('listitem')
  await expect(stages).toHaveCount(4)
  await expect(stages.nth(2)).toHaveAttribute('aria-current', 'step')
  const [done, current, coming] = [
    await lookOf(stages.nth(0)),
    await lookOf(stages.nth(2)),
    await lookOf(stages.nth(3)),
  ]
  expect(done, 'a finished stage looks unlike the current one').not.toBe(current)
  expect(current, 'the current stage looks unlike a stage to come').not.toBe(coming)
  expect(done, 'a finished stage looks unlike a stage to come').not.toBe(coming)
  await expectNoA11yViolations(page)
})

test('after an add the header never shows € 0,00 for a cart with lines', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const product = products.find((p) => p.Id === fixtureProductIds.plain)!
  const productPage = new ProductPage(page)
  await productPage.goto(product.Url)
  await waitForApp(page)
  const header = page.getByRole('link', { name: /^Winkelmandje,/ })
  await expect(header).toHaveAccessibleName(/^Winkelmandje, 0 artikelen, € 0,00$/)
  // Every frame from the click on: what the header's button shows (its visible text).
  await page.evaluate(() => {
    const w = window as unknown as { __headerSeen: string[] }
    w.__headerSeen = []
    const sample = () => {
      const link = document.querySelector<HTMLElement>('a[aria-label^="Winkelmandje"]')
      if (link) w.__headerSeen.push(link.innerText.replace(/\s+/g, ' ').trim())
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await productPage.addToCart()
  await expect(header).toHaveAccessibleName(/^Winkelmandje, 1 artikel, € (?!0,00)[\d.]+,\d{2}$/, {
    timeout: 10_000,
  })
  const seen = await page.evaluate(
    () => (window as unknown as { __headerSeen: string[] }).__headerSeen,
  )
  const withLines = seen.filter((text) => /^1\b/.test(text))
  expect(withLines.length, 'frames with the added line').toBeGreaterThan(0)
  expect(
    withLines.filter((text) => text.includes('0,00')),
    'frames showing € 0,00 for one item',
  ).toEqual([])
  // While the amount was on its way, the button said so rather than showing a wrong one.
  expect(withLines.some((text) => text.includes(cartMessages.button.totalPending))).toBe(true)
})

test('the colour picker, the product page and the cart show the same price with colour', async ({
  page,
}) => {
  const product = products.find((p) => p.Id === fixtureProductIds.colour)!
  const colour = product.Colors[0]!
  await seedAnonymousCart(page, [{ productId: product.Id, quantity: 1, color: colour.Code }])

  await page.goto(
    `/kleurkiezer?familie=${encodeURIComponent(colour.Family)}&kleur=${encodeURIComponent(colour.Code)}`,
  )
  const card = page
    .getByRole('region', { name: catalogue.colourPicker.productsIn(colour.Name) })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.Description, exact: true }) })
  await expect(card).toBeVisible({ timeout: 20_000 })
  const cardText = await card.innerText()
  // One amount with the surtax inside it, never a price "+ surtax" that reads as a sum.
  expect(cardText).not.toMatch(/\+\s*€/)
  const [pickerPrice, pickerSurtax] = amounts(cardText)
  expect(cardText).toMatch(/\(incl\. €\s*[\d.]+,\d{2} kleurtoeslag\)/)
  await expectNoA11yViolations(page)

  const productPage = new ProductPage(page)
  await productPage.goto(product.Url)
  // The headline price holds the surtax a colour product always pays, and says so under it.
  const surtaxLine = productPage.detail.getByText(/^Inclusief €\s*[\d.]+,\d{2} kleurtoeslag$/)
  await expect(surtaxLine.first()).toBeVisible()
  const [productSurtax] = amounts(await surtaxLine.first().innerText())
  const [productPrice] = amounts(await productPage.currentPrice.innerText())
  expect(await productPage.detail.innerText()).not.toMatch(/\+\s*€[^\n]*kleurtoeslag/)

  const cart = new CartPage(page)
  await cart.goto()
  const line = page.getByRole('listitem').filter({ has: cart.line(product.Description) })
  await expect(line).toContainText(cartMessages.page.columns.total)
  // One piece: its price and the line's total, what the cart charges.
  const cartPrice = amounts(await line.innerText()).at(-1)

  expect({ pickerPrice, productPrice, pickerSurtax, productSurtax }).toEqual({
    pickerPrice: cartPrice,
    productPrice: cartPrice,
    pickerSurtax: productSurtax,
    productSurtax,
  })
})

test('a page opened by its URL starts at its top; back and forward restore, a link starts at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY))
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await expect.poll(scrollY).toBe(y)
  }

  await page.goto('/')
  await waitForApp(page)
  await scrollTo(333)
  // A new document by its URL: not where home was left.
  await page.goto('/faq')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(300)
  expect(await scrollY()).toBe(0)

  // Back to home's document: where it was left.
  await page.goBack()
  await waitForApp(page)
  await expect.poll(scrollY).toBe(333)

  // An in-app link (clicked where it is, without scrolling to it) opens its page at the top.
  await page.locator('a[href="/faq"]').first().waitFor({ state: 'attached' })
  await scrollTo(400)
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/faq"]')!.click())
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(scrollY).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(scrollY).toBe(400)
  await page.goForward()
  await expect(page).toHaveURL(/\/faq$/)
  await expect.poll(scrollY).toBe(0)
})

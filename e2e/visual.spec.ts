// Screenshot baselines of the shop's key states at 390 and 1280 px, compared on every `npm test`.
// The pictures are the same on every run (e2e/visual/stable-page.ts): the repo's own fonts, a clock
// that stands still, the mock's seeded data and images, no motion. After an intended change of the
// look, `npm run test:visual:update` writes new baselines; look at the diff images in test-results/
// first, then commit them (e2e/visual.spec.ts-snapshots/).
//
// A new state is one entry in `states`: a name, what brings the page there, and (only if needed)
// the widths it exists at, a logged-in customer or a first visit. Its first run fails for want of
// a baseline and writes the picture it took as the baseline (Playwright's default): looked at, it is
// committed with the state.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { inBaselinesBrowser } from './browser'
import { test, expect, waitForApp } from './fixtures'
import { fontsDrawnWith, prepareStablePage, waitForStablePage } from './visual/stable-page'
import { CartPage, seedAnonymousCart } from './pages/cart-page'
import { CheckoutPage } from './pages/checkout-page'
import { ListingPage } from './pages/listing-page'
import { ProductPage } from './pages/product-page'
import { FoodSections } from './pages/food'
import { RegisterPage } from './pages/register-page'
import { AccountPage } from './pages/account-page'
import { emptyCustomerCart } from './pages/repeat-buyers'
import { RunningOut, serverNow } from './pages/running-out'
import { demoLogin } from './pages/session'
import { createSeed } from '../src/mocks/db/seed'
import { fixtureProductIds } from '../src/mocks/db/seed-catalogue'
import { customers, trackAndTracePairs } from '../src/mocks/db/seed-stores-people'
import { account } from '../src/messages/nl/account'
import { cart } from '../src/messages/nl/cart'
import { checkout } from '../src/messages/nl/checkout'
import { catalogue as catalogueMessages } from '../src/messages/nl/catalogue'
import { search } from '../src/messages/nl/search'
import { shell } from '../src/messages/nl/shell'
import { wishListMessages } from '../src/messages/nl/wish-list'
import { addedLayer } from '../src/messages/nl/added-layer'

const widths = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 800 } } as const
type Width = keyof typeof widths

const seed = createSeed()
const productById = (id: number) => seed.products.find((p) => p.Id === id)!
/** A product no other flow buys, so its stock (and what the page says of it) stays put. */
const plainProduct = productById(fixtureProductIds.listPrice)
const colourProduct = productById(fixtureProductIds.colour)
const soldOutProduct = productById(fixtureProductIds.outOfStock)
const colour = colourProduct.Colors![0]!
/** The cart of two lines the cart and checkout states show. */
const twoLines = [
  { productId: plainProduct.Id, quantity: 1 },
  { productId: colourProduct.Id, quantity: 2, color: colour.Code },
]
/** A sent order of 2025 (delivered by now, its parcel's code kept), looked up as a guest with its postal code. */
const shippedOrder = trackAndTracePairs.find((o) => o.OrderNumber === 'DW-250901')!
/**
 * The logged-in states' customer: a seeded one no other flow logs in as. The demo customer's orders,
 * cart and wish list change while the other flows run beside these, and so would the pictures.
 */
const visualCustomer = customers.find((c) => c.Email === 'fatima@voorbeeld.nl')!
const wishedProducts = [fixtureProductIds.discounted, fixtureProductIds.isNew]
/** The visual customer's own seeded order (home delivery, delivered by now). */
const visualOrder = 'DW-250501'
/** Joost, whose seeded Click & Collect order of 2025 was picked up in the Zwolle store. */
const pickupCustomer = {
  email: 'loyaal@dierenruiter.nl',
  password: 'Klantkaart1',
  firstName: 'Joost',
}

interface VisualState {
  /** The baseline's file: `<name>-<width>.png`. */
  name: string
  /** Only at these widths (the phone menu exists below lg, the mega-menu from lg up). */
  widths?: readonly Width[]
  /** Logged in as the visual customer. */
  customer?: boolean
  /** No consent cookie: the cookie prompt shows. */
  firstVisit?: boolean
  /** Before the first navigation: fill a cart, say. */
  arrange?: (page: Page) => Promise<void>
  /** Brings the page into the state and waits for what the state shows. */
  show: (page: Page) => Promise<void>
  /** The picture is of this element only (a block far down a page), not of the viewport. */
  element?: (page: Page) => Locator
  /** Parts painted over in the picture (a day that moves with the calendar). */
  mask?: (page: Page) => Locator[]
  /**
   * Shown anew at each width, on a page of its own. Otherwise one page shows the state and is
   * pictured at 390 px, then at 1280 px (the page follows the resize as a shopper's browser does):
   * a state that changes with the header's layout or closes by itself (a toast) says `perWidth`.
   */
  perWidth?: boolean
  /**
   * Brings into view what is pictured, at each width (a page scrolls back to its top on a resize
   * first): the part of a page the picture is about.
   */
  reframe?: (page: Page, resized: boolean) => Promise<void>
}

/** Home, with the app running: the static first screen's header shows before its buttons work. */
const home = async (page: Page) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  await waitForApp(page)
}

async function checkoutAt(page: Page, step: 'delivery' | 'shipment' | 'invoice' | 'payment') {
  const co = new CheckoutPage(page)
  await co.open()
  await page.getByRole('radio', { name: checkout.delivery.home }).check()
  if (step === 'delivery') {
    // The step as the shopper first sees it: its top, with home delivery chosen.
    await expect(co.field(checkout.address.postalCode)).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    return
  }
  await co.fillDamrak('kees@voorbeeld.nl')
  // The invoice step shows only when the invoice goes elsewhere (issue 48).
  if (step === 'invoice')
    await page.getByRole('checkbox', { name: checkout.invoice.sameAsDelivery }).uncheck()
  await co.next(checkout.actions.toShipment)
  await expect(co.stepHeading(checkout.steps.shipment)).toBeVisible()
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check()
  if (step === 'shipment') return
  if (step === 'invoice') {
    await co.next(checkout.actions.toInvoice)
    await expect(co.stepHeading(checkout.steps.invoice)).toBeVisible()
    return
  }
  await co.next(checkout.actions.toPayment)
  await expect(co.stepHeading(checkout.steps.payment)).toBeVisible()
  await page.getByRole('radio', { name: /iDEAL/ }).check()
}

const checkoutStep = (step: 'delivery' | 'shipment' | 'invoice' | 'payment'): VisualState => ({
  name: `checkout-${step}`,
  arrange: (page) => seedAnonymousCart(page, twoLines).then(() => undefined),
  show: (page) => checkoutAt(page, step),
  // The payment step's scroll is where checking iDEAL left it: shown anew at each width.
  perWidth: step === 'payment',
  // After a step the page is as far down as it goes: the button that led there was low in the
  // longer step before it.
  reframe: async (page, resized) => {
    if (resized && step !== 'delivery')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  },
})

/** The paint's first colour swatch (a radio in the colour group). */
const swatchOf = (page: Page) =>
  page.getByRole('main').getByRole('radio', { name: colour.Name, exact: true })

const states: VisualState[] = [
  { name: 'home', show: home },
  {
    name: 'listing',
    // Not dog food: the checkout flows buy two of its products, and their stock would move.
    show: (page) => new ListingPage(page).goto('/producten/hond/hondensnacks'),
  },
  {
    name: 'product',
    show: (page) => new ProductPage(page).goto(plainProduct.Url),
  },
  {
    name: 'product-sold-out',
    show: (page) => new ProductPage(page).goto(soldOutProduct.Url),
  },
  {
    name: 'product-colour',
    show: async (page) => {
      await new ProductPage(page).goto(colourProduct.Url)
      // A paint's colours are swatches (a radio group); a product without hex codes has a select.
      await swatchOf(page).check()
    },
    reframe: (page) => swatchOf(page).scrollIntoViewIfNeeded(),
  },
  {
    name: 'cart',
    arrange: (page) => seedAnonymousCart(page, twoLines).then(() => undefined),
    show: async (page) => {
      const cartPage = new CartPage(page)
      await cartPage.goto()
      await expect(cartPage.line(plainProduct.Description)).toBeVisible()
      await expect(cartPage.line(colourProduct.Description)).toBeVisible()
    },
  },
  checkoutStep('delivery'),
  checkoutStep('shipment'),
  checkoutStep('invoice'),
  checkoutStep('payment'),
  {
    name: 'order-complete',
    customer: true,
    show: async (page) => {
      // A seeded order of the visual customer (home delivery): one placed here would have a new
      // number on every run.
      await page.goto(`/bestelling-compleet?order=${visualOrder}`)
      await expect(
        page.getByRole('heading', { level: 1, name: checkout.complete.title }),
      ).toBeVisible({ timeout: 20_000 })
      await expect(page.locator('[data-summary-kind="total"]').first()).toBeVisible()
    },
  },
  {
    name: 'order-complete-pickup',
    arrange: async (page) => {
      await demoLogin(page, pickupCustomer)
    },
    show: async (page) => {
      // Joost's Click & Collect order at the Zwolle store, picked up by now (DW-250302).
      await page.goto('/bestelling-compleet?order=DW-250302')
      await expect(
        page.getByRole('heading', { level: 1, name: checkout.complete.title }),
      ).toBeVisible({ timeout: 20_000 })
      await expect(page.locator('[data-summary-kind="total"]').first()).toBeVisible()
    },
  },
  {
    name: 'cart-deposit',
    // A deposit line below the free-shipping threshold: the deposit inside the subtotal, shipping.
    arrange: (page) =>
      seedAnonymousCart(page, [{ productId: fixtureProductIds.deposit, quantity: 2 }]).then(
        () => undefined,
      ),
    show: async (page) => {
      const cartPage = new CartPage(page)
      await cartPage.goto()
      await expect(cartPage.line(productById(fixtureProductIds.deposit).Description)).toBeVisible()
    },
  },
  {
    name: 'add-layer',
    perWidth: true,
    show: async (page) => {
      await new ProductPage(page).goto(plainProduct.Url)
      await page
        .getByRole('main')
        .getByRole('button', { name: cart.addToCart.button, exact: true })
        .first()
        .click()
      const layer = page.getByRole('dialog', { name: addedLayer.title })
      await expect(layer.locator('.added-layer-total')).toContainText('€', { timeout: 15_000 })
      // The products that go with it come a moment later: the picture waits for them.
      await expect(
        layer.getByRole('region', { name: addedLayer.suggestions }).locator('img').first(),
      ).toBeVisible({ timeout: 15_000 })
    },
  },
  {
    name: 'filter-sheet',
    widths: [390],
    show: async (page) => {
      const listing = new ListingPage(page)
      await listing.goto('/producten/hond/hondensnacks')
      await listing.filtersButton.click()
      await expect(listing.filterSheet.getByRole('checkbox').first()).toBeVisible()
      await expect(listing.showProducts).toBeVisible({ timeout: 15_000 })
    },
  },
  {
    name: 'gallery-viewer',
    show: async (page) => {
      await new ProductPage(page).goto(plainProduct.Url)
      await page
        .getByRole('main')
        .getByRole('button', { name: /op volledig scherm bekijken$/ })
        .first()
        .click()
      await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible({
        timeout: 15_000,
      })
    },
  },
  {
    // A riding cap's sizes (issue 51): one chosen, one nearly gone, one sold out.
    name: 'product-variant-choice',
    widths: [390],
    show: async (page) => {
      await new ProductPage(page).goto('hkm-cap-carbon-mat')
      const medium = page.getByRole('radio', { name: /maat M/ })
      await medium.click()
      await expect(medium).toBeChecked()
    },
    reframe: (page) => page.locator('.variant-choice').scrollIntoViewIfNeeded(),
  },
  {
    // A food page's feeding calculator, filled: the grams a day and how long the bag lasts.
    name: 'product-feeding-calculator',
    widths: [390],
    show: async (page) => {
      await new ProductPage(page).goto('royal-canin-ageing-12-2-kg')
      await waitForApp(page)
      const food = new FoodSections(page)
      await food.calculate('4,5')
      await expect(food.result).toContainText('gram per dag')
    },
    element: (page) => new FoodSections(page).calculator,
  },
  {
    name: 'product-sticky-bar',
    widths: [390],
    show: async (page) => {
      await new ProductPage(page).goto(plainProduct.Url)
      // The sections below the buy box come after the first paint: wait for them, so the page is
      // long enough to scroll past the buy box.
      await expect(
        page.getByRole('heading', { name: catalogueMessages.product.specifications }),
      ).toBeAttached()
      // Past the buy box: the bar with the price and "In winkelmandje" at the bottom.
      await page.evaluate(() => window.scrollTo(0, 1400))
      await expect(page.locator('.sticky-action-bar').first()).toBeVisible({ timeout: 15_000 })
    },
  },
  {
    name: 'order-shipped',
    show: async (page) => {
      const postcode = encodeURIComponent(shippedOrder.PostalCode)
      await page.goto(`/bestelling/${shippedOrder.OrderNumber}?postcode=${postcode}`)
      await expect(
        page.getByRole('heading', { name: new RegExp(shippedOrder.OrderNumber) }).first(),
      ).toBeVisible({ timeout: 20_000 })
    },
  },
  { name: 'register-step-1', show: (page) => new RegisterPage(page).goto() },
  {
    name: 'account',
    customer: true,
    show: async (page) => {
      const accountPage = new AccountPage(page)
      await accountPage.goto()
      await expect(accountPage.nav).toBeVisible()
    },
  },
  {
    name: 'wish-list',
    customer: true,
    show: async (page) => {
      await new AccountPage(page).goto('/mijn-account/verlanglijstje')
      for (const id of wishedProducts)
        await expect(
          page
            .getByRole('main')
            .getByRole('link', { name: productById(id).Description })
            .first(),
        ).toBeVisible()
    },
  },
  {
    name: 'not-found',
    show: async (page) => {
      await page.goto('/deze-pagina-bestaat-niet')
      await expect(page.getByRole('heading', { level: 1, name: shell.error.notFound })).toBeVisible(
        { timeout: 20_000 },
      )
      // The ways on come with the category tree, after the heading.
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: shell.error.popular.service, exact: true }),
      ).toBeVisible()
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Hond', exact: true }),
      ).toBeVisible()
    },
  },
  {
    name: 'phone-menu',
    widths: [390],
    show: async (page) => {
      await home(page)
      await page.getByRole('button', { name: shell.header.openMenu }).click()
      await expect(page.getByRole('dialog', { name: shell.header.menu })).toBeVisible()
    },
  },
  {
    name: 'mega-menu',
    widths: [1280],
    show: async (page) => {
      await home(page)
      const nav = page.getByRole('navigation', { name: shell.header.categories })
      const items = nav.getByRole('listitem')
      // The categories are in (the bar holds only 'Aanbiedingen' until they are).
      await expect(items.nth(1)).toBeVisible()
      const first = items.first()
      await first.getByRole('link').first().hover()
      await expect(first.getByRole('link').nth(1)).toBeVisible()
    },
  },
  {
    name: 'search-suggestions',
    perWidth: true,
    show: async (page) => {
      await home(page)
      const box = page.locator('header').getByRole('combobox', { name: search.label })
      await box.click()
      await box.pressSequentially('trixie', { delay: 20 })
      const list = page.locator('header').getByRole('listbox', { name: search.suggestions })
      await expect(list.locator('[role="option"][data-kind="product"]')).toHaveCount(4)
    },
  },
  {
    name: 'search-results',
    show: (page) => new ListingPage(page).goto('/zoeken/trixie'),
  },
  {
    name: 'login-modal',
    show: async (page) => {
      await home(page)
      await page.getByRole('banner').getByRole('button', { name: shell.header.login }).click()
      const modal = page.getByRole('dialog', { name: shell.modals.login })
      await expect(modal.getByLabel(account.login.password)).toBeVisible()
    },
  },
  {
    name: 'account-menu',
    perWidth: true,
    customer: true,
    show: async (page) => {
      await home(page)
      await page
        .getByRole('banner')
        .getByRole('button', { name: shell.header.accountMenu(visualCustomer.FirstName) })
        .click()
      await expect(
        page.getByRole('banner').getByRole('link', { name: shell.header.accountLinks.orders }),
      ).toBeVisible()
    },
  },
  {
    name: 'toast',
    perWidth: true,
    show: async (page) => {
      // A guest taps the heart: the toast says to log in first (the login dialog that opens beside
      // it is closed). The toast shows 5 s: the picture is taken within them.
      await new ProductPage(page).goto(plainProduct.Url)
      await page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`${wishListMessages.add('')}$`) })
        .first()
        .click()
      const login = page.getByRole('dialog', { name: shell.modals.login })
      await expect(login).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(login).toBeHidden()
      await expect(
        page.getByRole('status').filter({ hasText: wishListMessages.loginFirst }),
      ).toBeVisible()
    },
  },
  ...(['home', 'account'] as const).map((where): VisualState => ({
    // "Bijna op?" of Joost (horse feed and hay due in two days): the mock dates his rhythm from
    // its own day, so the page's clock stands still on that day; the days it names are masked.
    name: `running-out-${where}`,
    arrange: async (page) => {
      // The service's own instant, not a set hour of its day: the login token it gives lives two
      // hours from now, and a clock hours ahead (at 09:30, say, when the run starts at night)
      // would find it expired.
      await page.clock.setFixedTime(await serverNow(page.request))
      await demoLogin(page, pickupCustomer)
    },
    show: async (page) => {
      await page.goto(where === 'home' ? '/' : '/mijn-account')
      const region = new RunningOut(page).region
      await expect(region.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 })
    },
    reframe: (page) => new RunningOut(page).region.scrollIntoViewIfNeeded(),
    element: (page) => new RunningOut(page).region,
    mask: (page) => [page.locator('.running-out-when')],
  })),
  {
    name: 'cookie-prompt',
    firstVisit: true,
    show: async (page) => {
      await home(page)
      await expect(page.getByRole('region', { name: shell.cookies.title })).toBeVisible()
    },
  },
]

/** Logs the visual customer in, with an empty cart and the same wish list on every run. */
async function asVisualCustomer(page: Page) {
  const token = await demoLogin(page, {
    email: visualCustomer.Email,
    password: visualCustomer.Password,
    firstName: visualCustomer.FirstName,
  })
  await emptyCustomerCart(page.request, token)
  for (const ProductId of wishedProducts) {
    const response = await page.request.post('/api/aspos/products/selections', {
      headers: { Authorization: `Bearer ${token}` },
      data: { ProductId },
    })
    expect(response.ok(), 'the wish list takes the product').toBe(true)
  }
}

test.use({ bypassCSP: true })
// The baselines were drawn in the full Chromium (e2e/browser.ts).
test.use(inBaselinesBrowser)

test('every glyph is drawn with the fonts the repo ships, none with a machine font', async ({
  page,
}) => {
  await prepareStablePage(page)
  // Home at desktop width: the header's ✓ and ▾ signs, the menus, buttons, a form field.
  await page.setViewportSize(widths[1280])
  await home(page)
  await waitForStablePage(page)
  expect(await fontsDrawnWith(page)).toEqual(['Inter', 'Noto Sans Symbols 2'])
})

const allWidths = Object.keys(widths).map(Number) as Width[]

/** The pictures of one state, each at the widths it exists at, as `<name>-<width>.png`. */
async function picture(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  state: VisualState,
  at: readonly Width[],
) {
  await page.setViewportSize(widths[at[0]!])
  if (state.firstVisit) {
    await context.clearCookies()
    await context.addCookies([{ name: 'newsletter-modal-seen', value: '1', url: baseURL }])
  }
  await prepareStablePage(page)
  if (state.customer) await asVisualCustomer(page)
  await state.arrange?.(page)
  await state.show(page)
  for (const [i, width] of at.entries()) {
    if (i > 0) {
      await page.setViewportSize(widths[width])
      await page.evaluate(() => window.scrollTo(0, 0))
    }
    await state.reframe?.(page, i > 0)
    await waitForStablePage(page)
    await expect(state.element?.(page) ?? page).toHaveScreenshot(`${state.name}-${width}.png`, {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      mask: state.mask?.(page),
    })
  }
}

for (const state of states) {
  const at = allWidths.filter((width) => !state.widths || state.widths.includes(width))
  const tests = state.perWidth
    ? at.map((width) => ({ title: `${state.name} at ${width} px`, at: [width] }))
    : [{ title: `${state.name} at ${at.join(' and ')} px`, at }]
  for (const { title, at: shownAt } of tests) {
    test(title, async ({ page, context, baseURL }) => {
      await picture(page, context, baseURL!, state, shownAt)
    })
  }
}

// A heart tapped while logged out asks for a login; that login finishes the tap: the product (the
// chosen bag) is on the wish list, the heart shows it, and the "Log in om …" notice has gone, so it
// does not stack with the welcome over the buy area. From a listing card too. A closed login
// dialog saves nothing, and keeps nothing for a later login.
import type { Locator, Page } from '@playwright/test'
import { test, expect as baseExpect, shotForLooking } from './fixtures'
import { ProductPage } from './pages/product-page'
import { ListingPage } from './pages/listing-page'
import { flowAccount, type Account } from './pages/session'
import { registerCustomer } from './pages/login-page'
import { account } from '../src/messages/nl/account'
import { catalogue } from '../src/messages/nl/catalogue'
import { shell } from '../src/messages/nl/shell'
import { wishListMessages as t } from '../src/messages/nl/wish-list'
import { products } from '../src/mocks/db/seed-catalogue'

test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

/** The bag of `parentUrl`'s food family labelled `label` ('7 kg'). */
function bagOf(parentUrl: string, label: string) {
  const parent = products.find((p) => p.Url === parentUrl)!
  return products.find(
    (p) =>
      p.ParentProductId === parent.Id &&
      p.Fields.some((f) => f.Code === 'Variant' && f.Value === label),
  )!
}

function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: shell.modals.login })
}

async function logInInDialog(page: Page, who: Pick<Account, 'email' | 'password'>) {
  const dialog = loginDialog(page)
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(account.login.email).fill(who.email)
  await dialog.getByLabel(account.login.password).fill(who.password)
  await dialog.getByRole('button', { name: account.login.submit }).click()
  await expect(dialog).toBeHidden()
}

/** A product page with the 7 kg bag chosen; answers that bag's heart. */
async function chooseSevenKilos(page: Page, parentUrl: string): Promise<Locator> {
  const bag = bagOf(parentUrl, '7 kg')
  const product = new ProductPage(page)
  await product.goto(parentUrl)
  await product.detail
    .getByRole('group', { name: catalogue.variantChoice.legend.bag })
    .getByRole('radio', { name: /7 kg/ })
    .click()
  const heart = product.detail.getByRole('button', { name: t.add(bag.Description) })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  return heart
}

async function wishListShows(page: Page, text: string | RegExp) {
  await page.goto('/mijn-account/verlanglijstje')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.heading)
  await expect(main).toContainText(text)
}

test('a heart on a chosen bag, then a login in the dialog: that bag is on the wish list', async ({
  page,
}) => {
  const parentUrl = 'purina-pro-plan-senior-7-lam'
  const bag = bagOf(parentUrl, '7 kg')
  const demo = flowAccount('demo')
  await page.setViewportSize({ width: 390, height: 844 })
  const heart = await chooseSevenKilos(page, parentUrl)
  await heart.click()
  await expect(page.getByRole('status').filter({ hasText: t.loginFirst })).toBeAttached()
  await logInInDialog(page, demo)

  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  // One notice says both: the welcome, and under it the bag saved. The request for a login has done
  // its job: it does not stand over the buy area any more.
  await expect(
    page.getByRole('status').filter({ hasText: account.login.welcome(demo.firstName) }),
  ).toContainText(t.added(bag.Description))
  await expect(page.getByText(t.loginFirst)).toHaveCount(0)
  await expect(page.getByText(t.added(bag.Description))).toHaveCount(1)
  await shotForLooking(page, 'wish-after-login-390')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await shotForLooking(page, 'wish-after-login-1280')

  await wishListShows(page, bag.Description)
})

test('a heart on a listing card, then a login in the dialog: that product is saved', async ({
  page,
}) => {
  const loyal = flowAccount('loyal')
  const listing = new ListingPage(page)
  await listing.goto('/producten/100')
  const card = listing.cards.first()
  const title = (await card.getByRole('heading').first().innerText()).trim()
  const heart = card.getByRole('button', { name: t.add(title) })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await logInInDialog(page, loyal)
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(t.loginFirst)).toHaveCount(0)
  await shotForLooking(page, 'wish-after-login-card-1280')
  await wishListShows(page, title)
})

test('a closed login dialog saves nothing, not even after a later login', async ({ page }) => {
  const customer = await registerCustomer(page, 'Twijfel')
  const heart = await chooseSevenKilos(page, 'dier-en-ruiter-select-adult-kip')
  await heart.click()
  await expect(loginDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(loginDialog(page)).toBeHidden()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')

  // A later login of its own (the header's "Inloggen") is not the heart's.
  await page
    .getByRole('banner')
    .getByRole('button', { name: shell.header.login, exact: true })
    .first()
    .click()
  await logInInDialog(page, customer)
  await expect(page.getByText(account.login.welcome(customer.firstName))).toBeVisible()
  await wishListShows(page, t.empty)
})

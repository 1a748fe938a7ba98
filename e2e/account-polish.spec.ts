// Smaller things of the account area and around it: the forgot-password dialog leads back to the
// login, the sitemap names each page once, and the wish list's cards share one layout.
import { test, expect, waitForApp, resizeTo, shotForLooking } from './fixtures'
import { registerCustomer, putToken } from './pages/login-page'
import { account } from '../src/messages/nl/account'
import { shell } from '../src/messages/nl/shell'

for (const width of [390, 1280]) {
  test(`the forgot-password dialog leads back to the login at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: account.login.submit, exact: true }).first().click()
    const login = page.getByRole('dialog', { name: shell.modals.login })
    await expect(login).toBeVisible()
    await shotForLooking(page, `login-dialog-${width}`)
    await login.getByRole('button', { name: account.login.forgotPassword }).click()
    const forgot = page.getByRole('dialog', { name: shell.modals.forgotPassword })
    await expect(forgot).toBeVisible()
    const back = forgot.getByRole('button', { name: account.forgotPassword.backToLogin })
    await expect(back).toBeVisible()
    await shotForLooking(page, `forgot-password-dialog-${width}`)
    await back.click()
    await expect(forgot).toBeHidden()
    await expect(login).toBeVisible()
    // The focus goes along into the login dialog.
    await expect(login.locator(':focus')).toHaveCount(1)
  })
}

test('the sitemap names each page once', async ({ page }) => {
  await page.goto('/sitemap')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 }).last()).toBeVisible({ timeout: 20_000 })
  await expect(main.locator('.spinner-border')).toHaveCount(0)
  const hrefs = await main
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.toLowerCase()),
    )
  const twice = hrefs.filter((href, index) => hrefs.indexOf(href) !== index)
  expect(twice, 'pages listed more than once').toEqual([])
  expect(hrefs.length).toBeGreaterThan(20)
})

test('every wish-list card is laid out alike', async ({ page }) => {
  // A colour product (with its colour choice), plain ones, a variant parent (chosen on its page) and
  // one sold out: add-to-cart controls of different widths.
  const customer = await registerCustomer(page, 'Wenslijst')
  for (const ProductId of [1010, 1001, 1015, 1021]) {
    const added = await page.request.post('/api/aspos/products/selections', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { ProductId },
    })
    expect(added.ok()).toBe(true)
  }
  await putToken(page, customer.token)
  // One load; the cards follow the resize (their layout is CSS).
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/mijn-account/verlanglijstje')
  for (const width of [390, 768, 1280]) {
    await resizeTo(page, width)
    const cards = page.locator('.wish-list__item')
    await expect(cards).toHaveCount(4, { timeout: 20_000 })
    // Per card: where its image, title, actions and remove button sit within the card's own box.
    const layouts = await cards.evaluateAll((items) =>
      items.map((item) => {
        const card = item.getBoundingClientRect()
        const box = (selector: string) => item.querySelector(selector)!.getBoundingClientRect()
        return {
          image: {
            x: Math.round(box('.wish-list__image').left - card.left),
            y: Math.round(box('.wish-list__image').top - card.top),
          },
          titleX: Math.round(box('h2').left - card.left),
          actionsX: Math.round(box('.wish-list__actions').left - card.left),
          removeRight: Math.round(card.right - box('.btn-outline-danger').right),
        }
      }),
    )
    const [first, ...others] = layouts
    for (const [index, other] of others.entries())
      expect(other, `${width} px: card ${index + 2} laid out as the first`).toEqual(first)
    await shotForLooking(page, `wish-list-${width}`, true)
  }
})

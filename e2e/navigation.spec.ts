// Flows: how a shopper finds their way — the phone menu drilling down to a subcategory and to the
// account, the desktop category menu's toggle, the not-found page's ways on, and the header search
// box keeping the term of the results page it shows.
import { test, expect, expectNoA11yViolations, resizeTo, waitForApp } from './fixtures'
import { demoAccount, demoLogin } from './pages/session'
import { shell } from '../src/messages/nl/shell'
import { search } from '../src/messages/nl/search'

const m = shell.header.mobileMenu

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('drills down from a main category to a subcategory listing, with Terug on each level', async ({
    page,
  }) => {
    test.slow() // three axe scans on the shared machine
    await page.goto('/')
    await waitForApp(page)
    const toggle = page.getByRole('button', { name: shell.header.openMenu })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: shell.header.menu })
    await expect(dialog).toBeVisible()
    // The first level: the account, the main categories, the shop's other ways in, the service.
    await expect(dialog.getByRole('button', { name: shell.header.login })).toBeVisible()
    for (const name of [shell.header.offers, m.brands, m.colourPicker, m.diyGuide])
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(
      dialog.getByRole('navigation', { name: shell.header.topMenu }).getByRole('link').first(),
    ).toBeVisible()
    // The sweep scans this state whole: 'phone menu, first level' (e2e/routes.ts).

    await dialog.getByRole('button', { name: 'Hond', exact: true }).click()
    const level1 = dialog.getByRole('heading', { name: 'Hond', exact: true })
    await expect(level1).toBeFocused()
    await expect(dialog.getByRole('link', { name: m.all('Hond') })).toHaveAttribute(
      'href',
      /^\/producten\/\d+$/,
    )
    // Only the opened level is there: the first level's links are gone.
    await expect(dialog.getByRole('link', { name: m.brands })).toHaveCount(0)
    // The sweep scans this state whole: 'phone menu, a category'.

    // Terug goes one level up, to the category it came from.
    await dialog.getByRole('button', { name: m.back }).click()
    await expect(dialog.getByRole('button', { name: 'Hond', exact: true })).toBeFocused()
    await dialog.getByRole('button', { name: 'Hond', exact: true }).click()

    await dialog.getByRole('button', { name: 'Hondenvoer', exact: true }).click()
    await expect(dialog.getByRole('heading', { name: 'Hondenvoer', exact: true })).toBeFocused()
    await expect(dialog.getByRole('button', { name: m.back })).toBeVisible()
    await expect(dialog.getByRole('link', { name: m.all('Hondenvoer') })).toBeVisible()
    // The sweep scans this state whole: 'phone menu, a subcategory'.

    await dialog.getByRole('link', { name: 'Droogvoer', exact: true }).click()
    await expect(page).toHaveURL(/\/producten\/\d+$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Droogvoer' })).toBeVisible()
  })

  test('Escape closes the menu and gives the focus back to its button', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    const toggle = page.getByRole('button', { name: shell.header.openMenu })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: shell.header.menu })
    await dialog.getByRole('button', { name: 'Kat', exact: true }).click()
    await expect(dialog.getByRole('heading', { name: 'Kat', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the panel covers the page and keeps the focus; closed, none of it is seen or reached', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    const toggle = page.getByRole('button', { name: shell.header.openMenu })
    const dialog = page.getByRole('dialog', { name: shell.header.menu })
    const close = dialog.getByRole('button', { name: 'Sluiten' })
    // Built ahead while the browser was idle, but unseen and out of the Tab order.
    await expect(
      page.getByRole('dialog', { name: shell.header.menu, includeHidden: true }),
    ).toBeAttached()
    await expect(dialog).toBeHidden()
    // The panel follows the header: Tab from the header's last control goes past it.
    await page
      .getByRole('banner')
      .locator('a:visible, button:visible, input:visible')
      .last()
      .focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(
      false,
    )
    expect(
      await page.evaluate(() => document.activeElement?.closest('header, main')?.tagName),
    ).toBe('MAIN')

    await toggle.click()
    await expect(close).toBeFocused()
    // Painted at the start side, 320 px wide, over the header and the dimmed page.
    const box = (await dialog.boundingBox())!
    expect(box.x).toBe(0)
    expect(box.width).toBe(320)
    expect(box.height).toBe(844)
    const onTop = await page.evaluate(() => {
      const cart = document.querySelector('.site-header')!.getBoundingClientRect()
      return document.elementFromPoint(cart.right - 10, cart.top + 10)?.className
    })
    expect(onTop).toContain('slide-in-layer')
    expect(
      await page.locator('.slide-in-layer').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgba(0, 0, 0, 0.5)')

    // Tab from the last link goes round to the close button, Shift+Tab back.
    const last = dialog.getByRole('link').last()
    await last.focus()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(last).toBeFocused()

    // A tap on the dimmed page beside the panel closes it, and the link under it is not followed.
    await page.mouse.click(360, 600)
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    await expect(toggle).toBeFocused()
  })

  test('logged out, Inloggen opens the login dialog', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: shell.header.openMenu }).click()
    const menu = page.getByRole('dialog', { name: shell.header.menu })
    await menu.getByRole('button', { name: shell.header.login }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('dialog', { name: shell.modals.login })).toBeVisible()
  })

  test('logged in, the menu greets the customer by first name and leads to Mijn account', async ({
    page,
  }) => {
    await demoLogin(page)
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: shell.header.openMenu }).click()
    const menu = page.getByRole('dialog', { name: shell.header.menu })
    await expect(menu.getByText(m.greeting(demoAccount.firstName))).toBeVisible()
    await expect(menu.getByRole('button', { name: shell.header.login })).toHaveCount(0)
    await menu.getByRole('link', { name: shell.header.accountLinks.account }).click()
    await expect(page).toHaveURL(/\/mijn-account$/)
    await expect(menu).toBeHidden()
  })
})

test.describe('desktop category menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a click on a main category keeps its panel open; Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    const nav = page.getByRole('navigation', { name: shell.header.categories })
    const toggle = nav.getByRole('button', { name: shell.header.subcategories('Hond') })
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link', { name: 'Hondenvoer' })).toBeVisible()
    // The pointer rests on the toggle past the hover delay: the panel stays open.
    await page.waitForTimeout(400)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The sweep scans the open mega menu whole: 'mega menu'.
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    // A click on an open panel's toggle closes it.
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('hover opens after a short delay; the click that follows keeps it open', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    const nav = page.getByRole('navigation', { name: shell.header.categories })
    const toggle = nav.getByRole('button', { name: shell.header.subcategories('Kat') })
    await toggle.hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.waitForTimeout(400)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // A panel the pointer opened closes a moment after the pointer leaves the menu.
    const other = nav.getByRole('button', { name: shell.header.subcategories('Vogel') })
    await other.hover()
    await expect(other).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(640, 800)
    await expect(other).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('not-found page', () => {
  test('offers a search box, the main categories and popular links at 390 and 1280 px', async ({
    page,
  }) => {
    // One load; the page follows the resize.
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/dit/bestaat/echt/niet')
    const main = page.getByRole('main')
    for (const width of [390, 1280]) {
      await resizeTo(page, width)
      await expect(
        main.getByRole('heading', { level: 1, name: shell.error.notFound }),
      ).toBeVisible()
      // Status 404, as before: the status on the page, and kept out of search engines.
      await expect(main.getByText(shell.error.statusLabel(404))).toBeAttached()
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      const categories = main.getByRole('navigation', { name: shell.error.categoriesTitle })
      await expect(categories.getByRole('link', { name: 'Hond', exact: true })).toHaveAttribute(
        'href',
        /^\/producten\/\d+$/,
      )
      const popular = main.getByRole('navigation', { name: shell.error.popularTitle })
      for (const name of [shell.header.offers, shell.header.mobileMenu.brands])
        await expect(popular.getByRole('link', { name, exact: true }), `${width} px`).toBeVisible()
      await waitForApp(page)
      await expectNoA11yViolations(page)
    }
    const box = main.getByRole('search').getByRole('combobox', { name: search.label })
    await box.fill('hond')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/zoeken\/hond$/)
  })
})

test('the header search box shows the term of its results page, and it stays editable', async ({
  page,
}) => {
  const suggestionCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/meilisearch/')) suggestionCalls.push(request.url())
  })
  await page.goto('/zoeken/royal%20canin')
  await waitForApp(page)
  const box = page.getByRole('banner').getByRole('combobox', { name: search.label })
  await expect(box).toHaveValue('royal canin')
  // Shown, not asked for: no suggestions open (or are fetched) on arrival.
  await page.waitForTimeout(500)
  await expect(page.getByRole('banner').getByRole('listbox')).toBeHidden()
  expect(suggestionCalls).toEqual([])
  await box.fill('kat')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/zoeken\/kat$/)
  await expect(box).toHaveValue('kat')
  await page.getByRole('link', { name: shell.header.homeLink }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(box).toHaveValue('')
})

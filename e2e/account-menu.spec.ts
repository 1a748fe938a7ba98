// The header's account menu of a logged-in customer, open, at a phone's and a desktop's width: every
// item is readable (computed contrast of its text on the menu, and axe's colour-contrast rule on the
// open menu). The top bar's white link colour once leaked into the menu's links: white on white.
import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { test, expect, waitForApp, waitForSettledPage, shotForLooking } from './fixtures'
import { demoAccount, demoLogin } from './pages/session'
import { shell } from '../src/messages/nl/shell'

const t = shell.header

/** The contrast ratio of each item's text against the background behind it (WCAG 2.x formula). */
function itemContrasts(page: Page) {
  return page.locator('.account-menu .dropdown-menu .dropdown-item').evaluateAll((items) => {
    const channels = (colour: string) => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 1]
      return { rgb: parts.slice(0, 3), alpha: parts[3] ?? 1 }
    }
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    /** The first opaque background from the element up. */
    const background = (element: Element | null): number[] => {
      for (let el = element; el; el = el.parentElement) {
        const { rgb, alpha } = channels(getComputedStyle(el).backgroundColor)
        if (alpha >= 1) return rgb
      }
      return [255, 255, 255]
    }
    return items.map((item) => {
      const fg = luminance(channels(getComputedStyle(item).color).rgb)
      const bg = luminance(background(item))
      const [light, dark] = fg > bg ? [fg, bg] : [bg, fg]
      return {
        text: item.textContent?.trim() ?? '',
        ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      }
    })
  })
}

async function axeColourContrast(page: Page) {
  await waitForSettledPage(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run
    const results = await run(
      { include: [['.account-menu .dropdown-menu']] },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    )
    return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
  })
}

for (const width of [390, 1280]) {
  test(`the open account menu is readable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await demoLogin(page)
    await page.goto('/')
    await waitForApp(page)
    const toggle = page.getByRole('button', { name: t.accountMenu(demoAccount.firstName) })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator('.account-menu .dropdown-menu')
    for (const label of Object.values(t.accountLinks)) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible()
    }
    const contrasts = await itemContrasts(page)
    expect(contrasts).toHaveLength(Object.values(t.accountLinks).length)
    for (const item of contrasts) {
      expect(item.ratio, `contrast of "${item.text}"`).toBeGreaterThanOrEqual(4.5)
    }
    expect(await axeColourContrast(page), 'axe colour-contrast on the open menu').toEqual([])
    await shotForLooking(page, `account-menu-open-${width}`)
  })
}

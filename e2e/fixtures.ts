// Shared Playwright fixtures: an axe check (WCAG 2.x A/AA) and helpers every flow uses.
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Fails with a readable list when axe finds any violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(wcagTags)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}


export const test = base.extend<{ consent: void }>({
  // Every flow starts with consent given and the newsletter modal already seen today, so neither
  // covers the page; flows about those two clear the cookies themselves.
  consent: [
    async ({ context, baseURL }, use) => {
      const url = baseURL ?? 'http://127.0.0.1:4173'
      await context.addCookies([
        { name: 'cookie-consent', value: 'accepted', url },
        { name: 'newsletter-modal-seen', value: '1', url },
      ])
      await use()
    },
    { auto: true },
  ],
})

export { expect }

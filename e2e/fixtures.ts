// Shared Playwright fixtures: an axe check (WCAG 2.x A/AA) and helpers every flow uses.
import { test as base, expect, type Page } from '@playwright/test'
import axe from 'axe-core'

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface Violation {
  id: string
  impact: string | null | undefined
  help: string
  targets: string[]
}

/**
 * Fails with a readable list when axe finds any violation on the page as it is now. axe-core is
 * put into the page once per document and run there directly: @axe-core/playwright injects its
 * half-megabyte source again on every scan, which took most of the sweep's time (about 3 s of a
 * 4.5 s scan on the CI machine). The page has no iframes, which is what the builder adds.
 */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document
      const results = await run(context, { runOnly: { type: 'tag', values: tags } })
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }))
    },
    { tags: wcagTags, exclude: options.exclude ?? [] },
  )
  const summary = violations.map((v: Violation) => `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.targets.join(', ')})`)
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

// A readable measure: the lines of a blog post and of a CMS article's text run no longer than about
// 70 characters on a desktop, whatever the width of the page around them (the eye loses the next
// line on a longer one). Measured in the text's own font: a line of 75 zeros is the limit.
import type { Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { createSeed } from '../src/mocks/db/seed'
import { hrefs } from '../src/lib/paths'

const seed = createSeed()

/** The widest text line box of the body's paragraphs and list items, and the width of 75 zeros. */
async function measure(page: Page, body: string) {
  await expect(page.locator(`${body} p`).first()).toBeVisible({ timeout: 15_000 })
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!
    const widest = Math.max(
      ...[...root.querySelectorAll('p, li')].map((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return Math.max(0, ...[...range.getClientRects()].map((r) => r.width))
      }),
    )
    const probe = document.createElement('span')
    probe.textContent = '0'.repeat(75)
    probe.style.whiteSpace = 'nowrap'
    root.querySelector('p')!.append(probe)
    const limit = probe.getBoundingClientRect().width
    probe.remove()
    return { widest: Math.round(widest), limit: Math.round(limit) }
  }, body)
}

test.describe('a readable measure at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a blog post runs no longer than about 70 characters a line', async ({ page }) => {
    await page.goto(hrefs.blogPost(seed.blogPosts[0]!.UrlSlug))
    await waitForApp(page)
    const { widest, limit } = await measure(page, '.blog-post-body')
    expect(widest, `the longest line is ${widest} px (75 characters: ${limit} px)`).toBeLessThan(
      limit,
    )
  })

  test("a CMS article's text runs no longer than about 70 characters a line", async ({ page }) => {
    await page.goto(hrefs.contentPage('over-ons'))
    await waitForApp(page)
    const { widest, limit } = await measure(page, '#main .cms-html')
    expect(widest, `the longest line is ${widest} px (75 characters: ${limit} px)`).toBeLessThan(
      limit,
    )
  })
})

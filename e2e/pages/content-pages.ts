// Page objects of the content pages (blog, jobs, stores, FAQ, contact, kluswijzer) and a recorder
// of cart batch requests.
import type { Locator, Page } from '@playwright/test'
import { waitForApp } from '../fixtures'
import { content as messages } from '../../src/messages/nl/content'
import { common } from '../../src/messages/nl/common'
import {
  BROKEN_BLOCKS_SLUG,
  withBrokenBlocksArticle,
} from '../../src/testing/broken-blocks-fixture'

export { messages as contentMessages, common as commonMessages }

/** First paints can be slow on the shared box. */
export const FIRST_PAINT = { timeout: 20_000 }

export class ContentPage {
  readonly main: Locator
  readonly h1: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.h1 = this.main.getByRole('heading', { level: 1 })
  }

  /** Opens the page and waits until the app has taken the static first screen over. */
  async open(path: string) {
    await this.page.goto(path)
    await waitForApp(this.page)
  }
}

export class ContactPage extends ContentPage {
  field(label: string) {
    return this.main.getByRole('textbox', { name: label, exact: true })
  }
  get submit() {
    return this.main.getByRole('button', { name: messages.contact.submit })
  }
  async fill(values: { name: string; email: string; subject: string; message: string }) {
    await this.field(messages.contact.name).fill(values.name)
    await this.field(messages.contact.email).fill(values.email)
    await this.field(messages.contact.subject).fill(values.subject)
    await this.field(messages.contact.message).fill(values.message)
  }
}

/** Counts the cart batch requests the page sends and keeps their bodies. */
export function recordCartBatches(
  page: Page,
): { changes: { action: string; productId: number; quantity: number }[] }[] {
  const batches: { changes: { action: string; productId: number; quantity: number }[] }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/aspos/cart/lines/batch')) {
      batches.push(request.postDataJSON() as (typeof batches)[number])
    }
  })
  return batches
}

/**
 * Serves the broken-blocks test page (src/testing/broken-blocks-fixture) on this page only: the
 * mock content of `npm run dev` and of the preview build does not have it. The content call for
 * its slug goes out as one for the home page (so menus and shared banners are real) and comes
 * back with the fixture's article.
 */
export async function serveBrokenBlocksPage(page: Page) {
  await page.route('**/api/vm/u', async (route) => {
    const body = route.request().postDataJSON() as { Url?: string } | null
    if (body?.Url !== BROKEN_BLOCKS_SLUG) return route.fallback()
    const response = await route.fetch({
      postData: JSON.stringify({ ...body, Url: 'home', GetBlocks: false }),
    })
    await route.fulfill({
      response,
      json: withBrokenBlocksArticle(
        (await response.json()) as { Article?: Record<string, unknown> | null },
      ),
    })
  })
}

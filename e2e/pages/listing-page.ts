// Page object of a product listing (category, offers, search, brand): filters, sort, pages, cards.
import type { Page } from '@playwright/test'
import { catalogue } from '../../src/messages/nl/catalogue'

export { catalogue as catalogueMessages }

export class ListingPage {
  constructor(readonly page: Page) {}

  async goto(path: string) {
    await this.page.goto(path)
    await this.heading.waitFor({ timeout: 20_000 })
    await this.cards.first().waitFor({ timeout: 20_000 })
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 })
  }

  get cards() {
    return this.page.locator('.product-grid article')
  }

  get count() {
    return this.page.locator('.listing-toolbar [role="status"]')
  }

  get filtersToggle() {
    return this.page.locator('.listing-filters-toggle')
  }

  get pagination() {
    return this.page.getByRole('navigation', { name: catalogue.pagination.label })
  }

  /** Opens the filters panel when it is collapsed (phones). */
  async openFilters() {
    if ((await this.filtersToggle.getAttribute('aria-expanded')) === 'false')
      await this.filtersToggle.click()
  }

  async filterBrand(name: string) {
    await this.openFilters()
    // A click, not check(): the box follows the URL, which changes right after the click.
    await this.page
      .locator('.listing-filters')
      .getByRole('checkbox', { name: new RegExp(name) })
      .click()
  }

  async goToPage(n: number) {
    await this.pagination
      .getByRole('link', { name: catalogue.pagination.page(n), exact: true })
      .click()
  }

  async openProduct(index = 0) {
    const card = this.cards.nth(index)
    const title = (await card.locator('.product-card-title a').textContent()) ?? ''
    await card.locator('.product-card-title a').click()
    return title.trim()
  }
}

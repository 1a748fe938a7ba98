// Page object of a product listing (category, offers, search, brand): filters, sort, pages, cards.
import type { Locator, Page } from '@playwright/test'
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

  /** The product cards of the listing's named list. */
  get cards() {
    return this.page
      .getByRole('list', { name: catalogue.listing.productList, exact: true })
      .getByRole('article')
  }

  /** The live count ('29 producten', '3 producten gevonden voor …'). */
  get count() {
    return this.page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^\d+ producten?\b/ })
  }

  get filters() {
    return this.page.getByRole('region', { name: new RegExp(`^${catalogue.filters.title}`) })
  }

  get filtersToggle() {
    return this.filters.getByRole('button', { name: new RegExp(`^${catalogue.filters.title}`) })
  }

  /** A card's title link, which names the product. */
  titleLink(card: Locator) {
    return card.getByRole('heading').getByRole('link')
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
    await this.filters.getByRole('checkbox', { name: new RegExp(name) }).click()
  }

  async goToPage(n: number) {
    await this.pagination
      .getByRole('link', { name: catalogue.pagination.page(n), exact: true })
      .click()
  }

  async openProduct(index = 0) {
    const card = this.cards.nth(index)
    const title = (await this.titleLink(card).textContent()) ?? ''
    await this.titleLink(card).click()
    return title.trim()
  }
}

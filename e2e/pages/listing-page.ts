// Page object of a product listing (category, offers, search, brand): filters, sort, pages, cards.
import type { Locator, Page } from '@playwright/test'
import { catalogue } from '../../src/messages/nl/catalogue'
import { appReady } from '../fixtures'

export { catalogue as catalogueMessages }

export class ListingPage {
  constructor(readonly page: Page) {}

  async goto(path: string) {
    await this.page.goto(path)
    await this.heading.waitFor({ timeout: 20_000 })
    await this.cards.first().waitFor({ timeout: 20_000 })
    // A numbered category's and the search results' first row is painted before the app runs
    // (decision 012): a flow reads the app's listing, once it has taken that row over.
    await this.page.locator(appReady).waitFor({ state: 'attached', timeout: 20_000 })
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

  /** The filters: beside the products on a wide screen, in the sheet on a phone (once opened). */
  get filters() {
    return this.page
      .getByRole('region', { name: catalogue.filters.title, exact: true })
      .or(this.filterSheet)
  }

  /** A phone's button that opens the filter sheet. */
  get filtersButton() {
    return this.page.getByRole('button', { name: new RegExp(`^${catalogue.filters.open}`) })
  }

  /** A phone's full-screen filter sheet. */
  get filterSheet() {
    return this.page.getByRole('dialog', { name: catalogue.filters.title })
  }

  /** The sheet's one button: 'Toon 23 producten' once the number is in. */
  get showProducts() {
    return this.filterSheet.getByRole('button', { name: /^(Toon \d+ producten?|Geen producten)$/ })
  }

  /** The chosen filters above the products, each a button that removes it. */
  get chosenFilters() {
    return this.page.getByRole('group', { name: catalogue.filters.chosen })
  }

  /** A card's title link, which names the product. */
  titleLink(card: Locator) {
    return card.getByRole('heading').getByRole('link')
  }

  get pagination() {
    return this.page.getByRole('navigation', { name: catalogue.pagination.label })
  }

  /** Opens the filter sheet on a phone (a wide screen shows the filters beside the products). */
  async openFilters() {
    if (await this.filtersButton.isVisible()) {
      await this.filtersButton.click()
      await this.filterSheet.waitFor({ timeout: 20_000 })
    }
  }

  async filterBrand(name: string) {
    await this.openFilters()
    // A click, not check(): the box follows the URL, which changes right after the click.
    await this.filters.getByRole('checkbox', { name: new RegExp(name) }).click()
    // In the sheet the choice counts once the sheet's button shows it.
    if (await this.filterSheet.isVisible()) await this.showProducts.click()
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

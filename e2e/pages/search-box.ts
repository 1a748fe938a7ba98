// Page object of the header search box: typing, the dropdown's product hits, Enter to the results.
import { expect, type Locator, type Page } from '@playwright/test'
import { search } from '../../src/messages/nl/search'
import { searchOptions } from '../../src/messages/nl/search-options'

export class SearchBox {
  readonly input: Locator
  /** The product hits (the 'Producten' group of the dropdown). */
  readonly hits: Locator
  /** The dropdown's "no products" line. */
  readonly noHits: Locator

  constructor(readonly page: Page) {
    const header = page.locator('header')
    this.input = header.getByRole('combobox', { name: search.label })
    this.hits = header
      .getByRole('listbox', { name: search.suggestions })
      .getByRole('group', { name: searchOptions.products })
      .getByRole('option')
    this.noHits = header.getByText(search.noHits, { exact: true }).first()
  }

  async open() {
    await this.page.goto('/')
    await expect(this.input).toBeVisible({ timeout: 15_000 })
  }

  async type(term: string) {
    await this.input.click()
    await this.input.fill('')
    await this.input.pressSequentially(term, { delay: 20 })
  }
}

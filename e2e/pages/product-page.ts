// Page object of the product page (/product/:productName).
import type { Page } from '@playwright/test'
import { cart as cartMessages } from '../../src/messages/nl/cart'

export class ProductPage {
  constructor(readonly page: Page) {}

  async goto(url: string) {
    await this.page.goto(`/product/${url}`)
    await this.heading.waitFor({ timeout: 20_000 })
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 })
  }

  /** The product itself: the article that holds the page's heading (not a related product's card). */
  get detail() {
    return this.page.getByRole('main').getByRole('article').filter({ has: this.heading }).first()
  }

  /** The price the shopper pays now, as the product page shows it. */
  get currentPrice() {
    return this.detail.locator('.price-current').first()
  }

  /** The struck-through price before a discount. */
  get wasPrice() {
    return this.detail.getByRole('deletion').first()
  }

  async addToCart() {
    // The first one: related products further down have their own.
    await this.detail
      .getByRole('button', { name: cartMessages.addToCart.button, exact: true })
      .first()
      .click()
  }
}

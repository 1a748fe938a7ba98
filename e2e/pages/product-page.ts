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

  get actions() {
    return this.page.locator('.product-detail .product-actions')
  }

  get prices() {
    return this.page.locator('.product-detail .product-prices')
  }

  async addToCart() {
    await this.actions.getByRole('button', { name: cartMessages.addToCart.button }).click()
  }
}

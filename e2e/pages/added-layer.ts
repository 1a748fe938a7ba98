// Page object of the add-to-cart layer (features/cart/components/added-layer.tsx): the dialog
// that opens after an add, its parts and its buttons.
import type { Page } from '@playwright/test'
import { addedLayer as messages } from '../../src/messages/nl/added-layer'

export { messages as addedLayerMessages }

export class AddedLayer {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: messages.title })
  }
  get lines() {
    return this.dialog.getByRole('list', { name: messages.addedLines })
  }
  get total() {
    return this.dialog.locator('.added-layer-total')
  }
  get continueShopping() {
    return this.dialog.getByRole('button', { name: messages.continueShopping })
  }
  get toCart() {
    return this.dialog.getByRole('link', { name: messages.toCart })
  }
  get suggestions() {
    return this.dialog.getByRole('region', { name: messages.suggestions })
  }
}

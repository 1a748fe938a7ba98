// Page object of the account area: overview, account nav (with 'Uitloggen'), wish list, vouchers.
import type { Page } from '@playwright/test'
import { account } from '../../src/messages/nl/account'

export class AccountPage {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main')
  }
  get heading() {
    return this.main.getByRole('heading', { level: 1 })
  }
  get nav() {
    return this.main.getByRole('navigation', { name: account.area.navLabel })
  }
  get logoutButton() {
    return this.nav.getByRole('button', { name: account.logout.action })
  }
  /** The header's cart button: its accessible name carries the count. */
  get headerCart() {
    return this.page.getByRole('link', { name: /^Winkelmandje,/ })
  }

  async goto(path = '/mijn-account') {
    await this.page.goto(path)
    await this.heading.waitFor()
  }
}

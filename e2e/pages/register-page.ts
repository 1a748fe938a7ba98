// Page object of the registration wizard (/register/new-user and its steps).
import type { Page } from '@playwright/test'
import { account } from '../../src/messages/nl/account'

const t = account.register

export class RegisterPage {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main')
  }
  stepHeading(name: string) {
    return this.main.getByRole('heading', { level: 2, name })
  }
  get next() {
    return this.main.getByRole('button', { name: t.next })
  }
  get submit() {
    return this.main.getByRole('button', { name: t.submit })
  }

  async goto() {
    await this.page.goto('/register/new-user')
    await this.stepHeading(t.accountHeading).waitFor()
  }

  async fillAccount(values: {
    email: string
    password: string
    firstName: string
    lastName: string
  }) {
    await this.main.getByLabel(t.email).fill(values.email)
    await this.main.getByLabel(t.password).fill(values.password)
    await this.main.getByLabel(t.firstName).fill(values.firstName)
    await this.main.getByLabel(t.lastName).fill(values.lastName)
  }
}

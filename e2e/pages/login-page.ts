// Page object of the login page (/mijn-account/login) and session helpers for account flows.
import type { Page } from '@playwright/test'
import { account } from '../../src/messages/nl/account'

export const accountMessages = account

export class LoginPage {
  constructor(readonly page: Page) {}

  get form() {
    return this.page.getByRole('main').getByRole('form', { name: account.login.heading })
  }
  get email() {
    return this.form.getByLabel(account.login.email)
  }
  get password() {
    return this.form.getByLabel(account.login.password)
  }
  get submit() {
    return this.form.getByRole('button', { name: account.login.submit })
  }
  get alert() {
    return this.form.getByRole('alert')
  }

  async goto(redirect?: string) {
    await this.page.goto(
      redirect === undefined
        ? '/mijn-account/login'
        : `/mijn-account/login?redirect=${encodeURIComponent(redirect)}`,
    )
    await this.email.waitFor()
  }

  async login(email: string, password: string) {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submit.click()
  }
}

export interface TestCustomer {
  email: string
  password: string
  firstName: string
  token: string
}

/** A fresh customer through the real API, so flows that change data never share an account. */
export async function registerCustomer(
  page: Page,
  firstName = 'Test',
  extra: Record<string, unknown> = {},
): Promise<TestCustomer> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`
  const password = 'Sterk123'
  const response = await page.request.post('/api/aspos/authentication/register', {
    data: { email, password, firstName, lastName: 'Tester', ...extra },
  })
  const body = (await response.json()) as { Token?: string }
  if (!body.Token) throw new Error(`register failed: ${JSON.stringify(body)}`)
  return { email, password, firstName, token: body.Token }
}

/** The one way to put a token in the page: e2e/pages/session.ts. */
export { putToken, useToken } from './session'

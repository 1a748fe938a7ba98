// Session helpers for flows: log in through the real API and put the token where the app keeps it.
import type { Page } from '@playwright/test'

export const demoAccount = {
  email: 'demo@dierenruiter.nl',
  password: 'Welkom123',
  firstName: 'Sanne',
}

export async function demoLogin(page: Page, account = demoAccount) {
  const response = await page.request.post('/api/aspos/authentication/login', {
    data: { email: account.email, password: account.password },
  })
  const body = (await response.json()) as { Token?: string }
  if (!body.Token) throw new Error('demo login failed')
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-login-done')) {
      localStorage.setItem('authToken', token)
      sessionStorage.setItem('e2e-login-done', '1')
    }
  }, body.Token)
  return body.Token
}

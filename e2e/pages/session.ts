// Session helpers for flows: the one way a flow puts a login token in the page (`putToken`), and a
// login through the real API (`demoLogin`) that uses it.
import type { BrowserContext, Page } from '@playwright/test'

export const demoAccount = {
  email: 'demo@dierenruiter.nl',
  password: 'Welkom123',
  firstName: 'Sanne',
}

/**
 * Puts the token where the app keeps it (localStorage `authToken`) before the first page script
 * runs, once: a reload or a later visit keeps what the app made of it (a logout stays a logout, an
 * expired or forged token stays dropped). On a page, once per tab; on a context, once for all its
 * tabs (a second tab shares the first one's storage and finds the session there, or its end).
 */
export async function putToken(target: Page | BrowserContext, token: string) {
  const perContext = !('goto' in target)
  await target.addInitScript(
    ({ value, perContext }) => {
      const flags = perContext ? localStorage : sessionStorage
      if (flags.getItem('e2e-token-set')) return
      localStorage.setItem('authToken', value)
      flags.setItem('e2e-token-set', '1')
    },
    { value: token, perContext },
  )
}

/** Logs the account in through the real API and puts its token in the page; returns the token. */
export async function demoLogin(page: Page, account = demoAccount) {
  const response = await page.request.post('/api/aspos/authentication/login', {
    data: { email: account.email, password: account.password },
  })
  const body = (await response.json()) as { Token?: string }
  if (!body.Token) throw new Error(`login of ${account.email} failed`)
  await putToken(page, body.Token)
  return body.Token
}

/** The former name of `putToken`, kept for flows written against it. */
export const useToken = putToken

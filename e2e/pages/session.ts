// Session helpers for flows: the one way a flow puts a login token in the page (`putToken`), and a
// login through the real API (`demoLogin`) that uses it, as the spec file's own copy of the demo or
// loyal account.
import { basename } from 'node:path'
import { test, type BrowserContext, type Page } from '@playwright/test'
import {
  flowCustomerEmail,
  flowCustomerFiles,
  type FlowCustomerKind,
} from '../../src/mocks/db/seed-flow-customers'

export interface Account {
  email: string
  password: string
  firstName: string
}

/** The README's demo account, for people; a flow logs in as its spec file's copy (`flowAccount`). */
export const demoAccount: Account = {
  email: 'demo@dierenruiter.nl',
  password: 'Welkom123',
  firstName: 'Sanne',
}

/** The README's loyal account (Joost), for people; a flow logs in as its spec file's copy. */
export const loyalAccount: Account = {
  email: 'loyaal@dierenruiter.nl',
  password: 'Klantkaart1',
  firstName: 'Joost',
}

const seeded: Record<FlowCustomerKind, Account> = { demo: demoAccount, loyal: loyalAccount }

/** The running spec file's name: 'security' for e2e/security.spec.ts. */
function specName(): string {
  return basename(test.info().file).replace(/\.spec\.ts$/, '')
}

/**
 * A spec file's own copy of the demo or loyal account (src/mocks/db/seed-flow-customers.ts): the
 * same name, password, orders and card under an e-mail address of its own, so its server-side cart
 * and wish list are met by no other spec file's flows. Without `file`, the running test's file.
 */
export function flowAccount(kind: FlowCustomerKind = 'demo', file = specName()): Account {
  if (!(flowCustomerFiles as readonly string[]).includes(file))
    throw new Error(
      `e2e/${file}.spec.ts logs in as the ${kind} account: add '${file}' to flowCustomerFiles in src/mocks/db/seed-flow-customers.ts`,
    )
  return { ...seeded[kind], email: flowCustomerEmail(kind, file) }
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

/**
 * Logs the account in through the real API and puts its token in the page; returns the token. The
 * demo or loyal account is logged in as the spec file's own copy of it (`flowAccount`).
 */
export async function demoLogin(page: Page, account: Account = demoAccount) {
  const kind = (Object.keys(seeded) as FlowCustomerKind[]).find(
    (k) => seeded[k].email === account.email,
  )
  if (kind) account = flowAccount(kind)
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

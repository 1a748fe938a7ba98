// Page helpers of the "Bijna op?" flows: the rail on home, the account block, the cart's "Vergeet je
// dit niet?", and the day the mock service counts from. The mock dates its rhythm orders from its
// own (real) day, so a flow reads that day from the server's Date header instead of its own clock.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { runningOut } from '../../src/messages/nl/running-out'
import { products } from '../../src/mocks/db/seed-catalogue'
import { discontinuedProducts } from '../../src/mocks/db/seed-stores-people'
import { rhythmProducts } from '../../src/mocks/db/seed-rhythms'
import { flowAccount } from './session'

export { rhythmProducts }

export const t = runningOut

/** A seed product's (or a discontinued one's) name, as the order lines and the cards show it. */
export const nameOf = (id: number): string =>
  products.find((p) => p.Id === id)?.Description ??
  discontinuedProducts.find((p) => p.Id === id)!.Description

/** Sanne and Joost as e2e/running-out.spec.ts's own copies of them (e2e/pages/session.ts). */
export const customers = {
  demo: flowAccount('demo', 'running-out'),
  loyal: flowAccount('loyal', 'running-out'),
  fresh: { email: 'nieuw@dierenruiter.nl', password: 'Nieuw1234', firstName: 'Lotte' },
  pieter: { email: 'pieter@voorbeeld.nl', password: 'Pieter2024', firstName: 'Pieter' },
} as const

/** The mock service's clock, from its Date header. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/api/aspos/common/config')
  return new Date(response.headers()['date'] ?? Date.now())
}

/** The mock service's date today in Amsterdam ('YYYY-MM-DD'), from its Date header. */
export async function serverToday(request: APIRequestContext): Promise<string> {
  const instant = await serverNow(request)
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
  return parts
}

export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}

/** 'vrijdag 4 december', as a shopper reads the day. */
export function dayInWords(date: string): string {
  return new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

export class RunningOut {
  constructor(readonly page: Page) {}

  /** The home rail or the account block ("Bijna op?"). */
  get region() {
    return this.page.getByRole('region', { name: t.heading })
  }
  get cartSuggestion() {
    return this.page.getByRole('region', { name: t.cart.heading })
  }
  /** One product's card (or row) in a region, found by its heading. */
  item(scope: Locator, productId: number) {
    return scope
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: nameOf(productId), exact: true }) })
  }
  titles(scope: Locator) {
    return scope.getByRole('heading', { level: 3 })
  }
  addButton(productId: number, quantity: number) {
    return this.region.getByRole('button', {
      name: `${t.add} ${t.addFor(quantity, nameOf(productId))}`,
      exact: true,
    })
  }
  get addAllButton() {
    return this.region.getByRole('button', { name: `${t.addAll} ${t.addAllFor}`, exact: true })
  }
  laterButton(productId: number) {
    return this.region.getByRole('button', {
      name: `${t.later}${t.choiceFor(nameOf(productId))}`,
      exact: true,
    })
  }
  neverButton(productId: number) {
    return this.region.getByRole('button', {
      name: `${t.never}${t.choiceFor(nameOf(productId))}`,
      exact: true,
    })
  }
  undoButton(productId: number) {
    return this.region.getByRole('button', {
      name: `${t.account.undo}${t.choiceFor(nameOf(productId))}`,
      exact: true,
    })
  }
  get calendarButton() {
    return this.region.getByRole('button', { name: new RegExp(`^${t.calendar.button}`) })
  }
}

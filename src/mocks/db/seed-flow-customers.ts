// The flows' own customers: one copy of the demo account (Sanne) and one of the loyal account
// (Joost) per e2e spec file that logs in as either, so no spec file's flows meet another file's
// server-side cart, wish list or orders placed, whatever the timing (issue 49). The demo accounts
// of the README stay for people.
//
// A copy is the account as seeded: the same name, password, group, loyalty card, addresses and
// preferences, and copies of its orders (the same order numbers and dates, rhythm and parcel on its
// way included) with their invoices, under an id and e-mail address of its own:
//   e2e-<demo|loyal>-<spec file's name>@<shop domain>, e.g. e2e-demo-security@dierenruiter.nl
// e2e/pages/session.ts picks the copy from the running spec file's name. A spec file that logs in as
// Sanne or Joost is listed here, or its login fails with a message that says so.
import { site } from '@/config/site'
import type { CustomerDto, InvoiceDto, OrderDto } from './types'

/** The spec files (e2e/<name>.spec.ts) that log in as the demo or the loyal account. */
export const flowCustomerFiles = [
  'account-frame',
  'checkout',
  'faults',
  'layout',
  'navigation',
  'one-price',
  'order-after',
  'order-complete',
  'orders',
  'promotion',
  'repeat-buyers',
  'running-out',
  'security',
  'shopper-sees',
  'track-and-trace',
  'visual',
  'wish-after-login',
] as const

/** Which seeded account a copy is of: the demo account (Sanne, id 1) or the loyal one (Joost, id 2). */
export const flowCustomerSources = { demo: 1, loyal: 2 } as const
export type FlowCustomerKind = keyof typeof flowCustomerSources

/** The e-mail address of a spec file's copy of the demo or loyal account. */
export function flowCustomerEmail(kind: FlowCustomerKind, file: string): string {
  return site.email(`e2e-${kind}-${file}`)
}

/**
 * Customer ids of the copies follow FIRST_ID; copy n's orders and invoices keep their seed ids plus
 * n × ID_STRIDE (the seed's are below 100): none meets a seed id or one handed out at run time
 * (from 100000, database.ts).
 */
const FIRST_ID = 1000
const ID_STRIDE = 1000

/**
 * The copies, added to a seed whose orders and invoices are complete (rhythms, the parcel on its
 * way, an invoice for each paid order). Deterministic: the same seed gives the same copies.
 */
export function addFlowCustomers(seed: {
  customers: CustomerDto[]
  orders: OrderDto[]
  invoices: InvoiceDto[]
}): void {
  const kinds = Object.entries(flowCustomerSources) as [FlowCustomerKind, number][]
  let n = 0
  for (const file of flowCustomerFiles) {
    for (const [kind, sourceId] of kinds) {
      n++
      const source = seed.customers.find((c) => c.Id === sourceId)
      if (!source) throw new Error(`flow customers: no seeded customer ${sourceId}`)
      const id = FIRST_ID + n
      const email = flowCustomerEmail(kind, file)
      seed.customers.push({ ...structuredClone(source), Id: id, Email: email })
      const offset = ID_STRIDE * n
      for (const order of seed.orders.filter((o) => o.CustomerId === sourceId))
        seed.orders.push({
          ...structuredClone(order),
          Id: offset + order.Id,
          CustomerId: id,
          Email: email,
        })
      for (const invoice of seed.invoices.filter((i) => i.CustomerId === sourceId))
        seed.invoices.push({ ...structuredClone(invoice), Id: offset + invoice.Id, CustomerId: id })
    }
  }
}

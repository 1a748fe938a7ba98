// The personal query roots the session clears must be the roots the resource factories use.
import { describe, expect, it } from 'vitest'
import { addressQueries } from './aspos/addresses'
import { cartQueries } from './aspos/cart'
import { checkoutQueries } from './aspos/checkout'
import { customerQueries } from './aspos/customer'
import { invoiceQueries } from './aspos/invoices'
import { orderQueries } from './aspos/orders'
import { selectionsQueries } from './aspos/selections'
import { personalQueryRoots } from './query-client'

describe('personalQueryRoots', () => {
  it("are the roots of every shopper's own resource", () => {
    const roots = [
      customerQueries,
      addressQueries,
      orderQueries,
      invoiceQueries,
      selectionsQueries,
      checkoutQueries,
      cartQueries,
    ].map((factory) => factory.all()[0])
    expect([...personalQueryRoots].sort()).toEqual(roots.sort())
  })
})

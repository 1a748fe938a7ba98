// The flows' own customers: a copy of demo and of loyaal per spec file, each with the orders of the
// account it copies, and ids that meet no seed id.
import { describe, expect, it } from 'vitest'
import { createSeed } from './seed'
import { flowCustomerEmail, flowCustomerFiles, flowCustomerSources } from './seed-flow-customers'

const seed = createSeed(new Date('2026-03-10T10:00:00+01:00'))
const ordersOf = (id: number) =>
  seed.orders
    .filter((o) => o.CustomerId === id)
    .map((o) => o.OrderNumber)
    .sort()

describe('the flows’ own customers', () => {
  it('copies demo and loyaal once per spec file, with their orders and invoices', () => {
    for (const file of flowCustomerFiles)
      for (const [kind, sourceId] of Object.entries(flowCustomerSources) as [
        'demo' | 'loyal',
        number,
      ][]) {
        const source = seed.customers.find((c) => c.Id === sourceId)!
        const copy = seed.customers.find((c) => c.Email === flowCustomerEmail(kind, file))!
        expect(copy, `${kind} of ${file}`).toBeDefined()
        expect(copy.Id).not.toBe(source.Id)
        expect({ ...copy, Id: 0, Email: '' }).toEqual({ ...source, Id: 0, Email: '' })
        expect(ordersOf(copy.Id)).toEqual(ordersOf(sourceId))
        expect(seed.invoices.filter((i) => i.CustomerId === copy.Id)).toHaveLength(
          seed.invoices.filter((i) => i.CustomerId === sourceId).length,
        )
      }
  })

  it('gives every customer, order and invoice an id of its own, below the run-time ids', () => {
    for (const rows of [seed.customers, seed.orders, seed.invoices]) {
      const ids = rows.map((r) => r.Id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(Math.max(...ids)).toBeLessThan(100000)
    }
  })
})

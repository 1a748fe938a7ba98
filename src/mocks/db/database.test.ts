// In-memory database: persistence round-trip, corrupt saves, reset and cart creation.
import { describe, it, expect } from 'vitest'
import { createDatabase } from './database'
import { createSeed } from './seed'

function memoryStorage(initial: string | null = null) {
  let value = initial
  const saves: string[] = []
  return {
    load: () => value,
    save: (json: string) => {
      value = json
      saves.push(json)
    },
    saves,
    get value() {
      return value
    },
  }
}

describe('createDatabase', () => {
  it('starts from the seed without options', () => {
    const db = createDatabase()
    expect(db.state.products).toEqual(createSeed().products)
    expect(db.state.carts).toEqual({})
    expect(() => db.persist()).not.toThrow()
  })

  it('round-trips the mutable parts through persist and load', () => {
    const storage = memoryStorage()
    const db = createDatabase(storage)
    const cart = db.cartFor('anon-1')
    cart.Lines.push({ ProductId: 1001, Quantity: 2, Color: null })
    db.state.subscribers.push('lid@voorbeeld.nl')
    db.state.selections['1'] = [{ Id: db.nextId(), ProductId: 1002 }]
    db.state.resetRequests.token123 = 'demo@dierenruiter.nl'
    const customer = db.customerById(1)
    if (customer) customer.FirstName = 'Sanna'
    db.persist()

    const saved = JSON.parse(storage.value ?? '{}') as Record<string, unknown>
    expect(Object.keys(saved).sort()).toEqual([
      'carts',
      'customers',
      'invoices',
      'newsletterCodes',
      'nextId',
      'orders',
      'resetRequests',
      'selections',
      'subscribers',
      'vouchers',
    ])

    const again = createDatabase(storage)
    expect(again.cartFor('anon-1').Lines).toEqual([{ ProductId: 1001, Quantity: 2, Color: null }])
    expect(again.state.subscribers).toEqual(['lid@voorbeeld.nl'])
    expect(again.state.selections['1']?.[0]?.ProductId).toBe(1002)
    expect(again.state.resetRequests.token123).toBe('demo@dierenruiter.nl')
    expect(again.customerById(1)?.FirstName).toBe('Sanna')
    expect(again.nextId()).toBe(db.state.nextId)
    expect(again.state.products.length).toBe(createSeed().products.length)
  })

  it('resets and persists when the saved state is corrupt', () => {
    for (const corrupt of ['{nope', '42', '[]', '{"carts": []}', '{"nextId": "x"}']) {
      const storage = memoryStorage(corrupt)
      const db = createDatabase(storage)
      expect(db.state.carts).toEqual({})
      expect(db.state.customers).toEqual(createSeed().customers)
      expect(storage.saves.length).toBe(1)
      expect(() => JSON.parse(storage.value ?? '')).not.toThrow()
    }
  })

  it('reset restores the seed in place and persists', () => {
    const storage = memoryStorage()
    const db = createDatabase(storage)
    const state = db.state
    db.cartFor('x').Lines.push({ ProductId: 1001, Quantity: 1, Color: null })
    db.state.customers.splice(0, 1)
    db.reset()
    expect(db.state).toBe(state)
    expect(db.state.carts).toEqual({})
    expect(db.state.customers).toEqual(createSeed().customers)
    expect(storage.saves.length).toBe(1)
  })

  it('cartFor creates an empty cart once and returns it afterwards', () => {
    const db = createDatabase()
    const cart = db.cartFor('abc')
    expect(cart).toMatchObject({
      Id: 'abc',
      Lines: [],
      VoucherCodes: [],
      DeliveryMethod: null,
      Email: null,
    })
    expect(db.cartFor('abc')).toBe(cart)
    expect(db.state.carts.abc).toBe(cart)
  })

  it('has lookup helpers', () => {
    const db = createDatabase()
    expect(db.productById(1001)?.Url).toBe('royal-canin-medium-adult-15-kg')
    expect(db.productByUrl('Royal-Canin-Medium-Adult-15-KG')?.Id).toBe(1001)
    expect(db.productById(1)).toBeUndefined()
    expect(db.customerByEmail('  DEMO@Dierenruiter.nl ')?.Id).toBe(1)
    expect(db.customerByEmail('onbekend@voorbeeld.nl')).toBeUndefined()
    const first = db.nextId()
    expect(db.nextId()).toBe(first + 1)
    expect(first).toBeGreaterThanOrEqual(100000)
  })
})

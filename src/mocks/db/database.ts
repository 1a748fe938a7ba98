// In-memory database of the mock backend: the seed plus mutable session data, with optional persistence and lookups.

import { createSeed, type Seed } from './seed'
import type { AddressDto, CustomerDto, ProductDto } from './types'

export interface CartLineState {
  ProductId: number
  Quantity: number
  Color: string | null
}

export interface CartState {
  Id: string
  Lines: CartLineState[]
  VoucherCodes: string[]
  DeliveryMethod: 'Delivery' | 'Pickup' | null
  DeliveryAddress: AddressDto | null
  InvoiceAddress: AddressDto | null
  PickupStoreCode: string | null
  ShippingMethod: string | null
  Email: string | null
  PaymentMethod: string | null
}

export interface DbState extends Seed {
  carts: Record<string, CartState>
  /** Wish lists keyed by customer id as a string. */
  selections: Record<string, { Id: number; ProductId: number }[]>
  subscribers: string[]
  /** Newsletter subscriber (lowercase email) → the welcome code issued with the 10% promotion. */
  newsletterCodes: Record<string, string>
  /** Password-reset token → email. */
  resetRequests: Record<string, string>
  contactMessages: unknown[]
  applications: unknown[]
  nextId: number
}

export interface DatabaseOptions {
  load?: () => string | null
  save?: (json: string) => void
}

export interface Database {
  state: DbState
  persist(): void
  reset(): void
  nextId(): number
  productById(id: number): ProductDto | undefined
  productByUrl(url: string): ProductDto | undefined
  customerByEmail(email: string): CustomerDto | undefined
  customerById(id: number): CustomerDto | undefined
  cartFor(key: string): CartState
}

/** Ids handed out at run time start above every seeded id. */
const FIRST_RUNTIME_ID = 100000

/** The parts of the state that change at run time and are persisted (the catalogue never is). */
const PERSISTED_KEYS = [
  'carts',
  'selections',
  'subscribers',
  'newsletterCodes',
  'customers',
  'orders',
  'invoices',
  'vouchers',
  'resetRequests',
  'nextId',
] as const
type PersistedKey = (typeof PERSISTED_KEYS)[number]

function freshState(): DbState {
  return {
    ...createSeed(),
    carts: {},
    selections: {},
    subscribers: [],
    newsletterCodes: {},
    resetRequests: {},
    contactMessages: [],
    applications: [],
    nextId: FIRST_RUNTIME_ID,
  }
}

export function newCartState(id: string): CartState {
  return {
    Id: id,
    Lines: [],
    VoucherCodes: [],
    DeliveryMethod: null,
    DeliveryAddress: null,
    InvoiceAddress: null,
    PickupStoreCode: null,
    ShippingMethod: null,
    Email: null,
    PaymentMethod: null,
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Saved JSON merged over the seed; throws when the JSON is unusable so the caller can reset. */
function mergeSaved(state: DbState, json: string): void {
  const saved: unknown = JSON.parse(json)
  if (!isRecord(saved)) throw new Error('Saved state is not an object')
  const target = state as unknown as Record<PersistedKey, unknown>
  for (const key of PERSISTED_KEYS) {
    const value = saved[key]
    if (value === undefined) continue
    const current = target[key]
    const sameShape =
      (Array.isArray(current) && Array.isArray(value)) ||
      (isRecord(current) && isRecord(value)) ||
      (typeof current === 'number' && typeof value === 'number' && Number.isFinite(value))
    if (!sameShape) throw new Error(`Saved state has an invalid ${key}`)
    target[key] = value
  }
  state.nextId = Math.max(state.nextId, FIRST_RUNTIME_ID)
}

export function createDatabase(options: DatabaseOptions = {}): Database {
  const state = freshState()

  const persist = (): void => {
    if (!options.save) return
    const data: Record<string, unknown> = {}
    for (const key of PERSISTED_KEYS) data[key] = state[key]
    options.save(JSON.stringify(data))
  }

  const reset = (): void => {
    // Replace the contents in place so references to `db.state` held by handlers stay valid.
    Object.assign(state, freshState())
    persist()
  }

  const saved = options.load?.() ?? null
  if (saved !== null) {
    try {
      mergeSaved(state, saved)
    } catch {
      reset()
    }
  }

  return {
    state,
    persist,
    reset,
    nextId: () => state.nextId++,
    productById: (id) => state.products.find((p) => p.Id === id),
    productByUrl: (url) => {
      const wanted = url.toLowerCase()
      return state.products.find((p) => p.Url.toLowerCase() === wanted)
    },
    customerByEmail: (email) => {
      const wanted = email.trim().toLowerCase()
      return state.customers.find((c) => c.Email.toLowerCase() === wanted)
    },
    customerById: (id) => state.customers.find((c) => c.Id === id),
    cartFor: (key) => {
      const existing = state.carts[key]
      if (existing) return existing
      const cart = newCartState(key)
      state.carts[key] = cart
      return cart
    },
  }
}

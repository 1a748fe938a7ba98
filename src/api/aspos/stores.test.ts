import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { getDb } from '@/mocks/mock-db'
import { fetchStore, fetchStores, matchesStoreQuery, storeDtoSchema } from './stores'

const seed = () => getDb().state

describe('store contract', () => {
  it('every seed store parses with our DTO schema', () => {
    for (const s of seed().stores) expect(storeDtoSchema.safeParse(s).success, s.UrlSlug).toBe(true)
  })
})

describe('matchesStoreQuery', () => {
  const store = { name: 'Dier & Ruiter Den Haag', city: 'Den Haag', postalCode: '2582 BX' }
  it('finds by place, name and postcode in any spelling', () => {
    expect(matchesStoreQuery(store, 'den haag')).toBe(true)
    expect(matchesStoreQuery(store, 'HAAG')).toBe(true)
    expect(matchesStoreQuery(store, '2582bx')).toBe(true)
    expect(matchesStoreQuery(store, '2582 BX')).toBe(true)
    expect(matchesStoreQuery(store, '2582')).toBe(true)
    expect(matchesStoreQuery(store, 'Utrecht')).toBe(false)
    expect(matchesStoreQuery(store, '2582 AA')).toBe(false)
  })
  it('four digits also find the stores of the same postcode region', () => {
    expect(matchesStoreQuery(store, '2500')).toBe(true)
    expect(matchesStoreQuery(store, '3500')).toBe(false)
  })
  it('every seed store is found by its own city and postcode, however typed', () => {
    const stores = seed().stores
    fc.assert(
      fc.property(fc.constantFrom(...stores), fc.boolean(), fc.boolean(), (s, upper, spaced) => {
        const domain = { name: s.Name, city: s.City, postalCode: s.PostalCode }
        const pc = s.PostalCode.replace(' ', spaced ? ' ' : '')
        expect(matchesStoreQuery(domain, upper ? pc.toUpperCase() : pc.toLowerCase())).toBe(true)
        expect(matchesStoreQuery(domain, upper ? s.City.toUpperCase() : s.City.toLowerCase())).toBe(
          true,
        )
      }),
    )
  })
  it('an empty query matches everything', () => {
    fc.assert(
      fc.property(
        fc.string().map((s) => s.replace(/[a-z0-9]/gi, '')),
        (q) => {
          expect(matchesStoreQuery(store, q)).toBe(true)
        },
      ),
    )
  })
})

describe('store calls against the mock service', () => {
  it('lists and searches stores, and maps opening hours sorted by day', async () => {
    const all = await fetchStores('')
    expect(all).toHaveLength(seed().stores.length)
    const utrecht = await fetchStores('utrecht')
    expect(utrecht.map((s) => s.city)).toEqual(['Utrecht'])
    const store = await fetchStore(utrecht[0]!.slug)
    expect(store.openingHours.map((h) => h.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('answers an unknown store with a 404 ApiError', async () => {
    await expect(fetchStore('bestaat-niet')).rejects.toMatchObject({ status: 404 })
  })
})

// Unit tests of the listing URL state: parsing, writing (page 1 has no p), and their round trip.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { productSortValues } from '@/api/aspos/product-list-params'
import {
  activeFilterCount,
  chosenFilters,
  sameFilters,
  withoutFilters,
  emptyFilters,
  listingQuery,
  listingQueryFromUrl,
  listingSearch,
  parseEuros,
  parseListingSearch,
  withFilters,
  withFieldValue,
  type ListingFilters,
} from './listing-params'

describe('listing URL state', () => {
  it('reads every filter', () => {
    const f = parseListingSearch(
      new URLSearchParams(
        'merk=royal-canin&merk=Kong&min=5&max=12,50&nieuw=1&voorraad=1&sortering=price-asc&p=3',
      ),
    )
    expect(f).toEqual({
      brands: ['royal-canin', 'kong'],
      minPrice: 5,
      maxPrice: 12.5,
      isNew: true,
      inStock: true,
      sort: 'price-asc',
      page: 3,
      fields: {},
    })
  })

  it('ignores bad values instead of failing', () => {
    expect(
      parseListingSearch(new URLSearchParams('min=abc&max=-3&sortering=random&p=0&nieuw=ja')),
    ).toEqual(emptyFilters)
    expect(parseListingSearch(new URLSearchParams('p=2.5')).page).toBe(1)
  })

  it('writes no p for page 1 and keeps foreign parameters', () => {
    expect(listingSearch({ ...emptyFilters, page: 1 }).toString()).toBe('')
    expect(
      listingSearch({ ...emptyFilters, page: 2 }, new URLSearchParams('utm=x&p=5')).toString(),
    ).toBe('utm=x&p=2')
  })

  it('starts at page 1 after any filter change', () => {
    expect(withFilters({ ...emptyFilters, page: 4 }, { isNew: true }).page).toBe(1)
    expect(withFilters({ ...emptyFilters, page: 4 }, { page: 2 }).page).toBe(2)
  })

  it('counts active filters', () => {
    expect(
      activeFilterCount({ ...emptyFilters, brands: ['a', 'b'], maxPrice: 3, inStock: true }),
    ).toBe(4)
  })

  it('parses euros with a comma or a point', () => {
    expect(parseEuros('12,5')).toBe(12.5)
    expect(parseEuros(' 7 ')).toBe(7)
    expect(parseEuros('1.234,56')).toBeNull()
  })

  it('turns the state into the service query', () => {
    expect(
      listingQuery(
        { webNodeId: 100 },
        { ...emptyFilters, brands: ['kong'], page: 2, sort: 'name' },
      ),
    ).toEqual({
      webNodeId: 100,
      brands: ['kong'],
      page: 2,
      sort: 'name',
    })
    expect(listingQueryFromUrl({ offers: true }, '/producten/aanbiedingen?p=2')).toEqual({
      offers: true,
      page: 2,
    })
  })

  it('round-trips any state through the URL', () => {
    const arb: fc.Arbitrary<ListingFilters> = fc.record({
      brands: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z-]{0,10}$/), { maxLength: 4 }),
      minPrice: fc.option(
        fc.integer({ min: 0, max: 99999 }).map((c) => c / 100),
        { nil: null },
      ),
      maxPrice: fc.option(
        fc.integer({ min: 0, max: 99999 }).map((c) => c / 100),
        { nil: null },
      ),
      isNew: fc.boolean(),
      inStock: fc.boolean(),
      sort: fc.constantFrom(...productSortValues),
      page: fc.integer({ min: 1, max: 500 }),
      fields: fc
        .record({
          Levensfase: fc.uniqueArray(fc.constantFrom('kitten', 'adult', 'senior'), {
            maxLength: 3,
          }),
          Behoeften: fc.uniqueArray(fc.constantFrom('indoor', 'graanvrij'), { maxLength: 2 }),
        })
        .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v.length > 0))),
    })
    fc.assert(
      fc.property(arb, (f) => {
        expect(parseListingSearch(listingSearch(f))).toEqual(f)
      }),
    )
  })
})

describe('field filters', () => {
  it('keeps life stage and needs in the URL and asks the service for them', () => {
    const filters = parseListingSearch(
      new URLSearchParams('levensfase=Senior&behoeften=indoor&behoeften=graanvrij'),
    )
    expect(filters.fields).toEqual({ Levensfase: ['senior'], Behoeften: ['indoor', 'graanvrij'] })
    expect(listingSearch(filters).toString()).toBe(
      'levensfase=senior&behoeften=indoor&behoeften=graanvrij',
    )
    expect(listingQuery({ webNodeId: 211 }, filters).field).toEqual([
      'Levensfase:senior',
      'Behoeften:indoor',
      'Behoeften:graanvrij',
    ])
    expect(activeFilterCount(filters)).toBe(3)
  })

  it('takes a value out again, and the code with its last value', () => {
    const one = withFieldValue({ ...emptyFilters, page: 3 }, 'Levensfase', 'Senior', true)
    expect(one).toEqual({ ...emptyFilters, fields: { Levensfase: ['senior'] } })
    expect(withFieldValue(one, 'Levensfase', 'senior', false).fields).toEqual({})
    expect(chosenFilters(one).map((c) => c.label)).toEqual(['Senior'])
  })
})

describe('chosen filters', () => {
  const chosen = {
    ...emptyFilters,
    brands: ['royal-canin', 'hills'],
    minPrice: 10,
    maxPrice: 49.5,
    inStock: true,
    sort: 'price-asc' as const,
    page: 3,
  }
  const names: Record<string, string> = { 'royal-canin': 'Royal Canin', hills: "Hill's" }

  it('gives a chip for each brand (by name), the price range, new and in stock', () => {
    expect(chosenFilters(chosen, (slug) => names[slug] ?? slug).map((c) => c.label)).toEqual([
      'Royal Canin',
      "Hill's",
      '€\u00a010,00 – €\u00a049,50',
      'Alleen op voorraad',
    ])
    expect(chosenFilters({ ...emptyFilters, maxPrice: 20 })[0]!.label).toBe('Tot €\u00a020,00')
    expect(
      chosenFilters({ ...emptyFilters, minPrice: 5, isNew: true }).map((c) => c.label),
    ).toEqual(['Vanaf €\u00a05,00', 'Alleen nieuwe producten'])
    expect(chosenFilters(emptyFilters)).toEqual([])
  })

  it('removes one filter and keeps the others and the sort, back on page 1', () => {
    const [royalCanin, , price, stock] = chosenFilters(chosen)
    expect(royalCanin!.without(chosen)).toEqual({ ...chosen, brands: ['hills'], page: 1 })
    expect(price!.without(chosen)).toEqual({ ...chosen, minPrice: null, maxPrice: null, page: 1 })
    expect(stock!.without(chosen)).toEqual({ ...chosen, inStock: false, page: 1 })
    expect(withoutFilters(chosen)).toEqual({ ...emptyFilters, sort: 'price-asc' })
  })

  it('knows the same filters and sort on another page', () => {
    expect(sameFilters(chosen, { ...chosen, page: 1 })).toBe(true)
    expect(sameFilters(chosen, { ...chosen, inStock: false })).toBe(false)
    expect(sameFilters(chosen, { ...chosen, sort: 'name' })).toBe(false)
  })
})

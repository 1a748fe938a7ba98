import { describe, expect, it } from 'vitest'
import { brands, webNodes } from '@/mocks/db/seed-catalogue'
import { matchBrands, matchCategories, matchRank } from './search-shortcuts'

describe('search shortcuts', () => {
  it('ranks a name that starts with the term, then a word of it, then a compound that holds it', () => {
    expect(matchRank('Droogvoer', 'droog')).toBe(0)
    expect(matchRank('Liniment & spierverzorging', 'spier')).toBe(1)
    expect(matchRank('Hondenvoer', 'voer')).toBe(2)
    expect(matchRank('Hondenvoer', 'oe')).toBeNull()
    expect(matchRank('Caviavoer', 'CAVIA')).toBe(0)
    expect(matchRank('Hygiëne', 'hygie')).toBe(0)
  })

  it('finds up to three categories with their top category, broader ones first', () => {
    expect(matchCategories(webNodes, 'droog')).toEqual([
      { id: 111, name: 'Droogvoer', within: 'Hond' },
      { id: 211, name: 'Droogvoer', within: 'Kat' },
    ])
    expect(matchCategories(webNodes, 'hond').map((c) => [c.name, c.within])).toEqual([
      ['Hond', null],
      ['Hondenvoer', 'Hond'],
      ['Hondensnacks', 'Hond'],
    ])
    expect(matchCategories(webNodes, 'xyzzy')).toEqual([])
  })

  it('ignores apostrophes, as the search service does', () => {
    expect(matchRank("Hill's", 'hills')).toBe(0)
    expect(matchRank('Hills', "hill's")).toBe(0)
  })

  it('finds brands by their name', () => {
    const list = brands.map((b) => ({ name: b.Name, urlSlug: b.UrlSlug }))
    expect(matchBrands(list, 'royal')).toEqual([{ name: 'Royal Canin', slug: 'royal-canin' }])
    expect(matchBrands(list, 'horse').map((b) => b.name)).toEqual([
      'Kentucky Horsewear',
      "Harry's Horse",
    ])
  })
})
